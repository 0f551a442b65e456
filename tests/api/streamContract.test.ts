import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../mock-api/contract/endpoint';
import { declaredEndpoints } from '../../mock-api/contract/mount';
import { routeAreas } from '../../mock-api/routes';
import type { StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { expectShape } from '../support/answerShape';
import { openEventStream, type StreamEvent } from '../support/eventStream';
import { DEMO, startTestApi, type CallResult, type TestApi } from '../support/testApi';

/**
 * The declared shapes of what the access matrix and the contract test do not see (docs/api-contract.md):
 * the events of the two order streams (each event's data by its declared schema, an undeclared
 * event name a failure) and the successful answers of the order writes, whose harmless probes
 * are all refusals.
 */
let api: TestApi;
let state: StateWithRestaurant;
let table: TableRecord;
const streams: { close(): void }[] = [];
const declarations = declaredEndpoints(routeAreas);

const declared = (name: string): Endpoint => {
  const found = declarations.find((candidate) => `${candidate.method} ${candidate.path}` === name);
  if (!found) throw new Error(`${name} is not declared`);
  return found;
};
const answered = (name: string, result: CallResult) => {
  expect(result.status, `${name}: ${result.text}`).toBe(200);
  expectShape(declared(name).answer, result.body, name);
  return result.body;
};
const eventsHaveTheirShapes = (name: string, events: StreamEvent[]) => {
  const stream = declared(name).stream;
  expect(stream, `${name} declares its events`).toBeDefined();
  for (const event of events) {
    expect(Object.keys(stream!), `${name}: event '${event.event}' is not declared`).toContain(event.event);
    expectShape(stream![event.event], event.data, `${name} event '${event.event}'`);
  }
};

beforeAll(async () => {
  api = await startTestApi();
  state = api.store.state() as StateWithRestaurant;
  table = state.tables.find((candidate) => candidate.merchant_id === 2)!;
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(() => api.close());

const place = async () => {
  const product = state.products.find((candidate) => candidate.merchant_id === 2)!;
  const body = { token: table.token, order: { detail: 'Sin hielo', products: [{ id: product.id, quantity: 1, message: 'Tibio' }], takeout: false } };
  return answered('POST /order/external', await api.call('POST', '/order/external', { body })) as { order: { id: number }; cancelKey: string };
};
const open = async (path: string, headers: Record<string, string>, body?: unknown) => {
  const stream = await openEventStream(`${api.url}${path}`, headers, body);
  streams.push(stream);
  return stream;
};

describe('declared streams and write answers', () => {
  it('sends on the board’s and the diner’s streams only declared events, each in its declared shape; the order writes answer theirs', async () => {
    const staff = await api.login(DEMO.merchant);
    const board = await open('/orders/events', { authorization: `Bearer ${staff}` });
    await board.next('ready');
    // a board that reconnects with an id the server cannot continue from is told to reload
    const reconnected = await open('/orders/events', { authorization: `Bearer ${staff}`, 'last-event-id': 'no-es-un-id' });
    await reconnected.next('reset');
    await reconnected.next('ready');

    const placed = await place();
    const keys = { orderId: placed.order.id, token: table.token, cancelKey: placed.cancelKey };
    const receipt = await open('/order/events/external', {}, keys);
    await receipt.next('status');
    answered('POST /order/status/external', await api.call('POST', '/order/status/external', { body: keys }));
    // without asking for a stream, the same call answers the status as JSON
    answered('POST /order/events/external', await api.call('POST', '/order/events/external', { body: keys }));

    const waiter = state.waiters.find((candidate) => candidate.merchant_id === 2)!;
    answered('PUT /orders/:id/waiter', await api.call('PUT', `/orders/${placed.order.id}/waiter`, { token: staff, body: { waiterId: waiter.id } }));
    answered('PUT /orders/:id/status', await api.call('PUT', `/orders/${placed.order.id}/status`, { token: staff, body: { from: 'CREATED', status: 'PREPARING' } }));
    answered('POST /order/pay/external', await api.call('POST', '/order/pay/external', { body: { ...keys, card: { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' } } }));
    answered('PUT /orders/:id/status', await api.call('PUT', `/orders/${placed.order.id}/status`, { token: staff, body: { from: 'PREPARING', status: 'CANCELLED', reason: 'Cocina cerrada' } }));
    // each change is a status event (the waiter's too, which the diner sees only as the same status)
    while ((await receipt.next('status')).data.status !== 'CANCELLED');
    expect(receipt.events.map((event) => event.data)).toContainEqual({ id: placed.order.id, status: 'PREPARING', paid: true, refunded: false });
    expect(receipt.events.at(-1)!.data).toEqual({ id: placed.order.id, status: 'CANCELLED', paid: true, refunded: true });

    // the diner cancels another order in time
    const other = await place();
    answered(
      'PUT /order/cancel/external/:orderId/:token',
      await api.call('PUT', `/order/cancel/external/${other.order.id}/${table.token}`, { body: { order: other.order, token: table.token, cancelKey: other.cancelKey } }),
    );
    // placed, waiter, preparing, paid, cancelled; the second order placed and cancelled (the payment also changes the table's bill: a 'table' event)
    while (board.events.filter((event) => event.event === 'order').length < 7) await board.next('order');

    expect(new Set(board.events.map((event) => event.event))).toEqual(new Set(['ready', 'order', 'table']));
    eventsHaveTheirShapes('GET /orders/events', [...board.events, ...reconnected.events]);
    eventsHaveTheirShapes('POST /order/events/external', receipt.events);
    // the event answers the board's JSON fallback as well
    answered('GET /orders/events', await api.call('GET', '/orders/events', { token: staff }));
  });
});
