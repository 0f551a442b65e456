import { useEffect, useRef, useState } from 'react';
import { HttpError, useLogoutIfAccessDenied } from 'react-admin';
import { abortableSleep } from '../../providers/abortableSleep';
import { readEventStream } from '../../providers/eventStream';

/** Events closer together than this refresh once (a payment moves its order and the tab at once). */
const SETTLE_MS = 250;
const RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Calls `onChange` whenever the merchant's order stream (GET /orders/events, the board's) tells of
 * an order placed, moved, paid or cancelled, and after each reconnection (what happened while it
 * was away is then read again). The stream's events are not applied here: the summary is read
 * again whole, so its figures are always the server's. Returns whether the stream is open now (the
 * home says so in `data-connection`, as the board's chip does).
 */
export const useOrderStreamRefresh = (onChange: () => void) => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        if (!signal.aborted) latest.current();
      }, SETTLE_MS);
    };
    void (async () => {
      let failures = 0;
      let connected = false;
      while (!signal.aborted) {
        try {
          await readEventStream('/orders/events', {
            signal,
            onEvent: (event) => {
              failures = 0;
              if (event.event === 'ready' && connected) changed();
              if (event.event === 'ready') {
                connected = true;
                setLive(true);
              }
              if (event.event === 'order' || event.event === 'reset') changed();
            },
          });
        } catch (refusal) {
          if (refusal instanceof HttpError && (refusal.status === 401 || refusal.status === 403)) {
            await logoutIfAccessDenied(refusal);
            return;
          }
          failures += 1;
        }
        if (!signal.aborted) setLive(false);
        await abortableSleep(Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** failures), signal);
      }
    })();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [logoutIfAccessDenied]);
  return live;
};
