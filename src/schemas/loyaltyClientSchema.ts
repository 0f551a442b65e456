import { z } from 'zod';
import { requiredEmail, requiredText } from './fields';

/** docs/spec-reference.md §3/§5 loyalty client: name and e-mail required; the device is Android unless iOS is chosen. */
export const loyaltyClientSchema = z.object({
  nombre: requiredText(120),
  correo: requiredEmail(120),
  plataforma: z.preprocess((value) => (value === undefined || value === null ? 'android' : value), z.enum(['android', 'ios'], { error: 'El dispositivo elegido no es válido.' })),
});

/** POST /loyalty/search-client: an e-mail (docs/spec-reference.md §5). */
export const clientSearchSchema = z.object({ email: requiredEmail(120) });

/** POST /loyalty/resendCard: the member's card and e-mail. */
export const resendCardSchema = z.object({
  loyaltyMemberId: requiredText(20),
  email: requiredEmail(120),
});

export type LoyaltyClientInput = z.output<typeof loyaltyClientSchema>;
