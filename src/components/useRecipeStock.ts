import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { unitIn } from '../domain/stockUnits';
import { useStockUnits } from './useStockUnits';

/** The merchant's stock items and each item's unit (the quantity's symbol, the saved line's message): a product's recipe lines and its options'. */
export const useRecipeStock = () => {
  const units = useStockUnits();
  const { data: items } = useGetList('stocks', { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'ASC' } });
  return useMemo(() => {
    const unitOfStock = (stockId: unknown) => unitIn(units, items?.find((item) => item.id === Number(stockId))?.unit);
    return { items, units, unitOfStock };
  }, [items, units]);
};
