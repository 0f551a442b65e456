import { useGetOne, usePermissions } from 'react-admin';
import { totalsOptionsOf } from '../../src/domain/orderTotals';

/**
 * The merchant's own charges (company settings), for the price a diner pays; unreadable (an
 * operator has no company screen) reads as the defaults: IVA and table service on.
 */
export const useMerchantCharges = () => {
  const { permissions } = usePermissions<{ merchantId: number | null } | null>();
  const merchantId = permissions?.merchantId ?? 0;
  const { data } = useGetOne<{ id: number; simplifiedRegime?: boolean; tableService?: boolean }>('company', { id: merchantId }, { enabled: merchantId > 0, retry: false });
  return totalsOptionsOf(data ?? {});
};
