import { z } from 'zod';
import { dayCloseMessages as text } from '../domain/dayCloseMessages';
import { optionalText } from './fields';

/**
 * 'Cerrar caja' (docs/departures.md, "A close that reconciles"): the cash the staff counted, in whole
 * colones, and why they close anyway when bills are open or the count differs from the expected.
 */
export const dayCloseSchema = z.object({
  countedCash: z.number({ error: text.badCount }).int(text.badCount).min(0, text.badCount).max(1_000_000_000, text.badCount),
  reason: optionalText(300),
});
export type DayCloseBody = z.output<typeof dayCloseSchema>;
