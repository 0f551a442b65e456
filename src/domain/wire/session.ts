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
