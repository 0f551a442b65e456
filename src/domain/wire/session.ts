import { z } from 'zod';

/** The session user of docs/spec-reference.md §3 as sign-in and GET /auth/ answer it, without anything secret. */
export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  merchant: z.object({ id: z.number().int(), image: z.string() }).nullable(),
  tempPassword: z.boolean(),
  cashRegister: z.boolean(),
  user_token: z.string().nullable(),
}).meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /auth/login and GET /auth/: the session's token and its user. */
export const signedIn = z.object({ token: z.string(), user: sessionUser });
export type SignedIn = z.infer<typeof signedIn>;

/**
 * POST /auth/changePassword: the success text; a signed-in user's change also answers a new
 * session (token and user), a temporary-password session's does not (the user signs in again).
 */
export const passwordChanged = z.object({ message: z.string(), token: z.string().optional(), user: sessionUser.optional() });
export type PasswordChanged = z.infer<typeof passwordChanged>;
