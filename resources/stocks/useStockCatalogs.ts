import { useCatalogs } from '../../src/components/useCatalogs';
import { useStockUnits } from '../../src/components/useStockUnits';
import type { SupplierChoice } from '../../src/domain/wire/stock';

/** The units and the merchant's suppliers the stock screens choose from (cached for the session). */
export const useStockCatalogs = () => {
  const units = useStockUnits();
  const suppliers = useCatalogs<SupplierChoice[]>('stocks', 'suppliers');
  return { units, suppliers: suppliers.data };
};
