import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
// zod's Spanish where a schema is silent, before any form checks a value
import './zodSetup';

/**
 * An empty input is a missing value: react-admin gives '' for an empty text or select and null
 * for an empty number, and the schema's "required" message should answer both.
 */
export const blanksAsMissing = (value: unknown): unknown => {
  if (value === '' || value === null) return undefined;
  if (Array.isArray(value)) return value.map(blanksAsMissing);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blanksAsMissing(inner)]));
  }
  return value;
};

/**
 * The react-admin form's resolver from an entity's schema: the same rules and messages the mock
 * API applies to the body. The form keeps its raw values (the endpoint description's toPayload
 * shapes the body), so only the verdict comes from here.
 */
export const schemaResolver = <T extends FieldValues = FieldValues>(schema: z.ZodType): Resolver<T> =>
  zodResolver(z.preprocess(blanksAsMissing, schema) as never, undefined, { raw: true }) as unknown as Resolver<T>;

/**
 * A react-admin validator that checks nothing but marks its input with the asterisk (react-admin
 * reads `isRequired` off an input's validate). With a resolver, react-hook-form runs only the
 * resolver, so a mark never decides anything. Used as is for a field required by a rule across
 * fields (a user's bank or merchant, by group).
 */
export const REQUIRED_MARK = Object.assign(() => undefined, { isRequired: true });

/**
 * The fields a schema requires (those that refuse a missing value), as REQUIRED_MARKs by name.
 */
export const requiredMarks = <S extends z.ZodObject>(schema: S): Record<keyof S['shape'], typeof REQUIRED_MARK | undefined> =>
  Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, (field as z.ZodType).safeParse(undefined).success ? undefined : REQUIRED_MARK]),
  ) as never;
