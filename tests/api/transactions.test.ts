import { beforeAll, describe, expect, it } from 'vitest';
import { crDate, crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import type { TransactionRecord } from '../../mock-api/storage/records';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

let stored: TransactionRecord[];
/** Today (the seed's newest day) and a range of 30 days ending on it. */
const today = crDate(Date.now());
const monthAgo = crDate(Date.now() - 29 * DAY_MS);

const api = apiForFile();
const tokens = signedIn(api, DEMO);
beforeAll(async () => {
  stored = api.store.state().transactions as TransactionRecord[];
});

type Row = { transaction_id: number; date_time: string; merchant: { id: number; name: string }; pan: string };

const search = (token: string, body: Record<string, unknown>) => api.call('POST', '/transaction/bymerchant', { token, body });
const range = (extra: Record<string, unknown> = {}) => ({ startDate: monthAgo, endDate: today, pageIndex: 0, pageSize: 15, ...extra });

/** What the answer must hold, counted the slow way over every stored row. */
const expected = (merchantId: number | null, startDate: string, endDate: string) => {
  const from = crDayStart(startDate) as number;
  const to = (crDayStart(endDate) as number) + DAY_MS;
  return stored
    .filter((row) => (merchantId === null || row.merchant_id === merchantId) && Date.parse(row.date_time) >= from && Date.parse(row.date_time) < to)
    .sort((a, b) => Date.parse(b.date_time) - Date.parse(a.date_time) || b.transaction_id - a.transaction_id);
};

describe('transactions at volume', () => {
  it('holds 100,000 seeded transactions over 13 months across at least 40 merchants', () => {
    expect(stored).toHaveLength(100_000);
    expect(new Set(stored.map((row) => row.merchant_id)).size).toBeGreaterThanOrEqual(40);
    const days = stored.map((row) => row.date_time.slice(0, 10)).sort();
    expect(days.at(-1)).toBe(today);
    expect(days[0] <= crDate(Date.now() - 390 * DAY_MS)).toBe(true);
    expect(new Set(stored.map((row) => row.transaction_type_desc))).toEqual(new Set(['PAYMENT', 'REFUND', 'VOID']));
    expect(new Set(stored.map((row) => row.status))).toEqual(new Set(['APPROVED', 'REFUND', 'VOID', 'DECLINED']));
    expect(new Set(stored.map((row) => row.currency_code))).toEqual(new Set([188, 840]));
    expect(new Set(stored.map((row) => row.voucher_id)).size).toBe(100_000);
    expect(stored.every((row) => /^[A-Za-z0-9_-]{22}$/.test(row.voucher_id))).toBe(true);
  });

  it('pages 15 at a time, newest first, exactly the rows of the range', async () => {
    const all = expected(null, monthAgo, today);
    const pages = Math.ceil(all.length / 15);
    const first = await search(tokens.admin, range());
    expect(first.status).toBe(200);
    expect(first.body.pages).toBe(pages);
    expect(first.body.total).toBe(all.length);
    expect(first.body.transactions.map((row: Row) => row.transaction_id)).toEqual(all.slice(0, 15).map((row) => row.transaction_id));

    const second = await search(tokens.admin, range({ pageIndex: 1 }));
    expect(second.body.transactions.map((row: Row) => row.transaction_id)).toEqual(all.slice(15, 30).map((row) => row.transaction_id));

    const last = await search(tokens.admin, range({ pageIndex: pages - 1 }));
    expect(last.body.transactions.map((row: Row) => row.transaction_id)).toEqual(all.slice((pages - 1) * 15).map((row) => row.transaction_id));

    const beyond = await search(tokens.admin, range({ pageIndex: pages }));
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ transactions: [], pages });
  });

  it('orders every page by date, newest first, and counts pages for other page sizes', async () => {
    const answer = await search(tokens.backoffice, range({ merchantId: 2, pageIndex: 3, pageSize: 100 }));
    const times = answer.body.transactions.map((row: Row) => Date.parse(row.date_time));
    expect(times.length).toBe(100);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(answer.body.pages).toBe(Math.ceil(expected(2, monthAgo, today).length / 100));
  });

  it('answers the spec fields, with the merchant name and the voucher id', async () => {
    const [row] = (await search(tokens.admin, range({ merchantId: 3 }))).body.transactions;
    expect(Object.keys(row).sort()).toEqual(
      ['amount', 'auth_code', 'currency_code', 'date_time', 'full_name', 'merchant', 'pan', 'scheme', 'status', 'transaction_id', 'transaction_type_desc', 'voucher_id'].sort(),
    );
    expect(row.merchant).toEqual({ id: 3, name: 'Soda El Guanacasteco' });
    const original = stored.find((candidate) => candidate.transaction_id === row.transaction_id)!;
    expect(row.voucher_id).toBe(original.voucher_id);
    expect(row.full_name).toBe(original.full_name);
  });

  it('counts the end day whole: 23:59:59 on the end date is in, midnight after it is out', async () => {
    const day = crDate(Date.now() - 40 * DAY_MS);
    const edge = (id: number, time: string): TransactionRecord => ({
      ...stored.find((row) => row.merchant_id === 7)!,
      transaction_id: id,
      voucher_id: `edge-${id}-xxxxxxxxxxxxxxxx`,
      date_time: time,
    });
    const nextDay = crDate((crDayStart(day) as number) + DAY_MS);
    stored.push(edge(9_000_001, `${day}T23:59:59-06:00`), edge(9_000_002, `${day}T00:00:00-06:00`), edge(9_000_003, `${nextDay}T00:00:00-06:00`));
    try {
      const answer = await search(tokens.admin, { merchantId: 7, startDate: day, endDate: day, pageIndex: 0, pageSize: 100 });
      const ids = answer.body.transactions.map((row: Row) => row.transaction_id);
      expect(ids[0]).toBe(9_000_001);
      expect(ids.at(-1)).toBe(9_000_002);
      expect(ids).not.toContain(9_000_003);
      expect(answer.body.total).toBe(expected(7, day, day).length);
    } finally {
      stored.splice(-3, 3);
    }
    // the index follows the stored rows: the edges are gone again
    const after = await search(tokens.admin, { merchantId: 7, startDate: day, endDate: day, pageSize: 100 });
    expect(after.body.transactions.map((row: Row) => row.transaction_id)).not.toContain(9_000_001);
  });

  it('finds one transaction by number, within the other filters', async () => {
    const target = expected(3, monthAgo, today)[5];
    const found = await search(tokens.admin, range({ transactionId: target.transaction_id }));
    expect(found.body).toMatchObject({ pages: 1, total: 1 });
    expect(found.body.transactions[0].transaction_id).toBe(target.transaction_id);
    // digits in a text are not a number: refused, not coerced
    const asText = await search(tokens.admin, range({ transactionId: String(target.transaction_id), merchantId: 3 }));
    expect(asText.status).toBe(400);
    expect(asText.body.message).toBe('El número de transacción debe ser un número entero mayor o igual a 0.');
    const otherMerchant = await search(tokens.admin, range({ transactionId: target.transaction_id, merchantId: 2 }));
    expect(otherMerchant.body).toEqual({ transactions: [], pages: 0, total: 0, totals: [] });
    const otherDays = await search(tokens.admin, { startDate: '2020-01-01', endDate: '2020-01-31', transactionId: target.transaction_id });
    expect(otherDays.body.total).toBe(0);
    const zero = await search(tokens.admin, range({ transactionId: 0 }));
    expect(zero.body.total).toBe(expected(null, monthAgo, today).length);
  });
});

describe('scoping', () => {
  it.each([
    ['admin', 0, null],
    ['admin', 3, 3],
    ['backoffice', null, null],
    ['backoffice', 2, 2],
    ['merchant', 0, 2],
    ['merchant', 3, 2],
    ['merchant', '', 2],
    ['operator', 3, 2],
    ['operator', 0, 2],
    ['merchant2', 2, 3],
    ['merchant2', 0, 3],
    ['merchant2', -5, 3],
  ] as const)('%s asking for merchant %s sees merchant %s', async (account, merchantId, sees) => {
    const answer = await search(tokens[account], range({ merchantId, pageSize: 100 }));
    expect(answer.status).toBe(200);
    const rows: Row[] = answer.body.transactions;
    expect(answer.body.total).toBe(expected(sees, monthAgo, today).length);
    if (sees === null) expect(new Set(rows.map((row) => row.merchant.id)).size).toBeGreaterThan(5);
    else expect(rows.every((row) => row.merchant.id === sees)).toBe(true);
  });

  it("never shows a merchant user another merchant's transaction by number", async () => {
    const foreign = expected(3, monthAgo, today)[0];
    const answer = await search(tokens.merchant, range({ transactionId: foreign.transaction_id, merchantId: 3 }));
    expect(answer.body).toEqual({ transactions: [], pages: 0, total: 0, totals: [] });
  });

  it('refuses callers without a session or with a temporary password', async () => {
    expect((await api.call('POST', '/transaction/bymerchant', { body: range() })).status).toBe(401);
    expect((await search('forged.token', range())).status).toBe(401);
    const temporary = await search(tokens.temporary, range());
    expect(temporary.status).toBe(403);
    expect(temporary.body.message).toBe('Debe cambiar su contraseña antes de continuar.');
  });

  it('lists the merchants for the dropdown to provider groups only', async () => {
    const list = await api.call('GET', '/transaction/getMerchants', { token: tokens.backoffice });
    expect(list.status).toBe(200);
    expect(list.body.merchants.length).toBeGreaterThanOrEqual(40);
    expect(list.body.merchants).toContainEqual({ id: 2, name: 'Restaurante La Casona de Doña Ana' });
    for (const account of ['merchant', 'operator', 'merchant2'] as const) {
      expect((await api.call('GET', '/transaction/getMerchants', { token: tokens[account] })).status).toBe(403);
    }
  });
});

describe('masking', () => {
  const cardNumber = /(?<!\d)\d{13,19}(?!\d)/;

  it('answers no card number: only eight asterisks and the last four digits', async () => {
    for (const [account, body] of [
      ['admin', range({ pageSize: 100 })],
      ['merchant', range({ pageSize: 100, pageIndex: 2 })],
      ['backoffice', { startDate: crDate(Date.now() - 364 * DAY_MS), endDate: today, pageSize: 100, pageIndex: 500 }],
    ] as const) {
      const answer = await search(tokens[account], body);
      expect(answer.text).not.toMatch(cardNumber);
      expect(answer.body.transactions.every((row: Row) => /^\*{8}\d{4}$/.test(row.pan))).toBe(true);
    }
  });

  it('masks even a stored row that holds a whole card number', async () => {
    const row = { ...stored.at(-1)!, transaction_id: 9_100_000, pan: '4111111111111111', date_time: `${today}T00:00:01-06:00` };
    stored.push(row);
    try {
      const answer = await search(tokens.admin, range({ transactionId: 9_100_000 }));
      expect(answer.body.transactions[0].pan).toBe('********1111');
      expect(answer.text).not.toMatch(cardNumber);
    } finally {
      stored.pop();
    }
  });
});

describe('bad input', () => {
  it.each([
    ['unparseable dates', { startDate: 'ayer', endDate: today }, 'Las fechas del filtro no son válidas.'],
    ['an impossible day', { startDate: '2026-02-30', endDate: today }, 'Las fechas del filtro no son válidas.'],
    ['a missing end date', { startDate: today }, 'Las fechas del filtro no son válidas.'],
    ['a reversed range', { startDate: today, endDate: monthAgo }, 'La fecha final no puede ser anterior a la fecha inicial.'],
    ['a negative page', range({ pageIndex: -1 }), 'La página solicitada no es válida.'],
    ['a fractional page', range({ pageIndex: 1.5 }), 'La página solicitada no es válida.'],
    ['a huge page size', range({ pageSize: 100000 }), 'El tamaño de página debe ser un número entero entre 1 y 100.'],
    ['a page size of 0', range({ pageSize: 0 }), 'El tamaño de página debe ser un número entero entre 1 y 100.'],
    ['a negative transaction number', range({ transactionId: -4 }), 'El número de transacción debe ser un número entero mayor o igual a 0.'],
    ['a transaction number in words', range({ transactionId: 'uno' }), 'El número de transacción debe ser un número entero mayor o igual a 0.'],
    ['a negative merchant', range({ merchantId: -1 }), 'El comercio indicado no es válido.'],
  ])('refuses %s with a Spanish message', async (_label, body, message) => {
    const answer = await search(tokens.admin, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('refuses bodies that are not an object, and never answers 5xx', async () => {
    for (const body of ['[1,2]', '"texto"', '{roto']) {
      const answer = await api.call('POST', '/transaction/bymerchant', { token: tokens.admin, body });
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(/at .*\.ts|Error:/);
    }
  });

  it('accepts a page size up to 100 and YYYYMMDD dates', async () => {
    const answer = await search(tokens.admin, { startDate: monthAgo.replace(/-/g, ''), endDate: today.replace(/-/g, ''), pageSize: 100 });
    expect(answer.status).toBe(200);
    expect(answer.body.transactions).toHaveLength(100);
  });
});

/** The totals counted the slow way: every row of the range counts; approved payments add, refunds and voids take back, declined move nothing. */
const expectedTotals = (rows: TransactionRecord[]) =>
  [188, 840]
    .map((code) => {
      const mine = rows.filter((row) => row.currency_code === code);
      const amount = mine.reduce((sum, row) => {
        if (row.status === 'DECLINED') return sum;
        return row.transaction_type_desc === 'PAYMENT' ? sum + row.amount : sum - row.amount;
      }, 0);
      return { currency: code === 188 ? 'CRC' : 'USD', count: mine.length, amount };
    })
    .filter((total) => total.count > 0);

describe('transaction totals and date order', () => {
  it('totals each currency over the whole range, not the page, the same on every page', async () => {
    const all = expected(null, monthAgo, today);
    const first = await search(tokens.admin, range());
    const third = await search(tokens.admin, range({ pageIndex: 2 }));
    expect(first.body.totals).toEqual(expectedTotals(all));
    expect(third.body.totals).toEqual(first.body.totals);
    expect(first.body.totals.map((total: { count: number }) => total.count).reduce((a: number, b: number) => a + b, 0)).toBe(first.body.total);
    // refunds and voids exist in a month of data, so the net differs from a plain sum
    const plain = all.filter((row) => row.currency_code === 188).reduce((sum, row) => sum + row.amount, 0);
    expect(first.body.totals[0].currency).toBe('CRC');
    expect(first.body.totals[0].amount).toBeLessThan(plain);
  });

  it("totals a chosen merchant's transactions only", async () => {
    const merchantId = stored[0].merchant_id;
    const answer = await search(tokens.admin, range({ merchantId }));
    expect(answer.body.totals).toEqual(expectedTotals(expected(merchantId, monthAgo, today)));
  });

  it("a merchant user only ever totals its own merchant, whatever merchant it names", async () => {
    const users = api.store.state().users as { username?: string; email?: string; merchant_id: number | null }[];
    const ownId = users.find((user) => (user.username ?? user.email) === DEMO.merchant)!.merchant_id!;
    const otherId = stored.find((row) => row.merchant_id !== ownId)!.merchant_id;
    const mine = expectedTotals(expected(ownId, monthAgo, today));
    expect(mine.length).toBeGreaterThan(0);
    for (const merchantId of [0, otherId, ownId]) {
      const answer = await search(tokens.merchant, range({ merchantId }));
      expect(answer.status).toBe(200);
      expect(answer.body.totals).toEqual(mine);
    }
    const other = await search(tokens.merchant2, range());
    expect(other.body.totals).not.toEqual(mine);
  });

  it('totals the one transaction a number names, and nothing for an empty range', async () => {
    const row = expected(null, monthAgo, today)[3];
    const one = await search(tokens.admin, range({ transactionId: row.transaction_id }));
    expect(one.body.totals).toEqual(expectedTotals([row]));
    const tooOld = crDate(Date.now() - 400 * DAY_MS);
    const none = await search(tokens.admin, { startDate: tooOld, endDate: tooOld });
    expect(none.body.totals).toEqual([]);
  });

  it('pages oldest first on sortOrder ASC, newest first by default, and refuses another order', async () => {
    const all = expected(null, monthAgo, today).reverse();
    const first = await search(tokens.admin, range({ sortOrder: 'ASC' }));
    expect(first.body.transactions.map((row: Row) => row.transaction_id)).toEqual(all.slice(0, 15).map((row) => row.transaction_id));
    const second = await search(tokens.admin, range({ sortOrder: 'ASC', pageIndex: 1 }));
    expect(second.body.transactions.map((row: Row) => row.transaction_id)).toEqual(all.slice(15, 30).map((row) => row.transaction_id));
    const pages = first.body.pages;
    const last = await search(tokens.admin, range({ sortOrder: 'ASC', pageIndex: pages - 1 }));
    expect(last.body.transactions.map((row: Row) => row.transaction_id)).toEqual(all.slice((pages - 1) * 15).map((row) => row.transaction_id));
    const wrong = await search(tokens.admin, range({ sortOrder: 'sideways' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('El orden debe ser ASC o DESC.');
  });
});
