import { z } from 'zod';

/** A navigation entry as GET /security/getResources gives it (docs/spec-reference.md §3 Resource); parents have code ''. */
export const navResource = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  order: z.number(),
  name: z.string(),
  code: z.string(),
}).meta({ id: 'NavResource' });
export type NavResource = z.infer<typeof navResource>;
