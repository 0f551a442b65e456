import { z } from 'zod';
import { transactionRow } from './reports';

/**
 * GET /transaction/{id} (our addition): one card transaction with everything about it. Amounts in
 * minor units like the report's rows; the date is Costa Rica local time as stored; the card masked.
 */

/** The tariff that applied (docs/spec-reference.md §3 tariff) and the commission it cost. */
export const appliedTariff = z.object({
  description: z.string(),
  /** Percent, 0–100. */
  commission: z.number(),
  /** What the commission cost on this transaction, minor units; negative when a refund or a void gives it back, 0 when declined. */
  commissionAmount: z.number().int(),
  paymentTypeId: z.number().int(),
  channelId: z.number().int(),
});

/** The merchant payment (settlement, docs/spec-reference.md §3) the transaction was paid in. */
export const settlementRef = z.object({
  ID: z.number().int(),
  FECHA_CREACION: z.string(),
  ESTADO: z.enum(['PAGADO', 'PENDIENTE', 'RECHAZADO']),
  BATCHID: z.string(),
  BANCO: z.string(),
  MONEDA: z.enum(['CRC', 'USD']),
});

export const transactionDetail = transactionRow
  .extend({
    /** The terminal the merchant charges in this currency with. */
    terminal: z.string(),
    tariff: appliedTariff.nullable(),
    settlement: settlementRef.nullable(),
    /** For a sale: its refunds. */
    refunds: z.array(transactionRow),
    /** For a refund: its sale, when known. */
    sale: transactionRow.nullable(),
  })
  .meta({ id: 'TransactionDetail' });
export type TransactionDetail = z.infer<typeof transactionDetail>;

export const transactionDetailAnswer = z.object({ transaction: transactionDetail });
