import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_RATE_LIMITS } from '../../mock-api/auth/rateLimits';
import { HEARTBEAT_MS, orderEventHub } from '../../mock-api/restaurant/orderEvents';
import { STREAMS_PER_ADDRESS, STREAMS_PER_ORDER, STREAMS_PER_SESSION } from '../../mock-api/restaurant/orderStream';
import type { StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { openEventStream } from '../support/eventStream';
import { apiForFile, DEMO, DEMO_PASSWORD, startTestApi } from '../support/testApi';

/**
 * The diner's own stream of one order, streams that close when their session
 * ends, one event sequence per merchant, caps on open streams, and the status call's rate limit.
 */
let state: StateWithRestaurant;
let casonaTable: TableRecord;
let sodaTable: TableRecord;
const streams: { close(): void }[] = [];

const api = apiForFile();
beforeAll(async () => {
  state = api.store.state() as StateWithRestaurant;
  casonaTable = state.tables.find((table) => table.merchant_id === 2)!;
  sodaTable = state.tables.find((table) => table.merchant_id === 3)!;
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

const place = async (table: TableRecord = casonaTable) => {
  const product = state.products.find((candidate) => candidate.merchant_id === table.merchant_id)!;
  const result = await api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false } } });
  expect(result.status, result.text).toBe(200);
  return result.body as { order: { id: number; orderNumber: number }; cancelKey: string };
};
const board = async (token: string, headers: Record<string, string> = {}) => {
  const opened = await openEventStream(`${api.url}/orders/events`, { authorization: `Bearer ${token}`, ...headers });
  streams.push(opened);
  return opened;
};
const follow = async (body: unknown, headers: Record<string, string> = {}) => {
  const opened = await openEventStream(`${api.url}/order/events/external`, headers, body);
  streams.push(opened);
  return opened;
};
const keysOf = (placed: Awaited<ReturnType<typeof place>>, table = casonaTable) => ({ orderId: placed.order.id, token: table.token, cancelKey: placed.cancelKey });
const advance = (token: string, id: number, from: string, status: string) => api.call('PUT', `/orders/${id}/status`, { token, body: { from, status } });

describe('the diner’s stream of one order: POST /order/events/external', () => {
  it('says where the order stands at once, then follows every change the board makes, without staff details', async () => {
    const staff = await api.login(DEMO.merchant);
    const placed = await place();
    const receipt = await follow(keysOf(placed));
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await receipt.next('status')).data).toEqual({ id: placed.order.id, status: 'CREATED', paid: false, refunded: false });
    expect((await advance(staff, placed.order.id, 'CREATED', 'PREPARING')).status).toBe(200);
    // the event is sent once the change is on disk, with the board's answer (how soon: `npm run bench -- livePush`)
    const moved = await receipt.next('status');
    expect(moved.data).toEqual({ id: placed.order.id, status: 'PREPARING', paid: false, refunded: false });
    // another order of the same restaurant is not this receipt's business: its change, made before this
    // order's next one, would have come first on the stream
    const other = await place();
    await advance(staff, other.order.id, 'CREATED', 'PREPARING');
    await advance(staff, placed.order.id, 'PREPARING', 'READY');
    expect((await receipt.next('status')).data).toMatchObject({ id: placed.order.id, status: 'READY' });
    expect(receipt.events.filter((event) => event.event === 'status').map((event) => event.data.id)).toEqual([placed.order.id, placed.order.id, placed.order.id]);
    // a frame carries no staff name, history, waiter or table
    expect(JSON.stringify(receipt.events)).not.toMatch(/history|waiter|table|by/);
  });

  it('tells a payment, and a staff cancel of a paid order as cancelled and refunded; then closes', async () => {
    const staff = await api.login(DEMO.merchant);
    const placed = await place();
    const receipt = await follow(keysOf(placed));
    await receipt.next('status');
    const paid = await api.call('POST', '/order/pay/external', { body: { ...keysOf(placed), card: { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' } } });
    expect(paid.status).toBe(200);
    expect((await receipt.next('status')).data).toMatchObject({ status: 'CREATED', paid: true, refunded: false });
    expect((await api.call('PUT', `/orders/${placed.order.id}/status`, { token: staff, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Cocina cerrada' } })).status).toBe(200);
    expect((await receipt.next('status')).data).toMatchObject({ status: 'CANCELLED', paid: true, refunded: true });
    await expect.poll(() => receipt.isEnded()).toBe(true);
    // the status call says the same, for the polling fallback
    expect((await api.call('POST', '/order/status/external', { body: keysOf(placed) })).body).toEqual({ order: { id: placed.order.id, status: 'CANCELLED', paid: true, refunded: true } });
  });

  it('opens only with the order’s table token and cancel key in the body, answering every wrong one alike', async () => {
    const placed = await place();
    const refusals = [
      { ...keysOf(placed), cancelKey: 'x'.repeat(22) },
      { ...keysOf(placed), token: sodaTable.token },
      { ...keysOf(placed), orderId: String(placed.order.id) },
      { orderId: placed.order.id },
      [],
    ];
    for (const body of refusals) {
      const refused = await follow(body);
      expect(refused.status, JSON.stringify(body)).toBe(404);
      expect(refused.refusal).toEqual({ message: 'El pedido no existe o no corresponde a esta mesa.' });
    }
    // a GET with the keys in the address is no way in
    const query = new URLSearchParams({ orderId: String(placed.order.id), token: casonaTable.token, cancelKey: placed.cancelKey });
    expect((await openEventStream(`${api.url}/order/events/external?${query}`, {})).status).toBe(404);
  });

  it(`allows ${STREAMS_PER_ORDER} open streams per order; the next one is refused 429 in Spanish until one closes`, async () => {
    const placed = await place();
    const open = [];
    for (let index = 0; index < STREAMS_PER_ORDER; index++) open.push(await follow(keysOf(placed)));
    expect(open.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_ORDER).fill(200));
    const refused = await follow(keysOf(placed));
    expect(refused.status).toBe(429);
    expect(refused.refusal).toEqual({ message: 'Hay demasiadas conexiones abiertas para seguir este pedido. Cierre alguna pestaña e intente de nuevo.' });
    open[0].close();
    await expect.poll(() => orderEventHub(api.store).count((listener) => listener.diner?.orderId === placed.order.id)).toBe(STREAMS_PER_ORDER - 1);
    expect((await follow(keysOf(placed))).status).toBe(200);
  });
});

describe('the diner streams one address may hold', () => {
  it(`allows ${STREAMS_PER_ADDRESS} from one address, across orders; the next is refused 429 in Spanish`, async () => {
    const orders = [];
    for (let index = 0; index < Math.ceil(STREAMS_PER_ADDRESS / STREAMS_PER_ORDER) + 1; index++) orders.push(await place());
    const open = [];
    for (let index = 0; index < STREAMS_PER_ADDRESS; index++) open.push(await follow(keysOf(orders[Math.floor(index / STREAMS_PER_ORDER)])));
    expect(open.every((stream) => stream.status === 200)).toBe(true);
    const refused = await follow(keysOf(orders.at(-1)!));
    expect(refused.status).toBe(429);
    expect(refused.refusal.message).toMatch(/^Hay demasiadas conexiones abiertas/);
  });
});

describe('a board’s stream when its session ends (item 5)', () => {
  const openBoards = async (user: string) => {
    const token = await api.login(user);
    const stream = await board(token);
    await stream.next('ready');
    return { token, stream };
  };
  const closesAtOnce = async (stream: Awaited<ReturnType<typeof board>>, end: () => Promise<unknown>) => {
    const before = stream.events.length;
    const boards = () => orderEventHub(api.store).count((listener) => listener.sessionId !== null);
    const openBefore = boards();
    await end();
    // the revocation itself closes the stream: well within the 15 s heartbeat that would otherwise notice
    await stream.next('signedOut', HEARTBEAT_MS - 5000);
    await expect.poll(() => stream.isEnded(), { timeout: HEARTBEAT_MS - 5000 }).toBe(true);
    // and nothing after: the server holds the stream no more, so a new order of its merchant reaches it not
    expect(boards()).toBeLessThan(openBefore);
    await place();
    expect(stream.events.slice(before).map((event) => event.event)).toEqual(['signedOut']);
  };

  it("closes at once on 'Salir'", async () => {
    const { token, stream } = await openBoards(DEMO.merchant);
    await closesAtOnce(stream, () => api.call('POST', '/auth/logout', { token }));
  });

  it('closes every stream of the user at once on a password change, the changing browser’s too', async () => {
    const first = await openBoards(DEMO.operator);
    const second = await openBoards(DEMO.operator);
    const other = await openBoards(DEMO.merchant);
    const newPassword = 'Otra#Clave2026';
    await closesAtOnce(first.stream, async () => {
      const changed = await api.call('POST', '/auth/changePassword', { token: first.token, body: { lastPassword: DEMO_PASSWORD, newPassword } });
      expect(changed.status, changed.text).toBe(200);
    });
    await expect.poll(() => second.stream.isEnded()).toBe(true);
    expect(other.stream.isEnded()).toBe(false);
  });

  it('closes at once when the merchant is suspended', async () => {
    const admin = await api.login(DEMO.admin);
    const { stream } = await openBoards(DEMO.merchant2);
    await closesAtOnce(stream, () => api.call('POST', '/merchant/suspend/3', { token: admin }));
    expect((await api.call('POST', '/merchant/activate/3', { token: admin })).status).toBe(200);
  });
});

describe('event ids: one sequence per merchant (item 6)', () => {
  it('does not move one restaurant’s ids when another gets orders, and its catch-up still works', async () => {
    const casona = await api.login(DEMO.merchant);
    const soda = await api.login(DEMO.merchant2);
    const first = await board(soda);
    await place(sodaTable);
    const before = (await first.next('order')).id!;
    for (let index = 0; index < 5; index++) await place(casonaTable);
    await place(sodaTable);
    const after = (await first.next('order')).id!;
    // the soda's one order in between moved its sequence by its two events: the order's and its table's
    expect(Number(after.split('-')[1])).toBe(Number(before.split('-')[1]) + 2);
    // Last-Event-ID catch-up from the soda's own id: exactly its next order
    first.close();
    const missed = await place(sodaTable);
    const back = await board(soda, { 'last-event-id': after });
    expect((await back.next('order')).data.id).toBe(missed.order.id);
    // the other restaurant's board counts its own
    const { lastEventId } = (await api.call('GET', '/orders/today', { token: casona })).body;
    expect(lastEventId).not.toBe((await api.call('GET', '/orders/today', { token: soda })).body.lastEventId);
  });
});

describe('caps on open streams (item 7)', () => {
  it(`allows ${STREAMS_PER_SESSION} streams per session and answers the next 429 in Spanish; another session is not held up`, async () => {
    const token = await api.login(DEMO.merchant);
    const open = [];
    for (let index = 0; index < STREAMS_PER_SESSION; index++) open.push(await board(token));
    expect(open.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_SESSION).fill(200));
    const refused = await board(token);
    expect(refused.status).toBe(429);
    expect(refused.refusal).toEqual({ message: 'Hay demasiadas pantallas de pedidos abiertas con esta sesión. Cierre alguna e intente de nuevo.' });
    expect((await board(await api.login(DEMO.merchant))).status).toBe(200);
    // a closed one frees its place
    open[0].close();
    await expect.poll(async () => {
      const retried = await board(token);
      return retried.status;
    }).toBe(200);
  });
});

describe('the status call’s rate limit (item 8)', () => {
  it('answers 429 with Retry-After once an address has asked more than the portal allows, streams included', async () => {
    const limited = await startTestApi({ rateLimits: PORTAL_RATE_LIMITS });
    try {
      const body = { orderId: 1, token: 'A'.repeat(22), cancelKey: 'A'.repeat(22) };
      for (let index = 0; index < PORTAL_RATE_LIMITS.status.limit - 1; index++) expect((await limited.call('POST', '/order/status/external', { body })).status).toBe(404);
      expect((await limited.call('POST', '/order/events/external', { body })).status).toBe(404);
      for (const path of ['/order/status/external', '/order/events/external']) {
        const refused = await limited.call('POST', path, { body });
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ message: 'Demasiadas solicitudes. Intente de nuevo en unos minutos.' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  }, 120_000);
});
