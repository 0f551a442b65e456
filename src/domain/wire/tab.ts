import { z } from 'zod';
import { orderStatus } from './board';
import { namedItem } from './common';
import { payment, paymentMethod, paymentStatus } from './payment';

/**
 * The table's bill: one open tab per table that every order placed with its code joins,
 * what each phone at the table sees of it, and what the board's 'Mesas' view reads. Amounts are
 * colones with IVA and the 10 % service inside (src/domain/finalPrice.ts); tips are apart.
 */

export const callKind = z.enum(['waiter', 'bill']).meta({ id: 'TableCallKind' });
export type CallKind = z.infer<typeof callKind>;

/** A line of a round as the diner reads it: final prices, and how many of it are already paid by item. */
export const tabLine = z
  .object({
    id: z.number().int(),
    name: z.string(),
    quantity: z.number().int(),
    /** The unit's final price (IVA and service inside). */
    price: z.number(),
    total: z.number(),
    paidQuantity: z.number().int(),
  })
  .meta({ id: 'TabLine' });
export type TabLine = z.infer<typeof tabLine>;

/** One order of the tab: who asked for it ('Mesa' when they gave no name), its status and lines. */
export const tabRound = z
  .object({
    orderId: z.number().int(),
    orderNumber: z.number().int(),
    name: z.string(),
    status: orderStatus,
    date: z.string(),
    lines: z.array(tabLine),
    total: z.number(),
  })
  .meta({ id: 'TabRound' });
export type TabRound = z.infer<typeof tabRound>;

/** A payment as every phone at the table sees it: no card, voucher or reference, which stay with whoever paid. */
export const tabPayment = z
  .object({
    id: z.number().int(),
    method: paymentMethod,
    status: paymentStatus,
    amount: z.number(),
    tip: z.number(),
    payerName: z.string(),
    createdAt: z.string(),
    rejectReason: z.string().nullable(),
    /** The id its payer opens its electronic receipt by (`/voucher/{id}/comprobante`), once it has one; else null. */
    documentId: z.string().nullable(),
    /**
     * What staff gave back of it, cancelling an order it paid: how much, when, why, and the id its
     * nota de crédito opens by (as `documentId`), once it has one.
     */
    refunds: z.array(z.object({ amount: z.number(), at: z.string(), reason: z.string(), documentId: z.string().nullable() })),
  })
  .meta({ id: 'TabPayment' });
export type TabPayment = z.infer<typeof tabPayment>;

/** What the tab adds up to: cancelled rounds count for nothing; a SINPE payment waiting for staff is `pending`. */
export const tabAmounts = z
  .object({
    total: z.number(),
    /** The parts of `total`: before tax, IVA, and the legal 10 % service. */
    subtotal: z.number(),
    tax: z.number(),
    service: z.number(),
    /** Confirmed payments less what was given back of them (`refunded`: staff cancelled an order they paid). */
    paid: z.number(),
    refunded: z.number(),
    pending: z.number(),
    remaining: z.number(),
    tips: z.number(),
  })
  .meta({ id: 'TabAmounts' });
export type TabAmounts = z.infer<typeof tabAmounts>;

export const dinerTab = z
  .object({
    id: z.number().int(),
    openedAt: z.string(),
    rounds: z.array(tabRound),
    payments: z.array(tabPayment),
    amounts: tabAmounts,
    /** The kinds of call waiting for staff: a second one of a kind is not made. */
    pendingCalls: z.array(callKind),
  })
  .meta({ id: 'DinerTab' });
export type DinerTab = z.infer<typeof dinerTab>;

/** POST /table/tab/external: the open tab (null: the table has none, a new party starts clean) and how to pay by SINPE Móvil. */
export const dinerTabAnswer = z.object({
  tab: dinerTab.nullable(),
  /** The merchant's SINPE Móvil number (8 digits), or null when it takes none. */
  sinpePhone: z.string().nullable(),
  tableService: z.boolean(),
});
export type DinerTabAnswer = z.infer<typeof dinerTabAnswer>;

/** The diner's stream of the tab: `tab` now and on every change, `heartbeat` every 15 s. */
/** `closing`: the server is shutting down; the stream ends and the phone connects again. */
export const dinerTabStreamEvents = { tab: dinerTabAnswer, heartbeat: z.object({ at: z.number() }), closing: z.object({}) };

export const tableCall = z
  .object({ id: z.number().int(), kind: callKind, createdAt: z.string(), attendedAt: z.string().nullable(), attendedBy: z.string().nullable() })
  .meta({ id: 'TableCall' });
export type TableCall = z.infer<typeof tableCall>;

/** POST /table/call/external: the call pending (the one already waiting, when there was one). */
export const tableCallAnswer = z.object({ call: tableCall, repeated: z.boolean() });

/** POST /table/pay/external: the payment recorded, the card's voucher when it was a card, and the tab after it. */
export const tabPaid = z.object({ payment: tabPayment, voucherId: z.string().nullable(), tab: dinerTabAnswer });
export type TabPaid = z.infer<typeof tabPaid>;

/** A table as the board's 'Mesas' view shows it: its open tab (whole: rounds, payments), calls pending, the waiter who has it this shift. */
export const boardTable = z
  .object({
    id: z.number().int(),
    name: z.string(),
    section: namedItem.nullable(),
    waiter: namedItem.nullable(),
    tab: z
      .object({
        id: z.number().int(),
        openedAt: z.string(),
        rounds: z.array(tabRound),
        amounts: tabAmounts,
        /** Every payment whole (staff confirm a SINPE reference against their bank). */
        payments: z.array(payment),
      })
      .nullable(),
    calls: z.array(tableCall),
    /** Today's orders of the table neither paid nor cancelled, on its open tab or not: while any, the table is taken, never free. */
    openOrders: z.array(z.object({ id: z.number().int(), orderNumber: z.number().int() })),
  })
  .meta({ id: 'BoardTable' });
export type BoardTable = z.infer<typeof boardTable>;

/**
 * GET /orders/tables: every table of the merchant, and the event id the board's stream continues from;
 * the merchant's waiters (to give a table one) and the signed-in user's own waiter, when a waiter is
 * linked to them ('Mis mesas').
 */
export const boardTables = z.object({ lastEventId: z.string(), tables: z.array(boardTable), waiters: z.array(namedItem), myWaiter: namedItem.nullable() });
export type BoardTables = z.infer<typeof boardTables>;

export const boardTableAnswer = z.object({ table: boardTable, message: z.string() });

/** PUT /orders/sections/{id}/waiter: the section's tables as they stand now. */
export const boardTablesAnswer = z.object({ tables: z.array(boardTable), message: z.string() });
