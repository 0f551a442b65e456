import { qrPaymentsOf, type QrPaymentRecord } from '../restaurant/qrPayments';
import type { TransactionRecord } from '../storage/records';
import { createTimeIndex, type TimeIndex, type TimeSlice } from './timeIndex';
import { storedTransactions, transactionIndex } from './transactionRows';

/**
 * The transaction report reads two collections: the 100,000 seeded `transactions` (never saved
 * per request: saving them journals all of them) and the few `qrPayments` diners make from the
 * QR menu (restaurant/qrPayments.ts). Each keeps its own index; this file lays the small one over
 * the big one as one TimeIndex, so the report's paging, order and totals work on the union
 * unchanged. The union is rebuilt only when either index changes (a payment), never per request:
 * merging a few rows into each affected slice, the other merchants' slices shared as they are.
 */
export const qrPaymentIndex = createTimeIndex<QrPaymentRecord>({
  time: (row) => row.date_time,
  id: (row) => row.transaction_id,
  group: (row) => row.merchant_id,
});

/** `a` sorts before `b`: newer, or the same instant and the higher number (timeIndex.ts's order). */
const before = (timeA: number, idA: number, timeB: number, idB: number) => timeA > timeB || (timeA === timeB && idA > idB);

/** Two newest-first slices as one, in the same order. */
const mergeSlices = <T extends TransactionRecord>(big: TimeSlice<T> | undefined, small: TimeSlice<T> | undefined): TimeSlice<T> | undefined => {
  if (!small || small.rows.length === 0) return big;
  if (!big || big.rows.length === 0) return small;
  const length = big.rows.length + small.rows.length;
  const rows: T[] = new Array(length);
  const times = new Float64Array(length);
  let b = 0;
  let s = 0;
  for (let out = 0; out < length; out++) {
    const takeSmall =
      b === big.rows.length ||
      (s < small.rows.length && before(small.times[s], small.rows[s].transaction_id, big.times[b], big.rows[b].transaction_id));
    if (takeSmall) {
      rows[out] = small.rows[s];
      times[out] = small.times[s++];
    } else {
      rows[out] = big.rows[b];
      times[out] = big.times[b++];
    }
  }
  return { rows, times };
};

/**
 * The seeded index's map by number with the payments' numbers looked up first, without copying
 * 100,000 entries. Only lookups (get, has) see both layers; size and iteration see the payments alone.
 */
class LayeredMap<K, V> extends Map<K, V> {
  constructor(
    private readonly under: Map<K, V>,
    over: Iterable<[K, V]>,
  ) {
    super(over);
  }
  override get(key: K) {
    return super.get(key) ?? this.under.get(key);
  }
  override has(key: K) {
    return super.has(key) || this.under.has(key);
  }
}

let merged: { base: TimeIndex<TransactionRecord>; extra: TimeIndex<QrPaymentRecord>; index: TimeIndex<TransactionRecord> } | undefined;

const union = (base: TimeIndex<TransactionRecord>, extra: TimeIndex<QrPaymentRecord>): TimeIndex<TransactionRecord> => {
  if (extra.all.rows.length === 0) return base;
  const byGroup = new Map(base.byGroup);
  for (const [group, slice] of extra.byGroup) byGroup.set(group, mergeSlices(base.byGroup.get(group), slice)!);
  return { all: mergeSlices(base.all, extra.all)!, byGroup, byId: new LayeredMap(base.byId, extra.byId) };
};

const NO_QR_PAYMENTS: QrPaymentRecord[] = [];

/**
 * The index the transaction report pages through: seeded transactions and QR payments together,
 * newest first, per merchant and overall. Use it where the report used
 * `transactionIndex.of(storedTransactions(state))`.
 */
export const transactionReportIndex = (state: Record<string, unknown>): TimeIndex<TransactionRecord> => {
  const base = transactionIndex.of(storedTransactions(state));
  // a report only reads: before the first QR payment there is no collection to create
  const extra = qrPaymentIndex.of(Array.isArray(state.qrPayments) ? qrPaymentsOf(state) : NO_QR_PAYMENTS);
  if (!merged || merged.base !== base || merged.extra !== extra) merged = { base, extra, index: union(base, extra) };
  return merged.index;
};
