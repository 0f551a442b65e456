import type { z } from 'zod';
import { badRequest, wrapped } from './http';

/**
 * A write body checked by its entity's schema (src/schemas/): the same rules and Spanish texts
 * the form applies. Unknown fields are dropped, wrong types refused, texts trimmed. The first
 * problem is answered 400 with the field it concerns.
 */
export const parseBody = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw badRequest(issue.message, issue.path.length ? { field: issue.path.join('.') } : undefined);
};

/** The record wrapped in a write body (`{bank: {...}}`), checked by its schema. */
export const parseWrapped = <S extends z.ZodType>(schema: S, body: unknown, key: string): z.output<S> =>
  parseBody(schema, wrapped(body, key));
