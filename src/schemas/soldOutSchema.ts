import { z } from 'zod';
import { menuExtrasMessages as text } from '../domain/productMessages';

/** PUT /product/soldOut/{id}: `{soldOut: true}` marks the product 'Agotado', false makes it available again. */
export const soldOutSchema = z.object({ soldOut: z.boolean({ error: text.soldOutFlag }) });
export type SoldOutInput = z.output<typeof soldOutSchema>;
