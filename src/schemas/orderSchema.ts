import { z } from 'zod';
import { orderMessages as text } from '../domain/orderMessages';
import { DINER_NAME_MAX, isTableTokenShape, MAX_LINE_MESSAGE, MAX_LINE_QUANTITY, MAX_ORDER_DETAIL, MAX_ORDER_LINES } from '../domain/orderRules';
import { optionalText } from './fields';
import { chosenOptionsField } from './optionGroupSchema';

const quantity = () =>
  z.number({ error: text.badQuantity }).int(text.badQuantity).min(1, text.badQuantity).max(MAX_LINE_QUANTITY, text.badQuantity);

/**
 * A diner's order (docs/spec-reference.md §3: `order {detail, products[{id, quantity, message}], takeout}`). Only
 * product ids, quantities, comments and chosen options are read: the server prices the lines from its own menu.
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
            // The choices by name ({group, option}); the server prices them from the stored product
            options: chosenOptionsField(),
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

/**
 * POST /orders/tables/{id}/order: the order staff take at a table (our addition), the same order
 * a diner sends (the path names the table), checked by the same rules on the form and the server.
 */
export const staffOrderSchema = z.object({ order: orderSchema }, { error: text.badOrder });
export type StaffOrderBody = z.output<typeof staffOrderSchema>;

/** The cancel key's shape as restaurant/cancelKey.ts mints it (128 random bits, base64url). */
const KEY_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;

/** The table's QR token, the diner's calls' key: a malformed one is answered like an unknown table. */
export const tableTokenField = () =>
  z.string({ error: text.unknownTable }).max(64, text.unknownTable).refine((token) => isTableTokenShape(token), text.unknownTable);

/** The order's cancel key, the proof this device placed it: a malformed one is answered like an unknown order. */
export const cancelKeyField = () => z.string({ error: text.orderNotFound }).max(64, text.orderNotFound).regex(KEY_SHAPE, text.orderNotFound);

/** Who is ordering (our addition): shown beside the round on every phone of the table's tab. */
export const dinerNameField = () => optionalText(DINER_NAME_MAX, { tooLong: text.badDinerName });

/**
 * POST /order/external: the table's token and the order (docs/spec-reference.md §3 `{order, token}`),
 * and our optional `name` of who ordered the round.
 */
export const placeOrderSchema = z.object({ token: tableTokenField(), order: orderSchema, name: dinerNameField().optional() }, { error: text.badOrder });

/** Our addition: the order a status call or stream follows, with the table's token and the cancel key (in the body, never the address). */
export const followOrderSchema = z.object({
  orderId: z.number({ error: text.orderNotFound }).int(text.orderNotFound).min(1, text.orderNotFound),
  token: tableTokenField(),
  cancelKey: cancelKeyField(),
});

/**
 * PUT /order/cancel/external/{orderId}/{token}: the spec's body `{order, token}` (the path says
 * which order; a token in the body must be the path's) and our cancel key.
 */
export const cancelOrderSchema = z.object(
  {
    order: z.object({ id: z.number().int() }).optional(),
    token: z.string().max(64).optional(),
    cancelKey: cancelKeyField(),
  },
  { error: text.badOrder },
);
