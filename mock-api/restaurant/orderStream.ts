import type { Request, Response } from 'express';
import type { OrderEvent, OrderEventHub, OrderListener, StreamEnd } from './orderEvents';
import type { BoardOrder } from '../../src/domain/wire/board';
import type { DinerStatus } from '../../src/domain/wire/order';
import type { DinerTabAnswer } from '../../src/domain/wire/tab';

/** Open order streams one staff session may hold: a board and a kitchen view in a few tabs. */
export const STREAMS_PER_SESSION = 10;
/** Open streams of one diner's order: its receipt in a couple of tabs of the phone. */
export const STREAMS_PER_ORDER = 3;
/** Open diners' streams from one client address: a full dining room behind the restaurant's Wi-Fi. */
export const STREAMS_PER_ADDRESS = 100;

interface BoardStreamOptions {
  merchantId: number;
  /** The staff session the stream belongs to: its revocation closes the stream at once. */
  sessionId: string;
  /** The caller's `Last-Event-ID`: what the board already has. */
  lastEventId: string | undefined;
  /** Checked every heartbeat: false once the session ended (idle, past its 8 hours). */
  stillSignedIn: () => boolean;
}

const frame = (event: string, data: unknown, id?: string) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
/** A board's event: an order changed, or a table's bill. */
const eventFrame = (event: OrderEvent) => (event.order ? frame('order', event.order, event.id) : frame('table', event.table, event.id));

/**
 * The response as a server-sent event stream, and the hub listener that feeds it until either
 * side closes: `send` and `beat` write frames; a session's end says `signedOut` first, the server's
 * shutdown `closing`.
 */
const streamTo = (req: Request, res: Response, hub: OrderEventHub, listener: Omit<OrderListener, 'end' | 'beat'> & { beat: (stop: (reason: StreamEnd) => void) => void }) => {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    // nginx and similar proxies would otherwise hold the events back
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  req.socket.setNoDelay(true);
  // how long a browser's EventSource waits before reconnecting; the apps' readers use it too
  res.write('retry: 2000\n\n');

  let closed = false;
  const stop = (reason: StreamEnd) => {
    if (closed) return;
    closed = true;
    unlisten();
    if (reason === 'signedOut') res.write(frame('signedOut', {}));
    if (reason === 'closing') res.write(frame('closing', {}));
    res.end();
  };
  const unlisten = hub.listen({ ...listener, beat: () => listener.beat(stop), end: stop });
  // the response's close, not the request's: a POST's request closes once its body is read
  res.on('close', () => stop('stopping'));
  return { write: (text: string) => !closed && res.write(text), stop };
};

/**
 * A server-sent event stream of one merchant's order changes: first what the board missed since
 * its last event (or `reset` when that cannot be told: it reloads the list), then each change as
 * it happens, and a heartbeat that keeps proxies from closing an idle connection and the session
 * from ending while the board is open. When the session ends (revoked: at once; idle or past its
 * 8 hours: at the next heartbeat) the stream says `signedOut` and closes; the board's next
 * attempt is refused 401 like any other call.
 */
export const openOrderStream = (req: Request, res: Response, hub: OrderEventHub, { merchantId, sessionId, lastEventId, stillSignedIn }: BoardStreamOptions) => {
  // all of this runs in one turn: no event can slip between the catch-up and the listening
  const stream = streamTo(req, res, hub, {
    merchantId,
    sessionId,
    send: (event: OrderEvent) => stream.write(eventFrame(event)),
    beat: (stop) => (stillSignedIn() ? stream.write(frame('heartbeat', { at: Date.now() })) : stop('signedOut')),
  });
  const missed = lastEventId ? hub.since(merchantId, lastEventId) : [];
  const last = hub.lastEventId(merchantId);
  if (missed === null) stream.write(frame('reset', { lastEventId: last }, last));
  else for (const event of missed) stream.write(eventFrame(event));
  // the board is now up to date and listening: it may say 'En vivo'
  stream.write(frame('ready', { lastEventId: last }));
};

export const dinerStatusOf = (order: Pick<BoardOrder, 'id' | 'status' | 'paid' | 'refunded'>): DinerStatus => ({
  id: order.id,
  status: order.status,
  paid: order.paid,
  refunded: order.refunded,
});

interface DinerStreamOptions {
  merchantId: number;
  orderId: number;
  address: string;
  /** The order as it stands now: the first frame, so the receipt never waits for a change to know. */
  current: DinerStatus;
}

/**
 * A diner's stream of one order: its status now, then each change the board makes,
 * with no staff names, history, waiter or other order. A cancelled order changes no more: the
 * stream says so and closes. The heartbeat keeps proxies from closing an idle connection.
 */
export const openDinerStream = (req: Request, res: Response, hub: OrderEventHub, { merchantId, orderId, address, current }: DinerStreamOptions) => {
  const stream = streamTo(req, res, hub, {
    merchantId,
    sessionId: null,
    diner: { orderId, address },
    send: (event) => {
      if (event.order?.id !== orderId) return;
      stream.write(frame('status', dinerStatusOf(event.order)));
      if (event.order.status === 'CANCELLED') stream.stop('stopping');
    },
    beat: () => stream.write(frame('heartbeat', { at: Date.now() })),
  });
  stream.write(frame('status', current));
  if (current.status === 'CANCELLED') stream.stop('stopping');
};

interface TabStreamOptions {
  merchantId: number;
  tableId: number;
  address: string;
  /** The tab as it stands now, read again on every change of the table or of one of its orders. */
  current: () => DinerTabAnswer;
}

/**
 * A phone's stream of its table's tab: the tab now, then again whenever one of the
 * table's orders or its bill changes (another phone's round, a payment, a call, the table closed).
 * Nothing of any other table reaches it.
 */
export const openTabStream = (req: Request, res: Response, hub: OrderEventHub, { merchantId, tableId, address, current }: TabStreamOptions) => {
  const stream = streamTo(req, res, hub, {
    merchantId,
    sessionId: null,
    tab: { tableId, address },
    send: (event) => {
      // every change of the table's bill, an order's included, comes as the table's event (orderEvents.ts)
      if (event.table?.id === tableId) stream.write(frame('tab', current()));
    },
    beat: () => stream.write(frame('heartbeat', { at: Date.now() })),
  });
  stream.write(frame('tab', current()));
};
