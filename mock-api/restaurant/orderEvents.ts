import { randomBytes } from 'node:crypto';
import { outsideRequests } from '../storage/durableScope';
import type { Response } from 'express';
import { sessionRegistry } from '../auth/sessionRegistry';
import { restaurantState } from './restaurantData';
import type { Store } from '../store';
import type { OrderRecord } from '../storage/restaurantRecords';
import type { BoardOrder } from '../../src/domain/wire/board';
import type { BoardTable } from '../../src/domain/wire/tab';
import { boardOrder } from './boardOrder';
import { boardTableOf } from './tabs';

/**
 * One change the board must show: an order placed, moved, paid, cancelled or given a waiter
 * (`order`), or a table's bill changed: a call, a payment, the table closed (`table`).
 */
export type OrderEvent = {
  /** `<boot>-<sequence>`: the merchant's own sequence orders its events; the boot tells a restarted server's ids apart. */
  id: string;
  merchantId: number;
} & ({ order: BoardOrder; table?: undefined } | { table: BoardTable; order?: undefined });

/**
 * Why the server closes a stream: the stream is done (the reader reconnects if it still wants it),
 * the server is shutting down (it says `closing` first: the reader reconnects to the next one), or
 * the session ended (it says `signedOut` first).
 */
export type StreamEnd = 'stopping' | 'closing' | 'signedOut';

/** A connected reader: the merchant it may hear about, whose it is, and how to reach it. */
export interface OrderListener {
  merchantId: number;
  /** The staff session of a board's stream; null for a diner's stream of one order. */
  sessionId: string | null;
  /** A diner's stream: the one order it follows, and the client address that opened it. */
  diner?: { orderId: number; address: string };
  /** A phone's stream of its table's tab, and the client address that opened it. */
  tab?: { tableId: number; address: string };
  send(event: OrderEvent): void;
  /** Called every heartbeat; the listener checks its session and says it is alive. */
  beat(): void;
  end(reason: StreamEnd): void;
}

/** Events kept per merchant for boards that reconnect ("Last-Event-ID"); an older id asks the board to reload. */
const KEPT_EVENTS = 500;
export const HEARTBEAT_MS = 15_000;

/**
 * The in-process event hub behind GET /orders/events and the diner's POST /order/events/external.
 * Each merchant has its own sequence of event ids (another restaurant's orders do not move it) and
 * its own kept events; events are kept per process (a restart changes the boot part of the ids,
 * so a board that reconnects across it reloads its list); a listener only ever receives events of
 * its own merchant.
 */
export const createOrderEventHub = (heartbeatMs = HEARTBEAT_MS) => {
  const boot = randomBytes(4).toString('hex');
  const sequences = new Map<number, number>();
  const kept = new Map<number, OrderEvent[]>();
  const listeners = new Set<OrderListener>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const beat = () => {
    for (const listener of [...listeners]) listener.beat();
  };
  const sequenceOf = (id: string | undefined) => {
    const match = /^([0-9a-f]{8})-(\d{1,12})$/.exec(id ?? '');
    return match && match[1] === boot ? Number(match[2]) : null;
  };
  const numberOf = (event: OrderEvent) => Number(event.id.split('-')[1]);

const publishEvent = (merchantId: number, change: { order: BoardOrder } | { table: BoardTable }) => {
    const sequence = (sequences.get(merchantId) ?? 0) + 1;
    sequences.set(merchantId, sequence);
    const id = `${boot}-${sequence}`;
    const event: OrderEvent = 'table' in change ? { id, merchantId, table: change.table } : { id, merchantId, order: change.order };
    const own = kept.get(merchantId) ?? [];
    own.push(event);
    if (own.length > KEPT_EVENTS) own.splice(0, own.length - KEPT_EVENTS);
    kept.set(merchantId, own);
    for (const listener of [...listeners]) if (listener.merchantId === merchantId) listener.send(event);
  };

  return {
    lastEventId: (merchantId: number) => `${boot}-${sequences.get(merchantId) ?? 0}`,

    publish(merchantId: number, order: BoardOrder) {
      publishEvent(merchantId, { order });
    },

    /** A table's bill changed: in the same sequence as the orders, so a board misses neither. */
    publishTable(merchantId: number, table: BoardTable) {
      publishEvent(merchantId, { table });
    },

    /**
     * The merchant's events after `lastEventId`, or null when they cannot all be given (unknown
     * id, another boot's id, ahead of the merchant's sequence, or older than what is kept): the
     * board then reloads its list.
     */
    since(merchantId: number, lastEventId: string | undefined): OrderEvent[] | null {
      const after = sequenceOf(lastEventId);
      const sequence = sequences.get(merchantId) ?? 0;
      if (after === null || after > sequence) return null;
      const own = kept.get(merchantId) ?? [];
      const oldestKept = own.length ? numberOf(own[0]) : sequence + 1;
      if (after < oldestKept - 1) return null;
      return own.filter((event) => numberOf(event) > after);
    },

    listen(listener: OrderListener) {
      listeners.add(listener);
      // the timer is the hub's, not the request's that happened to start it
      heartbeat ??= outsideRequests(() => setInterval(beat, heartbeatMs));
      heartbeat.unref?.();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
    },

    /** How many open streams match (the caps per session, per order and per address count them). */
    count: (matches: (listener: OrderListener) => boolean) => [...listeners].filter(matches).length,

    /** Sessions ended (signed out, password changed, merchant suspended): their streams close now. */
    endSessions(sessionIds: readonly string[]) {
      for (const listener of [...listeners]) if (listener.sessionId !== null && sessionIds.includes(listener.sessionId)) listener.end('signedOut');
    },

    /** The server is shutting down: every stream says `closing` and ends. */
    closeStreams() {
      for (const listener of [...listeners]) listener.end('closing');
    },

    /** Every listener's heartbeat now (tests; the timer does it every HEARTBEAT_MS). */
    beat,
    listenerCount: () => listeners.size,
  };
};

export type OrderEventHub = ReturnType<typeof createOrderEventHub>;

const hubs = new WeakMap<Store, OrderEventHub>();

/** The one hub of a store: the order routes publish to it, the board's stream listens. */
export const orderEventHub = (store: Store): OrderEventHub => {
  let hub = hubs.get(store);
  if (!hub) {
    const created = createOrderEventHub();
    // a revoked session's streams close at once, not at their next heartbeat
    sessionRegistry(store).onEnd((sessionIds) => created.endSessions(sessionIds));
    hubs.set(store, (hub = created));
  }
  return hub;
};

/**
 * Tell the merchant's boards about an order once the request that changed it has been answered,
 * that is once the change is on disk (route() answers only then): a board never shows a change
 * the server could still undo. An order of a table's tab changes that tab too (a round placed,
 * moved, paid or cancelled), and any order of a table changes whether the table is taken: its table follows as a `table` event, so the 'Mesas' view and the
 * table's phones take the table from the event instead of asking for it again.
 */
export const announceWhenAnswered = (res: Response, store: Store, order: OrderRecord) => {
  res.on('finish', () => {
    if (res.statusCode >= 400) return;
    const state = restaurantState(store);
    const hub = orderEventHub(store);
    hub.publish(order.merchant_id, boardOrder(state, order));
    // every order holds its table while open (tabs.ts openOrdersOfTable), on a tab or not
    const table = state.tables.find((candidate) => candidate.id === order.table_id);
    if (table) hub.publishTable(order.merchant_id, boardTableOf(state, table));
  });
};

/** Tell the merchant's boards and the table's phones that a table's bill changed, once the change is on disk. */
export const announceTableWhenAnswered = (res: Response, store: Store, table: { id: number; merchant_id: number }) => {
  res.on('finish', () => {
    if (res.statusCode >= 400) return;
    const state = restaurantState(store);
    const current = state.tables.find((candidate) => candidate.id === table.id);
    if (current) orderEventHub(store).publishTable(table.merchant_id, boardTableOf(state, current));
  });
};
