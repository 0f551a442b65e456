import { z } from 'zod';

/** The loyalty programme as its screens read it (docs/spec-reference.md §3), without the merchant (the caller's own). */

/** A reward: its name and the points it requires. */
export const reward = z.object({ id: z.number().int(), recompensa: z.string(), requiere: z.number().int() }).meta({ id: 'Reward' });
export type Reward = z.infer<typeof reward>;

/** A loyalty client; `loyaltyMemberId` is the number on their card, `fechaRegistro` an ISO date-time. */
export const loyaltyClient = z
  .object({
    id: z.number().int(),
    nombre: z.string(),
    correo: z.string(),
    plataforma: z.enum(['android', 'ios']),
    loyaltyMemberId: z.string(),
    puntosActuales: z.number().int(),
    sellosActuales: z.number().int(),
    fechaRegistro: z.string(),
  })
  .meta({ id: 'LoyaltyClient' });
export type LoyaltyClient = z.infer<typeof loyaltyClient>;

/** GET /loyalty/clients/{page}/{size} (ours): one page of the clients found, the number of pages and of clients. */
export const loyaltyClientPage = z.object({ clients: z.array(loyaltyClient), pages: z.number().int(), total: z.number().int() });
export type LoyaltyClientPage = z.infer<typeof loyaltyClientPage>;
