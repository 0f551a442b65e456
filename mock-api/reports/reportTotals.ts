import type { TransactionRecord } from '../seed/types';
import type { MerchantPaymentRecord } from '../seed/merchantPayments';
import { CRC, roundCents } from '../../src/domain/money';

/** One currency's line under a report: how many rows and how much, over the whole filtered range. */
export interface CurrencyTotal {
  currency: 'CRC' | 'USD';
  count: number;
  amount: number;
}

/**
 * What a transaction adds to the money total: an approved payment adds its amount, a refund or a
 * void takes it back, a declined one moved no money. Every row counts in `count`, as the report lists
 * it (so the count matches the pager's total). Amounts stay in minor units, like the rows.
 */
export const transactionSign = (row: Pick<TransactionRecord, 'transaction_type_desc' | 'status'>) => {
  if (row.status === 'DECLINED') return 0;
  return row.transaction_type_desc === 'PAYMENT' ? 1 : -1;
};

const currencyOf = (code: number) => (code === CRC ? 'CRC' : 'USD');

/** Totals per currency (colones first) of a run of transaction rows; a currency with no row is left out. */
export const transactionTotals = (rows: Iterable<TransactionRecord>): CurrencyTotal[] => {
  const totals = new Map<'CRC' | 'USD', CurrencyTotal>();
  for (const row of rows) {
    const currency = currencyOf(row.currency_code);
    let total = totals.get(currency);
    if (!total) totals.set(currency, (total = { currency, count: 0, amount: 0 }));
    total.count += 1;
    total.amount += transactionSign(row) * row.amount;
  }
  return (['CRC', 'USD'] as const).flatMap((currency) => totals.get(currency) ?? []);
};

/**
 * The payments report's totals: each row pays a merchant in colones, in dollars or both; a
 * currency counts the rows that paid something in it and adds their 'Total pago' (every state the
 * report lists: PAGADO, PENDIENTE and RECHAZADO alike, as the table shows them). Major units.
 */
export const paymentTotals = (rows: Iterable<MerchantPaymentRecord>): CurrencyTotal[] => {
  const crc: CurrencyTotal = { currency: 'CRC', count: 0, amount: 0 };
  const usd: CurrencyTotal = { currency: 'USD', count: 0, amount: 0 };
  for (const row of rows) {
    if (Number(row.TOTALPAGOLOCAL)) {
      crc.count += 1;
      crc.amount += Number(row.TOTALPAGOLOCAL);
    }
    if (Number(row.TOTALPAGODOLARES)) {
      usd.count += 1;
      usd.amount += Number(row.TOTALPAGODOLARES);
    }
  }
  return [crc, usd].filter((total) => total.count > 0).map((total) => ({ ...total, amount: roundCents(total.amount) }));
};
