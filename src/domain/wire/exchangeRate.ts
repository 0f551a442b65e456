import { z } from 'zod';

/** One day's dollar reference rate as the provider keeps it (mock-api/provider/exchangeRates.ts). */
export const exchangeRate = z
  .object({
    /** Costa Rica calendar day, `YYYY-MM-DD`; it names the record. */
    day: z.string(),
    /** Colones per dollar (two decimals). */
    rate: z.number(),
    /** Who entered it: a user's name, or the demo's history. */
    enteredBy: z.string(),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRate>;
