import { z } from 'zod';
import { CARD_BRANDS } from '../card';
import { currencyCode, currencyTotal } from './common';

/** The two reports' rows (docs/spec-reference.md §3) and their totals. */

/** A card transaction report row, with its merchant's current name and the voucher link's id. The PAN is masked. */
export const transactionRow = z.object({
  transaction_id: z.number().int(),
  auth_code: z.string(),
  amount: z.number().int(),
  currency_code: currencyCode,
  date_time: z.string(),
  scheme: z.enum(CARD_BRANDS),
  pan: z.string(),
  transaction_type_desc: z.enum(['PAYMENT', 'REFUND', 'VOID']),
  status: z.enum(['APPROVED', 'REFUND', 'VOID', 'DECLINED']),
  merchant: z.object({ id: z.number().int(), name: z.string() }),
  full_name: z.string(),
  voucher_id: z.string(),
  /** A refund made from the portal: the number of the sale it gives back. */
  refund_of: z.number().int().optional(),
}).meta({ id: 'TransactionRow' });
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionPage = z.object({
  transactions: z.array(transactionRow),
  pages: z.number().int(),
  total: z.number().int(),
  totals: z.array(currencyTotal),
});

/** A row of the merchant payments report: one settlement paid into a merchant's account. */
export const merchantPaymentRow = z.object({
  ID: z.number().int(),
  EMPRESA: z.string(),
  CANTIDAD_PAGOS: z.number().int(),
  PAGADODOLARES: z.number(),
  PAGADO_COMISIONDOLARES: z.number(),
  PAGADO_ADELANTORENTADOLARES: z.number(),
  TOTALPAGODOLARES: z.number(),
  PAGADOLOCAL: z.number(),
  PAGADO_COMISIONLOCAL: z.number(),
  PAGADO_ADELANTORENTALOCAL: z.number(),
  TOTALPAGOLOCAL: z.number(),
  /** Costa Rica local ISO date-time (`2026-05-14T02:10:00-06:00`), like transactions. */
  FECHA_CREACION: z.string(),
  ESTADO: z.enum(['PAGADO', 'PENDIENTE', 'RECHAZADO']),
  BANCO: z.string(),
  CUENTA_IBAN: z.string(),
  MONEDA: z.enum(['CRC', 'USD']),
  BATCHID: z.string(),
  ESTADO_BATCHID: z.enum(['PROCESADO', 'EN PROCESO', 'CON ERRORES']),
}).meta({ id: 'MerchantPaymentRow' });
export type MerchantPaymentRow = z.infer<typeof merchantPaymentRow>;

export const merchantPaymentPage = z.object({
  pagos: z.array(merchantPaymentRow),
  pages: z.number().int(),
  total: z.number().int(),
  totals: z.array(currencyTotal),
});
