import { useEffect, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../../src/providers/apiRequest';
import { fetchSoldOut } from '../api';

/**
 * What cannot be ordered right now, kept current while a menu or the summary is open (issue 22):
 * GET /menu/soldOut/{token} every second (a few bytes), so a dish marked 'Agotado' on the board or
 * whose stock ran out greys within two seconds. Paused while the page is hidden; a failed ask
 * keeps the last answer and tries again on the next tick, except for a table code the API no
 * longer knows (404: regenerated or deleted), which will not come back.
 */
const POLL_MS = 1000;

let known: { token: string; ids: ReadonlySet<number> } | null = null;
const listeners = new Set<() => void>();

const publish = (token: string, ids: number[]) => {
  const same = known?.token === token && known.ids.size === ids.length && ids.every((id) => known!.ids.has(id));
  if (same) return;
  known = { token, ids: new Set(ids) };
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The ids sold out at the table's merchant, or null until the first answer (the menu's own `soldOut` stands until then). */
export const useLiveSoldOut = (token: string | null): ReadonlySet<number> | null => {
  useEffect(() => {
    if (!token) return undefined;
    let stopped = false;
    let timer = 0;
    const tick = async () => {
      if (document.visibilityState === 'visible') {
        await fetchSoldOut(token).then(
          (answer) => !stopped && publish(token, answer.soldOut),
          (error: unknown) => {
            if (error instanceof ApiRequestError && error.status === 404) stopped = true;
          },
        );
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [token]);
  const snapshot = useSyncExternalStore(subscribe, () => known);
  return snapshot && snapshot.token === token ? snapshot.ids : null;
};
