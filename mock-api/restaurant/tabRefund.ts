import { MEDIO_PAGO } from '../../src/domain/wire/payment';
import type { OrderRecord, PaidPartLine, PaymentRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { documentLinesOfOrder, prepareCreditNote, preparePartialCreditNote, storedDocuments, takeNumber, type PreparedDocument } from './electronicReceipts';
import { type RefundedBy, refundOfSale } from './orderRefund';
import { paymentOfOrder, qrPaymentsOf, type QrPaymentRecord } from './qrPayments';
import { totalsOptionsOf } from '../../src/domain/orderTotals';
import { centsInSaleCurrency, finalCentsOfLine, saleCurrencyOfTransaction } from './saleCurrency';
import { receiptKeyOf } from './tabReceipts';
import { refundSharesOf, type RefundShare } from './ledger';
import { partLinesOf, paymentsOf } from './tabs';

/**
 * Staff cancelling an order of a table's bill that payments of the tab paid: each
 * confirmed payment that covered it gives back that order's share, a refund in the ledger
 * (counted by the day's close that day, by the payment's method), a card payment also as
 * a refund transaction to the same card (like refundPaidOrder, mock-api/restaurant/orderRefund.ts),
 * and the payment's receipt gets a Nota de Crédito Electrónica:
 * - the payment paid that order alone: the note cancels its receipt in full (code 01);
 * - it paid that order with others: a partial note (code 04) of that order's lines as the payment
 *   paid them, for that order's share; the other orders stay paid.
 * The share is what the payment's recorded lines of that order add up to; the last order of a
 * payment given back takes whatever is left of it, so a payment is never given back more than it
 * paid. The tip stays (it is the waiter's; giving it back is the staff's call). A SINPE Móvil
 * payment still waiting for staff is not touched: staff confirm or reject it.
 */

/** What one payment gives back of a cancelled order. */
export interface TabRefundShare {
  payment: PaymentRecord;
  cents: number;
  /** The order's lines as the payment paid them; empty for a record from before lines named their order. */
  lines: PaidPartLine[];
  /** The payment paid this order alone: its receipt is cancelled in full. */
  whole: boolean;
  /** No other order of the payment is left to give back: this share takes whatever is left of it. */
  last: boolean;
  /** What the ledger gives back of the charge, line by line. */
  ledger: RefundShare;
}

/**
 * The confirmed payments that paid the order and have not given it back yet, with what each gives
 * back: exactly what its charge in the ledger allocated to the order's lines, less what was given
 * back already (mock-api/restaurant/ledger.ts), so no payment gives back more than it took.
 */
export const tabRefundSharesOf = (state: StateWithRestaurant, order: OrderRecord): TabRefundShare[] => {
  if (order.tabId == null) return [];
  const shares: TabRefundShare[] = [];
  // an order paid whole from its receipt is refunded by refundPaidOrder (mock-api/restaurant/orderRefund.ts)
  const ownSale = paymentOfOrder(state, order.id);
  for (const share of refundSharesOf(state, order)) {
    const payment = paymentsOf(state).find((row) => row.id === share.charge.paymentId && row.merchant_id === order.merchant_id);
    if (!payment || (ownSale && payment.transactionId === ownSale.transaction_id)) continue;
    const chargeOrders = [...new Set(share.charge.allocations.map((allocation) => allocation.orderId))];
    const othersLeft = chargeOrders.filter((id) => id !== order.id && refundSharesOf(state, { id, merchant_id: order.merchant_id }).some((other) => other.charge.id === share.charge.id));
    const lines = (partLinesOf(state, payment) ?? []).filter((line) => line.orderId === order.id);
    shares.push({ payment, cents: share.cents, lines, whole: chargeOrders.length === 1, last: othersLeft.length === 0, ledger: share });
  }
  return shares;
};

/** The sale's receipt of a payment of the tab (its latest: a rejected one re-issued names its replacement). */
const receiptOfPayment = (state: StateWithRestaurant, payment: PaymentRecord) =>
  storedDocuments(state).findLast((document) => document.voucher_id === receiptKeyOf(payment) && document.type !== '03');

/**
 * The notes of credit of the shares, built and signed before anything changes, in the order their
 * numbers will be taken (takeTabRefunds); a share without a receipt (none was issued) has none.
 */
export const prepareTabCreditNotes = async (dataFile: string, state: StateWithRestaurant, merchant: Merchant, order: OrderRecord, shares: TabRefundShare[], reason: string, now: number) => {
  const notes: (PreparedDocument | undefined)[] = [];
  let ahead = 0;
  const razon = `Pedido N.º ${order.orderNumber} cancelado: ${reason}`;
  for (const share of shares) {
    const original = receiptOfPayment(state, share.payment);
    let note: PreparedDocument | undefined;
    if (original && share.whole) note = await prepareCreditNote(dataFile, state, merchant, original, razon, now, ahead);
    else if (original && share.lines.length > 0) {
      let lines;
      try {
        lines = documentLinesOfOrder(state, { ...order, products: share.lines.map(({ orderId: _order, cents: _cents, ...line }) => line) }).map((line, index) => ({ line, cents: finalCentsOfLine(share.lines[index], totalsOptionsOf(merchant)) }));
      } catch (error) {
        console.error(`[mock-api] order ${order.id}: no nota de crédito: ${(error as Error).message}`);
      }
      // a dollar card sale's note is the dollars its card gets back (cardRefundOf), to the cent
      const sale = saleOfShare(state, share);
      const dollarCents = sale?.currency_code === 840 ? cardRefundOf(state, share, sale) : undefined;
      if (lines) note = await preparePartialCreditNote(dataFile, state, merchant, original, { orderId: order.id, lines, payment: MEDIO_PAGO[share.payment.method], ...(dollarCents === undefined ? {} : { dollarCents }) }, razon, now, ahead);
    }
    if (note) ahead += 1;
    notes.push(note);
  }
  return notes;
};

/** The card transaction a share's payment charged, if it was a card's. */
const saleOfShare = (state: StateWithRestaurant, share: TabRefundShare) =>
  share.payment.method !== 'card' || share.payment.transactionId === null ? undefined : qrPaymentsOf(state).find((row) => row.transaction_id === share.payment.transactionId);

/**
 * What the card gets back of a share, in the minor units of its sale (saleCurrency.ts): a colones
 * sale the share itself; a dollar sale the share converted once at the sale's own rate, as its
 * partial note says, and the last share what is left of the charge less the tip, so the card never
 * gets back more than it paid of the bill, nor less, to the cent.
 */
const cardRefundOf = (state: StateWithRestaurant, share: TabRefundShare, sale: QrPaymentRecord) => {
  const currency = saleCurrencyOfTransaction(state, sale);
  if (currency.currency === 'CRC') return share.cents;
  const given = qrPaymentsOf(state).reduce((sum, row) => sum + (row.refund_of === sale.transaction_id ? row.amount : 0), 0);
  const left = sale.amount - centsInSaleCurrency(share.ledger.charge.tip, currency) - given;
  if (share.last) return left;
  return Math.min(left, centsInSaleCurrency(share.cents, currency));
};

/**
 * Records the shares given back (in the cancel's write, beside the ledger's refunds, which are what
 * each payment reads as given back: mock-api/restaurant/paymentView.ts): a card one as a refund
 * transaction to the same card, and takes the notes' numbers. Answers the collections to save and the notes
 * issued (to follow up once saved).
 */
export const takeTabRefunds = (
  state: StateWithRestaurant,
  order: OrderRecord,
  shares: TabRefundShare[],
  notes: (PreparedDocument | undefined)[],
  by: RefundedBy & { reason: string },
  now: number,
) => {
  const documents = [];
  let card = false;
  for (const [index, share] of shares.entries()) {
    const { payment } = share;
    let voucherId: string | null = null;
    const sale = payment.transactionId === null ? undefined : qrPaymentsOf(state).find((row) => row.transaction_id === payment.transactionId);
    if (payment.method === 'card' && sale) {
      const refund = refundOfSale(state, sale, by, now, { amount: cardRefundOf(state, share, sale), order_id: order.id, payment_id: payment.id });
      qrPaymentsOf(state).push(refund);
      voucherId = refund.voucher_id;
      card = true;
    }
    const note = notes[index];
    // a SINPE or cash refund has no voucher: its note is named like its payment's receipt, by order
    const document = note && takeNumber(state, note, voucherId ?? `${receiptKeyOf(payment)}-refund-${order.id}`);
    if (document) documents.push(document);
  }
  return { collections: card ? ['qrPayments'] : [], documents };
};
