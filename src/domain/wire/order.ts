import { z } from 'zod';
import { orderStatus } from './board';
import { lineOption } from './productOptions';

/** What the diner's app reads of its order (the public /order calls). */

/** A line of a placed order, priced by the server from its own menu (docs/spec-reference.md §3 Order). */
export const placedLine = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price and tax rate as the server's menu had them when the order was placed. */
  price: z.number(),
  tax: z.number(),
  /** The product's 'Lleva servicio (10 %)' when the order was placed: the 10 % is charged on it (with table service). */
  carriesService: z.boolean(),
  message: z.string(),
  /** The diner's choices; `price` includes their prices. Absent on orders from before them. */
  options: z.array(lineOption).optional(),
}).meta({ id: 'PlacedLine' });
export type PlacedLine = z.infer<typeof placedLine>;

/** The order as the diner gets it back: without the server's bookkeeping (merchant, table, key hash, history, waiter). */
export const placedOrder = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  detail: z.string(),
  takeout: z.literal(false),
  products: z.array(placedLine),
  subtotal: z.number(),
  tax: z.number(),
  otherCharges: z.number(),
  total: z.number(),
  status: orderStatus,
  date: z.string(),
}).meta({ id: 'PlacedOrder' });
export type PlacedOrder = z.infer<typeof placedOrder>;

/** POST /order/external: the order, and its cancel key (the only time the key leaves the server). */
export const orderPlaced = z.object({ order: placedOrder, cancelKey: z.string() });

/** PUT /order/cancel/external/…: the cancelled order and the success text. */
export const orderCancelled = z.object({ order: placedOrder, message: z.string() });

/** Where the diner's order stands: its status, whether it was paid, and refunded (a paid order staff cancelled). */
export const dinerStatus = z.object({ id: z.number().int(), status: orderStatus, paid: z.boolean(), refunded: z.boolean() }).meta({ id: 'DinerStatus' });
export type DinerStatus = z.infer<typeof dinerStatus>;

/** POST /order/status/external, and /order/events/external without a stream. */
export const dinerStatusAnswer = z.object({ order: dinerStatus });

/** The diner's stream of one order: `status` now and on each change, `heartbeat` every 15 s. */
/** `closing`: the server is shutting down; the stream ends and the receipt connects again. */
export const dinerStreamEvents = { status: dinerStatus, heartbeat: z.object({ at: z.number() }), closing: z.object({}) };

/** POST /order/pay/external: the approved card transaction (masked number) and its voucher id. */
export const orderPaid = z.object({
  voucherId: z.string(),
  transaction: z.object({ transaction_id: z.number().int(), amount: z.number(), currency_code: z.number().int(), pan: z.string(), status: z.string() }),
});
export type OrderPaid = z.infer<typeof orderPaid>;
