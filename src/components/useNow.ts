import { useEffect, useState } from 'react';

/** The clock, read again every `everyMs`: enough for minutes shown on a wall screen. */
export const useNow = (everyMs: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};
