import { CRC } from '../../src/domain/money';
import type { CurrencyTotal } from '../../src/domain/wire/common';
import type { ProviderSummary } from '../../src/domain/wire/providerDashboard';
import type { Merchant, TransactionRecord } from '../storage/records';
import { transactionSign } from './reportTotals';
import { rangeOf, type TimeIndex, type TimeSlice } from './timeIndex';
import { brandSlices } from './transactionSearch';

/**
 * The provider's summary (GET /dashboard/provider) from the report index, never by walking rows:
 * each slice (all merchants, one merchant, one brand of either, the QR payments) gets once a
 * running sum of what each row adds, so any range's figures are two binary searches and a
 * subtraction. A range of 30 days is about 30 × 2 lookups per slice in scope.
 */

/** What a row adds: every row counted and its net amount (reportTotals.ts's rule), per currency; refunds apart; approved payments counted. */
const WIDTH = 9;
const [CRC_COUNT, CRC_NET, USD_COUNT, USD_NET, CRC_REFUNDS, CRC_REFUNDED, USD_REFUNDS, USD_REFUNDED, SALES] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

const measure = (row: TransactionRecord, out: Float64Array, at: number) => {
  const colones = row.currency_code === CRC;
  out[at + (colones ? CRC_COUNT : USD_COUNT)] += 1;
  out[at + (colones ? CRC_NET : USD_NET)] += transactionSign(row) * row.amount;
  if (row.transaction_type_desc === 'REFUND') {
    out[at + (colones ? CRC_REFUNDS : USD_REFUNDS)] += 1;
    out[at + (colones ? CRC_REFUNDED : USD_REFUNDED)] += row.amount;
  }
  if (row.transaction_type_desc === 'PAYMENT' && row.status === 'APPROVED') out[at + SALES] += 1;
};

const running = new WeakMap<TimeSlice<TransactionRecord>, Float64Array>();
const runningSums = (slice: TimeSlice<TransactionRecord>) => {
  let sums = running.get(slice);
  if (!sums) {
    sums = new Float64Array((slice.rows.length + 1) * WIDTH);
    for (let index = 0; index < slice.rows.length; index++) {
      sums.copyWithin((index + 1) * WIDTH, index * WIDTH, (index + 1) * WIDTH);
      measure(slice.rows[index], sums, (index + 1) * WIDTH);
    }
    running.set(slice, sums);
  }
  return sums;
};

type Sums = Float64Array;
const zero = () => new Float64Array(WIDTH);

/** Adds the figures of a slice's rows in [from, to) to `into`. */
const addRange = (into: Sums, slice: TimeSlice<TransactionRecord> | undefined, from: number, to: number) => {
  if (!slice || slice.rows.length === 0) return into;
  const { start, end } = rangeOf(slice, from, to);
  if (end <= start) return into;
  const sums = runningSums(slice);
  for (let k = 0; k < WIDTH; k++) into[k] += sums[end * WIDTH + k] - sums[start * WIDTH + k];
  return into;
};

const sumOver = (slices: readonly (TimeSlice<TransactionRecord> | undefined)[], from: number, to: number) => {
  const into = zero();
  for (const slice of slices) addRange(into, slice, from, to);
  return into;
};

const lines = (crcCount: number, crcAmount: number, usdCount: number, usdAmount: number): CurrencyTotal[] => [
  ...(crcCount > 0 ? [{ currency: 'CRC' as const, count: crcCount, amount: Math.round(crcAmount) }] : []),
  ...(usdCount > 0 ? [{ currency: 'USD' as const, count: usdCount, amount: Math.round(usdAmount) }] : []),
];
const totalsOf = (sums: Sums) => lines(sums[CRC_COUNT], sums[CRC_NET], sums[USD_COUNT], sums[USD_NET]);
const minus = (a: Sums, b: Sums) => a.map((value, k) => value - b[k]);

export interface SummaryScope {
  /** Days of the range, YYYY-MM-DD, oldest first, each with its instants [from, to). */
  days: { day: string; from: number; to: number }[];
  /** The same number of days just before the range. */
  previous: { from: number; to: number };
  /** null: every merchant; else the merchants of the caller's bank. */
  merchants: Merchant[] | null;
  allMerchants: Merchant[];
}

const BRANDS = ['VISA', 'MasterCard', 'American Express'] as const;
const TOP = 20;

export const providerSummary = (
  index: TimeIndex<TransactionRecord>,
  qrIndex: TimeIndex<TransactionRecord>,
  scope: SummaryScope,
): Omit<ProviderSummary, 'from' | 'to'> => {
  const from = scope.days[0].from;
  const to = scope.days.at(-1)!.to;
  const inScope = scope.merchants ?? scope.allMerchants;
  // all merchants: the one overall slice; a bank: its merchants' slices
  const slices = scope.merchants === null ? [index.all] : scope.merchants.map((merchant) => index.byGroup.get(merchant.id));
  const qrSlices = scope.merchants === null ? [qrIndex.all] : scope.merchants.map((merchant) => qrIndex.byGroup.get(merchant.id));

  const whole = sumOver(slices, from, to);
  const qr = sumOver(qrSlices, from, to);
  const sales = whole[SALES];
  const refundCount = whole[CRC_REFUNDS] + whole[USD_REFUNDS];

  const top = inScope
    .map((merchant) => {
      const slice = index.byGroup.get(merchant.id);
      return { merchant, now: addRange(zero(), slice, from, to), before: addRange(zero(), slice, scope.previous.from, scope.previous.to) };
    })
    .filter(({ now }) => now[CRC_COUNT] + now[USD_COUNT] > 0)
    .sort((a, b) => b.now[CRC_NET] - a.now[CRC_NET] || b.now[USD_NET] - a.now[USD_NET] || a.merchant.id - b.merchant.id)
    .slice(0, TOP);

  return {
    totals: totalsOf(whole),
    days: scope.days.map(({ day, from: dayFrom, to: dayTo }) => ({ day, totals: totalsOf(sumOver(slices, dayFrom, dayTo)) })),
    byBrand: BRANDS.map((brand) => ({
      brand,
      totals: totalsOf(sumOver(slices.map((slice) => (slice ? brandSlices(slice).get(brand) : undefined)), from, to)),
    })),
    byChannel: [
      { channel: 'POS' as const, totals: totalsOf(minus(whole, qr)) },
      { channel: 'QR' as const, totals: totalsOf(qr) },
    ],
    refunds: {
      totals: lines(whole[CRC_REFUNDS], whole[CRC_REFUNDED], whole[USD_REFUNDS], whole[USD_REFUNDED]),
      count: refundCount,
      rate: sales > 0 ? refundCount / sales : 0,
    },
    topMerchants: top.map(({ merchant, now, before }) => ({
      id: merchant.id,
      name: merchant.name,
      totals: totalsOf(now),
      previous: totalsOf(before),
      change: before[CRC_NET] > 0 ? (now[CRC_NET] - before[CRC_NET]) / before[CRC_NET] : null,
    })),
    attention: inScope
      .filter((merchant) => merchant.status === 'INA' || (!merchant.automatic_itbms && merchant.itbms === null))
      .map((merchant) => ({ id: merchant.id, name: merchant.name, suspended: merchant.status === 'INA', itbmsPending: !merchant.automatic_itbms && merchant.itbms === null }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
  };
};
