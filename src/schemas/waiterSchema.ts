import { z } from 'zod';
import { choiceId, requiredText } from './fields';

/**
 * docs/spec-reference.md §3/§5 waiter: a name; ours, the staff user who signs in as this waiter
 * (null: none; left out: unchanged), so 'Mis mesas' knows whose tables to show.
 */
export const waiterSchema = z.object({
  name: requiredText(60),
  userId: choiceId().nullable().optional(),
});

export type WaiterInput = z.output<typeof waiterSchema>;
