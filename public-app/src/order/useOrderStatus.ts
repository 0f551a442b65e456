import { useEffect, useState } from 'react';
import { isOrderStatus } from '../../../src/domain/orderStatus';
import { ApiRequestError } from '../../../src/providers/apiRequest';
import type { DinerStatus, PlacedOrder } from '../api';
import { fetchOrderStatus, followOrderStatus } from './followOrderStatus';
import { abortableSleep } from '../../../src/providers/abortableSleep';

/** How often the receipt asks where the order stands when its stream cannot get through (mock-api/auth/rateLimits.ts counts on it). */
export const STATUS_POLL_MS = 3000;
/** After this many failed stream attempts in a row the receipt polls instead (a proxy that drops streams). */
const FAILURES_BEFORE_POLLING = 2;
/** While polling, the stream is tried again every this many polls. */
const POLLS_BETWEEN_STREAM_TRIES = 15;
const RETRY_MS = 1000;

/** What the receipt follows of its order: the answer's status without the order's id. */
export type DinerOrderStatus = Omit<DinerStatus, 'id'>;

/**
 * The order's status as the kitchen moves it (Recibido → En preparación → Listo → Entregado, or
 * Cancelado, with its refund when it was paid), pushed by the order's own event stream while
 * the receipt is open, so the receipt follows the board at once. When the stream keeps failing,
 * it asks every 3 seconds instead and tries the stream again now and then. A cancelled order
 * changes no more: nothing more is asked. Needs the cancel key, the proof that this device placed
 * the order; without it, nothing is asked.
 */
export const useOrderStatus = (order: PlacedOrder | null, token: string | null, cancelKey: string | null) => {
  const [state, setState] = useState<DinerOrderStatus | null>(
    isOrderStatus(order?.status) ? { status: order.status, paid: false, refunded: false } : null,
  );
  useEffect(() => {
    if (!order || !token || !cancelKey) return;
    const controller = new AbortController();
    const { signal } = controller;
    let finished = false;
    const take = (answer: DinerStatus) => {
      if (signal.aborted || !isOrderStatus(answer.status)) return;
      setState({ status: answer.status, paid: answer.paid, refunded: answer.refunded });
      finished = answer.status === 'CANCELLED';
    };
    void (async () => {
      let failures = 0;
      let polls = 0;
      while (!signal.aborted && !finished) {
        if (failures < FAILURES_BEFORE_POLLING || polls % POLLS_BETWEEN_STREAM_TRIES === 0) {
          try {
            await followOrderStatus(order, token, cancelKey, (answer) => ((failures = 0), take(answer)), signal);
            // closed by the server: the order was cancelled (finished), or the server restarts
            if (!finished) await abortableSleep(RETRY_MS, signal);
            continue;
          } catch (error) {
            // the order is not (or no longer) this device's to follow: nothing to ask
            if (error instanceof ApiRequestError && error.status === 404) return;
            failures += 1;
            if (failures < FAILURES_BEFORE_POLLING) {
              await abortableSleep(RETRY_MS, signal);
              continue;
            }
          }
        }
        polls += 1;
        try {
          take((await fetchOrderStatus(order, token, cancelKey)).order);
        } catch {
          // a lost connection: the next try may work; the receipt keeps the last status it knew
        }
        if (!finished) await abortableSleep(STATUS_POLL_MS, signal);
      }
    })();
    return () => controller.abort();
  }, [order, token, cancelKey]);
  return state;
};
