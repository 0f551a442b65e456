import { z } from 'zod';
import { inventoryMessages as text } from '../domain/inventoryMessages';
import { choiceId } from './fields';
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
