import type { TransactionRecord } from '../storage/records';
import type { MerchantPaymentRecord } from '../seed/merchantPayments';
import { CRC, roundCents } from '../../src/domain/money';
import type { TimeSlice } from './timeIndex';

import type { CurrencyTotal } from '../../src/domain/wire/common';

/** What one row adds: [colones rows, colones amount, dollar rows, dollar amount]. */
type Measure<T> = (row: T) => readonly [number, number, number, number];

/**
 * What a transaction adds to the money total: an approved payment adds its amount, a refund or a
 * void takes it back, a declined one moved no money. Every row counts in `count`, as the report lists
 * it (so the count matches the pager's total). Amounts stay in minor units, like the rows.
 */
export const transactionSign = (row: Pick<TransactionRecord, 'transaction_type_desc' | 'status'>) => {
  if (row.status === 'DECLINED') return 0;
  return row.transaction_type_desc === 'PAYMENT' ? 1 : -1;
};

const transactionMeasure: Measure<TransactionRecord> = (row) => {
  const amount = transactionSign(row) * row.amount;
  return row.currency_code === CRC ? [1, amount, 0, 0] : [0, 0, 1, amount];
};

/**
 * The payments report's totals: each row pays a merchant in colones, in dollars or both; a
 * currency counts the rows that paid something in it and adds their 'Total pago' (every state the
 * report lists: PAGADO, PENDIENTE and RECHAZADO alike, as the table shows them). Major units.
 */
const paymentMeasure: Measure<MerchantPaymentRecord> = (row) => {
  const local = Number(row.TOTALPAGOLOCAL) || 0;
  const dollars = Number(row.TOTALPAGODOLARES) || 0;
  return [local ? 1 : 0, local, dollars ? 1 : 0, dollars];
};

/** The four sums as report lines, colones first; a currency with no row is left out. */
const asTotals = ([crcCount, crcAmount, usdCount, usdAmount]: readonly number[], round: (amount: number) => number): CurrencyTotal[] => [
  ...(crcCount > 0 ? [{ currency: 'CRC' as const, count: crcCount, amount: round(crcAmount) }] : []),
  ...(usdCount > 0 ? [{ currency: 'USD' as const, count: usdCount, amount: round(usdAmount) }] : []),
];

const sumOf = <T>(rows: Iterable<T>, measure: Measure<T>) => {
  const sums = [0, 0, 0, 0];
  for (const row of rows) measure(row).forEach((value, index) => (sums[index] += value));
  return sums;
};

const whole = (amount: number) => Math.round(amount);

export const transactionTotals = (rows: Iterable<TransactionRecord>) => asTotals(sumOf(rows, transactionMeasure), whole);
export const paymentTotals = (rows: Iterable<MerchantPaymentRecord>) => asTotals(sumOf(rows, paymentMeasure), roundCents);

/**
 * Running sums per index slice, made once per slice (a slice is rebuilt whenever its rows change),
 * so a range's totals are two subtractions however many rows it spans: a report page stays two
 * binary searches and a slice, totals included.
 */
const running = new WeakMap<object, Float64Array>();

const runningSums = <T>(slice: TimeSlice<T>, measure: Measure<T>) => {
  let sums = running.get(slice);
  if (!sums) {
    sums = new Float64Array((slice.rows.length + 1) * 4);
    slice.rows.forEach((row, index) => {
      const values = measure(row);
      for (let k = 0; k < 4; k++) sums![(index + 1) * 4 + k] = sums![index * 4 + k] + values[k];
    });
    running.set(slice, sums);
  }
  return sums;
};

const rangeSums = <T>(slice: TimeSlice<T> | undefined, start: number, end: number, measure: Measure<T>) => {
  if (!slice || end <= start) return [0, 0, 0, 0];
  const sums = runningSums(slice, measure);
  return [0, 1, 2, 3].map((k) => sums[end * 4 + k] - sums[start * 4 + k]);
};

/** Totals of rows [start, end) of a transaction slice (newest first, as the index keeps them). */
export const transactionRangeTotals = (slice: TimeSlice<TransactionRecord> | undefined, start: number, end: number) =>
  asTotals(rangeSums(slice, start, end, transactionMeasure), whole);

/** Totals of rows [start, end) of a payments slice. */
export const paymentRangeTotals = (slice: TimeSlice<MerchantPaymentRecord> | undefined, start: number, end: number) =>
  asTotals(rangeSums(slice, start, end, paymentMeasure), roundCents);
