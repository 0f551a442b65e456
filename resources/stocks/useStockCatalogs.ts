import { useCatalogs } from '../../src/components/useCatalogs';
import type { StockUnit } from '../../src/domain/stockUnits';
import type { SupplierChoice } from './endpoints';

/** The units and the merchant's suppliers the stock screens choose from (cached for the session). */
export const useStockCatalogs = () => {
  const units = useCatalogs<StockUnit[]>('stocks', 'units');
  const suppliers = useCatalogs<SupplierChoice[]>('stocks', 'suppliers');
  return { units: units.data, suppliers: suppliers.data };
};

export const unitIn = (units: StockUnit[] | undefined, code: unknown) => units?.find((unit) => unit.code === Number(code));
