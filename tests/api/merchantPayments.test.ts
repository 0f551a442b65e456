import { beforeAll, describe, expect, it } from 'vitest';
import { crDate, crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import { hasValidCheckDigits } from '../../src/domain/iban';
import type { MerchantPaymentRecord } from '../../mock-api/seed/merchantPayments';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

let stored: MerchantPaymentRecord[];
const compact = (day: string) => day.replace(/-/g, '');
const to = compact(crDate(Date.now()));
const from = compact(crDate(Date.now() - 29 * DAY_MS));

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, backoffice: DEMO.backoffice });
beforeAll(async () => {
  stored = api.store.state().merchantPayments as MerchantPaymentRecord[];
});

const COLUMNS = [
  'ID', 'EMPRESA', 'CANTIDAD_PAGOS', 'PAGADODOLARES', 'PAGADO_COMISIONDOLARES', 'PAGADO_ADELANTORENTADOLARES', 'TOTALPAGODOLARES',
  'PAGADOLOCAL', 'PAGADO_COMISIONLOCAL', 'PAGADO_ADELANTORENTALOCAL', 'TOTALPAGOLOCAL', 'FECHA_CREACION', 'ESTADO', 'BANCO',
  'CUENTA_IBAN', 'MONEDA', 'BATCHID', 'ESTADO_BATCHID',
];

const report = (token: string, body: Record<string, unknown>) => api.call('POST', '/reports/admin/getMerchantPayments', { token, body });

const expected = (fromDay: string, toDay: string) => {
  const start = crDayStart(fromDay) as number;
  const end = (crDayStart(toDay) as number) + DAY_MS;
  return stored
    .filter((row) => Date.parse(row.FECHA_CREACION) >= start && Date.parse(row.FECHA_CREACION) < end)
    .sort((a, b) => Date.parse(b.FECHA_CREACION) - Date.parse(a.FECHA_CREACION) || b.ID - a.ID);
};

describe('merchant payments report', () => {
  it('holds 5,000 seeded rows with realistic banks, valid Costa Rican IBANs, batches and states', () => {
    expect(stored).toHaveLength(5_000);
    expect(stored.every((row) => /^CR\d{20}$/.test(row.CUENTA_IBAN) && hasValidCheckDigits(row.CUENTA_IBAN))).toBe(true);
    expect(new Set(stored.map((row) => row.BANCO)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(stored.map((row) => row.ESTADO))).toEqual(new Set(['PAGADO', 'PENDIENTE', 'RECHAZADO']));
    expect(stored.every((row) => Math.abs(row.PAGADOLOCAL - row.PAGADO_COMISIONLOCAL - row.PAGADO_ADELANTORENTALOCAL - row.TOTALPAGOLOCAL) < 0.015)).toBe(true);
  });

  it('pages 25 at a time (zero-based), newest first, the 18 fields of each row', async () => {
    const all = expected(from, to);
    const first = await report(tokens.admin, { from, to, page: 0, pageSize: 25 });
    expect(first.status).toBe(200);
    expect(first.body.pages).toBe(Math.ceil(all.length / 25));
    expect(first.body.total).toBe(all.length);
    expect(first.body.pagos.map((row: MerchantPaymentRecord) => row.ID)).toEqual(all.slice(0, 25).map((row) => row.ID));
    expect(Object.keys(first.body.pagos[0]).sort()).toEqual([...COLUMNS].sort());

    const last = await report(tokens.backoffice, { from, to, page: first.body.pages - 1 });
    expect(last.body.pagos.map((row: MerchantPaymentRecord) => row.ID)).toEqual(all.slice((first.body.pages - 1) * 25).map((row) => row.ID));
    expect((await report(tokens.admin, { from, to, page: first.body.pages })).body.pagos).toEqual([]);
  });

  it('counts the end day whole', async () => {
    const day = stored[stored.length - 200].FECHA_CREACION.slice(0, 10);
    const answer = await report(tokens.admin, { from: compact(day), to: compact(day), pageSize: 100 });
    expect(answer.body.total).toBe(stored.filter((row) => row.FECHA_CREACION.startsWith(day)).length);
    expect(answer.body.total).toBeGreaterThan(0);
  });

  it.each([DEMO.merchant, DEMO.merchant2, DEMO.operator])('is refused to %s', async (user) => {
    const answer = await report(await api.login(user), { from, to, page: 0 });
    expect(answer.status).toBe(403);
    expect(answer.body.pagos).toBeUndefined();
  });

  it('refuses callers without a session', async () => {
    expect((await api.call('POST', '/reports/admin/getMerchantPayments', { body: { from, to } })).status).toBe(401);
  });

  it.each([
    ['dashed dates', { from: '2026-01-01', to }, 'Las fechas del filtro no son válidas.'],
    ['an impossible day', { from: '20261301', to }, 'Las fechas del filtro no son válidas.'],
    ['no dates', { page: 0 }, 'Las fechas del filtro no son válidas.'],
    ['a reversed range', { from: to, to: from }, 'La fecha final no puede ser anterior a la fecha inicial.'],
    ['a negative page', { from, to, page: -1 }, 'La página solicitada no es válida.'],
    ['a huge page size', { from, to, pageSize: 5000 }, 'El tamaño de página debe ser un número entero entre 1 y 100.'],
  ])('refuses %s', async (_label, body, message) => {
    const answer = await report(tokens.admin, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('merchant payments totals and date order', () => {
  /** Counted the slow way: a currency counts the rows that paid something in it and adds their 'Total pago', whatever the state. */
  const expectedTotals = (rows: MerchantPaymentRecord[]) =>
    [
      { currency: 'CRC', pick: (row: MerchantPaymentRecord) => Number(row.TOTALPAGOLOCAL) },
      { currency: 'USD', pick: (row: MerchantPaymentRecord) => Number(row.TOTALPAGODOLARES) },
    ]
      .map(({ currency, pick }) => {
        const paid = rows.filter((row) => pick(row) !== 0);
        return { currency, count: paid.length, amount: paid.reduce((sum, row) => sum + pick(row), 0) };
      })
      .filter((total) => total.count > 0);

  it('totals each currency over the whole range, the same on every page', async () => {
    const rows = expected(crDate(Date.now() - 29 * DAY_MS), crDate(Date.now()));
    const first = await report(tokens.admin, { from, to, page: 0 });
    const second = await report(tokens.backoffice, { from, to, page: 1 });
    const want = expectedTotals(rows);
    expect(want.length).toBe(2);
    expect(first.body.totals.map((total: { currency: string; count: number }) => [total.currency, total.count])).toEqual(want.map((total) => [total.currency, total.count]));
    first.body.totals.forEach((total: { amount: number }, index: number) => expect(total.amount).toBeCloseTo(want[index].amount, 2));
    expect(second.body.totals).toEqual(first.body.totals);
  });

  it('pages oldest first on sortOrder ASC', async () => {
    const rows = expected(crDate(Date.now() - 29 * DAY_MS), crDate(Date.now())).reverse();
    const answer = await report(tokens.admin, { from, to, page: 1, sortOrder: 'ASC' });
    expect(answer.body.pagos.map((row: { ID: number }) => row.ID)).toEqual(rows.slice(25, 50).map((row) => row.ID));
  });
});
