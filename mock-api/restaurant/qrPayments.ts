import { randomBytes, randomInt } from 'node:crypto';
import { cardBrand, maskPan } from '../../src/domain/card';
import { crDateTime } from '../../src/domain/costaRicaTime';
import { toCents } from '../../src/domain/minorUnits';
import type { OrderRecord } from '../storage/restaurantRecords';
import type { TransactionRecord } from '../storage/records';

/**
 * A card payment made from the QR menu: a transaction like the seeded ones, plus the order it
 * paid (its lines become the voucher's invoice). Kept in a small collection of its own,
 * `qrPayments`, because saving the 100,000-row `transactions` collection journals all of it.
 */
export interface QrPaymentRecord extends TransactionRecord {
  order_id: number;
  /** A card payment of a table's bill: the payment record it is; its invoice is that payment's lines. */
  payment_id?: number;
  /** A sale in dollars: the colones per dollar it was charged at, the day's rate then (mock-api/restaurant/saleCurrency.ts); its refunds keep it. */
  exchange_rate?: number;
}

/** What the report's "Usuario" column shows for a payment no cashier took. */
export const QR_PAYER_NAME = 'Menú QR';

/** The stored QR payments; a data file from before payments existed has none. */
export const qrPaymentsOf = (state: Record<string, unknown>): QrPaymentRecord[] => {
  if (!Array.isArray(state.qrPayments)) state.qrPayments = [];
  return state.qrPayments as QrPaymentRecord[];
};

/** The stored QR payments read as they are: a read creates no collection (nothing changes on a GET). */
export const storedQrPayments = (state: object): QrPaymentRecord[] => {
  const rows = (state as { qrPayments?: unknown }).qrPayments;
  return Array.isArray(rows) ? (rows as QrPaymentRecord[]) : [];
};

/** The payment (the sale) of an order, if it was paid (a handful of rows: a scan is cheaper than an index). */
export const paymentOfOrder = (state: Record<string, unknown>, orderId: number) =>
  qrPaymentsOf(state).find((payment) => payment.order_id === orderId && payment.transaction_type_desc === 'PAYMENT' && payment.payment_id === undefined);

/** The refund of an order's payment, if staff cancelled it once paid (restaurant/orderRefund.ts). */
export const refundOfOrder = (state: Record<string, unknown>, orderId: number) =>
  qrPaymentsOf(state).find((payment) => payment.order_id === orderId && payment.transaction_type_desc === 'REFUND');

/**
 * The approved transaction for a paid order. Only the masked number is kept (docs/spec-reference.md §3: eight
 * asterisks and the last four); the holder's name and the expiry are checked and dropped, and the
 * CVV never reaches the server. Transaction numbers continue after the highest one in use; the
 * voucher id is 128 random bits, like the seeded ones, so it cannot be guessed from the number.
 */
export const newQrPayment = (
  order: OrderRecord,
  cardNumber: string,
  now: number,
  lastTransactionId: number,
  // orders are priced in colones; a dollar merchant's sale is charged in dollars (saleCurrency.ts); transactions carry minor units
  { amount, currency_code }: Pick<TransactionRecord, 'amount' | 'currency_code'> = { amount: toCents(order.total), currency_code: 188 },
): QrPaymentRecord => ({
  transaction_id: lastTransactionId + 1,
  voucher_id: randomBytes(16).toString('base64url'),
  merchant_id: order.merchant_id,
  auth_code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
  amount,
  currency_code,
  date_time: crDateTime(now),
  scheme: cardBrand(cardNumber) ?? 'VISA',
  pan: maskPan(cardNumber),
  transaction_type_desc: 'PAYMENT',
  status: 'APPROVED',
  external_transaction_reference: String(randomInt(100_000, 1_000_000)) + String(randomInt(0, 1_000_000)).padStart(6, '0'),
  user_id: null,
  full_name: QR_PAYER_NAME,
  order_id: order.id,
});

const highestSeeded = new WeakMap<TransactionRecord[], { length: number; id: number }>();

/** The highest transaction number in use, seeded or paid; the seeded scan is done once per array. */
export const lastTransactionId = (transactions: TransactionRecord[], payments: QrPaymentRecord[]) => {
  let seeded = highestSeeded.get(transactions);
  if (!seeded || seeded.length !== transactions.length) {
    let id = 0;
    for (const row of transactions) id = Math.max(id, row.transaction_id);
    highestSeeded.set(transactions, (seeded = { length: transactions.length, id }));
  }
  let id = seeded.id;
  for (const payment of payments) id = Math.max(id, payment.transaction_id);
  return id;
};
