import { z } from 'zod';

/**
 * POST /auth/changePassword (docs/spec-reference.md §7: `{lastPassword, newPassword}`, the token in
 * `x-authorization`). The rules of a new password are src/domain/passwordPolicy.ts's, which the
 * form and the server apply with their Spanish messages.
 */
export const passwordChangeSchema = z.object({
  lastPassword: z.string().max(200),
  newPassword: z.string().max(200),
});
