import { crDate, DAY_MS } from '../../src/domain/costaRicaTime';
import type { ExchangeRateRecord } from '../provider/exchangeRates';
import type { Rng } from './random';

/** Days of history: the 13 months of seeded card transactions and a little more. */
const DAYS = 400;
const LOW = 495;
const HIGH = 515;

/** What the history says entered it: not a person (docs/departures.md). */
export const SEEDED_BY = 'Historial de demostración';

/**
 * A plausible history of BCCR's sell reference rate (₡495–₡515 the dollar, as in 2025–2026), one
 * rate a weekday up to the build day, a small random walk with two decimals: not BCCR's real
 * figures (docs/departures.md). Weekends have no row, as BCCR publishes none: they take Friday's.
 */
export const seedExchangeRates = (r: Rng, now: number): ExchangeRateRecord[] => {
  const rows: ExchangeRateRecord[] = [];
  let rate = 507.5;
  for (let back = DAYS; back >= 0; back -= 1) {
    const day = crDate(now - back * DAY_MS);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    // a step of up to ₡1.20, pulled back toward the middle near the edges
    const pull = rate > HIGH - 3 ? -0.4 : rate < LOW + 3 ? 0.4 : 0;
    rate = Math.min(HIGH, Math.max(LOW, rate + (r.next() - 0.5) * 2.4 + pull));
    rate = Math.round(rate * 100) / 100;
    rows.push({ day, rate, enteredBy: SEEDED_BY });
  }
  return rows;
};
