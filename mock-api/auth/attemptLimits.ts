import type { Response } from 'express';
import type { Clock } from '../clock';
import { ApiError } from '../http';
import type { RateLimit } from './rateLimits';

/**
 * Failed attempts counted per key (a merchant, a session), not per address: what an address limit
 * cannot stop, such as PINs tried against one merchant's upload from many addresses, or many tries
 * from one session. Each key has a fixed window that starts at its first failure; once a key has
 * `limit` failures in its window, `check` refuses until the window ends. The server's clock
 * counts (tests move it).
 */
export const failureCounter = ({ limit, windowMs }: RateLimit, clock: Clock) => {
  const windows = new Map<string, { failures: number; endsAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= clock.now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    /** Throws 429 with `message` and sets Retry-After (seconds) when any of the keys is used up. */
    check(keys: readonly string[], res: Response, message: string) {
      const waits = keys.flatMap((key) => {
        const window = current(key);
        return window && window.failures >= limit ? [window.endsAt - clock.now()] : [];
      });
      if (waits.length === 0) return;
      res.set('Retry-After', String(Math.max(1, Math.ceil(Math.max(...waits) / 1000))));
      throw new ApiError(429, message);
    },
    /** One more failure for each key. */
    fail(keys: readonly string[]) {
      // ended windows go now and then, so the map holds only keys failing lately
      if (windows.size > 1000) for (const key of [...windows.keys()]) current(key);
      for (const key of keys) {
        const window = current(key) ?? { failures: 0, endsAt: clock.now() + windowMs };
        window.failures += 1;
        windows.set(key, window);
      }
    },
  };
};

export type FailureCounter = ReturnType<typeof failureCounter>;
