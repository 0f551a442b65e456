import type { Request, Response } from 'express';
import type { OrderEvent, OrderEventHub } from './orderEvents';

interface StreamOptions {
  merchantId: number;
  /** The caller's `Last-Event-ID`: what the board already has. */
  lastEventId: string | undefined;
  /** Checked every heartbeat: false once the session ended (signed out, idle, past its 8 hours). */
  stillSignedIn: () => boolean;
}

const frame = (event: string, data: unknown, id?: string) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A server-sent event stream of one merchant's order changes: first what the board missed since
 * its last event (or `reset` when that cannot be told: it reloads the list), then each change as
 * it happens, and a heartbeat that keeps proxies from closing an idle connection and the session
 * from ending while the board is open. When the session ends the stream says `signedOut` and
 * closes; the board's next attempt is refused 401 like any other call.
 */
export const openOrderStream = (req: Request, res: Response, hub: OrderEventHub, { merchantId, lastEventId, stillSignedIn }: StreamOptions) => {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    // nginx and similar proxies would otherwise hold the events back
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  req.socket.setNoDelay(true);
  // how long a browser's EventSource waits before reconnecting; the admin's reader uses it too
  res.write('retry: 2000\n\n');

  const missed = lastEventId ? hub.since(merchantId, lastEventId) : [];
  if (missed === null) res.write(frame('reset', { lastEventId: hub.lastEventId() }, hub.lastEventId()));
  else for (const event of missed) res.write(frame('order', event.order, event.id));
  // the board is now up to date and listening: it may say 'En vivo'
  res.write(frame('ready', { lastEventId: hub.lastEventId() }));

  let closed = false;
  const stop = () => {
    if (closed) return;
    closed = true;
    unlisten();
    res.end();
  };
  const unlisten = hub.listen({
    merchantId,
    send: (event: OrderEvent) => {
      if (event.merchantId === merchantId) res.write(frame('order', event.order, event.id));
    },
    beat: () => {
      if (!stillSignedIn()) {
        res.write(frame('signedOut', {}));
        stop();
        return;
      }
      res.write(frame('heartbeat', { at: Date.now() }));
    },
    end: stop,
  });
  req.on('close', stop);
};
