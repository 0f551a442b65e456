import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderEventHub } from '../../mock-api/restaurant/orderEvents';
import { ORDER_RESERVATIONS, type OrderReservation } from '../../mock-api/restaurant/orderReservations';
import type { OrderRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { crStartOfDay } from '../../src/domain/costaRicaTime';
import { orderBoardMessages } from '../../src/domain/orderBoardMessages';
import { ORDER_STATUSES } from '../../src/domain/orderStatus';
import { openEventStream } from '../support/eventStream';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

let state: StateWithRestaurant;
let casonaTable: TableRecord;
let sodaTable: TableRecord;
const streams: { close(): void }[] = [];

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2, admin: DEMO.admin });
beforeAll(async () => {
  state = api.store.state() as StateWithRestaurant;
  casonaTable = state.tables.find((table) => table.merchant_id === 2)!;
  sodaTable = state.tables.find((table) => table.merchant_id === 3)!;
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

const stored = (id: number) => state.orders.find((order) => order.id === id)!;
const openOf = (merchantId: number, status: OrderRecord['status'] = 'CREATED') =>
  state.orders.find((order) => order.merchant_id === merchantId && order.status === status)!;
const place = async (table: TableRecord = casonaTable) => {
  const product = state.products.find((candidate) => candidate.merchant_id === table.merchant_id)!;
  const result = await api.call('POST', '/order/external', { body: { token: table.token, order: { detail: 'Mesa junto a la ventana', products: [{ id: product.id, quantity: 2, message: 'Sin hielo' }], takeout: false } } });
  expect(result.status, result.text).toBe(200);
  return result.body as { order: { id: number; orderNumber: number }; cancelKey: string };
};
const setStatus = (token: string, id: number, body: unknown) => api.call('PUT', `/orders/${id}/status`, { token, body });
const stream = async (token: string, headers: Record<string, string> = {}) => {
  const opened = await openEventStream(`${api.url}/orders/events`, { authorization: `Bearer ${token}`, ...headers });
  streams.push(opened);
  return opened;
};

describe('seeded orders', () => {
  it('give each demo restaurant a few dozen of today’s orders across every status, numbered before new ones', () => {
    const today = crStartOfDay(Date.now());
    for (const merchantId of [2, 3]) {
      // the demo restaurant's past weeks of paid bills (mock-api/seed/bills.ts) are not the board's
      const orders = state.orders.filter((order) => order.merchant_id === merchantId && order.createdAt >= today);
      expect(orders.length).toBeGreaterThanOrEqual(30);
      for (const order of orders) {
        expect(order.createdAt).toBeGreaterThanOrEqual(today);
        expect(order.history![0]).toMatchObject({ status: 'CREATED' });
        expect(order.history!.at(-1)!.status).toBe(order.status);
        expect(order.total).toBe(order.subtotal + order.tax + order.otherCharges);
      }
      expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    }
  });
});

describe('GET /orders/today', () => {
  it('answers only the caller’s merchant’s orders, newest first, with the merchant’s printers and no secrets', async () => {
    for (const [role, merchantId] of [['merchant', 2], ['operator', 2], ['merchant2', 3]] as const) {
      const result = await api.call('GET', '/orders/today', { token: tokens[role] });
      expect(result.status).toBe(200);
      const ids = result.body.orders.map((order: { id: number }) => order.id);
      const own = state.orders.filter((order) => order.merchant_id === merchantId && order.createdAt >= crStartOfDay(Date.now())).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      expect(ids).toEqual(own.map((order) => order.id));
      expect(result.body.printers.map((printer: { name: string }) => printer.name)).toEqual(state.printers.filter((printer) => printer.merchant_id === merchantId).map((printer) => printer.name));
      expect(result.body.waiters.length).toBeGreaterThan(0);
      expect(result.text).not.toMatch(/cancelKey|merchant_id/);
      expect(result.body.orders[0]).toMatchObject({ table: { name: expect.any(String) }, section: { name: expect.any(String) } });
    }
  });

  it('refuses provider groups and callers without a token', async () => {
    expect((await api.call('GET', '/orders/today', { token: tokens.admin })).status).toBe(403);
    expect((await api.call('GET', '/orders/today')).status).toBe(401);
  });
});

describe('PUT /orders/{id}/status', () => {
  it('moves an order one step forward and keeps who and when', async () => {
    const { order } = await place();
    const result = await setStatus(tokens.operator, order.id, { from: 'CREATED', status: 'PREPARING' });
    expect(result.status, result.text).toBe(200);
    expect(result.body.order.status).toBe('PREPARING');
    const history = stored(order.id).history!;
    expect(history.at(-1)).toMatchObject({ status: 'PREPARING', by: expect.stringMatching(/\S/), at: new Date(api.clock.now()).toISOString() });
    expect(history.at(-1)!.by).not.toBe(history[0].by);
    for (const [from, status] of [['PREPARING', 'READY'], ['READY', 'DELIVERED']]) {
      expect((await setStatus(tokens.merchant, order.id, { from, status })).status).toBe(200);
    }
    expect(stored(order.id).history!.map((change) => change.status)).toEqual(['CREATED', 'PREPARING', 'READY', 'DELIVERED']);
    const finished = await setStatus(tokens.merchant, order.id, { from: 'DELIVERED', status: 'CANCELLED', reason: 'Tarde' });
    expect(finished).toMatchObject({ status: 409, body: { message: orderBoardMessages.finished } });
  });

  it('refuses a skipped step, a status the user did not see, wrong types and a cancellation without reason, changing nothing', async () => {
    const { order } = await place();
    const before = JSON.stringify(stored(order.id));
    const cases: [unknown, number, string, string?][] = [
      [{ from: 'CREATED', status: 'READY' }, 409, orderBoardMessages.notNextStatus],
      [{ from: 'PREPARING', status: 'READY' }, 409, orderBoardMessages.staleStatus],
      [{ from: 'CREATED', status: 'CANCELLED' }, 400, orderBoardMessages.reasonRequired, 'reason'],
      [{ from: 'CREATED', status: 'CANCELLED', reason: '   ' }, 400, orderBoardMessages.reasonRequired, 'reason'],
      [{ from: 'CREATED', status: 'LISTO' }, 400, orderBoardMessages.badStatus, 'status'],
      [{ from: 'CREATED', status: 2 }, 400, orderBoardMessages.badStatus, 'status'],
      [{ status: 'PREPARING' }, 400, orderBoardMessages.badStatus, 'from'],
      [{ from: 'CREATED', status: 'CANCELLED', reason: 'x'.repeat(201) }, 400, '200', 'reason'],
      [[], 400, ''],
    ];
    for (const [body, status, message, field] of cases) {
      const result = await setStatus(tokens.merchant, order.id, body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.body.message).toContain(message);
      if (field) expect(result.body.field).toBe(field);
    }
    expect(JSON.stringify(stored(order.id))).toBe(before);
  });

  it('cancels with a reason and gives back what the order took', async () => {
    const givenBack: number[] = [];
    const probe: OrderReservation = { collections: [], check: () => undefined, apply: (_s, order, direction) => void (direction === 'giveBack' && givenBack.push(order.id)) };
    ORDER_RESERVATIONS.push(probe);
    try {
      const { order } = await place();
      await setStatus(tokens.merchant, order.id, { from: 'CREATED', status: 'PREPARING' });
      const result = await setStatus(tokens.merchant, order.id, { from: 'PREPARING', status: 'CANCELLED', reason: 'El cliente se retiró' });
      expect(result.status, result.text).toBe(200);
      expect(stored(order.id).history!.at(-1)).toMatchObject({ status: 'CANCELLED', reason: 'El cliente se retiró' });
      expect(stored(order.id).cancelledAt).toBe(api.clock.now());
      expect(givenBack).toEqual([order.id]);
    } finally {
      ORDER_RESERVATIONS.splice(ORDER_RESERVATIONS.indexOf(probe), 1);
    }
  });

  it('answers 404 for another merchant’s order, whatever the id, and changes nothing', async () => {
    const soda = openOf(3);
    const before = JSON.stringify(soda);
    for (const id of [String(soda.id), '999999', '0', 'abc', '1e3']) {
      const result = await api.call('PUT', `/orders/${id}/status`, { token: tokens.merchant, body: { from: 'CREATED', status: 'PREPARING' } });
      expect(result.status, id).toBe(404);
      expect(result.body.message).toBe(orderBoardMessages.orderNotFound);
    }
    expect((await api.call('PUT', `/orders/${soda.id}/waiter`, { token: tokens.operator, body: { waiterId: null } })).status).toBe(404);
    expect(JSON.stringify(stored(soda.id))).toBe(before);
  });
});

describe('PUT /orders/{id}/waiter', () => {
  it('assigns one of the merchant’s waiters, or none; refuses another merchant’s waiter and wrong types', async () => {
    const { order } = await place();
    const own = state.waiters.find((waiter) => waiter.merchant_id === 2)!;
    const foreign = state.waiters.find((waiter) => waiter.merchant_id === 3)!;
    const assign = (body: unknown) => api.call('PUT', `/orders/${order.id}/waiter`, { token: tokens.operator, body });
    const ok = await assign({ waiterId: own.id });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.order.waiter).toEqual({ id: own.id, name: own.name });
    for (const body of [{ waiterId: foreign.id }, {}, { waiterId: '' }, { waiterId: String(own.id) }, { waiterId: 1.5 }]) {
      const refused = await assign(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.field).toBe('waiterId');
    }
    expect(stored(order.id).waiterId).toBe(own.id);
    expect((await assign({ waiterId: null })).body.order.waiter).toBeNull();
  });
});

describe('the diner’s order once the kitchen has it', () => {
  it('tells the diner its status by table token and cancel key in the body', async () => {
    const placed = await place();
    const status = (body: unknown) => api.call('POST', '/order/status/external', { body });
    expect((await status({ orderId: placed.order.id, token: casonaTable.token, cancelKey: placed.cancelKey })).body.order).toMatchObject({ status: 'CREATED', paid: false });
    await setStatus(tokens.merchant, placed.order.id, { from: 'CREATED', status: 'PREPARING' });
    expect((await status({ orderId: placed.order.id, token: casonaTable.token, cancelKey: placed.cancelKey })).body.order.status).toBe('PREPARING');
    for (const body of [{ orderId: placed.order.id, token: casonaTable.token, cancelKey: 'A'.repeat(22) }, { orderId: placed.order.id, token: sodaTable.token, cancelKey: placed.cancelKey }, { orderId: String(placed.order.id), token: casonaTable.token, cancelKey: placed.cancelKey }, []]) {
      expect((await status(body)).status).toBe(404);
    }
  });

  it('refuses the diner’s cancel once the order is in preparation, in Spanish', async () => {
    const placed = await place();
    await setStatus(tokens.operator, placed.order.id, { from: 'CREATED', status: 'PREPARING' });
    const result = await api.call('PUT', `/order/cancel/external/${placed.order.id}/${casonaTable.token}`, { body: { token: casonaTable.token, cancelKey: placed.cancelKey } });
    expect(result).toMatchObject({ status: 409, body: { message: orderBoardMessages.dinerCannotCancel } });
    expect(stored(placed.order.id).status).toBe('PREPARING');
  });
});

describe('GET /orders/events', () => {
  it('streams a new order to its merchant’s boards only, and the diner’s cancel too', async () => {
    const casona = await stream(tokens.merchant);
    const soda = await stream(tokens.merchant2);
    expect(casona.status).toBe(200);
    expect(casona.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const placed = await place();
    const event = await casona.next('order');
    expect(event.data).toMatchObject({ id: placed.order.id, status: 'CREATED', table: { name: casonaTable.name } });
    expect(event.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    await api.call('PUT', `/order/cancel/external/${placed.order.id}/${casonaTable.token}`, { body: { token: casonaTable.token, cancelKey: placed.cancelKey } });
    expect((await casona.next('order')).data).toMatchObject({ id: placed.order.id, status: 'CANCELLED' });
    const own = await place(sodaTable);
    expect((await soda.next('order')).data.id).toBe(own.order.id);
    // nothing of the first restaurant reached the second's board
    expect(soda.events.filter((item) => item.event === 'order').map((item) => item.data.id)).toEqual([own.order.id]);
  });

  it('catches a board up on what it missed since its last event, or tells it to reload', async () => {
    const { lastEventId } = (await api.call('GET', '/orders/today', { token: tokens.merchant })).body;
    const missed = await place();
    await place(sodaTable);
    const back = await stream(tokens.merchant, { 'last-event-id': lastEventId });
    const replayed = await back.next('order');
    expect(replayed.data.id).toBe(missed.order.id);
    // replayed once: an order placed now follows the replay, so a second copy would stand before it
    const next = await place();
    expect((await back.next('order')).data.id).toBe(next.order.id);
    expect(back.events.filter((item) => item.event === 'order').map((item) => item.data.id)).toEqual([missed.order.id, next.order.id]);
    const stranger = await stream(tokens.merchant, { 'last-event-id': 'deadbeef-1' });
    expect((await stranger.next('reset')).data.lastEventId).toMatch(/-\d+$/);
    // the polling fallback: the same catch-up as JSON
    const polled = await api.call('GET', '/orders/events', { token: tokens.merchant, headers: { 'last-event-id': lastEventId } });
    expect(polled.body).toMatchObject({ reset: false, orders: [{ id: missed.order.id }, { id: next.order.id }] });
  });

  it('authenticates with the Authorization header only, like every call', async () => {
    const token = tokens.merchant;
    expect((await openEventStream(`${api.url}/orders/events?token=${token}`, {})).status).toBe(401);
    expect((await openEventStream(`${api.url}/orders/events?access_token=${token}`, {})).status).toBe(401);
    expect((await openEventStream(`${api.url}/orders/events`, { authorization: `Bearer ${tokens.admin}` })).status).toBe(403);
  });

  it('keeps the session alive while the board is open, and ends the stream at the absolute limit', async () => {
    const token = await api.login(DEMO.operator);
    const board = await stream(token);
    const hub = orderEventHub(api.store);
    for (let minute = 0; minute < 40; minute += 10) {
      api.clock.advance(10 * 60 * 1000);
      hub.beat();
      await board.next('heartbeat');
    }
    // 40 minutes without a call of its own: the heartbeats kept it
    expect((await api.call('GET', '/orders/today', { token })).status).toBe(200);
    api.clock.advance(8 * 60 * 60 * 1000);
    hub.beat();
    await board.next('signedOut');
    await expect.poll(() => board.isEnded()).toBe(true);
    expect((await api.call('GET', '/orders/today', { token })).status).toBe(401);
  });
});
