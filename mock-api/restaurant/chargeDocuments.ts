import { crDateTime } from '../../src/domain/costaRicaTime';
import { asCents, type Cents } from '../../src/domain/minorUnits';
import { totalsOptionsOf } from '../../src/domain/orderTotals';
import { unitPriceForCents } from '../../src/domain/tabSplit';
import type { UnissuedCharge } from '../../src/domain/wire/receipts';
import type { Store } from '../store';
import type { PaidPartLine, PaymentRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { storedDocuments } from './documentStore';
import { electronicReceiptsOf, type PreparedDocument } from './electronicReceipts';
import { movementsOf, type LedgerMovement } from './ledger';
import { prepareTabReceipt, receiptKeyOf } from './tabReceipts';
import { paymentsOf } from './tillRecords';

/**
 * The charges of the ledger (mock-api/restaurant/ledger.ts) that have no electronic document: the
 * seed's paid bills (mock-api/seed/bills.ts, which signs none: signing hundreds of documents would
 * slow every test run) and any payment whose receipt could not be made when it was paid. 'Comprobantes'
 * lists them under 'Cobros sin comprobante' and issues each one's tiquete through the same road a
 * payment takes (tabReceipts.ts), so the day's documents add up to the day's charges.
 */

/**
 * What one merchant's charges are read against, gathered once per call (a month has hundreds of
 * charges; scanning the ledger and the payments again for each would be quadratic): the refunds
 * by the charge they give back, the payment records by id, the keys that have a document.
 */
interface Books {
  refunds: Map<number, LedgerMovement[]>;
  payments: Map<number, PaymentRecord>;
  documented: ReadonlySet<string>;
}

const booksOf = (state: StateWithRestaurant, merchantId: number): Books => {
  const refunds = new Map<number, LedgerMovement[]>();
  for (const movement of movementsOf(state)) {
    if (movement.merchant_id !== merchantId || movement.kind !== 'refund' || movement.refundOf === null) continue;
    refunds.set(movement.refundOf, [...(refunds.get(movement.refundOf) ?? []), movement]);
  }
  const payments = new Map<number, PaymentRecord>();
  for (const payment of paymentsOf(state)) if (payment.merchant_id === merchantId) payments.set(payment.id, payment);
  const documented = new Set(storedDocuments(state).filter((document) => document.merchant_id === merchantId).map((document) => document.voucher_id));
  return { refunds, payments, documented };
};

/** What a charge keeps of each line: its allocations less what refunds of it gave back. */
const keptAllocations = (books: Books, charge: LedgerMovement) => {
  const given = new Map<string, number>();
  for (const refund of books.refunds.get(charge.id) ?? []) {
    for (const allocation of refund.allocations) given.set(`${allocation.orderId}:${allocation.lineId}`, (given.get(`${allocation.orderId}:${allocation.lineId}`) ?? 0) + allocation.cents);
  }
  return charge.allocations.flatMap((allocation) => {
    const key = `${allocation.orderId}:${allocation.lineId}`;
    const back = Math.min(allocation.cents, given.get(key) ?? 0);
    given.set(key, (given.get(key) ?? 0) - back);
    return allocation.cents - back > 0 ? [{ ...allocation, cents: asCents(allocation.cents - back) }] : [];
  });
};

/** A confirmed charge of the merchant with what it keeps, its payment record, and no document under the payment's key. */
interface Undocumented {
  charge: LedgerMovement;
  payment: PaymentRecord;
  kept: Cents;
}

const paymentOfCharge = (books: Books, charge: LedgerMovement) => (charge.paymentId === null ? undefined : books.payments.get(charge.paymentId));

const undocumented = (books: Books, charge: LedgerMovement): Undocumented | undefined => {
  if (charge.kind !== 'charge' || charge.status !== 'confirmed') return undefined;
  const payment = paymentOfCharge(books, charge);
  if (!payment || books.documented.has(receiptKeyOf(payment))) return undefined;
  const kept = keptAllocations(books, charge).reduce((sum, allocation) => sum + allocation.cents, 0);
  return kept > 0 ? { charge, payment, kept: asCents(kept) } : undefined;
};

/**
 * A merchant's confirmed charges landed in [start, end) with no document, newest first; none when
 * the merchant issues no electronic documents (simplified regime, or invoicing off).
 */
export const chargesWithoutDocument = (state: StateWithRestaurant, merchant: Merchant, start: number, end: number): Undocumented[] => {
  if (electronicReceiptsOf(merchant) !== 'issued') return [];
  const books = booksOf(state, merchant.id);
  const found: Undocumented[] = [];
  for (const movement of movementsOf(state)) {
    if (movement.merchant_id !== merchant.id) continue;
    const at = Date.parse(movement.at);
    if (at < start || at >= end) continue;
    const row = undocumented(books, movement);
    if (row) found.push(row);
  }
  return found.sort((a, b) => Date.parse(b.charge.at) - Date.parse(a.charge.at) || b.charge.id - a.charge.id);
};

/**
 * One of the merchant's charges by id: `row` when it still needs its document, `documented` when its
 * payment has one already; neither for another merchant's, a pending one or one given back in full.
 */
export const ownUndocumentedCharge = (state: StateWithRestaurant, merchantId: number, chargeId: number) => {
  const charge = movementsOf(state).find((movement) => movement.id === chargeId && movement.merchant_id === merchantId && movement.kind === 'charge');
  if (!charge) return { row: undefined, documented: false };
  const books = booksOf(state, merchantId);
  const payment = paymentOfCharge(books, charge);
  return { row: undocumented(books, charge), documented: payment !== undefined && books.documented.has(receiptKeyOf(payment)) };
};

/** The lines a charge paid, as a payment of the bill records them (mock-api/routes/tabPayment.ts partOf): what it kept of each, the tip apart. */
const paidLinesOf = (state: StateWithRestaurant, merchant: Merchant, charge: LedgerMovement): PaidPartLine[] => {
  const options = totalsOptionsOf(merchant);
  return keptAllocations(booksOf(state, merchant.id), charge).flatMap((allocation) => {
    const order = state.orders.find((candidate) => candidate.id === allocation.orderId && candidate.merchant_id === merchant.id);
    const line = order?.products.find((product) => product.id === allocation.lineId);
    if (!line) return [];
    return [{ id: line.id, name: line.name, quantity: line.quantity, price: unitPriceForCents(allocation.cents, line.quantity, line, options), tax: line.tax, carriesService: line.carriesService, message: '', orderId: allocation.orderId, cents: allocation.cents }];
  });
};

/** The charge's tiquete, built and signed as its payment's would have been (tabReceipts.ts), in colones: what the ledger holds. */
export const prepareChargeDocument = (store: Store, state: StateWithRestaurant, merchant: Merchant, { charge, payment }: Undocumented, now: number): Promise<PreparedDocument | undefined> => {
  const lines = paidLinesOf(state, merchant, charge);
  const orderIds = [...new Set(lines.map((line) => line.orderId!))];
  return prepareTabReceipt(store, state, merchant, { orderIds, method: payment.method }, lines, now);
};

/** What the screen shows of an undocumented charge. */
export const unissuedChargeOf = (state: StateWithRestaurant, { charge, payment, kept }: Undocumented): UnissuedCharge => {
  const orderIds = [...new Set(charge.allocations.map((allocation) => allocation.orderId))];
  return {
    id: charge.id,
    at: crDateTime(Date.parse(charge.at)),
    method: charge.method,
    amount: kept / 100,
    tip: charge.tip / 100,
    table: state.tables.find((table) => table.id === charge.tableId && table.merchant_id === charge.merchant_id)?.name ?? '',
    orderNumbers: orderIds.flatMap((id) => state.orders.find((order) => order.id === id && order.merchant_id === charge.merchant_id)?.orderNumber ?? []),
    recordedBy: payment.recordedBy,
  };
};
