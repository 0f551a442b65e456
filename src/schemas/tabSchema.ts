import { z } from 'zod';
import { tabMessages as text } from '../domain/tabMessages';
import { callKind } from '../domain/wire/tab';
import { requiredText } from './fields';
import { dinerNameField, tableTokenField } from './orderSchema';
import { invoiceReceiverSchema } from './invoiceReceiverSchema';
import { cardSchema } from './paymentSchema';

/** The SINPE Móvil reference as banks give it: digits, 8 to 30 of them, kept as text (leading zeros matter). */
export const SINPE_REFERENCE = /^\d{8,30}$/;
/** The SINPE Móvil number a merchant receives at: a Costa Rican mobile, 8 digits. */
export const SINPE_PHONE = /^[5-8]\d{7}$/;

/** Colones with at most two decimals (céntimos), never a text. */
const colonesAmount = (message: string, min: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(100_000_000, message)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, message);
const positiveAmount = (message: string) => colonesAmount(message, 0.01);

/** POST /table/tab/external: the table's code is all a phone at the table has. */
export const tabRequestSchema = z.object({ token: tableTokenField() }, { error: text.badTabRequest });

/** POST /table/call/external: call the waiter or ask for the bill. */
export const tableCallSchema = z.object(
  { token: tableTokenField(), kind: z.enum(callKind.options, { error: text.badCallKind }) },
  { error: text.badTabRequest },
);

/** One line of a round to pay by item: the order, the product and how many of it. */
const paidItem = z.object(
  {
    orderId: z.number({ error: text.itemNotOnTab }).int(text.itemNotOnTab).min(1, text.itemNotOnTab),
    productId: z.number({ error: text.itemNotOnTab }).int(text.itemNotOnTab).min(1, text.itemNotOnTab),
    quantity: z.number({ error: text.itemNotOnTab }).int(text.itemNotOnTab).min(1, text.itemNotOnTab).max(99, text.itemNotOnTab),
  },
  { error: text.itemNotOnTab },
);

/**
 * POST /table/pay/external: a part of the open tab (an amount, which 'everything' and 'split in N'
 * come to, or chosen items), a voluntary tip, and the method: a card, or a SINPE Móvil reference.
 */
export const tabPaymentSchema = z
  .object(
    {
      token: tableTokenField(),
      amount: positiveAmount(text.badAmount).optional(),
      items: z.array(paidItem, { error: text.itemNotOnTab }).min(1, text.itemNotOnTab).max(100, text.itemNotOnTab).optional(),
      tip: colonesAmount(text.badTip, 0),
      method: z.enum(['card', 'sinpe'], { error: text.badTabRequest }),
      card: cardSchema.optional(),
      sinpeReference: z.string({ error: text.badSinpeReference }).max(30, text.badSinpeReference).regex(SINPE_REFERENCE, text.badSinpeReference).optional(),
      payerName: dinerNameField(),
      /** A random key the phone keeps for its visit: one SINPE Móvil reference in review per phone (docs/departures.md). */
      phoneKey: z.string({ error: text.badTabRequest }).regex(/^[A-Za-z0-9_-]{16,64}$/, text.badTabRequest).optional(),
      /** The payer asked for a factura a su nombre: its receiver, checked as the order's card payment checks it (src/schemas/paymentSchema.ts). */
      receiver: invoiceReceiverSchema.optional(),
    },
    { error: text.badTabRequest },
  )
  .refine((body) => (body.amount === undefined) !== (body.items === undefined), { message: text.amountOrItems, path: ['amount'] })
  .refine((body) => body.method !== 'card' || body.card !== undefined, { message: text.cardRequired, path: ['card'] })
  .refine((body) => body.method !== 'sinpe' || body.sinpeReference !== undefined, { message: text.sinpeReferenceRequired, path: ['sinpeReference'] });
export type TabPaymentBody = z.output<typeof tabPaymentSchema>;

/** Staff reject a SINPE payment with the reason the diner reads. */
export const rejectPaymentSchema = z.object({ reason: requiredText(200) });

/** Staff record cash at the table: what it pays of the bill, the tip, and what the diner handed over. */
export const cashPaymentSchema = z.object({
  amount: positiveAmount(text.badAmount),
  tip: colonesAmount(text.badTip, 0),
  received: positiveAmount(text.badAmount),
  payerName: dinerNameField(),
  /** The payer asked staff for a factura a su nombre: its receiver, as on the phone. */
  receiver: invoiceReceiverSchema.optional(),
});
export type CashPaymentBody = z.output<typeof cashPaymentSchema>;
