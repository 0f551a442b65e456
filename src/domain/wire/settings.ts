import { z } from 'zod';

/** A merchant's own company settings as GET and PUT /merchant/config/{id} answer them (docs/spec-reference.md §2). */
export const companySettings = z.object({
  id: z.number().int(),
  companyTypeId: z.number().int(),
  simplifiedRegime: z.boolean(),
  tableService: z.boolean(),
}).meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettings>;
