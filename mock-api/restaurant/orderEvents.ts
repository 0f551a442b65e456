import { randomBytes } from 'node:crypto';
import { outsideRequests } from '../storage/durableScope';
import type { Response } from 'express';
import { restaurantState } from './restaurantData';
import type { Store } from '../store';
import type { OrderRecord } from '../seed/restaurantTypes';
import { boardOrder, type BoardOrder } from './boardOrder';

/** One change the board must show: an order placed, moved, cancelled or given a waiter. */
export interface OrderEvent {
  /** `<boot>-<sequence>`: the sequence orders events; the boot tells a restarted server's ids apart. */
  id: string;
  merchantId: number;
  order: BoardOrder;
}

/** A connected board: the merchant it may hear about, and how to reach it. */
export interface OrderListener {
  merchantId: number;
  send(event: OrderEvent): void;
  /** Called every heartbeat; the listener checks its session and says it is alive. */
  beat(): void;
  /** The server stops: the stream is closed (the board reconnects to the next one). */
  end(): void;
}

/** Events kept for boards that reconnect ("Last-Event-ID"); an older id asks the board to reload. */
const KEPT_EVENTS = 500;
export const HEARTBEAT_MS = 15_000;

/**
 * The in-process event hub behind GET /orders/events. Events are kept per process (a restart
 * changes the boot part of the ids, so a board that reconnects across it reloads its list);
 * a listener only ever receives events of its own merchant.
 */
export const createOrderEventHub = (heartbeatMs = HEARTBEAT_MS) => {
  const boot = randomBytes(4).toString('hex');
  let sequence = 0;
  const kept: OrderEvent[] = [];
  const listeners = new Set<OrderListener>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const beat = () => {
    for (const listener of [...listeners]) listener.beat();
  };
  const sequenceOf = (id: string | undefined) => {
    const match = /^([0-9a-f]{8})-(\d{1,12})$/.exec(id ?? '');
    return match && match[1] === boot ? Number(match[2]) : null;
  };

  return {
    lastEventId: () => `${boot}-${sequence}`,

    publish(merchantId: number, order: BoardOrder) {
      sequence += 1;
      const event: OrderEvent = { id: `${boot}-${sequence}`, merchantId, order };
      kept.push(event);
      if (kept.length > KEPT_EVENTS) kept.splice(0, kept.length - KEPT_EVENTS);
      for (const listener of [...listeners]) if (listener.merchantId === merchantId) listener.send(event);
    },

    /**
     * The merchant's events after `lastEventId`, or null when they cannot all be given (unknown
     * or foreign id, another boot's id, or older than what is kept): the board then reloads its list.
     */
    since(merchantId: number, lastEventId: string | undefined): OrderEvent[] | null {
      const after = sequenceOf(lastEventId);
      if (after === null || after > sequence) return null;
      const oldestKept = kept.length ? Number(kept[0].id.split('-')[1]) : sequence + 1;
      if (after < oldestKept - 1) return null;
      return kept.filter((event) => event.merchantId === merchantId && Number(event.id.split('-')[1]) > after);
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

    closeStreams() {
      for (const listener of [...listeners]) listener.end();
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
    hub = createOrderEventHub();
    hubs.set(store, hub);
  }
  return hub;
};

/**
 * Tell the merchant's boards about an order once the request that changed it has been answered,
 * that is once the change is on disk (route() answers only then): a board never shows a change
 * the server could still undo.
 */
export const announceWhenAnswered = (res: Response, store: Store, order: OrderRecord) => {
  res.on('finish', () => {
    if (res.statusCode < 400) orderEventHub(store).publish(order.merchant_id, boardOrder(restaurantState(store), order));
  });
};
