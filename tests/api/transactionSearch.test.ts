import { beforeAll, describe, expect, it } from 'vitest';
import { crDate, crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import type { TransactionRecord } from '../../mock-api/storage/records';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, backoffice: DEMO.backoffice, merchant: DEMO.merchant });
let stored: TransactionRecord[];
const today = crDate(Date.now());
const yearAgo = crDate(Date.now() - 364 * DAY_MS);
const monthAgo = crDate(Date.now() - 29 * DAY_MS);

beforeAll(async () => {
  stored = api.store.state().transactions as TransactionRecord[];
});

type Row = { transaction_id: number; pan: string; merchant: { id: number } };
const search = (token: string, body: Record<string, unknown>) => api.call('POST', '/transaction/bymerchant', { token, body });

/** The rows a search must answer, found the slow way over every stored row, newest first. */
const expected = (startDate: string, endDate: string, keep: (row: TransactionRecord) => boolean) => {
  const from = crDayStart(startDate) as number;
  const to = (crDayStart(endDate) as number) + DAY_MS;
  return stored
    .filter((row) => Date.parse(row.date_time) >= from && Date.parse(row.date_time) < to && keep(row))
    .sort((a, b) => Date.parse(b.date_time) - Date.parse(a.date_time) || b.transaction_id - a.transaction_id);
};

/** The totals the report must give for these rows: every row counted, approved payments added, refunds and voids taken back. */
const totalsOf = (rows: TransactionRecord[]) =>
  ([188, 840] as const).flatMap((code) => {
    const mine = rows.filter((row) => row.currency_code === code);
    if (!mine.length) return [];
    const amount = mine.reduce((sum, row) => sum + (row.status === 'DECLINED' ? 0 : row.transaction_type_desc === 'PAYMENT' ? row.amount : -row.amount), 0);
    return [{ currency: code === 188 ? 'CRC' : 'USD', count: mine.length, amount }];
  });

/** Every page of a search, 15 at a time, as the screen pages. */
const allPages = async (token: string, body: Record<string, unknown>) => {
  const first = await search(token, { ...body, pageIndex: 0, pageSize: 15 });
  expect(first.status).toBe(200);
  const ids: number[] = first.body.transactions.map((row: Row) => row.transaction_id);
  for (let pageIndex = 1; pageIndex < first.body.pages; pageIndex++) {
    const page = await search(token, { ...body, pageIndex, pageSize: 15 });
    ids.push(...page.body.transactions.map((row: Row) => row.transaction_id));
  }
  return { ids, first: first.body };
};

/** The last four digits shared by the most rows of the year, so the answer spans several pages. */
const commonLastFour = () => {
  const counts = new Map<string, number>();
  for (const row of stored) counts.set(row.pan.slice(-4), (counts.get(row.pan.slice(-4)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
};

describe('transaction search', () => {
  it('by last four: exactly the rows with those digits over the year, across pages, with their totals', async () => {
    const digits = commonLastFour();
    const want = expected(yearAgo, today, (row) => row.pan.endsWith(digits));
    expect(want.length).toBeGreaterThan(15);
    const { ids, first } = await allPages(tokens.admin, { startDate: yearAgo, endDate: today, merchantId: 0, cardLast4: digits });
    expect(ids).toEqual(want.map((row) => row.transaction_id));
    expect(first.total).toBe(want.length);
    expect(first.totals).toEqual(totalsOf(want));
  });

  it('by last four and merchant, oldest first', async () => {
    const digits = stored.findLast((row) => row.merchant_id === 2)!.pan.slice(-4);
    const want = expected(yearAgo, today, (row) => row.merchant_id === 2 && row.pan.endsWith(digits));
    const { ids } = await allPages(tokens.admin, { startDate: yearAgo, endDate: today, merchantId: 2, cardLast4: digits, sortOrder: 'ASC' });
    expect(ids).toEqual(want.map((row) => row.transaction_id).reverse());
    expect(ids.length).toBeGreaterThan(0);
  });

  it('by authorization code, and by authorization with last four together', async () => {
    const target = stored.findLast((row) => row.auth_code !== '' && Date.parse(row.date_time) > Date.now() - 20 * DAY_MS)!;
    const want = expected(monthAgo, today, (row) => row.auth_code === target.auth_code);
    const { ids } = await allPages(tokens.admin, { startDate: monthAgo, endDate: today, authorization: target.auth_code });
    expect(ids).toEqual(want.map((row) => row.transaction_id));
    expect(ids).toContain(target.transaction_id);
    const both = await search(tokens.admin, { startDate: monthAgo, endDate: today, authorization: target.auth_code, cardLast4: target.pan.slice(-4) });
    expect(both.body.transactions.map((row: Row) => row.transaction_id)).toEqual(
      want.filter((row) => row.pan.endsWith(target.pan.slice(-4))).map((row) => row.transaction_id),
    );
  });

  it('by amount range, exact amount and brand, with the merchant filter, totals over every page', async () => {
    const body = { startDate: monthAgo, endDate: today, merchantId: 2, amountFrom: 5000, amountTo: 12000.5, brand: 'MasterCard' };
    const want = expected(monthAgo, today, (row) => row.merchant_id === 2 && row.amount >= 500_000 && row.amount <= 1_200_050 && row.scheme === 'MasterCard');
    const { ids, first } = await allPages(tokens.admin, body);
    expect(want.length).toBeGreaterThan(15);
    expect(ids).toEqual(want.map((row) => row.transaction_id));
    expect(first.totals).toEqual(totalsOf(want));

    const exact = want[3];
    const same = expected(monthAgo, today, (row) => row.merchant_id === 2 && row.amount === exact.amount);
    const { ids: exactIds } = await allPages(tokens.admin, { startDate: monthAgo, endDate: today, merchantId: 2, amountFrom: exact.amount / 100, amountTo: exact.amount / 100 });
    expect(exactIds).toEqual(same.map((row) => row.transaction_id));
  });

  it('by brand alone over the year: the pager and the totals over the whole range', async () => {
    const want = expected(yearAgo, today, (row) => row.scheme === 'American Express');
    const first = await search(tokens.backoffice, { startDate: yearAgo, endDate: today, brand: 'American Express', pageSize: 100 });
    expect(first.body.total).toBe(want.length);
    expect(first.body.totals).toEqual(totalsOf(want));
    const last = await search(tokens.backoffice, { startDate: yearAgo, endDate: today, brand: 'American Express', pageSize: 100, pageIndex: first.body.pages - 1 });
    expect(last.body.transactions.map((row: Row) => row.transaction_id)).toEqual(want.slice((first.body.pages - 1) * 100).map((row) => row.transaction_id));
  });

  it('by voucher id: the one row, only within the merchant and the days asked for', async () => {
    const target = expected(monthAgo, today, (row) => row.merchant_id === 3)[4];
    const found = await search(tokens.admin, { startDate: monthAgo, endDate: today, voucherId: target.voucher_id });
    expect(found.body.transactions.map((row: Row) => row.transaction_id)).toEqual([target.transaction_id]);
    expect(found.body.totals).toEqual(totalsOf([target]));
    expect((await search(tokens.admin, { startDate: monthAgo, endDate: today, merchantId: 2, voucherId: target.voucher_id })).body.total).toBe(0);
    expect((await search(tokens.admin, { startDate: '2020-01-01', endDate: '2020-01-02', voucherId: target.voucher_id })).body.total).toBe(0);
    // a merchant's user looking for another merchant's voucher finds nothing
    expect((await search(tokens.merchant, { startDate: monthAgo, endDate: today, merchantId: 3, voucherId: target.voucher_id })).body.total).toBe(0);
  });

  it("keeps a merchant's user to its own rows whatever the search", async () => {
    const digits = commonLastFour();
    const want = expected(yearAgo, today, (row) => row.merchant_id === 2 && row.pan.endsWith(digits));
    const { ids } = await allPages(tokens.merchant, { startDate: yearAgo, endDate: today, merchantId: 0, cardLast4: digits });
    expect(ids).toEqual(want.map((row) => row.transaction_id));
  });

  it.each([
    [{ cardLast4: 1234 }, 'Los últimos cuatro dígitos de la tarjeta deben ser exactamente 4 números.', 'cardLast4'],
    [{ cardLast4: '12a4' }, 'Los últimos cuatro dígitos de la tarjeta deben ser exactamente 4 números.', 'cardLast4'],
    [{ cardLast4: '12345' }, 'Los últimos cuatro dígitos de la tarjeta deben ser exactamente 4 números.', 'cardLast4'],
    [{ authorization: 123456 }, 'La autorización debe tener de 1 a 12 letras o números.', 'authorization'],
    [{ authorization: '12 34' }, 'La autorización debe tener de 1 a 12 letras o números.', 'authorization'],
    [{ amountFrom: '100' }, 'El monto debe ser un número mayor o igual a 0, con hasta 2 decimales.', 'amountFrom'],
    [{ amountFrom: '' }, 'El monto debe ser un número mayor o igual a 0, con hasta 2 decimales.', 'amountFrom'],
    [{ amountTo: -1 }, 'El monto debe ser un número mayor o igual a 0, con hasta 2 decimales.', 'amountTo'],
    [{ amountTo: 10.001 }, 'El monto debe ser un número mayor o igual a 0, con hasta 2 decimales.', 'amountTo'],
    [{ amountFrom: 50, amountTo: 10 }, 'El monto máximo no puede ser menor que el monto mínimo.', 'amountTo'],
    [{ voucherId: ['x'] }, 'El comprobante indicado no es válido.', 'voucherId'],
    [{ brand: 'Diners' }, 'La marca de tarjeta debe ser VISA, MasterCard o American Express.', 'brand'],
    [{ brand: 1 }, 'La marca de tarjeta debe ser VISA, MasterCard o American Express.', 'brand'],
  ])('refuses %j with a Spanish message', async (extra, message, field) => {
    const answer = await search(tokens.admin, { startDate: monthAgo, endDate: today, ...extra });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, field });
  });

  it('reads blank search fields as no filter', async () => {
    const plain = await search(tokens.admin, { startDate: monthAgo, endDate: today });
    const blank = await search(tokens.admin, { startDate: monthAgo, endDate: today, cardLast4: '', authorization: null, amountFrom: null, amountTo: null, voucherId: ' ', brand: '' });
    expect(blank.status).toBe(200);
    expect(blank.body).toEqual(plain.body);
  });
});
