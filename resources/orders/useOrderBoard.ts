import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { readEventStream } from '../../src/providers/eventStream';
import { httpClient } from '../../src/providers/httpClient';
import type { BoardChanges, BoardContext, BoardOrder, BoardToday } from '../../src/domain/wire/board';
import { boardPlace } from '../../src/domain/orderStatus';
import { abortableSleep } from '../../src/providers/abortableSleep';

export type Connection = 'connecting' | 'live' | 'polling';

/** After this many failed stream attempts in a row the board polls instead (a proxy that buffers or drops streams). */
const FAILURES_BEFORE_POLLING = 3;
const RETRY_MS = 1000;
const POLL_MS = 3000;
/** While polling, the stream is tried again every this many polls. */
const POLLS_BETWEEN_STREAM_TRIES = 10;


interface Options {
  /** A new order arrived live (not one of the list first loaded): the chime, the tab title's count. */
  onNewOrder?: (order: BoardOrder) => void;
}

/**
 * Today's orders of the merchant, kept live: loaded once, then changed by the server's event
 * stream (reconnecting by itself with `Last-Event-ID`, so nothing is missed; reloading when the
 * server cannot say what was missed), or by polling when the stream keeps failing. A refused
 * session (401) signs out the way every other call does.
 */
export const useOrderBoard = ({ onNewOrder }: Options = {}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [orders, setOrders] = useState<BoardOrder[] | null>(null);
  const [context, setContext] = useState<BoardContext | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [attempt, setAttempt] = useState(0);
  const lastEventId = useRef<string | undefined>(undefined);
  const known = useRef(new Set<number>());
  const newOrder = useRef(onNewOrder);
  newOrder.current = onNewOrder;

  const load = useCallback(async () => {
    const answer = await dataProvider.action<BoardToday>('orders', 'today');
    const { orders: loaded, ...rest } = answer;
    lastEventId.current = rest.lastEventId;
    known.current = new Set(loaded.map((order) => order.id));
    setOrders([...loaded].sort(boardPlace));
    setContext(rest);
    setError(null);
  }, [dataProvider]);

  /** An order as the server now has it (an answer to our own change, or an event). */
  const apply = useCallback((order: BoardOrder) => {
    const isNew = !known.current.has(order.id);
    known.current.add(order.id);
    setOrders((current) => [...(current ?? []).filter((candidate) => candidate.id !== order.id), order].sort(boardPlace));
    if (isNew) newOrder.current?.(order);
  }, []);

  useEffect(() => {
    load().catch((loadError: unknown) => {
      setError(loadError);
      void logoutIfAccessDenied(loadError);
    });
  }, [load, logoutIfAccessDenied, attempt]);

  const loaded = orders !== null;
  useEffect(() => {
    if (!loaded) return;
    const controller = new AbortController();
    const { signal } = controller;
    const signOutIfRefused = async (refusal: unknown) => refusal instanceof HttpError && (refusal.status === 401 || refusal.status === 403) && (await logoutIfAccessDenied(refusal), true);
    const onEvent = (event: { event: string; data: string; id?: string }) => {
      const data = JSON.parse(event.data) as Record<string, unknown>;
      if (event.event === 'ready') setConnection('live');
      else if (event.event === 'order') {
        lastEventId.current = event.id ?? lastEventId.current;
        apply(data as unknown as BoardOrder);
      } else if (event.event === 'reset') void load().catch(() => undefined);
    };
    const poll = async () => {
      const answer = await httpClient<BoardChanges>('/orders/events', {
        headers: lastEventId.current ? { 'Last-Event-ID': lastEventId.current } : {},
      });
      if (answer.reset) await load();
      else {
        answer.orders.forEach(apply);
        lastEventId.current = answer.lastEventId;
      }
    };
    void (async () => {
      let failures = 0;
      let polls = 0;
      while (!signal.aborted) {
        if (failures < FAILURES_BEFORE_POLLING || polls % POLLS_BETWEEN_STREAM_TRIES === 0) {
          try {
            await readEventStream('/orders/events', { lastEventId: lastEventId.current, onEvent: (event) => ((failures = 0), onEvent(event)), signal });
          } catch (streamError) {
            if (await signOutIfRefused(streamError)) return;
            failures += 1;
          }
          if (signal.aborted) return;
          // closed by the server (a restart, the session's end) or failed: try again shortly
          setConnection(failures >= FAILURES_BEFORE_POLLING ? 'polling' : 'connecting');
          if (failures < FAILURES_BEFORE_POLLING) {
            await abortableSleep(RETRY_MS * Math.max(1, failures), signal);
            continue;
          }
        }
        polls += 1;
        try {
          await poll();
        } catch (pollError) {
          if (await signOutIfRefused(pollError)) return;
        }
        await abortableSleep(POLL_MS, signal);
      }
    })();
    return () => controller.abort();
  }, [loaded, load, apply, logoutIfAccessDenied]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((value) => value + 1);
  }, []);

  return { orders, context, error, connection, apply, retry };
};
