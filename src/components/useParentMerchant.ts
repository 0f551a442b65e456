import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';

/**
 * Screens nested under a merchant (/merchants/:merchantId/tariffs, …/accounts): the merchant's
 * id from the address, so a reload or a shared link keeps it, and its record for the titles.
 */
export const useParentMerchant = () => {
  const { merchantId: param } = useParams();
  const merchantId = Number(param);
  const { data: merchant } = useGetOne('merchants', { id: merchantId }, { enabled: merchantId > 0 });
  return { merchantId, merchant, basePath: `/merchants/${merchantId}` };
};
