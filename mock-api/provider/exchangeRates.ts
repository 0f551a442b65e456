import { crDate } from '../../src/domain/costaRicaTime';
import type { ExchangeRate } from '../../src/domain/wire/exchangeRate';

/**
 * The provider's table of dollar rates (docs/departures.md, 'Dollars that match'): one row a Costa
 * Rica day, BCCR's sell reference rate as the provider's staff entered it ('Tipos de cambio').
 * A dollar sale is charged and invoiced at the rate of its day; a day without a row takes the latest
 * earlier one (BCCR publishes no new rate on weekends and holidays), and a day before every row the
 * earliest one.
 */
export type ExchangeRateRecord = ExchangeRate;

export const EXCHANGE_RATES = 'exchangeRates';

/** The stored rows, oldest day first; a read creates no collection. */
export const storedExchangeRates = (state: object): ExchangeRateRecord[] => {
  const rows = (state as Record<string, unknown>)[EXCHANGE_RATES];
  return Array.isArray(rows) ? (rows as ExchangeRateRecord[]) : [];
};

/** The stored rows to write to. */
export const exchangeRatesOf = (state: Record<string, unknown>): ExchangeRateRecord[] => {
  if (!Array.isArray(state[EXCHANGE_RATES])) state[EXCHANGE_RATES] = [];
  return state[EXCHANGE_RATES] as ExchangeRateRecord[];
};

/** What a table without any row answers: the rate the portal used before the table existed. */
const NO_TABLE_RATE = 505;

/** The rate of a Costa Rica day (`YYYY-MM-DD`): its own row, else the latest earlier, else the earliest. */
export const rateOfDay = (state: object, day: string): number => {
  const rows = storedExchangeRates(state);
  let found: ExchangeRateRecord | undefined;
  for (const row of rows) if (row.day <= day && (!found || row.day > found.day)) found = row;
  if (found) return found.rate;
  const earliest = rows.reduce<ExchangeRateRecord | undefined>((first, row) => (!first || row.day < first.day ? row : first), undefined);
  return earliest?.rate ?? NO_TABLE_RATE;
};

/** The rate in force at an instant (epoch ms): its Costa Rica day's. */
export const rateAt = (state: object, epochMs: number) => rateOfDay(state, crDate(epochMs));
