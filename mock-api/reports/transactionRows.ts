import { maskPan } from '../../src/domain/card';
import type { Merchant, TransactionRecord } from '../storage/records';
import { pageOfRange } from './reportPage';
import { transactionRangeTotals, transactionTotals } from './reportTotals';
import type { TransactionQuery } from './reportQuery';
import { createTimeIndex, rangeOf, type TimeIndex } from './timeIndex';
import { filteredSlice, hasSearch, matchesSearch, searchSlice } from './transactionSearch';

/** The stored transactions (seed/transactions.ts). */
export const storedTransactions = (state: Record<string, unknown>) => (state.transactions ?? []) as TransactionRecord[];

/**
 * One index per stored transactions array, per merchant and overall. A module that edits stored
 * transactions in place (not push or splice) calls `transactionIndex.invalidate(rows)`.
 */
export const transactionIndex = createTimeIndex<TransactionRecord>({
  time: (row) => row.date_time,
  id: (row) => row.transaction_id,
  group: (row) => row.merchant_id,
});

/** A report row as docs/spec-reference.md §3 names it, with its merchant's current name and the voucher link's id. */
export const transactionRow = (row: TransactionRecord, merchants: Map<number, Merchant>) => ({
  transaction_id: row.transaction_id,
  auth_code: row.auth_code,
  amount: row.amount,
  currency_code: row.currency_code,
  date_time: row.date_time,
  scheme: row.scheme,
  // masked again on the way out: never more than the last four digits, whatever a stored row holds
  pan: maskPan(row.pan),
  transaction_type_desc: row.transaction_type_desc,
  status: row.status,
  merchant: { id: row.merchant_id, name: merchants.get(row.merchant_id)?.name ?? '' },
  full_name: row.full_name,
  voucher_id: row.voucher_id,
  // a refund made from the portal names the sale it gives back
  ...(row.refund_of ? { refund_of: row.refund_of } : {}),
});

/**
 * The page a transaction query asks for. A transaction number names at most one row, found by
 * id; it must still match the merchant, the days and the search asked for. A search narrows the
 * merchant's slice through its sub-slices (transactionSearch.ts) before the range is cut.
 */
export const transactionPage = (index: TimeIndex<TransactionRecord>, query: TransactionQuery) => {
  if (query.transactionId === null) {
    const slice = query.merchantId === null ? index.all : index.byGroup.get(query.merchantId);
    if (!hasSearch(query.search)) {
      const { rows, total, pages, start, end } = pageOfRange(slice, query);
      return { rows, total, pages, totals: transactionRangeTotals(slice, start, end) };
    }
    const narrowed = searchSlice(index, slice, query.merchantId, query.search);
    if (narrowed.exact) {
      const { rows, total, pages, start, end } = pageOfRange(narrowed.slice, query);
      return { rows, total, pages, totals: transactionRangeTotals(narrowed.slice, start, end) };
    }
    const { start, end } = rangeOf(narrowed.slice, query.from, query.to);
    const matching = filteredSlice(narrowed.slice, start, end, query.search);
    const { rows, total, pages } = pageOfRange(matching, query);
    return { rows, total, pages, totals: transactionTotals(matching.rows) };
  }
  const found = index.byId.get(query.transactionId);
  const at = found ? Date.parse(found.date_time) : NaN;
  if (
    !found ||
    (query.merchantId !== null && found.merchant_id !== query.merchantId) ||
    !(at >= query.from && at < query.to) ||
    !matchesSearch(found, query.search)
  ) {
    return { rows: [], total: 0, pages: 0, totals: [] };
  }
  return { rows: query.pageIndex === 0 ? [found] : [], total: 1, pages: 1, totals: transactionTotals([found]) };
};
