import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecord, ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import type { DayCloseRecord } from '../../mock-api/restaurant/dayClose';
import { storedDocuments } from '../../mock-api/restaurant/electronicReceipts';
import { crDate } from '../../src/domain/costaRicaTime';
import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { tabMessages } from '../../src/domain/tabMessages';
import { receiptKeyOf } from '../../mock-api/restaurant/tabReceipts';
import { openEventStream } from '../support/eventStream';
import { apiForFile, DEMO, freeSeededTables, signedIn } from '../support/testApi';

/**
 * The table's open tab from every phone, calls to staff, paying the tab whole or split by
 * card, SINPE Móvil or cash, and never twice (idempotency keys, the last colón paid once).
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
let state: StateWithRestaurant;
let tables: TableRecord[];
let products: ProductRecord[];
let sodaTable: TableRecord;
const streams: { close(): void }[] = [];
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2 });
freeSeededTables(api, () => [tokens.merchant, tokens.merchant2]);
beforeAll(() => {
  state = api.store.state() as StateWithRestaurant;
  tables = state.tables.filter((table) => table.merchant_id === 2);
  sodaTable = state.tables.find((table) => table.merchant_id === 3)!;
  products = state.products.filter((product) => product.merchant_id === 2 && product.available > 5);
});

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;
const order = (table: TableRecord, productIndex: number, quantity: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.call('POST', '/order/external', {
    body: { token: table.token, order: { detail: '', products: [{ id: products[productIndex].id, quantity }], takeout: false }, ...extra },
    headers,
  });
const tab = (table: TableRecord) => api.call('POST', '/table/tab/external', { body: { token: table.token } });
const callStaff = (table: TableRecord, kind: string, headers: Record<string, string> = {}) => api.call('POST', '/table/call/external', { body: { token: table.token, kind }, headers });
const pay = (table: TableRecord, body: Record<string, unknown>, key = newKey()) =>
  api.call('POST', '/table/pay/external', { body: { token: table.token, tip: 0, ...body }, headers: { 'Idempotency-Key': key } });
const close = (table: TableRecord, token = tokens.merchant) => api.call('PUT', `/orders/tables/${table.id}/close`, { token });
const boardTable = async (table: TableRecord, token = tokens.merchant) => {
  const answer = await api.call('GET', '/orders/tables', { token });
  expect(answer.status).toBe(200);
  return (answer.body.tables as { id: number }[]).find((row) => row.id === table.id) as any;
};
const storedPayments = () => (state as unknown as { payments: PaymentRecord[] }).payments;

describe('the open tab: POST /table/tab/external', () => {
  it('gathers the rounds of every phone at the table, with who ordered them and one total; another table sees none of it', async () => {
    const table = tables[0];
    expect((await tab(table)).body.tab).toBeNull();
    const first = await order(table, 0, 2, { name: 'Ana' });
    const second = await order(table, 1, 1);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const answer = await tab(table);
    expect(answer.status).toBe(200);
    const { rounds, amounts } = answer.body.tab;
    expect(rounds.map((round: { name: string }) => round.name)).toEqual(['Ana', 'Mesa']);
    expect(amounts.total).toBeCloseTo(first.body.order.total + second.body.order.total, 2);
    expect(amounts.remaining).toBe(amounts.total);
    expect(amounts.paid).toBe(0);
    // the parts add up: before tax, IVA and the 10 % service
    expect(Math.round((amounts.subtotal + amounts.tax + amounts.service) * 100)).toBe(Math.round(amounts.total * 100));
    // the line's price is final (IVA and service inside)
    expect(rounds[0].lines[0].total).toBeCloseTo(first.body.order.total, 2);
    // the next table is another bill
    expect((await tab(tables[1])).body.tab).toBeNull();
    expect((await tab(sodaTable)).body.tab).toBeNull();
  });

  it('answers an unknown or malformed code 404, like any other public table call', async () => {
    expect((await api.call('POST', '/table/tab/external', { body: { token: 'x'.repeat(22) } })).status).toBe(404);
    expect((await api.call('POST', '/table/tab/external', { body: { token: 42 } })).status).toBe(404);
    expect((await api.call('POST', '/table/call/external', { body: { token: 'x'.repeat(22), kind: 'waiter' } })).status).toBe(404);
    expect((await api.call('POST', '/table/pay/external', { body: { token: 'x'.repeat(22), amount: 1, tip: 0, method: 'sinpe', sinpeReference: '12345678' }, headers: { 'Idempotency-Key': newKey() } })).status).toBe(404);
  });

  it('follows the tab live: another phone’s round reaches the stream at once', async () => {
    const table = tables[2];
    const stream = await openEventStream(`${api.url}/table/tab/external`, { accept: 'text/event-stream' }, { token: table.token });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect((await stream.next('tab')).data).toMatchObject({ tab: null });
    // how soon: `npm run bench -- livePush`
    expect((await order(table, 0, 1, { name: 'Luis' })).status).toBe(200);
    const changed = await stream.next('tab');
    expect((changed.data as any).tab.rounds[0].name).toBe('Luis');
  });

  it('closes when staff close the table: the phones see an empty tab and the next order opens a new one', async () => {
    const table = tables[3];
    await order(table, 0, 1);
    const before = (await tab(table)).body.tab;
    expect(before).not.toBeNull();
    // another merchant cannot close it: 404 as if it did not exist
    expect((await close(table, tokens.merchant2)).status).toBe(404);
    const closed = await close(table);
    expect(closed.status).toBe(200);
    expect(closed.body.table.tab).toBeNull();
    expect((await tab(table)).body.tab).toBeNull();
    expect((await close(table)).status).toBe(409);
    await order(table, 1, 1);
    const after = (await tab(table)).body.tab;
    expect(after.id).not.toBe(before.id);
    expect(after.rounds).toHaveLength(1);
  });

  it("keeps a table closed unpaid taken: its open orders stay on 'Mesas' until paid or cancelled", async () => {
    const table = tables[13];
    // the seed's own rounds of today may hold the table too (their bill was closed above): follow this order's
    const holds = (row: { openOrders: { id: number; orderNumber: number }[] }, id: number) => row.openOrders.filter((open) => open.id === id);
    const placed = (await order(table, 0, 1)).body.order;
    const entry = [{ id: placed.id, orderNumber: placed.orderNumber }];
    // an open order of its bill: the table is taken through its tab
    expect(holds(await boardTable(table), placed.id)).toEqual(entry);
    const closed = await close(table);
    expect(closed.status).toBe(200);
    // no bill, but the order still owes: the floor answer says so, with the number 'Pedidos' shows
    expect(closed.body.table.tab).toBeNull();
    expect(closed.body.message).toBe(tabMessages.tableClosedOwing);
    expect(holds(closed.body.table, placed.id)).toEqual(entry);
    expect(holds(await boardTable(table), placed.id)).toEqual(entry);
    // the board agrees: the same order is today's and unpaid there
    const board = await api.call('GET', '/orders/today', { token: tokens.merchant });
    expect(board.status).toBe(200);
    expect((board.body.orders as { id: number; paid: boolean }[]).find((row) => row.id === placed.id)).toMatchObject({ paid: false });
    // cancelled on 'Pedidos', it owes nothing and holds the table no more
    const cancelled = await api.call('PUT', `/orders/${placed.id}/status`, { token: tokens.merchant, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se fueron' } });
    expect(cancelled.status).toBe(200);
    expect(holds(await boardTable(table), placed.id)).toEqual([]);
    // a bill paid whole holds no open order either
    const paidOrder = (await order(table, 0, 1)).body.order;
    expect(holds(await boardTable(table), paidOrder.id)).toHaveLength(1);
    const owed = (await tab(table)).body.tab.amounts.remaining;
    expect((await pay(table, { amount: owed, method: 'card', card: CARD })).status).toBe(200);
    expect(holds(await boardTable(table), paidOrder.id)).toEqual([]);
    expect((await close(table)).status).toBe(200);
    // another merchant's board lists none of this restaurant's tables
    expect(((await api.call('GET', '/orders/tables', { token: tokens.merchant2 })).body.tables as { id: number }[]).some((row) => row.id === table.id)).toBe(false);
  });
});

describe('calls: POST /table/call/external', () => {
  it('reaches the board’s stream, stays until attended, one pending per kind', async () => {
    const table = tables[4];
    const board = await openEventStream(`${api.url}/orders/events`, { authorization: `Bearer ${tokens.merchant}`, accept: 'text/event-stream' });
    streams.push(board);
    await board.next('ready');
    // how soon: `npm run bench -- livePush`
    const first = await callStaff(table, 'waiter');
    expect(first.status).toBe(200);
    expect(first.body.repeated).toBe(false);
    const event = await board.next('table');
    expect((event.data as any).calls).toMatchObject([{ id: first.body.call.id, kind: 'waiter', attendedAt: null }]);
    // a second tap while one is pending is the same call
    const again = await callStaff(table, 'waiter');
    expect(again.body).toMatchObject({ repeated: true, call: { id: first.body.call.id } });
    const bill = await callStaff(table, 'bill');
    expect(bill.body.call.id).not.toBe(first.body.call.id);
    expect((await boardTable(table)).calls).toHaveLength(2);
    expect((await callStaff(table, 'dessert')).status).toBe(400);
    // another merchant's staff cannot attend it
    expect((await api.call('PUT', `/orders/calls/${first.body.call.id}/attend`, { token: tokens.merchant2 })).status).toBe(404);
    const attended = await api.call('PUT', `/orders/calls/${first.body.call.id}/attend`, { token: tokens.operator });
    expect(attended.status).toBe(200);
    expect(attended.body.table.calls.map((call: { kind: string }) => call.kind)).toEqual(['bill']);
    expect((await api.call('PUT', `/orders/calls/${first.body.call.id}/attend`, { token: tokens.merchant })).status).toBe(409);
    // attended: the diner may call again
    expect((await callStaff(table, 'waiter')).body.repeated).toBe(false);
  });
});

describe('paying the tab: POST /table/pay/external', () => {
  it('splits it in two: a card part with a 10 % tip and a SINPE part the owner confirms; each payment has its receipt', async () => {
    const table = tables[5];
    await order(table, 0, 2, { name: 'Ana' });
    await order(table, 1, 2, { name: 'Luis' });
    const { amounts } = (await tab(table)).body.tab;
    const half = Math.round((amounts.total / 2) * 100) / 100;
    const tip = Math.round(half * 10) / 100;
    const card = await pay(table, { amount: half, tip, method: 'card', card: CARD, payerName: 'Ana' });
    expect(card.status, card.text).toBe(200);
    expect(card.body.payment).toMatchObject({ method: 'card', status: 'confirmed', amount: half, tip, payerName: 'Ana' });
    expect(card.body.voucherId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // the card is charged the part and the tip; its voucher lists what it paid
    const voucher = await api.call('GET', `/invoice/${card.body.voucherId}`);
    expect(voucher.status).toBe(200);
    expect(voucher.body.transaction.amount).toBe(Math.round((half + tip) * 100));
    // the voucher names the tip the amount includes: its invoice is the bill's part alone
    expect(voucher.body.transaction.tip).toBe(Math.round(tip * 100));
    expect(Math.round(voucher.body.invoice.localTotal * 100) + voucher.body.transaction.tip).toBe(voucher.body.transaction.amount);
    const rest = Math.round((amounts.total - half) * 100) / 100;
    expect(card.body.tab.tab.amounts).toMatchObject({ paid: half, remaining: rest, tips: tip });

    expect((await pay(table, { amount: rest, method: 'sinpe', sinpeReference: '12' })).status).toBe(400);
    const sinpe = await pay(table, { amount: rest, method: 'sinpe', sinpeReference: '000123456789012' });
    expect(sinpe.status, sinpe.text).toBe(200);
    expect(sinpe.body.payment).toMatchObject({ method: 'sinpe', status: 'pending' });
    expect(sinpe.body.tab.tab.amounts).toMatchObject({ pending: rest, remaining: 0 });
    // on the board, 'SINPE por confirmar' with the reference to check
    const waiting = (await boardTable(table)).tab.payments.find((payment: { id: number }) => payment.id === sinpe.body.payment.id);
    expect(waiting).toMatchObject({ status: 'pending', sinpeReference: '000123456789012' });
    expect((await api.call('PUT', `/orders/payments/${sinpe.body.payment.id}/confirm`, { token: tokens.merchant2 })).status).toBe(404);
    const confirmed = await api.call('PUT', `/orders/payments/${sinpe.body.payment.id}/confirm`, { token: tokens.merchant });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.table.tab.amounts).toMatchObject({ paid: amounts.total, pending: 0, remaining: 0 });
    const diner = (await tab(table)).body.tab;
    expect(diner.payments.map((payment: { status: string }) => payment.status)).toEqual(['confirmed', 'confirmed']);

    const records = storedPayments().filter((payment) => payment.tabId === diner.id);
    expect(records.map((payment) => payment.method)).toEqual(['card', 'sinpe']);
    const documents = storedDocuments(state);
    for (const [record, medio] of [[records[0], '02'], [records[1], '06']] as const) {
      const document = documents.find((candidate) => candidate.voucher_id === receiptKeyOf(record));
      expect(document, `receipt of the ${record.method} payment`).toBeDefined();
      expect(document!.xml.includes(`<TipoMedioPago>${medio}</TipoMedioPago>`), `MedioPago ${medio}`).toBe(true);
    }
    expect((await pay(table, { amount: 1, method: 'card', card: CARD })).status).toBe(409);
  });

  it('a rejected SINPE payment is owed again, with its reason on the phones', async () => {
    const table = tables[6];
    await order(table, 0, 1);
    const { amounts } = (await tab(table)).body.tab;
    const sinpe = await pay(table, { amount: amounts.total, method: 'sinpe', sinpeReference: '98765432' });
    expect(sinpe.status).toBe(200);
    expect((await api.call('PUT', `/orders/payments/${sinpe.body.payment.id}/reject`, { token: tokens.merchant, body: { reason: '' } })).status).toBe(400);
    const rejected = await api.call('PUT', `/orders/payments/${sinpe.body.payment.id}/reject`, { token: tokens.merchant, body: { reason: 'No aparece en el banco' } });
    expect(rejected.status).toBe(200);
    const after = (await tab(table)).body.tab;
    expect(after.amounts.remaining).toBe(amounts.total);
    expect(after.payments[0]).toMatchObject({ status: 'rejected', rejectReason: 'No aparece en el banco' });
    expect((await api.call('PUT', `/orders/payments/${sinpe.body.payment.id}/confirm`, { token: tokens.merchant })).status).toBe(409);
  });

  it('pays selected items, never the same item twice', async () => {
    const table = tables[7];
    const placed = (await order(table, 0, 2)).body.order;
    const item = { orderId: placed.id, productId: placed.products[0].id, quantity: 1 };
    const first = await pay(table, { items: [item], method: 'card', card: CARD });
    expect(first.status, first.text).toBe(200);
    expect(first.body.payment.amount).toBeCloseTo(placed.total / 2, 2);
    expect(first.body.tab.tab.rounds[0].lines[0].paidQuantity).toBe(1);
    expect((await pay(table, { items: [{ ...item, quantity: 2 }], method: 'card', card: CARD })).status).toBe(400);
    expect((await pay(table, { items: [item], amount: 5, method: 'card', card: CARD })).status).toBe(400);
    expect((await pay(table, { items: [item], method: 'card', card: CARD })).status).toBe(200);
    expect((await tab(table)).body.tab.amounts.remaining).toBe(0);
  });

  it('refuses malformed items 400, never a 5xx', async () => {
    const table = tables[7];
    for (const items of [[], [null], [{}], [1], [{ orderId: 1, productId: 1 }]]) {
      const answer = await pay(table, { items, method: 'sinpe', sinpeReference: '12345678' });
      expect(answer.status, `${JSON.stringify(items)}: ${answer.text}`).toBe(400);
    }
  });

  it('cash recorded by staff: received and change', async () => {
    const table = tables[8];
    await order(table, 0, 1);
    const { amounts } = (await tab(table)).body.tab;
    const short = await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: amounts.total, tip: 500, received: amounts.total } });
    expect(short.status).toBe(400);
    const received = Math.ceil(amounts.total / 1000) * 1000 + 1000;
    const cash = await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: amounts.total, tip: 500, received } });
    expect(cash.status, cash.text).toBe(200);
    const record = cash.body.table.tab.payments[0];
    expect(record).toMatchObject({ method: 'cash', status: 'confirmed', amount: amounts.total, tip: 500, cashReceived: received, recordedBy: DEMO.merchant });
    expect(record.change).toBeCloseTo(received - amounts.total - 500, 2);
    expect(storedDocuments(state).find((document) => document.voucher_id === record.documentId)?.xml.includes('<TipoMedioPago>01</TipoMedioPago>')).toBe(true);
    expect((await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant2, body: { amount: 1, tip: 0, received: 1 } })).status).toBe(404);
  });
});

describe('never twice: idempotency keys', () => {
  it('the same key places one order and answers it again, cancel key included', async () => {
    const table = tables[9] ?? tables[0];
    const key = newKey();
    const count = state.orders.length;
    const first = await order(table, 0, 1, {}, { 'Idempotency-Key': key });
    const second = await order(table, 0, 1, {}, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(state.orders.length).toBe(count + 1);
    // the key is per table: another table's same key is another order
    expect((await order(tables[1], 0, 1, {}, { 'Idempotency-Key': key })).body.order.id).not.toBe(first.body.order.id);
    expect((await order(table, 0, 1, {}, { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
    // neither the key nor the cancel key is in the data file in the clear
    const stored = JSON.stringify((state as unknown as Record<string, unknown>).idempotencyKeys);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(first.body.cancelKey);
  });

  it('the same key pays once and answers the first payment again; a payment needs a key', async () => {
    const table = tables[10] ?? tables[1];
    await close(table);
    await order(table, 0, 1);
    const { amounts } = (await tab(table)).body.tab;
    const key = newKey();
    const first = await pay(table, { amount: amounts.total, method: 'card', card: CARD }, key);
    const second = await pay(table, { amount: amounts.total, method: 'card', card: CARD }, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(storedPayments().filter((payment) => payment.tabId === first.body.tab.tab.id)).toHaveLength(1);
    const unkeyed = await api.call('POST', '/table/pay/external', { body: { token: table.token, amount: 1, tip: 0, method: 'card', card: CARD } });
    expect(unkeyed.status).toBe(400);
  });

  it('the same key calls once', async () => {
    const table = tables[11] ?? tables[2];
    const key = newKey();
    const first = await callStaff(table, 'bill', { 'Idempotency-Key': key });
    const second = await callStaff(table, 'bill', { 'Idempotency-Key': key });
    expect(second.body).toEqual(first.body);
  });

  it('two phones paying the last colón at once: exactly one pays, the other is told it is paid', async () => {
    const table = tables[12] ?? tables[3];
    await close(table);
    await order(table, 0, 1);
    const { amounts, id } = (await tab(table)).body.tab;
    const [one, two] = await Promise.all([
      pay(table, { amount: amounts.total, method: 'card', card: CARD }),
      pay(table, { amount: amounts.total, method: 'card', card: CARD }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect([one, two].find((answer) => answer.status === 409)!.body.message).toBe('La cuenta ya está pagada.');
    expect(storedPayments().filter((payment) => payment.tabId === id)).toHaveLength(1);
  });
});

describe("the SINPE Móvil number: a company setting (PUT /merchant/config/:id)", () => {
  const settings = () => api.call('GET', '/merchant/config/2', { token: tokens.merchant });
  const put = async (sinpePhone: unknown) => {
    const { merchant } = (await settings()).body;
    const { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal } = merchant;
    return api.call('PUT', '/merchant/config/2', { token: tokens.merchant, body: { merchant: { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal, sinpePhone } } });
  };

  it('is seeded for the demo restaurant, refused unless a Costa Rican mobile of 8 digits, and without it the tab offers no SINPE', async () => {
    expect((await settings()).body.merchant.sinpePhone).toBe('88887777');
    for (const wrong of ['12345678', '8888777', '888877770', '8888-7777', 88887777, true]) {
      const answer = await put(wrong);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/SINPE Móvil|no es válido|como máximo/);
    }
    expect((await settings()).body.merchant.sinpePhone).toBe('88887777');
    // another merchant's settings do not exist for this one
    expect((await api.call('PUT', '/merchant/config/3', { token: tokens.merchant, body: { merchant: { simplifiedRegime: false, tableService: true, sinpePhone: '' } } })).status).toBe(404);

    const table = tables[tables.length - 1];
    expect((await order(table, 0, 1)).status).toBe(200);
    expect((await tab(table)).body.sinpePhone).toBe('88887777');

    const cleared = await put('');
    expect(cleared.status).toBe(200);
    expect(cleared.body.merchant.sinpePhone).toBeNull();
    expect((await tab(table)).body.sinpePhone).toBeNull();
    const refused = await pay(table, { amount: 100, method: 'sinpe', sinpeReference: '12345678' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Este comercio no recibe pagos por SINPE Móvil.');

    // absent leaves it as stored; a new number is kept
    const changed = await put('61234567');
    expect(changed.body.merchant.sinpePhone).toBe('61234567');
    const { merchant } = (await settings()).body;
    const { simplifiedRegime, tableService } = merchant;
    expect((await api.call('PUT', '/merchant/config/2', { token: tokens.merchant, body: { merchant: { simplifiedRegime, tableService } } })).body.merchant.sinpePhone).toBe('61234567');
    expect((await put('88887777')).status).toBe(200);
    expect(await close(table)).toMatchObject({ status: 200 });
  });
});

describe("a closed day: the staff's payment writes", () => {
  it('refuse to confirm or reject a SINPE payment of a closed day, to record cash or take a payment on it; nothing changes', async () => {
    const table = tables[tables.length - 2];
    expect((await order(table, 0, 2)).status).toBe(200);
    const { amounts } = (await tab(table)).body.tab;
    const half = Math.round(amounts.total * 50) / 100;
    const sinpe = await pay(table, { amount: half, method: 'sinpe', sinpeReference: '55554444333' });
    expect(sinpe.status).toBe(200);
    const paymentId = sinpe.body.payment.id as number;

    // the owner closes today (its SINPE still waiting: only the guard is under test here)
    const today = crDate(api.clock.now());
    const closed: DayCloseRecord = { id: 990_101, merchant_id: 2, date: today, closedAt: new Date(api.clock.now()).toISOString(), closedBy: 'comercio@demo.cr' };
    const withCloses = state as unknown as { dayCloses?: DayCloseRecord[] };
    (withCloses.dayCloses ??= []).push(closed);
    try {
      const before = JSON.stringify(storedPayments());
      const refusal = { status: 409, body: { message: dayCloseMessages.dayClosed(today) } };
      expect(await api.call('PUT', `/orders/payments/${paymentId}/confirm`, { token: tokens.merchant })).toMatchObject(refusal);
      expect(await api.call('PUT', `/orders/payments/${paymentId}/reject`, { token: tokens.merchant, body: { reason: 'No aparece' } })).toMatchObject(refusal);
      expect(await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: 100, tip: 0, received: 100 } })).toMatchObject(refusal);
      expect(await pay(table, { amount: 100, method: 'card', card: CARD })).toMatchObject(refusal);
      expect(JSON.stringify(storedPayments())).toBe(before);
    } finally {
      withCloses.dayCloses!.splice(withCloses.dayCloses!.indexOf(closed), 1);
    }
    // the day open again, the same write goes through
    expect((await api.call('PUT', `/orders/payments/${paymentId}/confirm`, { token: tokens.merchant })).status).toBe(200);
    expect((await close(table)).status).toBe(200);
  });
});

describe('a SINPE Móvil reference pays once', () => {
  it('refuses a second payment with a reference waiting or confirmed at the merchant, from any table; a rejected one may be typed again', async () => {
    const [first, second] = [tables[13], tables[0]];
    await order(first, 0, 2);
    await order(second, 0, 2);
    const reference = `7${Date.now()}`.slice(0, 14);
    const waiting = await pay(first, { amount: 100, method: 'sinpe', sinpeReference: reference });
    expect(waiting.status, waiting.text).toBe(200);
    const before = storedPayments().length;
    // the same reference while it waits: refused here and at another table, nothing recorded
    for (const table of [first, second]) {
      const again = await pay(table, { amount: 100, method: 'sinpe', sinpeReference: reference });
      expect(again.status, again.text).toBe(409);
      expect(again.body).toMatchObject({ message: tabMessages.sinpeReferenceUsed, field: 'sinpeReference' });
    }
    expect(storedPayments()).toHaveLength(before);
    // confirmed: still refused
    expect((await api.call('PUT', `/orders/payments/${waiting.body.payment.id}/confirm`, { token: tokens.merchant })).status).toBe(200);
    expect((await pay(second, { amount: 100, method: 'sinpe', sinpeReference: reference })).status).toBe(409);
    // a rejected payment's reference may be typed again (the diner mistyped it the first time)
    const other = `8${Date.now()}`.slice(0, 14);
    const mistyped = await pay(second, { amount: 100, method: 'sinpe', sinpeReference: other });
    expect((await api.call('PUT', `/orders/payments/${mistyped.body.payment.id}/reject`, { token: tokens.merchant, body: { reason: 'No aparece en el banco' } })).status).toBe(200);
    expect((await pay(second, { amount: 100, method: 'sinpe', sinpeReference: other })).status).toBe(200);
  });
});

describe('a payment record whose charge is missing (a data file edited by hand)', () => {
  it("is left out of the board and the bill, which still answer, instead of failing them", async () => {
    const table = tables[5];
    expect((await order(table, 0, 1)).status).toBe(200);
    const paid = await pay(table, { amount: 100, method: 'card', card: CARD });
    expect(paid.status).toBe(200);
    const id = paid.body.payment.id as number;
    expect((await boardTable(table)).tab.payments.map((payment: { id: number }) => payment.id)).toContain(id);
    const ledger = (state as unknown as { ledger: { paymentId?: number; merchant_id: number }[] }).ledger;
    const charge = ledger.findIndex((movement) => movement.paymentId === id && movement.merchant_id === table.merchant_id);
    expect(charge).toBeGreaterThanOrEqual(0);
    const [removed] = ledger.splice(charge, 1);
    try {
      expect((await boardTable(table)).tab.payments.map((payment: { id: number }) => payment.id)).not.toContain(id);
      const bill = await tab(table);
      expect(bill.status).toBe(200);
      expect(bill.body.tab.payments.map((payment: { id: number }) => payment.id)).not.toContain(id);
    } finally {
      ledger.splice(charge, 0, removed);
    }
  });
});
