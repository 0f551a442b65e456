import { z } from 'zod';

/** The tax authority's CABYS catalogue as the product form's picker reads it (docs/spec-reference.md §3 tax-authority item). */

/** An item, its fields named as the provider's API names them. */
export const cabysItem = z
  .object({ CodigoBienServicio: z.string(), DescripcionBienServicio: z.string(), Impuesto: z.number() })
  .meta({ id: 'CabysItem' });
export type CabysItem = z.infer<typeof cabysItem>;

/**
 * A category (docs/spec-reference.md §3: categoria, descripcion, Impuesto). `descripcion` is the official name at
 * level 1 and null below; `Impuesto` is the rate when all its items share one, else null. `nivel`,
 * `cantidad` and `ejemplos` are ours: the level, how many items it holds and a few of their descriptions.
 */
export const cabysCategory = z
  .object({
    categoria: z.string(),
    descripcion: z.string().nullable(),
    Impuesto: z.number().nullable(),
    nivel: z.number().int(),
    cantidad: z.number().int(),
    ejemplos: z.array(z.string()),
  })
  .meta({ id: 'CabysCategory' });
export type CabysCategory = z.infer<typeof cabysCategory>;

/** GET /product/getCabysByCodeOrName/{text}/{page}/{size}: one page of items and how many pages there are. */
export const cabysPage = z.object({ cabys: z.array(cabysItem), totalPages: z.number().int() });
export type CabysPage = z.infer<typeof cabysPage>;

/**
 * GET /product/cabysSuggestions (ours): what the picker offers before anything is typed: the code
 * of a dish served at the table, those of drinks served in a restaurant (src/domain/restaurantCabys.ts)
 * and the codes of the merchant's last products, newest first.
 */
export const cabysSuggestions = z
  .object({ dish: cabysItem, drinks: z.array(cabysItem), recent: z.array(cabysItem) })
  .meta({ id: 'CabysSuggestions' });
export type CabysSuggestions = z.infer<typeof cabysSuggestions>;
