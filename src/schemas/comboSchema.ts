import { z } from 'zod';
import { inventoryMessages as text } from '../domain/inventoryMessages';
import { fitsUnit, type StockUnit } from '../domain/stockUnits';
import { acrossFields, ALWAYS, choiceId } from './fields';
import { positiveQuantity } from './stockSchema';

/**
 * Spec §3/§5 combo (a product's recipe line): the stock item chosen and the quantity one dish
 * uses. Its decimals are checked against the item's unit where the item is known (form and API).
 */
export const comboSchema = z.object({
  productId: choiceId(),
  stockId: choiceId(),
  quantity: positiveQuantity(text.recipeQuantity),
});

export type ComboInput = z.output<typeof comboSchema>;

/**
 * The recipe form's schema: the line's rules, and the quantity's decimals against the unit of the
 * stock item chosen (the form knows the items; the API checks the stored one).
 */
export const comboFormSchema = (unitOfStock: (stockId: unknown) => StockUnit | undefined) =>
  comboSchema.superRefine(
    acrossFields(({ stockId, quantity }, report) => {
      const unit = unitOfStock(stockId);
      if (unit && typeof quantity === 'number' && !fitsUnit(quantity, unit.decimals)) report('quantity', text.tooManyDecimals(unit.decimals, unit.description));
    }),
    ALWAYS,
  );
