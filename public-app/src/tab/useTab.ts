import { useEffect, useState } from 'react';
import { fetchTab, type DinerTabAnswer } from '../api';
import { followTab } from './followTab';

const POLL_MS = 3000;
const RETRY_MS = 2000;

/**
 * The table's open tab, live: pushed by the tab's stream, which is opened again when it
 * drops; while it cannot get through, asked every 3 seconds. Every phone at the table follows the
 * same tab, so a round or a payment made on one shows on all.
 */
export const useTab = (token: string | null) => {
  const [answer, setAnswer] = useState<DinerTabAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const { signal } = controller;
    const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
    void (async () => {
      let failures = 0;
      while (!signal.aborted) {
        try {
          await followTab(token, (next) => ((failures = 0), setFailed(false), setAnswer(next)), signal);
        } catch {
          failures += 1;
        }
        if (signal.aborted) return;
        if (failures >= 2) {
          // the stream does not get through (a proxy that buffers it): ask instead, and try it again later
          try {
            setAnswer(await fetchTab(token));
            setFailed(false);
          } catch {
            setFailed(true);
          }
          await wait(POLL_MS);
          if (failures > 10) failures = 0;
        } else await wait(RETRY_MS);
      }
    })();
    return () => controller.abort();
  }, [token]);
  return { answer, failed, setAnswer };
};
