import { useEffect, useState } from 'react';
import { CANCEL_WINDOW_SECONDS } from '../../../src/domain/orderRules';

const secondsLeft = (since: number | null) =>
  since === null ? 0 : Math.max(0, Math.min(CANCEL_WINDOW_SECONDS, CANCEL_WINDOW_SECONDS - Math.floor((Date.now() - since) / 1000)));

/**
 * Seconds left of the 15-second cancel window that began at `since` (when the order arrived),
 * counted from the clock rather than from ticks, so a reload or a sleeping tab stays right.
 */
export const useCountdown = (since: number | null) => {
  const [seconds, setSeconds] = useState(() => secondsLeft(since));
  useEffect(() => {
    setSeconds(secondsLeft(since));
    if (secondsLeft(since) === 0) return;
    const timer = setInterval(() => {
      const left = secondsLeft(since);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [since]);
  return seconds;
};
