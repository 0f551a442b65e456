import { z } from 'zod';
import { inventoryMessages as text } from '../domain/inventoryMessages';
import { requiredText, wholeNumber } from './fields';

/** docs/spec-reference.md §3/§5 reward: a name and the points it requires, a whole number above 0. */
export const rewardSchema = z.object({
  recompensa: requiredText(80),
  requiere: wholeNumber(1, 1_000_000, text.rewardPoints),
});

export type RewardInput = z.output<typeof rewardSchema>;

/** PUT /loyalty/rewards: the reward names itself by its id in the body (docs/spec-reference.md §7). */
export const rewardUpdateSchema = rewardSchema.extend({ id: z.number().int() });
