import { z } from 'zod';

/**
 * Shapes that cross the wire between the mock API (and the provider's real API) and the two apps.
 * The server builds its answers with these types and the clients read them, so a change on one
 * side is a type error on the other. Plain zod objects: the endpoint declarations
 * (mock-api/contract/) turn them into the OpenAPI document, and the API tests check real answers
 * against them (tests/api/contract.test.ts and the access matrix). A schema with an `id` is one
 * named schema of the document (components.schemas).
 */

/** A refusal: the Spanish message to show, and the field it concerns when a body was checked. */
export const refusalAnswer = z.object({ message: z.string(), field: z.string().optional() }).meta({ id: 'Refusal' });

/** 401: the session is missing, ended or forged (docs/spec-reference.md §8: the admin then signs out). */
export const invalidTokenAnswer = z.object({ error: z.string() }).meta({ id: 'InvalidToken' });

/** A lookup item of docs/spec-reference.md §3 'Catalog items'. */
export const catalogItem = z.object({ code: z.number().int(), description: z.string() }).meta({ id: 'CatalogItem' });

/** An id and a name: the choices of a select. */
export const namedItem = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'NamedItem' });
export type NamedItem = z.infer<typeof namedItem>;

export const currencyCode = z.union([z.literal(188), z.literal(840)]);

/** One currency's line under a report: how many rows and how much, over the whole filtered range. */
export const currencyTotal = z.object({ currency: z.enum(['CRC', 'USD']), count: z.number().int(), amount: z.number() }).meta({ id: 'CurrencyTotal' });
export type CurrencyTotal = z.infer<typeof currencyTotal>;

/** A write's answer: the record as stored and the success text the admin shows. */
export const saved = <K extends string, S extends z.ZodType>(key: K, record: S) =>
  z.object({ [key]: record, message: z.string() } as { [P in K]: S } & { message: z.ZodString });
