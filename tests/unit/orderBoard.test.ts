import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardOrder } from '../../src/domain/wire/board';
import { changeStatus, historyOf } from '../../mock-api/restaurant/boardOrder';
import { createOrderEventHub, type OrderEvent } from '../../mock-api/restaurant/orderEvents';
import type { OrderRecord } from '../../mock-api/storage/restaurantRecords';
import { boardPlace, dinerMayCancel, KITCHEN_STATUSES, nextStatus, ORDER_STATUS_LABELS, ORDER_STATUSES, orderIsFinished, staffMayCancel } from '../../src/domain/orderStatus';
import { createDataProvider } from '../../src/providers/dataProvider';
import { readEventStream } from '../../src/providers/eventStream';
import { createSseParser } from '../../src/providers/sseParser';
import { orderStatusSchema, orderWaiterSchema } from '../../src/schemas/orderStatusSchema';
import { orderEndpoints } from '../../resources/orders/endpoints';
import { eventIsAfter } from '../../src/domain/streamEventId';

const boardOrder = (id: number) => ({ id }) as BoardOrder;

describe("the order of 'Pedidos'", () => {
  const anOrder = fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    status: fc.constantFrom(...ORDER_STATUSES),
    date: fc.integer({ min: Date.UTC(2026, 10, 28, 12), max: Date.UTC(2026, 10, 28, 23) }).map((at) => new Date(at).toISOString()),
  });

  it('puts what is ready first, oldest first, then what is under way, newest first, and what is done last, newest first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anOrder, { selector: (order) => order.id, maxLength: 30 }), (orders) => {
        const placed = [...orders].sort(boardPlace);
        const block = (status: (typeof orders)[number]['status']) => (status === 'READY' ? 0 : orderIsFinished(status) ? 2 : 1);
        for (let index = 1; index < placed.length; index++) {
          const [before, after] = [placed[index - 1], placed[index]];
          expect(block(before.status)).toBeLessThanOrEqual(block(after.status));
          if (block(before.status) !== block(after.status)) continue;
          const key = (order: typeof before) => `${order.date}#${String(order.id).padStart(5, '0')}`;
          if (before.status === 'READY') expect(key(before) < key(after)).toBe(true);
          else expect(key(before) > key(after)).toBe(true);
        }
      }),
    );
  });

  it('never lists a cancelled order above one still to serve', () => {
    const placed = [
      { id: 1, status: 'CANCELLED' as const, date: '2026-11-28T20:05:00.000Z' },
      { id: 2, status: 'CREATED' as const, date: '2026-11-28T19:00:00.000Z' },
      { id: 3, status: 'READY' as const, date: '2026-11-28T19:30:00.000Z' },
      { id: 4, status: 'READY' as const, date: '2026-11-28T19:10:00.000Z' },
      { id: 5, status: 'DELIVERED' as const, date: '2026-11-28T18:00:00.000Z' },
    ].sort(boardPlace);
    expect(placed.map((order) => order.id)).toEqual([4, 3, 2, 1, 5]);
  });
});

describe('order statuses', () => {
  it('go one step at a time, Recibido → En preparación → Listo → Entregado, in Spanish', () => {
    expect(['CREATED', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'].map((status) => nextStatus(status as never))).toEqual(['PREPARING', 'READY', 'DELIVERED', null, null]);
    expect(Object.values(ORDER_STATUS_LABELS)).toEqual(['Recibido', 'En preparación', 'Listo', 'Entregado', 'Cancelado']);
    expect(KITCHEN_STATUSES).toEqual(['CREATED', 'PREPARING']);
  });

  it('let the diner cancel only before the kitchen starts, and staff until it is delivered', () => {
    expect(['CREATED', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'].map((status) => dinerMayCancel(status as never))).toEqual([true, false, false, false, false]);
    expect(['CREATED', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'].map((status) => staffMayCancel(status as never))).toEqual([true, true, true, false, false]);
  });

  it('keep their history; an order stored before histories starts with its placing', () => {
    const order = { status: 'CREATED', date: '2026-11-22T20:00:00.000Z', cancelledAt: null } as OrderRecord;
    expect(historyOf(order)).toEqual([{ status: 'CREATED', at: order.date, by: 'Comensal (menú QR)' }]);
    changeStatus(order, 'CANCELLED', Date.parse('2026-11-22T20:05:00.000Z'), 'Carmen Alvarado', 'Pedido duplicado');
    expect(order).toMatchObject({ status: 'CANCELLED', cancelledAt: Date.parse('2026-11-22T20:05:00.000Z') });
    expect(order.history!.at(-1)).toEqual({ status: 'CANCELLED', at: '2026-11-22T20:05:00.000Z', by: 'Carmen Alvarado', reason: 'Pedido duplicado' });
  });

  it('are checked by one schema: a cancellation needs its reason, a waiter is named or null', () => {
    const problem = (value: unknown) => {
      const result = orderStatusSchema.safeParse(value);
      return result.success ? null : [result.error.issues[0].path.join('.'), result.error.issues[0].message];
    };
    expect(problem({ from: 'CREATED', status: 'PREPARING' })).toBeNull();
    expect(problem({ from: 'CREATED', status: 'CANCELLED', reason: ' ' })).toEqual(['reason', 'Indique el motivo de la cancelación.']);
    expect(problem({ from: 'CREATED', status: 'Listo' })).toEqual(['status', 'El estado indicado no es válido.']);
    expect(orderWaiterSchema.safeParse({ waiterId: null }).success).toBe(true);
    expect(orderWaiterSchema.safeParse({}).success).toBe(false);
    expect(orderWaiterSchema.safeParse({ waiterId: '3' }).success).toBe(false);
  });
});

describe('the order event hub', () => {
  it('hands each board only its own merchant’s events', () => {
    const hub = createOrderEventHub();
    const heard: Record<number, number[]> = { 2: [], 3: [] };
    const stops = [2, 3].map((merchantId) =>
      hub.listen({ merchantId, sessionId: null, send: (event: OrderEvent) => heard[merchantId].push(event.order!.id), beat: () => undefined, end: () => undefined }),
    );
    hub.publish(2, boardOrder(10));
    hub.publish(3, boardOrder(11));
    hub.publish(2, boardOrder(12));
    expect(heard).toEqual({ 2: [10, 12], 3: [11] });
    stops.forEach((stop) => stop());
    expect(hub.listenerCount()).toBe(0);
  });

  it('catches a board up after its last event id, and asks it to reload when it cannot', () => {
    const hub = createOrderEventHub();
    const start = hub.lastEventId(2);
    const otherStart = hub.lastEventId(3);
    hub.publish(2, boardOrder(1));
    hub.publish(3, boardOrder(2));
    hub.publish(2, boardOrder(3));
    expect(hub.since(2, start)!.map((event) => event.order!.id)).toEqual([1, 3]);
    expect(hub.since(3, otherStart)!.map((event) => event.order!.id)).toEqual([2]);
    expect(hub.since(2, hub.lastEventId(2))).toEqual([]);
    // another process's ids, ids from the future, and nonsense: reload
    for (const id of ['00000000-1', `${start.split('-')[0]}-99`, 'x', '']) expect(hub.since(2, id)).toBeNull();
    for (let n = 0; n < 600; n++) hub.publish(2, boardOrder(100 + n));
    expect(hub.since(2, start)).toBeNull();
  });

  it('numbers each merchant’s events in a sequence of its own', () => {
    const hub = createOrderEventHub();
    const ids: Record<number, string[]> = { 2: [], 3: [] };
    for (const merchantId of [2, 3]) hub.listen({ merchantId, sessionId: null, send: (event) => ids[merchantId].push(event.id), beat: () => undefined, end: () => undefined });
    hub.publish(2, boardOrder(1));
    for (let n = 0; n < 5; n++) hub.publish(3, boardOrder(10 + n));
    hub.publish(2, boardOrder(2));
    const numbers = (list: string[]) => list.map((id) => Number(id.split('-')[1]));
    // the other restaurant's five orders do not move this one's ids
    expect(numbers(ids[2])).toEqual([1, 2]);
    expect(numbers(ids[3])).toEqual([1, 2, 3, 4, 5]);
    expect(hub.lastEventId(2)).toMatch(/-2$/);
    // catch-up from one's own id still works; an id ahead of one's own sequence asks for a reload
    expect(hub.since(2, ids[2][0])!.map((event) => event.order!.id)).toEqual([2]);
    expect(hub.since(2, ids[3][4])).toBeNull();
  });

  it('ends a session’s streams at once when the session ends, and only those', () => {
    const hub = createOrderEventHub();
    const ended: string[] = [];
    for (const sessionId of ['a', 'a', 'b', null]) hub.listen({ merchantId: 2, sessionId, send: () => undefined, beat: () => undefined, end: (reason) => ended.push(`${sessionId}:${reason}`) });
    expect(hub.count((listener) => listener.sessionId === 'a')).toBe(2);
    hub.endSessions(['a']);
    expect(ended).toEqual(['a:signedOut', 'a:signedOut']);
  });
});

describe('the event stream reader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token in the Authorization header and Last-Event-ID, never in the address, and reads events split across chunks', async () => {
    const store = new Map<string, string>([['token', 'tok-123']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => store.set(key, value), removeItem: (key: string) => store.delete(key) });
    const calls: { url: string; init: RequestInit }[] = [];
    const chunks = ['retry: 2000\n\nid: ab-1\nevent: or', 'der\ndata: {"id":7}\n\n: ping\n\nevent: ready\ndata: {}\n\n'];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body = new ReadableStream({ start: (controller) => { chunks.forEach((chunk) => controller.enqueue(new TextEncoder().encode(chunk))); controller.close(); } });
      return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    }) as unknown as typeof fetch;
    const events: unknown[] = [];
    await readEventStream('/orders/events', { lastEventId: 'ab-0', onEvent: (event) => events.push(event), signal: new AbortController().signal, fetchImpl });
    expect(calls[0].url).toBe('/api/orders/events');
    expect(calls[0].init.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'Last-Event-ID': 'ab-0', Accept: 'text/event-stream' });
    expect(events).toEqual([{ event: 'order', data: '{"id":7}', id: 'ab-1' }, { event: 'ready', data: '{}' }]);
    // an event from the server means it heard from this session: the idle clock is told
    expect(Number(store.get('sessionSeenAt'))).toBeGreaterThan(0);
  });

  it('rejects a refused stream with its status, so a 401 signs out like any call', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    const fetchImpl = (async () => new Response('{"error":"Invalid token"}', { status: 401, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
    await expect(readEventStream('/orders/events', { onEvent: () => undefined, signal: new AbortController().signal, fetchImpl })).rejects.toMatchObject({ status: 401, body: { error: 'Invalid token' } });
  });

  it('parses CRLF line ends, multi-line data and skips comments', () => {
    const parse = createSseParser();
    expect(parse('data: a\r\ndata: b\r\n\r\n: comment\n\nevent: x\ndata:c')).toEqual([{ event: 'message', data: 'a\nb' }]);
    expect(parse('\n\n')).toEqual([{ event: 'x', data: 'c' }]);
  });
});

describe('the board’s calls', () => {
  it('load today’s orders and change a status with the status the user saw', async () => {
    const calls: { path: string; options?: { method?: string; body?: unknown } }[] = [];
    const http = (async (path: string, options?: { method?: string; body?: unknown }) => {
      calls.push({ path, options });
      return { order: { id: 5 } };
    }) as never;
    const provider = createDataProvider(http, [orderEndpoints]);
    expect(await provider.action('orders', 'setStatus', { id: 5, from: 'CREATED', status: 'PREPARING' })).toEqual({ id: 5 });
    await provider.action('orders', 'setStatus', { id: 5, from: 'READY', status: 'CANCELLED', reason: 'Tarde' });
    await provider.action('orders', 'setWaiter', { id: 5, waiterId: null });
    expect(calls.map((call) => [call.path, call.options?.method, call.options?.body])).toEqual([
      ['/orders/5/status', 'PUT', { from: 'CREATED', status: 'PREPARING' }],
      ['/orders/5/status', 'PUT', { from: 'READY', status: 'CANCELLED', reason: 'Tarde' }],
      ['/orders/5/waiter', 'PUT', { waiterId: null }],
    ]);
  });
});

describe("the board's event ids", () => {
  it('order events of one boot by their number, never across a restart', () => {
    expect(eventIsAfter('0a1b2c3d-10', '0a1b2c3d-9')).toBe(true);
    expect(eventIsAfter('0a1b2c3d-9', '0a1b2c3d-9')).toBe(false);
    expect(eventIsAfter('0a1b2c3d-8', '0a1b2c3d-9')).toBe(false);
    expect(eventIsAfter('ffffffff-10', '0a1b2c3d-9')).toBe(false);
  });
});
