import { z } from 'zod';
import { crDayStart } from '../domain/costaRicaTime';
import { exchangeRateMessages as text } from '../domain/exchangeRateMessages';

/** Hundredths of a colón: BCCR publishes its reference rate with two decimals. */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * The day's reference rate (docs/departures.md, 'Dollars that match'): a Costa Rica calendar day
 * (`YYYY-MM-DD`) and the colones one dollar sells for that day, BCCR's sell reference rate.
 * Whether the day may still be written (not past, not after tomorrow) is the server's to say: it
 * depends on today.
 */
export const exchangeRateSchema = z.object({
  day: z
    .string({ error: text.badDay })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && crDayStart(value) !== null, text.badDay),
  rate: z.number({ error: text.badRate }).min(100, text.badRate).max(2000, text.badRate).refine(twoDecimals, text.badRate),
});

export type ExchangeRateInput = z.output<typeof exchangeRateSchema>;
