import { randomBytes, randomInt } from 'node:crypto';
import { crDateTime } from '../../src/domain/costaRicaTime';
import type { OrderRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import { storedTransactions } from '../reports/transactionRows';
import { prepareCreditNote, saleDocumentOfOrder, storedDocuments } from './electronicReceipts';
import { lastTransactionId, paymentOfOrder, qrPaymentsOf, refundOfOrder, type QrPaymentRecord } from './qrPayments';

/** Who gives the money back: the staff user cancelling the order. */
export interface RefundedBy {
  userId: number;
  name: string;
}

/**
 * Refund a paid order: the one place that turns a paid order's sale into a refund
 * transaction — the full amount back to the same card, tied to the sale by `refund_of` (the
 * sale's number) and by the order. The report shows it as a 'Devolución' (in red), and its
 * voucher reads it. Staff cancelling a paid order come here; so will the credit note of the
 * electronic receipts. Answers the refund (the existing one when the order was refunded
 * already), or null when the order was not paid. The caller saves `qrPayments`.
 */
export const refundPaidOrder = (state: StateWithRestaurant, order: OrderRecord, by: RefundedBy, now: number): QrPaymentRecord | null => {
  const sale = paymentOfOrder(state, order.id);
  if (!sale) return null;
  const already = refundOfOrder(state, order.id);
  if (already) return already;
  const refund = refundOfSale(state, sale, by, now);
  qrPaymentsOf(state).push(refund);
  return refund;
};

/**
 * A refund transaction of a card sale, not yet stored: the sale's card and merchant, a new
 * transaction number, voucher and authorization, tied to the sale by `refund_of`. The whole sale
 * unless `changes` say otherwise (a part of it: mock-api/restaurant/tabRefund.ts).
 */
export const refundOfSale = (state: StateWithRestaurant, sale: QrPaymentRecord, by: RefundedBy, now: number, changes: Partial<QrPaymentRecord> = {}): QrPaymentRecord => ({
  ...sale,
  transaction_id: lastTransactionId(storedTransactions(state), qrPaymentsOf(state)) + 1,
  voucher_id: randomBytes(16).toString('base64url'),
  auth_code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
  date_time: crDateTime(now),
  transaction_type_desc: 'REFUND',
  status: 'REFUND',
  external_transaction_reference: String(randomInt(100_000, 1_000_000)) + String(randomInt(0, 1_000_000)).padStart(6, '0'),
  user_id: by.userId,
  full_name: by.name,
  refund_of: sale.transaction_id,
  ...changes,
});

/**
 * The Nota de Crédito Electrónica that will cancel a paid order's receipt when staff cancel it
 *, built and signed before anything changes; undefined when the order was not paid, is
 * refunded already, has no receipt, or its receipt is cancelled already. The caller takes its number
 * (takeNumber) with the refund's voucher id, in the refund's write.
 */
export const prepareRefundCreditNote = async (dataFile: string, state: StateWithRestaurant, order: OrderRecord, reason: string, now: number) => {
  if (!paymentOfOrder(state, order.id) || refundOfOrder(state, order.id)) return undefined;
  const original = saleDocumentOfOrder(state, order.id);
  if (!original || storedDocuments(state).some((document) => document.references === original.clave)) return undefined;
  const merchant = state.merchants.find((candidate) => candidate.id === order.merchant_id);
  if (!merchant) return undefined;
  return prepareCreditNote(dataFile, state, merchant, original, `Pedido N.º ${order.orderNumber} cancelado: ${reason}`, now);
};
