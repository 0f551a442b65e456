import type { TransactionRecord } from '../storage/records';
import type { TransactionSearch } from './reportQuery';
import type { TimeIndex, TimeSlice } from './timeIndex';

/**
 * The transaction report's search (our addition, docs/api-contract.md): last four, authorization,
 * amount range, voucher id and brand, over the whole range of one merchant or all of them.
 *
 * Never a walk over every row: each slice of the report index (all merchants, one merchant) gets,
 * the first time it is searched, sub-slices by the card's last four digits, by authorization code
 * and by brand, in the slice's own newest-first order with their instants. A search by last four
 * is then a map lookup and two binary searches over the few rows with those digits, whatever the
 * range. The sub-slices are kept per slice object, so a slice rebuilt (a new payment) gets new ones.
 */

type Key = (row: TransactionRecord) => string;

const lastFour: Key = (row) => row.pan.slice(-4);
const authorization: Key = (row) => row.auth_code;
const brand: Key = (row) => row.scheme;

const bySlice = new Map<Key, WeakMap<TimeSlice<TransactionRecord>, Map<string, TimeSlice<TransactionRecord>>>>(
  [lastFour, authorization, brand].map((key) => [key, new WeakMap()]),
);

/** The slice's rows split by `key`, order kept. */
const subSlices = (slice: TimeSlice<TransactionRecord>, key: Key) => {
  const cache = bySlice.get(key)!;
  let split = cache.get(slice);
  if (!split) {
    const parts = new Map<string, { rows: TransactionRecord[]; times: number[] }>();
    slice.rows.forEach((row, position) => {
      const value = key(row);
      let part = parts.get(value);
      if (!part) parts.set(value, (part = { rows: [], times: [] }));
      part.rows.push(row);
      part.times.push(slice.times[position]);
    });
    split = new Map([...parts].map(([value, { rows, times }]) => [value, { rows, times: Float64Array.from(times) }]));
    cache.set(slice, split);
  }
  return split;
};

/** A slice's rows by card brand, in its order (the provider's summary sums them). */
export const brandSlices = (slice: TimeSlice<TransactionRecord>) => subSlices(slice, brand);

const EMPTY: TimeSlice<TransactionRecord> = { rows: [], times: new Float64Array(0) };

/** Voucher ids are unique: one map per index, by the index's whole slice. */
const byVoucher = new WeakMap<TimeSlice<TransactionRecord>, Map<string, TransactionRecord>>();
const voucherLookup = (index: TimeIndex<TransactionRecord>) => {
  let map = byVoucher.get(index.all);
  if (!map) byVoucher.set(index.all, (map = new Map(index.all.rows.map((row) => [row.voucher_id, row]))));
  return map;
};

/** Whether a row meets every criterion of the search. */
export const matchesSearch = (row: TransactionRecord, search: TransactionSearch) =>
  (search.cardLast4 === undefined || lastFour(row) === search.cardLast4) &&
  (search.authorization === undefined || row.auth_code.toUpperCase() === search.authorization.toUpperCase()) &&
  (search.amountFrom === undefined || row.amount >= search.amountFrom) &&
  (search.amountTo === undefined || row.amount <= search.amountTo) &&
  (search.voucherId === undefined || row.voucher_id === search.voucherId) &&
  (search.brand === undefined || row.scheme === search.brand);

export const hasSearch = (search: TransactionSearch) => Object.keys(search).length > 0;

/**
 * The narrowest slice that holds every row the search can match, and whether the slice alone
 * already means every criterion is met (then the report's running totals apply unchanged).
 */
export const searchSlice = (
  index: TimeIndex<TransactionRecord>,
  slice: TimeSlice<TransactionRecord> | undefined,
  merchantId: number | null,
  search: TransactionSearch,
): { slice: TimeSlice<TransactionRecord>; exact: boolean } => {
  if (!slice) return { slice: EMPTY, exact: true };
  const criteria = Object.keys(search).length;
  if (search.voucherId !== undefined) {
    const row = voucherLookup(index).get(search.voucherId);
    const found = row && (merchantId === null || row.merchant_id === merchantId) ? [row] : [];
    return { slice: { rows: found, times: Float64Array.from(found, (one) => Date.parse(one.date_time) || 0) }, exact: criteria === 1 };
  }
  if (search.cardLast4 !== undefined) return { slice: subSlices(slice, lastFour).get(search.cardLast4) ?? EMPTY, exact: criteria === 1 };
  // codes are stored upper case (digits in the seed); the search ignores case
  if (search.authorization !== undefined) return { slice: subSlices(slice, authorization).get(search.authorization.toUpperCase()) ?? EMPTY, exact: criteria === 1 };
  if (search.brand !== undefined) return { slice: subSlices(slice, brand).get(search.brand) ?? EMPTY, exact: criteria === 1 };
  // an amount range alone: the date range's rows, each compared
  return { slice, exact: false };
};

/** The rows [start, end) of a slice that meet the search, as a slice of their own (same order, same instants). */
export const filteredSlice = (slice: TimeSlice<TransactionRecord>, start: number, end: number, search: TransactionSearch): TimeSlice<TransactionRecord> => {
  const rows: TransactionRecord[] = [];
  const times: number[] = [];
  for (let position = start; position < end; position++) {
    if (matchesSearch(slice.rows[position], search)) {
      rows.push(slice.rows[position]);
      times.push(slice.times[position]);
    }
  }
  return { rows, times: Float64Array.from(times) };
};
