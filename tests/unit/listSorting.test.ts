import { describe, expect, it } from 'vitest';
import { sortBy } from '../../src/providers/listInClient';
import { paymentTotals, transactionRangeTotals, transactionSign, transactionTotals } from '../../mock-api/reports/reportTotals';
import { createTimeIndex } from '../../mock-api/reports/timeIndex';
import type { TransactionRecord } from '../../mock-api/storage/records';
import type { MerchantPaymentRecord } from '../../mock-api/seed/merchantPayments';

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('sorting a list loaded at once', () => {
  const banks = [
    { id: 1, name: 'Banco Nacional', code: 151, email: 'a@bn.cr' },
    { id: 2, name: 'banco de Costa Rica', code: 152, email: '' },
    { id: 3, name: 'Árbol Financiero', code: 9, email: 'z@af.cr' },
    { id: 4, name: 'Caja 10', code: 100, email: null },
    { id: 5, name: 'Caja 2', code: 100, email: 'm@c2.cr' },
  ];

  it('orders text in Spanish, ignoring accents and case, and digits as numbers', () => {
    expect(ids(sortBy(banks, { field: 'name', order: 'ASC' }))).toEqual([3, 2, 1, 5, 4]);
    expect(ids(sortBy(banks, { field: 'name', order: 'DESC' }))).toEqual([4, 5, 1, 2, 3]);
  });

  it('orders numbers as numbers and keeps equal rows in the order the API gave them', () => {
    expect(ids(sortBy(banks, { field: 'code', order: 'ASC' }))).toEqual([3, 4, 5, 1, 2]);
    expect(ids(sortBy(banks, { field: 'code', order: 'DESC' }))).toEqual([2, 1, 4, 5, 3]);
  });

  it('puts rows without a value last in both directions', () => {
    expect(ids(sortBy(banks, { field: 'email', order: 'ASC' }))).toEqual([1, 5, 3, 2, 4]);
    expect(ids(sortBy(banks, { field: 'email', order: 'DESC' }))).toEqual([3, 5, 1, 2, 4]);
  });

  it('reads dotted fields and leaves the list alone without a sort', () => {
    const rows = [
      { id: 1, merchant: { name: 'Soda' } },
      { id: 2, merchant: { name: 'Café' } },
    ];
    expect(ids(sortBy(rows, { field: 'merchant.name', order: 'ASC' }))).toEqual([2, 1]);
    expect(sortBy(rows, { field: '', order: 'ASC' })).toBe(rows);
  });
});

describe('report totals', () => {
  const tx = (amount: number, currency_code: 188 | 840, transaction_type_desc: TransactionRecord['transaction_type_desc'], status: TransactionRecord['status']) =>
    ({ amount, currency_code, transaction_type_desc, status }) as TransactionRecord;

  it('adds approved payments, takes back refunds and voids, moves nothing for a declined one, counts every row', () => {
    expect(transactionSign(tx(1, 188, 'PAYMENT', 'APPROVED'))).toBe(1);
    expect(transactionSign(tx(1, 188, 'REFUND', 'REFUND'))).toBe(-1);
    expect(transactionSign(tx(1, 188, 'VOID', 'VOID'))).toBe(-1);
    expect(transactionSign(tx(1, 188, 'PAYMENT', 'DECLINED'))).toBe(0);
    const totals = transactionTotals([
      tx(10_000, 840, 'PAYMENT', 'APPROVED'),
      tx(500_000, 188, 'PAYMENT', 'APPROVED'),
      tx(120_000, 188, 'REFUND', 'REFUND'),
      tx(80_000, 188, 'PAYMENT', 'DECLINED'),
      tx(2_500, 840, 'VOID', 'VOID'),
    ]);
    expect(totals).toEqual([
      { currency: 'CRC', count: 3, amount: 380_000 },
      { currency: 'USD', count: 2, amount: 7_500 },
    ]);
    expect(transactionTotals([])).toEqual([]);
  });

  it('totals payments per currency, counting the rows that paid in it, to the cent', () => {
    const pay = (local: number, dollars: number) => ({ TOTALPAGOLOCAL: local, TOTALPAGODOLARES: dollars }) as MerchantPaymentRecord;
    expect(paymentTotals([pay(0.1, 0), pay(0.2, 5.5), pay(0, 1.25)])).toEqual([
      { currency: 'CRC', count: 2, amount: 0.3 },
      { currency: 'USD', count: 2, amount: 6.75 },
    ]);
    expect(paymentTotals([pay(100, 0)])).toEqual([{ currency: 'CRC', count: 1, amount: 100 }]);
  });
});

describe('range totals from running sums', () => {
  const tx = (amount: number, currency_code: 188 | 840, transaction_type_desc: TransactionRecord['transaction_type_desc'], status: TransactionRecord['status']) =>
    ({ amount, currency_code, transaction_type_desc, status }) as TransactionRecord;

  it('equal the totals of the rows in the range, for any range of the slice', () => {
    const kinds = [['PAYMENT', 'APPROVED'], ['REFUND', 'REFUND'], ['VOID', 'VOID'], ['PAYMENT', 'DECLINED']] as const;
    const rows = Array.from({ length: 400 }, (_, id) => ({
      ...tx(100 + ((id * 7919) % 5000), id % 3 === 0 ? 840 : 188, kinds[id % 4][0], kinds[id % 4][1]),
      transaction_id: id,
      merchant_id: 1,
      date_time: new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString(),
    }));
    const slice = createTimeIndex<(typeof rows)[number]>({ time: (row) => row.date_time, id: (row) => row.transaction_id }).of(rows).all;
    for (const [start, end] of [[0, 400], [0, 0], [13, 14], [37, 301], [399, 400], [200, 150]]) {
      expect(transactionRangeTotals(slice, start, end), `${start}-${end}`).toEqual(transactionTotals(slice.rows.slice(start, Math.max(start, end))));
    }
  });
});

describe('sorting a catalog column', () => {
  // a tariff list's bank column shows names for codes: 1 Nacional, 2 BCR, 3 Davivienda
  const tariffs = [
    { id: 1, bankId: 1 },
    { id: 2, bankId: 2 },
    { id: 3, bankId: 3 },
  ];
  const labels = { bankId: { '1': 'Banco Nacional de Costa Rica', '2': 'Banco de Costa Rica', '3': 'Banco Davivienda' } };

  it('follows the names shown, not the codes', () => {
    expect(ids(sortBy(tariffs, { field: 'bankId', order: 'ASC' }, labels))).toEqual([3, 2, 1]);
    expect(ids(sortBy(tariffs, { field: 'bankId', order: 'DESC' }, labels))).toEqual([1, 2, 3]);
  });

  it('sorts by the code itself when no names are given', () => {
    expect(ids(sortBy(tariffs, { field: 'bankId', order: 'ASC' }))).toEqual([1, 2, 3]);
  });
});
