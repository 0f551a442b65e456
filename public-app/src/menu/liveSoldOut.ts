import { useEffect, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../../src/providers/apiRequest';
import type { MenuSoldOut } from '../../../src/domain/wire/product';
import { fetchSoldOut } from '../api';
import { optionKey, type SoldOutNow } from './menuView';

/**
 * What cannot be ordered right now, kept current while a menu or the summary is open:
 * GET /menu/soldOut/{token} every second (a few bytes), so a dish marked 'Agotado' on the board, or
 * a dish or a choice whose stock ran out, greys within two seconds. Paused while the page is hidden; a failed ask
 * keeps the last answer and tries again on the next tick, except for a table code the API no
 * longer knows (404: regenerated or deleted), which will not come back.
 */
const POLL_MS = 1000;

let known: { token: string; text: string; now: SoldOutNow } | null = null;
const listeners = new Set<() => void>();

const publish = (token: string, answer: MenuSoldOut) => {
  const text = JSON.stringify(answer);
  if (known?.token === token && known.text === text) return;
  const options = new Set(answer.soldOutOptions.map((choice) => optionKey(choice.productId, choice.group, choice.option)));
  known = { token, text, now: { products: new Set(answer.soldOut), options } };
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What is sold out at the table's merchant, or null until the first answer (the menu's own `soldOut` stands until then). */
export const useLiveSoldOut = (token: string | null): SoldOutNow | null => {
  useEffect(() => {
    if (!token) return undefined;
    let stopped = false;
    let timer = 0;
    const tick = async () => {
      if (document.visibilityState === 'visible') {
        await fetchSoldOut(token).then(
          (answer) => !stopped && publish(token, answer),
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
  return snapshot && snapshot.token === token ? snapshot.now : null;
};
