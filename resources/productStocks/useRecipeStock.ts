import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { comboFormSchema, comboSchema } from '../../src/schemas/comboSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';
import { unitIn, useStockCatalogs } from '../stocks/useStockCatalogs';

export const recipeRequired = requiredMarks(comboSchema);

/** The merchant's stock items, each item's unit, and the recipe form's resolver that checks the quantity against it. */
export const useRecipeStock = () => {
  const { units } = useStockCatalogs();
  const { data: items } = useGetList('stocks', { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'ASC' } });
  return useMemo(() => {
    const unitOfStock = (stockId: unknown) => unitIn(units, items?.find((item) => item.id === Number(stockId))?.unit);
    return { items, units, unitOfStock, resolver: schemaResolver(comboFormSchema(unitOfStock)) };
  }, [items, units]);
};
