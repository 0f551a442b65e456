import { useCallback } from 'react';
import { useStockUnits } from '../../src/components/useStockUnits';
import { inventoryMessages } from '../../src/domain/inventoryMessages';
import { formatQuantity, unitIn } from '../../src/domain/stockUnits';
import type { ComboLine } from '../../src/domain/wire/combo';
import { comboSchema } from '../../src/schemas/comboSchema';
import { requiredMarks, schemaResolver } from '../../src/schemas/schemaResolver';

export const recipeRequired = requiredMarks(comboSchema);
export const recipeResolver = schemaResolver(comboSchema);

/** 'Receta guardada: 0.25 und de Leche condensada.', from the saved line (it carries its item's name and unit). */
export const useRecipeSavedMessage = () => {
  const units = useStockUnits();
  return useCallback(
    (saved: Pick<ComboLine, 'quantity'> & Partial<Pick<ComboLine, 'stock'>>) =>
      inventoryMessages.recipeSaved(formatQuantity(saved.quantity), unitIn(units, saved.stock?.unit)?.symbol ?? '', saved.stock?.name ?? ''),
    [units],
  );
};
