import { z } from 'zod';

/**
 * One payment towards a table's bill: a card payment from a phone, a SINPE Móvil transfer
 * the diner reports and staff confirm, or cash staff record at the table. The table's tab, the
 * board's 'Mesas' view, the day's close ('Cierre de caja') and the owner's home all read this one
 * record; the server stores it as is (collection `payments`) and answers it without its merchant.
 *
 * Amounts are colones with IVA and the 10 % service already inside (docs/spec-reference.md: the
 * bill's total), rounded to the céntimo; the voluntary tip is apart, never part of `amount`.
 */

export const paymentMethod = z.enum(['card', 'sinpe', 'cash']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** A card or cash payment is confirmed at once; a SINPE payment waits for staff ('SINPE por confirmar'). */
export const paymentStatus = z.enum(['pending', 'confirmed', 'rejected']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** Hacienda's MedioPago for each method (mock-api/receipts/: 02 card, 06 SINPE Móvil, 01 cash). */
export const MEDIO_PAGO: Record<PaymentMethod, '01' | '02' | '06'> = { cash: '01', card: '02', sinpe: '06' };

/**
 * What staff gave back of a payment when they cancelled an order it paid: that order's
 * share, dated when it was given back (the day's close counts it that day, by the payment's method).
 */
export const paymentRefund = z.object({
  orderId: z.number().int(),
  amount: z.number(),
  /** ISO instant (UTC). */
  at: z.string(),
  /** The staff user's name. */
  by: z.string(),
  reason: z.string(),
  /** A card payment's refund transaction (its voucher); null for SINPE Móvil and cash, given back by staff. */
  voucherId: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefund>;

export const payment = z
  .object({
    id: z.number().int(),
    tableId: z.number().int(),
    /** The table's open tab it paid towards. */
    tabId: z.number().int(),
    /** The orders (rounds) it paid, whole or in part. */
    orderIds: z.array(z.number().int()),
    method: paymentMethod,
    status: paymentStatus,
    /** What it paid of the bill, IVA and service included, in colones. */
    amount: z.number(),
    /** The voluntary tip, apart from the legal 10 % service; never taxed. */
    tip: z.number(),
    currency: z.literal('CRC'),
    /** The waiter serving the table when it was paid (tips are reported per waiter). */
    waiterId: z.number().int().nullable(),
    /** Who paid: the name the diner gave, or 'Mesa'. */
    payerName: z.string(),
    /** Who recorded it: 'Menú QR' for a diner's phone, else the staff user's username. */
    recordedBy: z.string(),
    /** Card: the approved transaction (the voucher link); null otherwise. */
    transactionId: z.number().int().nullable(),
    voucherId: z.string().nullable(),
    /**
     * SINPE Móvil and cash: the random id (128 bits) its electronic receipt is opened by, as a card's
     * voucher id (`/voucher/{id}/comprobante`, `GET /invoice/{id}/xml|pdf|document|email`); null for
     * a card payment and the seed's past payments.
     */
    documentId: z.string().nullable(),
    /** SINPE Móvil: the bank's reference the diner typed (8–30 digits, kept as text). */
    sinpeReference: z.string().nullable(),
    /** Cash: what the diner handed over and the change given. */
    cashReceived: z.number().nullable(),
    change: z.number().nullable(),
    /** Why staff rejected a SINPE payment. */
    rejectReason: z.string().nullable(),
    /** ISO instants (UTC); the day it belongs to is its Costa Rica date (src/domain/costaRicaTime.ts). */
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    /** What was given back of it, order by order (absent: nothing). */
    refunds: z.array(paymentRefund).optional(),
    /**
     * A SINPE Móvil payment waiting for staff: what it paid of orders cancelled since, in colones per
     * order; not counted against the bill and given back when staff confirm it (absent: nothing).
     */
    cancelledShares: z.array(z.object({ orderId: z.number().int(), amount: z.number() })).optional(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof payment>;
