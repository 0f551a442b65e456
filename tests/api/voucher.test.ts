import { beforeAll, describe, expect, it } from 'vitest';
import { orderTotals } from '../../src/domain/orderTotals';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import type { TransactionRecord } from '../../mock-api/storage/records';
import { apiForFile } from '../support/testApi';

let transactions: TransactionRecord[];

const api = apiForFile();
beforeAll(async () => {
  const state = api.store.state() as StateWithRestaurant;
  state.transactions ??= [];
  transactions = state.transactions;
});

const seeded = (predicate: (transaction: TransactionRecord) => boolean) => {
  const found = transactions.find(predicate);
  if (!found) throw new Error('no seeded transaction matches');
  return found;
};

describe('GET /invoice/{voucher_id} (public)', () => {
  it('answers merchant, masked transaction and an invoice that adds up to the amount, in colones', async () => {
    const transaction = seeded((t) => t.merchant_id === 2 && t.currency_code === 188 && t.status === 'APPROVED');
    const result = await api.call('GET', `/invoice/${transaction.voucher_id}`);
    expect(result.status).toBe(200);
    expect(result.body.merchant).toEqual({
      name: 'Restaurante La Casona de Doña Ana',
      phone: expect.any(String),
      email: expect.any(String),
      address: expect.any(String),
      image: expect.any(String),
      // whether the voucher shows the 10 % service line (company settings)
      tableService: true,
      // whether it issues electronic receipts, or why not
      electronicReceipts: 'issued',
    });
    expect(result.body.transaction).toMatchObject({
      status: 'APPROVED',
      amount: transaction.amount,
      currency_code: 188,
      scheme: transaction.scheme,
      pan: expect.stringMatching(/^\*{8}\d{4}$/),
      auth_code: transaction.auth_code,
      external_transaction_reference: transaction.external_transaction_reference,
      date_time: transaction.date_time,
    });
    const invoice = result.body.invoice;
    expect(invoice.currencyId).toBe(188);
    expect(Math.round(invoice.localTotal * 100)).toBe(transaction.amount);
    const totals = orderTotals(invoice.details.map((d: { priceLocal: number; quantity: number; tax: number; carriesService: boolean }) => ({ price: d.priceLocal, quantity: d.quantity, tax: d.tax, carriesService: d.carriesService })));
    expect(totals).toEqual({ subtotal: invoice.localSubtotal, tax: invoice.localSalesTax, otherCharges: invoice.localOtherChagerAmount, total: invoice.localTotal });
    expect(invoice.details[0].product.name).toEqual(expect.any(String));
    // each line at what it costs in all, IVA and service inside: the lines add up to the total, in both currencies
    const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    expect(cents(invoice.details.map((d: { finalLocal: number }) => d.finalLocal))).toBe(transaction.amount);
    expect(cents(invoice.details.map((d: { finalDollars: number }) => d.finalDollars))).toBe(Math.round(invoice.dollarTotal * 100));
    // more than the lines' amounts before tax: IVA and the 10 % service are inside
    expect(cents(invoice.details.map((d: { finalLocal: number }) => d.finalLocal))).toBeGreaterThan(Math.round(invoice.localSubtotal * 100));
  });

  it('in dollars the dollar figures add up to the amount', async () => {
    const transaction = seeded((t) => t.currency_code === 840);
    const result = await api.call('GET', `/invoice/${transaction.voucher_id}`);
    expect(result.status).toBe(200);
    expect(result.body.invoice.currencyId).toBe(840);
    expect(Math.round(result.body.invoice.dollarTotal * 100)).toBe(transaction.amount);
  });

  it('answers the same invoice every time', async () => {
    const transaction = seeded((t) => t.merchant_id === 3);
    const first = await api.call('GET', `/invoice/${transaction.voucher_id}`);
    const second = await api.call('GET', `/invoice/${transaction.voucher_id}`);
    expect(second.body).toEqual(first.body);
    expect(first.body.invoice.localSalesTax).toBe(0); // simplified regime
  });

  it('never serves a full card number, even if one was stored', async () => {
    const record: TransactionRecord = { ...transactions[0], voucher_id: 'AbCdEfGhIjKlMnOpQrStUv', transaction_id: 99_999_999, pan: '4111111111111111' };
    transactions.push(record);
    const result = await api.call('GET', `/invoice/${record.voucher_id}`);
    expect(result.status).toBe(200);
    expect(result.body.transaction.pan).toBe('********1111');
    expect(result.text).not.toContain('4111111111111111');
  });

  it('answers 404 to transaction numbers, sequential or guessed ids, and near misses of a real id', async () => {
    const real = transactions[5];
    const nearMiss = `${real.voucher_id.slice(0, -1)}${real.voucher_id.endsWith('A') ? 'B' : 'A'}`;
    for (const id of [String(real.transaction_id), '1', '2', '1000001', 'A'.repeat(22), nearMiss, real.voucher_id.toLowerCase() === real.voucher_id ? 'x' : real.voucher_id.toLowerCase(), '..%2F..%2Fetc', 'a'.repeat(65)]) {
      const result = await api.call('GET', `/invoice/${id}`);
      expect(result.status, id).toBe(404);
      expect(result.body).toEqual({ message: 'El comprobante solicitado no existe.' });
    }
  });

  it('needs no sign-in and ignores one', async () => {
    const transaction = transactions[10];
    const result = await api.call('GET', `/invoice/${transaction.voucher_id}`, { token: 'not-a-token' });
    expect(result.status).toBe(200);
  });
});
