import { z } from 'zod';
import { namedItem } from './common';

/**
 * A line of a product's recipe (docs/spec-reference.md §3 combo): how much of one stock item one dish uses, with
 * the item's name and unit code for the list (null when the item is gone).
 */
export const comboLine = z
  .object({
    productId: z.number().int(),
    stockId: z.number().int(),
    quantity: z.number(),
    stock: z.object({ name: z.string(), unit: z.number().int() }).nullable(),
  })
  .meta({ id: 'ComboLine' });
export type ComboLine = z.infer<typeof comboLine>;

/** GET /combo/getComboByProductId/{productId}: the recipe, and the dish it is for (ours: the screen's title names it). */
export const recipe = z.object({ combos: z.array(comboLine), product: namedItem });
