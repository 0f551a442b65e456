import { beforeAll, describe, expect, it } from 'vitest';
import { crDate, crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import { addDays } from '../../src/domain/dateRanges';
import { qrPaymentsOf } from '../../mock-api/restaurant/qrPayments';
import type { Merchant, TransactionRecord } from '../../mock-api/storage/records';
import { payQrOrder } from '../support/qrPayment';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, backoffice: DEMO.backoffice, merchant: DEMO.merchant, operator: DEMO.operator });
let stored: TransactionRecord[];
let merchants: Merchant[];
const today = crDate(Date.now());
const from = addDays(today, -29);

beforeAll(async () => {
  stored = api.store.state().transactions as TransactionRecord[];
  merchants = api.store.state().merchants;
});

const summary = (token: string, query = '') => api.call('GET', `/dashboard/provider${query}`, { token });

const inDays = (row: TransactionRecord, first: string, last: string) => {
  const at = Date.parse(row.date_time);
  return at >= (crDayStart(first) as number) && at < (crDayStart(last) as number) + DAY_MS;
};
const net = (row: TransactionRecord) => (row.status === 'DECLINED' ? 0 : row.transaction_type_desc === 'PAYMENT' ? row.amount : -row.amount);
/** The report's totals for these rows, recomputed from the records. */
const totalsOf = (rows: TransactionRecord[], amount = net) =>
  ([188, 840] as const).flatMap((code) => {
    const mine = rows.filter((row) => row.currency_code === code);
    return mine.length ? [{ currency: code === 188 ? 'CRC' : 'USD', count: mine.length, amount: mine.reduce((sum, row) => sum + amount(row), 0) }] : [];
  });

describe('provider summary', () => {
  it("equals, figure by figure, what the records give for the last 30 days", async () => {
    const answer = await summary(tokens.admin);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({ from, to: today });
    const rows = stored.filter((row) => inDays(row, from, today));
    expect(body.totals).toEqual(totalsOf(rows));
    expect(body.days).toHaveLength(30);
    for (const { day, totals } of body.days) expect(totals).toEqual(totalsOf(rows.filter((row) => row.date_time.startsWith(day))));
    expect(body.byBrand).toEqual(['VISA', 'MasterCard', 'American Express'].map((brand) => ({ brand, totals: totalsOf(rows.filter((row) => row.scheme === brand)) })));
    // the seed has no QR payments: everything was taken at the counter
    expect(body.byChannel).toEqual([{ channel: 'POS', totals: totalsOf(rows) }, { channel: 'QR', totals: [] }]);
    const refunds = rows.filter((row) => row.transaction_type_desc === 'REFUND');
    expect(body.refunds.totals).toEqual(totalsOf(refunds, (row) => row.amount));
    expect(body.refunds.count).toBe(refunds.length);
    expect(body.refunds.rate).toBeCloseTo(refunds.length / rows.filter((row) => row.transaction_type_desc === 'PAYMENT' && row.status === 'APPROVED').length, 10);

    const volume = (merchantId: number, first: string, last: string) => stored.filter((row) => row.merchant_id === merchantId && inDays(row, first, last));
    const crc = (list: TransactionRecord[]) => list.filter((row) => row.currency_code === 188).reduce((sum, row) => sum + net(row), 0);
    const usd = (list: TransactionRecord[]) => list.filter((row) => row.currency_code === 840).reduce((sum, row) => sum + net(row), 0);
    const ranked = merchants
      .map((merchant) => ({ merchant, rows: volume(merchant.id, from, today) }))
      .filter(({ rows: mine }) => mine.length > 0)
      .sort((a, b) => crc(b.rows) - crc(a.rows) || usd(b.rows) - usd(a.rows) || a.merchant.id - b.merchant.id)
      .slice(0, 20);
    expect(body.topMerchants.map((row: { id: number }) => row.id)).toEqual(ranked.map(({ merchant }) => merchant.id));
    for (const [position, { merchant, rows: mine }] of ranked.entries()) {
      const before = volume(merchant.id, addDays(from, -30), addDays(from, -1));
      expect(body.topMerchants[position]).toEqual({
        id: merchant.id,
        name: merchant.name,
        totals: totalsOf(mine),
        previous: totalsOf(before),
        change: crc(before) > 0 ? (crc(mine) - crc(before)) / crc(before) : null,
      });
    }
    const attention = merchants.filter((merchant) => merchant.status === 'INA' || (!merchant.automatic_itbms && merchant.itbms === null));
    expect(body.attention.map((row: { id: number }) => row.id).sort()).toEqual(attention.map((merchant) => merchant.id).sort());
  });

  it("gives each day the transaction report's own totals for that day", async () => {
    const body = (await summary(tokens.admin, `?from=${addDays(today, -2)}&to=${today}`)).body;
    for (const { day, totals } of body.days) {
      const report = await api.call('POST', '/transaction/bymerchant', { token: tokens.admin, body: { startDate: day, endDate: day, merchantId: 0 } });
      expect(totals).toEqual(report.body.totals);
    }
  });

  it("shows a back-office user its bank's merchants only", async () => {
    const bankId = api.store.state().users.find((user) => user.username === DEMO.backoffice)!.bank_id;
    const ofBank = new Set(merchants.filter((merchant) => merchant.bank_id === bankId).map((merchant) => merchant.id));
    const body = (await summary(tokens.backoffice)).body;
    expect(body.topMerchants.length).toBeGreaterThan(0);
    expect(body.topMerchants.every((row: { id: number }) => ofBank.has(row.id))).toBe(true);
    expect(body.attention.every((row: { id: number }) => ofBank.has(row.id))).toBe(true);
    expect(body.totals).toEqual(totalsOf(stored.filter((row) => ofBank.has(row.merchant_id) && inDays(row, from, today))));
  });

  it('compares each top merchant with as many days just before, for a range other than 30 days', async () => {
    const first = addDays(today, -6);
    const body = (await summary(tokens.admin, `?from=${first}&to=${today}`)).body;
    const crc = (list: TransactionRecord[]) => list.filter((row) => row.currency_code === 188).reduce((sum, row) => sum + net(row), 0);
    expect(body.topMerchants).toHaveLength(20);
    for (const row of body.topMerchants) {
      const mine = stored.filter((record) => record.merchant_id === row.id);
      const now = mine.filter((record) => inDays(record, first, today));
      const before = mine.filter((record) => inDays(record, addDays(first, -7), addDays(first, -1)));
      expect(row.totals).toEqual(totalsOf(now));
      expect(row.previous).toEqual(totalsOf(before));
      expect(row.change).toBe(crc(before) > 0 ? (crc(now) - crc(before)) / crc(before) : null);
    }
  });

  it("refuses a merchant's users and wrong days, in Spanish", async () => {
    expect((await summary(tokens.merchant)).status).toBe(403);
    expect((await summary(tokens.operator)).status).toBe(403);
    for (const [query, message] of [
      ['?from=2026-13-01&to=2026-12-31', 'Las fechas del filtro no son válidas.'],
      ['?from=hoy', 'Las fechas del filtro no son válidas.'],
      [`?from=${today}&to=${addDays(today, -3)}`, 'La fecha final no puede ser anterior a la fecha inicial.'],
      [`?from=${addDays(today, -400)}&to=${today}`, 'El período no puede ser mayor que un año.'],
    ]) {
      const answer = await summary(tokens.admin, query);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});

// last in the file: the QR payments it makes are part of today's figures from then on
describe('provider summary with payments from the QR menu', () => {
  it("counts a diner's card payment and a refunded one in the QR channel, the refunds and the rate, as the records give them", async () => {
    await payQrOrder(api, 2);
    const refundedVoucher = await payQrOrder(api, 2);
    const sale = qrPaymentsOf(api.store.state()).find((row) => row.voucher_id === refundedVoucher)!;
    const cancelled = await api.call('PUT', `/orders/${sale.order_id}/status`, { token: tokens.merchant, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó el gas' } });
    expect(cancelled.status, cancelled.text).toBe(200);

    const body = (await summary(tokens.admin, `?from=${today}&to=${today}`)).body;
    const qr = qrPaymentsOf(api.store.state()).filter((row) => inDays(row, today, today));
    expect(qr.map((row) => row.transaction_type_desc).sort()).toEqual(['PAYMENT', 'PAYMENT', 'REFUND']);
    const counter = stored.filter((row) => inDays(row, today, today));
    const rows = [...counter, ...qr];
    expect(body.totals).toEqual(totalsOf(rows));
    expect(body.byChannel).toEqual([{ channel: 'POS', totals: totalsOf(counter) }, { channel: 'QR', totals: totalsOf(qr) }]);
    expect(body.byBrand).toEqual(['VISA', 'MasterCard', 'American Express'].map((brand) => ({ brand, totals: totalsOf(rows.filter((row) => row.scheme === brand)) })));
    const refunds = rows.filter((row) => row.transaction_type_desc === 'REFUND');
    expect(body.refunds.totals).toEqual(totalsOf(refunds, (row) => row.amount));
    expect(body.refunds.count).toBe(refunds.length);
    expect(body.refunds.rate).toBeCloseTo(refunds.length / rows.filter((row) => row.transaction_type_desc === 'PAYMENT' && row.status === 'APPROVED').length, 10);
    // the transaction report gives the same day's totals, QR payments included
    const report = await api.call('POST', '/transaction/bymerchant', { token: tokens.admin, body: { startDate: today, endDate: today, merchantId: 0 } });
    expect(body.totals).toEqual(report.body.totals);
  });
});
