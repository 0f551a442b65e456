import type { StockUnit } from '../domain/wire/stock';
import { useCatalogs } from './useCatalogs';

/** The units stock is counted in (GET /stock/getUnits), cached for the session: the stock and recipe screens read them. */
export const useStockUnits = () => useCatalogs<StockUnit[]>('stocks', 'units').data;
