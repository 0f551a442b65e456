import type { z } from 'zod';
// zod's Spanish where a schema is silent (and no eval), before any body is checked
import '../src/schemas/zodSetup';
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

/**
 * A schema built from stored lookups (identification types, banks), built again only when they
 * change: building a form's schema costs more than checking a body with it, and it was built
 * for every request.
 */
export const schemaBuiltFrom = <I, S extends z.ZodType>(build: (input: I) => S) => {
  let last: { key: string; schema: S } | undefined;
  return (input: I): S => {
    const key = JSON.stringify(input) ?? '';
    if (!last || last.key !== key) last = { key, schema: build(input) };
    return last.schema;
  };
};
