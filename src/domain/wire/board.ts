import { paymentMethod } from './payment';
import { z } from 'zod';
import { ORDER_STATUSES } from '../orderStatus';
import { namedItem } from './common';
import { electronicDocumentType } from './electronicDocument';
import { chosenOption } from './productOptions';

/** What the order board and the kitchen view read: GET /orders/today, the board's event stream, its writes. */

export const orderStatus = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });

/** One change of an order's status: who made it and when (ISO), with the reason of a cancellation. */
export const orderChange = z.object({
  status: orderStatus,
  at: z.string(),
  by: z.string(),
  reason: z.string().optional(),
}).meta({ id: 'OrderChange' });
export type OrderChange = z.infer<typeof orderChange>;

/** An order as the board and the kitchen see it: names instead of ids, no cancel key, no merchant. */
export const boardOrder = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  status: orderStatus,
  date: z.string(),
  table: namedItem.nullable(),
  section: namedItem.nullable(),
  waiter: namedItem.nullable(),
  /** The staff user who took the order at the table (our addition); absent on a diner's own order. */
  takenBy: z.string().optional(),
  /** `preparedAt`: where the product is made now ('Se prepara en'), null for what is handed over as it is. */
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      message: z.string(),
      preparedAt: z.number().int().nullable(),
      /** The diner's choices ('Término: Medio'). */
      options: z.array(chosenOption),
    }),
  ),
  detail: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  otherCharges: z.number(),
  total: z.number(),
  paid: z.boolean(),
  /** Paid, then cancelled by staff: the payment was given back to the card. */
  refunded: z.boolean(),
  /**
   * What cancelling it now gives back, method by method, in colones (the ledger's charges of its
   * lines, mock-api/restaurant/ledger.ts): the staff's cancel dialog lists it before confirming.
   */
  refundPreview: z.array(z.object({ method: paymentMethod, amount: z.number(), payerName: z.string() })).optional(),
  /** The electronic receipt of its payment: which document and its consecutivo; absent when none was issued. */
  receipt: z.object({ type: electronicDocumentType, consecutivo: z.string() }).optional(),
  history: z.array(orderChange),
}).meta({ id: 'BoardOrder' });
export type BoardOrder = z.infer<typeof boardOrder>;

/** A kitchen printer and the location it prints for (src/domain/kitchenRules.ts picks one per ticket). */
export const locatedPrinter = z.object({ id: z.number().int(), name: z.string(), ip: z.string(), typeId: z.number().int() }).meta({ id: 'LocatedPrinter' });
export type LocatedPrinter = z.infer<typeof locatedPrinter>;

/** What the board needs besides the orders: where the stream continues, the printers, waiters and the filters' choices. */
export const boardContext = z.object({
  lastEventId: z.string(),
  printers: z.array(locatedPrinter),
  waiters: z.array(namedItem),
  sections: z.array(namedItem),
  tables: z.array(namedItem.extend({ sectionId: z.number().int() })),
});
export type BoardContext = z.infer<typeof boardContext>;

/** GET /orders/today: today's orders, newest first, and the board's context. */
export const boardToday = boardContext.extend({ orders: z.array(boardOrder) });
export type BoardToday = z.infer<typeof boardToday>;

/** GET /orders/events without a stream: the changes since `Last-Event-ID`, or `reset` when the board must reload. */
export const boardChanges = z.object({ lastEventId: z.string(), reset: z.boolean(), orders: z.array(boardOrder) });
export type BoardChanges = z.infer<typeof boardChanges>;

/** A board write's answer (a status moved, a waiter assigned), and a stale status's 409 beside its message. */
export const boardOrderAnswer = z.object({ order: boardOrder });
/** POST /orders/tables/{id}/order: the order staff took, as the board shows it, and what to tell them. */
export const staffOrderAnswer = z.object({ order: boardOrder, message: z.string() });

const streamPosition = z.object({ lastEventId: z.string() });
/** The board's event stream: each event's name and its data (mock-api/restaurant/orderStream.ts writes them). */
export const boardStreamEvents = {
  order: boardOrder,
  reset: streamPosition,
  ready: streamPosition,
  heartbeat: z.object({ at: z.number() }),
  signedOut: z.object({}),
  /** The server is shutting down: the stream ends, and the board connects again (to the next server). */
  closing: z.object({}),
};
