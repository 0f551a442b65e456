import { z } from 'zod';

/**
 * POST /auth/login (docs/spec-reference.md §7: `{user, password, retry}`). The server reads it by
 * hand, so that a malformed body, an unknown user and a wrong password answer alike: a longer
 * text than these limits names no user and no password, and is refused like wrong credentials.
 */
export const signInSchema = z.object({
  user: z.string().max(120),
  password: z.string().max(200),
  retry: z.number().int().optional(),
});
