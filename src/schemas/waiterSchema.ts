import { z } from 'zod';
import { requiredText } from './fields';

/** docs/spec-reference.md §3/§5 waiter: a name. */
export const waiterSchema = z.object({
  name: requiredText(60),
});

export type WaiterInput = z.output<typeof waiterSchema>;
