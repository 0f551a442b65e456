import { z } from 'zod';
import { orderMessages as text } from '../domain/orderMessages';
import { MAX_LINE_MESSAGE, MAX_LINE_QUANTITY, MAX_ORDER_DETAIL, MAX_ORDER_LINES } from '../domain/orderRules';
import { optionalText } from './fields';

const quantity = () =>
  z.number({ error: text.badQuantity }).int(text.badQuantity).min(1, text.badQuantity).max(MAX_LINE_QUANTITY, text.badQuantity);

/**
 * A diner's order (docs/spec-reference.md §3: `order {detail, products[{id, quantity, message}], takeout}`). Only
 * product ids, quantities and comments are read: the server prices the lines from its own menu.
 */
export const orderSchema = z.object(
  {
    detail: optionalText(MAX_ORDER_DETAIL, { multiline: true }),
    products: z
      .array(
        z.object(
          {
            // a made-up id reads like another merchant's product: the menu lookup answers both
            id: z.number({ error: text.unknownProduct }),
            quantity: quantity(),
            message: optionalText(MAX_LINE_MESSAGE, { multiline: true }),
          },
          { error: text.badOrder },
        ),
        { error: (issue) => (issue.input === undefined ? text.emptyOrder : text.badOrder) },
      )
      .min(1, text.emptyOrder)
      .max(MAX_ORDER_LINES, text.tooManyLines),
    // docs/spec-reference.md §9: takeout is always false from the QR menu
    takeout: z.literal(false, { error: text.takeoutUnavailable }).optional(),
  },
  { error: text.badOrder },
);

export type OrderBody = z.output<typeof orderSchema>;
