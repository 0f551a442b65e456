import { z } from 'zod';
import { inventoryMessages as text } from '../domain/inventoryMessages';
import { fitsUnit, STOCK_DECIMALS } from '../domain/stockUnits';
import { choiceId } from './fields';
import { positiveQuantity } from './stockSchema';

/**
 * docs/spec-reference.md §3/§5 combo (a product's recipe line): the stock item chosen and the quantity one dish
 * uses. A dish may use a fraction of any unit (a quarter of a can of condensed milk), so the
 * quantity is not held to the unit's decimals but kept exact in thousandths, as stock is.
 */
export const comboSchema = z.object({
  productId: choiceId(),
  stockId: choiceId(),
  quantity: positiveQuantity(text.recipeQuantity).refine((quantity) => fitsUnit(quantity, STOCK_DECIMALS), text.recipeDecimals),
});

export type ComboInput = z.output<typeof comboSchema>;
