import { useCallback, useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useStockUnits } from '../../src/components/useStockUnits';
import { inventoryMessages } from '../../src/domain/inventoryMessages';
import { formatQuantity, unitIn } from '../../src/domain/stockUnits';
import type { ComboLine } from '../../src/domain/wire/combo';
import { comboSchema } from '../../src/schemas/comboSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

export const recipeRequired = requiredMarks(comboSchema);
export const recipeResolver = schemaResolver(comboSchema);

/** The merchant's stock items and each item's unit (the quantity's symbol, the saved line's message). */
export const useRecipeStock = () => {
  const units = useStockUnits();
  const { data: items } = useGetList('stocks', { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'ASC' } });
  return useMemo(() => {
    const unitOfStock = (stockId: unknown) => unitIn(units, items?.find((item) => item.id === Number(stockId))?.unit);
    return { items, units, unitOfStock };
  }, [items, units]);
};

/** 'Receta guardada: 0.25 und de Leche condensada.', from the saved line (it carries its item's name and unit). */
export const useRecipeSavedMessage = () => {
  const units = useStockUnits();
  return useCallback(
    (saved: Pick<ComboLine, 'quantity'> & Partial<Pick<ComboLine, 'stock'>>) =>
      inventoryMessages.recipeSaved(formatQuantity(saved.quantity), unitIn(units, saved.stock?.unit)?.symbol ?? '', saved.stock?.name ?? ''),
    [units],
  );
};
