import { expect } from 'vitest';
import type { z } from 'zod';

/** The answer parses by its declared schema, and parsing drops nothing: a field the schema does not declare is a drift too. */
export const expectShape = (schema: z.ZodType, body: unknown, label: string) => {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), label).toEqual([]);
  expect(parsed.data, `${label}: fields the answer schema does not declare`).toEqual(body);
};
