import { DOMParser } from '@xmldom/xmldom';
import { afterEach, describe, expect, it } from 'vitest';
import { crDate, DAY_MS } from '../../src/domain/costaRicaTime';
import { addDays } from '../../src/domain/dateRanges';
import { receiptMessages } from '../../src/domain/receiptMessages';
import { ACCEPTED_MESSAGE } from '../../mock-api/receipts/receptionSimulator';
import { pendingRetryDelay, RETRY_FIRST_MS } from '../../mock-api/restaurant/receiptReception';
import { DOCUMENTS, type ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { payQrOrder } from '../support/qrPayment';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * Electronic receipts, the back office's side: the merchant's 'Comprobantes' endpoints (list with filters and
 * totals, one document, its XML, resend of a rejected one, CSV), another merchant's documents as
 * 404 everywhere, and Hacienda's reception switched off (situación 3, retried, then accepted).
 */
const api = apiForFile();
const token = signedIn(api, { owner: DEMO.merchant, operator: DEMO.operator, other: DEMO.merchant2, admin: DEMO.admin, backoffice: DEMO.backoffice });
const state = () => api.store.state() as StateWithRestaurant;
const documents = () => state()[DOCUMENTS] as ElectronicDocumentRecord[];

const paidOrder = async (merchantId: number) => {
  const voucherId = await payQrOrder(api, merchantId);
  const document = (await api.call('GET', `/invoice/${voucherId}`)).body.electronicDocument;
  expect(document).toBeTruthy();
  return document as { clave: string; consecutivo: string; status: string };
};

/** Waits (real time: the reception answers on a timer) until the document reaches the state. */
const untilStatus = async (clave: string, status: string, ms = 8000) => {
  const recordOf = () => documents().find((candidate) => candidate.clave === clave);
  await expect.poll(() => recordOf()?.status, { timeout: ms, message: `document ${clave}` }).toBe(status);
  return recordOf()!;
};

const xmlTotal = (xml: string) => {
  const root = new DOMParser().parseFromString(xml, 'text/xml');
  return { total: Number(root.getElementsByTagName('TotalComprobante')[0].textContent), currency: root.getElementsByTagName('CodigoMoneda')[0].textContent as string };
};

/** What the list should say, recomputed from the stored records. */
const expected = (merchantId: number, from: string, to: string, keep: (document: ElectronicDocumentRecord) => boolean = () => true) => {
  const rows = documents().filter((document) => document.merchant_id === merchantId && crDate(document.issuedAt) >= from && crDate(document.issuedAt) <= to && keep(document));
  const totals = new Map<string, { count: number; amount: number }>();
  for (const row of rows) {
    const { total, currency } = xmlTotal(row.xml);
    const key = `${row.type} ${currency}`;
    const sum = totals.get(key) ?? { count: 0, amount: 0 };
    totals.set(key, { count: sum.count + 1, amount: Math.round((sum.amount + total) * 100_000) / 100_000 });
  }
  return { claves: rows.sort((a, b) => b.issuedAt - a.issuedAt || b.consecutivo.localeCompare(a.consecutivo)).map((row) => row.clave), totals };
};

const list = (query: string, who: string = token.owner) => api.call('GET', `/receipts/list?${query}`, { token: who });

afterEach(() => {
  delete process.env.HACIENDA_RECEPTION;
});

describe("the merchant's documents", () => {
  let today: string;

  it('lists the range with filters, and totals per type and currency equal to the records', async () => {
    await paidOrder(2);
    await paidOrder(2);
    today = crDate(api.clock.now());
    // documents of other days and states, beside the real ones: copies of a real one moved in time
    const [model] = documents().filter((document) => document.merchant_id === 2);
    const copy = (daysBack: number, status: ElectronicDocumentRecord['status'], index: number): ElectronicDocumentRecord => ({
      ...model,
      issuedAt: model.issuedAt - daysBack * DAY_MS - index * 60_000,
      status,
      clave: `${model.clave.slice(0, 42)}${String(90_000_000 + index)}`,
      consecutivo: model.consecutivo,
    });
    // and another merchant's of today
    documents().push(copy(1, 'aceptado', 1), copy(1, 'rechazado', 2), copy(40, 'aceptado', 3), copy(400, 'aceptado', 4), { ...copy(0, 'aceptado', 5), merchant_id: 3 });

    const month = await list(`from=${addDays(today, -30)}&to=${today}&size=100`);
    expect(month.status).toBe(200);
    const want = expected(2, addDays(today, -30), today);
    expect(month.body.documents.map((row: { clave: string }) => row.clave)).toEqual(want.claves);
    expect(month.body.total).toBe(want.claves.length);
    expect(new Map(month.body.totals.map((total: { type: string; currency: string; count: number; amount: number }) => [`${total.type} ${total.currency}`, { count: total.count, amount: total.amount }]))).toEqual(want.totals);
    // the other merchant's copy is not among them
    expect(month.body.documents.every((row: { clave: string }) => documents().find((document) => document.clave === row.clave)?.merchant_id === 2)).toBe(true);

    const yesterday = await list(`from=${addDays(today, -1)}&to=${addDays(today, -1)}`);
    expect(yesterday.body.total).toBe(2);
    const rejected = await list(`from=${addDays(today, -1)}&to=${today}&status=rechazado`);
    expect(rejected.body.documents.map((row: { clave: string }) => row.clave)).toEqual(expected(2, addDays(today, -1), today, (document) => document.status === 'rechazado').claves);
    expect((await list(`from=${today}&to=${today}&type=01`)).body).toMatchObject({ total: 0, totals: [] });

    // paging: the totals stay those of the whole range
    const page = await list(`from=${addDays(today, -30)}&to=${today}&size=1&page=2`);
    expect(page.body.documents).toHaveLength(1);
    expect(page.body.documents[0].clave).toBe(want.claves[1]);
    expect(page.body.totals).toEqual(month.body.totals);

    // search by part of the consecutivo or of the clave
    const [first] = want.claves;
    const firstRecord = documents().find((document) => document.clave === first) as ElectronicDocumentRecord;
    const bySequence = await list(`from=${today}&to=${today}&search=${firstRecord.consecutivo.slice(-10)}`);
    expect(bySequence.body.documents.map((row: { consecutivo: string }) => row.consecutivo)).toContain(firstRecord.consecutivo);
    expect((await list(`from=${today}&to=${today}&search=${first}`)).body.documents.map((row: { clave: string }) => row.clave)).toEqual([first]);
  });

  it('refuses filters that are not valid, in Spanish', async () => {
    expect(await list('type=05')).toMatchObject({ status: 400, body: { message: receiptMessages.invalidType } });
    expect(await list('search=abc')).toMatchObject({ status: 400, body: { message: receiptMessages.invalidSearch } });
    expect(await list('status=perdido')).toMatchObject({ status: 400, body: { message: receiptMessages.invalidStatus } });
    expect((await list('from=2026-02-30')).status).toBe(400);
    expect((await list(`from=${today}&to=${addDays(today, -2)}`)).status).toBe(400);
  });

  it('reads one, with its lines, and hands out its signed XML; the operator may too', async () => {
    const [mine] = documents().filter((document) => document.merchant_id === 2);
    const one = await api.call('GET', `/receipts/${mine.clave}`, { token: token.operator });
    expect(one.status).toBe(200);
    expect(one.body.document).toMatchObject({ clave: mine.clave, consecutivo: mine.consecutivo, type: '04', situacion: '1', total: xmlTotal(mine.xml).total });
    expect(one.body.document.lines.length).toBeGreaterThan(0);
    const xml = await api.call('GET', `/receipts/${mine.clave}/xml`, { token: token.owner });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(xml.text).toBe(mine.xml);
  });

  it("answers another merchant's document 404 on every path, as if it did not exist; the provider has no such screen", async () => {
    const [mine] = documents().filter((document) => document.merchant_id === 2);
    const listed = await list(`from=${addDays(today, -30)}&to=${today}&search=${mine.clave}`, token.other);
    expect(listed).toMatchObject({ status: 200, body: { total: 0, documents: [] } });
    const missing = await api.call('GET', `/receipts/${'1'.repeat(50)}`, { token: token.other });
    for (const [method, path] of [['GET', ''], ['GET', '/xml'], ['POST', '/resend']]) {
      const answer = await api.call(method, `/receipts/${mine.clave}${path}`, { token: token.other });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual(missing.body);
      expect(answer.text).not.toContain(mine.consecutivo);
    }
    expect((await api.call('GET', `/receipts/${mine.clave}`, { token: token.admin })).status).toBe(403);
  });

  it('exports every filtered document as CSV', async () => {
    const csv = await api.call('GET', `/receipts/export?from=${addDays(today, -30)}&to=${today}`, { token: token.owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Fecha,Tipo,Consecutivo,Clave,Estado,Situación,Medio de pago,Moneda,Total,Receptor,Pedido,Mensaje de Hacienda,Corrige,Envío');
    expect(lines).toHaveLength(expected(2, addDays(today, -30), today).claves.length + 1);
    expect(lines[1]).toContain('Tiquete electrónico');
  });
});

describe("the provider's view of each merchant's documents by state", () => {
  it('counts each merchant\'s documents of the range by state as the records say, rejected first; a back-office user sees its bank only', async () => {
    const today = crDate(api.clock.now());
    const from = addDays(today, -30);
    const answer = await api.call('GET', `/dashboard/receipts?from=${from}&to=${today}`, { token: token.admin });
    expect(answer.status).toBe(200);
    const inRange = documents().filter((document) => crDate(document.issuedAt) >= from && crDate(document.issuedAt) <= today);
    const merchantIds = [...new Set(inRange.map((document) => document.merchant_id))];
    expect(answer.body.merchants.map((row: { id: number }) => row.id).sort()).toEqual(merchantIds.sort());
    for (const row of answer.body.merchants) {
      const own = inRange.filter((document) => document.merchant_id === row.id);
      const count = (status: string) => own.filter((document) => document.status === status).length;
      expect(row.counts).toEqual({ pendiente: count('pendiente'), recibido: count('recibido'), aceptado: count('aceptado'), rechazado: count('rechazado') });
      expect(row.total).toBe(own.length);
    }
    // merchant 2 has a rejected document in the range: it comes first
    expect(answer.body.merchants[0]).toMatchObject({ id: 2 });
    expect(answer.body.merchants[0].counts.rechazado).toBeGreaterThan(0);
    // the whole list in the records' order: the most rejected first, then by name
    const rejected = (id: number) => inRange.filter((document) => document.merchant_id === id && document.status === 'rechazado').length;
    const named = merchantIds.map((id) => ({ id, name: state().merchants.find((merchant) => merchant.id === id)!.name }));
    named.sort((a, b) => rejected(b.id) - rejected(a.id) || a.name.localeCompare(b.name, 'es'));
    expect(answer.body.merchants.map((row: { id: number; name: string }) => ({ id: row.id, name: row.name }))).toEqual(named);

    const bankId = state().users.find((user) => user.username === DEMO.backoffice)!.bank_id;
    const ofBank = await api.call('GET', `/dashboard/receipts?from=${from}&to=${today}`, { token: token.backoffice });
    expect(ofBank.status).toBe(200);
    expect(ofBank.body.merchants.map((row: { id: number }) => row.id)).toEqual(
      answer.body.merchants.map((row: { id: number }) => row.id).filter((id: number) => state().merchants.find((merchant) => merchant.id === id)!.bank_id === bankId),
    );
    expect((await api.call('GET', '/dashboard/receipts', { token: token.owner })).status).toBe(403);
  });
});

describe("the order board names each paid order's receipt", () => {
  it('gives the consecutivo of the document in force on the board, and none for an unpaid order', async () => {
    const issued = await paidOrder(2);
    const board = await api.call('GET', '/orders/today', { token: token.operator });
    const record = documents().find((document) => document.clave === issued.clave) as ElectronicDocumentRecord;
    const order = board.body.orders.find((candidate: { id: number }) => candidate.id === record.order_id);
    expect(order).toMatchObject({ paid: true, receipt: { type: '04', consecutivo: issued.consecutivo } });
    const unpaid = board.body.orders.find((candidate: { paid: boolean }) => !candidate.paid);
    expect(unpaid.receipt).toBeUndefined();
  });
});

describe('resending a rejected document', () => {
  it("issues the sale again with the next consecutivo once Hacienda rejected it, and the new one is accepted", async () => {
    const issued = await paidOrder(2);
    // Hacienda finds the document changed after it was signed (its total no longer the signed one)
    const record = documents().find((document) => document.clave === issued.clave) as ElectronicDocumentRecord;
    record.xml = record.xml.replace(/<TotalComprobante>(\d+)/, (_, digits: string) => `<TotalComprobante>${Number(digits) + 1}`);
    const rejected = await untilStatus(issued.clave, 'rechazado');
    expect(rejected.message).toMatch(/^Este comprobante fue rechazado\./);

    const accepted = documents().find((document) => document.merchant_id === 2 && document.status === 'aceptado') as ElectronicDocumentRecord;
    expect(await api.call('POST', `/receipts/${accepted.clave}/resend`, { token: token.owner })).toMatchObject({ status: 409, body: { message: receiptMessages.notRejected } });

    const resent = await api.call('POST', `/receipts/${issued.clave}/resend`, { token: token.owner });
    expect(resent.status).toBe(200);
    const fresh = resent.body.document;
    expect(fresh).toMatchObject({ type: '04', replaces: issued.clave, orderId: rejected.order_id, voucherId: rejected.voucher_id });
    expect(fresh.clave).not.toBe(issued.clave);
    const counter = (consecutivo: string) => Number(consecutivo.slice(10));
    const highest = Math.max(...documents().filter((document) => document.merchant_id === 2 && document.clave !== fresh.clave).map((document) => counter(document.consecutivo)));
    expect(counter(fresh.consecutivo)).toBe(highest + 1);
    expect(resent.body.message).toBe(receiptMessages.reissued(fresh.consecutivo));
    expect((await api.call('GET', `/receipts/${issued.clave}`, { token: token.owner })).body.document).toMatchObject({ status: 'rechazado', replacedBy: fresh.clave });
    const answered = await untilStatus(fresh.clave, 'aceptado');
    expect(answered.message).toBe(ACCEPTED_MESSAGE);
    // the voucher names the document now in force
    expect((await api.call('GET', `/invoice/${rejected.voucher_id}`)).body.electronicDocument.clave).toBe(fresh.clave);
    // and only once
    expect(await api.call('POST', `/receipts/${issued.clave}/resend`, { token: token.owner })).toMatchObject({ status: 409, body: { message: receiptMessages.alreadyReissued } });
  });
});

describe("Hacienda's reception switched off", () => {
  it('keeps the document pendiente with situación 3, retries it with back-off, and it is accepted once the reception is back', async () => {
    process.env.HACIENDA_RECEPTION = 'off';
    const issued = await paidOrder(2);
    expect(issued.status).toBe('pendiente');
    // situación, the 42nd digit of the clave: 3, sin internet
    expect(issued.clave.charAt(41)).toBe('3');
    const today = crDate(api.clock.now());
    const pending = await list(`from=${today}&to=${today}&status=pendiente`);
    expect(pending.body.documents).toEqual([expect.objectContaining({ clave: issued.clave, situacion: '3', status: 'pendiente' })]);
    // tried after a second, still off: the next try waits twice as long, and the document waits
    await expect.poll(() => pendingRetryDelay(api.store), { timeout: 10_000 }).toBeGreaterThan(RETRY_FIRST_MS);
    expect(documents().find((document) => document.clave === issued.clave)?.status).toBe('pendiente');
    delete process.env.HACIENDA_RECEPTION;
    const accepted = await untilStatus(issued.clave, 'aceptado', 10_000);
    expect(accepted.message).toBe(ACCEPTED_MESSAGE);
    // the clave it was issued with stays (situación 3)
    expect(accepted.clave).toBe(issued.clave);
  });
});
