import { crDate, DAY_MS } from './costaRicaTime';

/**
 * Which days of the exchange-rate table may still be written (docs/departures.md, 'The day's rate'),
 * read by the form and the mock API alike. BCCR publishes a day's rate the evening before, so a day
 * may be entered up to tomorrow, Costa Rica time.
 */
export const lastRateDay = (now: number) => crDate(now + DAY_MS);

/** Today's and tomorrow's rate may be corrected; a past day's stays as that day's documents state it. */
export const rateDayCorrectable = (day: string, now: number) => day >= crDate(now);
