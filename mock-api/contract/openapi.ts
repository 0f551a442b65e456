import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { invalidTokenAnswer, refusalAnswer } from '../../src/domain/wire/common';
import { SCREENS_BY_GROUP } from '../auth/permissions';
import type { DbState, GroupId } from '../storage/records';
import type { Access, BodySpec, Endpoint } from './endpoint';

/**
 * The OpenAPI 3.1 document of the API, written only from the endpoint declarations (endpoint.ts):
 * served at GET /openapi.json, written to docs/openapi.json (`npm run openapi`), read by the
 * reference page (apiReference.ts). Schemas come from zod 4's JSON Schema output (draft 2020-12,
 * the dialect OpenAPI 3.1 uses).
 */

type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
  [extension: `x-${string}`]: unknown;
}

const GROUPS: GroupId[] = [1, 2, 3, 4];
const PROVIDER_GROUPS: GroupId[] = [1, 3];

/** The groups an access lets in, from the server's own table of who sees which screen. */
export const groupsOf = (access: Access): GroupId[] | 'public' => {
  if (access === 'public') return 'public';
  if (access === 'signedIn' || access === 'anySession') return GROUPS;
  return GROUPS.filter(
    (group) => access.screens.some((screen) => SCREENS_BY_GROUP[group].includes(screen)) && (!access.providerOnly || PROVIDER_GROUPS.includes(group)),
  );
};

/**
 * The body's schema for the document: a schema built from stored lookups is built from empty ones
 * (its structure does not depend on them, only its cross-field checks do).
 */
const EMPTY_STATE = { meta: { seed: 0, seedVersion: 0, seededAt: '', tokenSecret: '' }, groups: [], users: [], merchants: [], banks: [], countries: [] } as DbState;
export const bodySchemaOf = (spec: BodySpec): z.ZodType => {
  const schema = typeof spec.schema === 'function' ? spec.schema(EMPTY_STATE) : spec.schema;
  return spec.wrap ? z.object({ [spec.wrap]: schema }) : schema;
};

/**
 * zod writes a field that is preprocessed (an optional text: missing or null is stored as '') as
 * its output type, so as required: the input side says instead what the schema really accepts —
 * a field is required when a missing value is refused, and may be null when null is accepted.
 */
const inputFacts = (ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
  const def = (ctx.zodSchema as { _zod: { def: { type: string; shape?: Record<string, z.ZodType> } } })._zod.def;
  const properties = ctx.jsonSchema.properties as Record<string, JsonSchema> | undefined;
  if (def.type !== 'object' || !def.shape || !properties) return;
  const required = Object.keys(def.shape).filter((key) => !def.shape![key].safeParse(undefined).success);
  if (required.length) ctx.jsonSchema.required = required;
  else delete ctx.jsonSchema.required;
  for (const [key, field] of Object.entries(def.shape)) {
    const property = properties[key];
    if (!property || !field.safeParse(null).success || allowsNull(property)) continue;
    properties[key] = { anyOf: [property, { type: 'null' }] };
  }
};
const allowsNull = (schema: JsonSchema): boolean =>
  schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null')) || ((schema.anyOf as JsonSchema[] | undefined) ?? []).some(allowsNull);

/**
 * JSON Schema (draft 2020-12) of a zod schema, as a client sends it ('input') or as the server
 * answers ('output'). Schemas named by an `id` (src/domain/wire/) go to `named`, the document's
 * components, and are referred to there.
 */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output', named?: Record<string, JsonSchema>): JsonSchema => {
  const result = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // a transform or a custom check has no JSON Schema: it is left open rather than failing the document
    unrepresentable: 'any',
    override: (ctx) => {
      // zod bounds every whole number by the safe range: true, but noise in a document for people
      if (ctx.jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete ctx.jsonSchema.minimum;
      if (ctx.jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete ctx.jsonSchema.maximum;
      if (io === 'input') inputFacts(ctx as { zodSchema: unknown; jsonSchema: JsonSchema });
    },
  }) as JsonSchema;
  // the document says its dialect once (OpenAPI 3.1's own), not in every schema
  delete result.$schema;
  const defs = result.$defs as Record<string, JsonSchema> | undefined;
  if (!named || !defs) return result;
  delete result.$defs;
  const moved = (value: JsonSchema) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [id, definition] of Object.entries(defs)) {
    const text = JSON.stringify(moved(definition));
    if (named[id] && JSON.stringify(named[id]) !== text) throw new Error(`two schemas named ${id}`);
    named[id] = JSON.parse(text) as JsonSchema;
  }
  return moved(result);
};

/** '/bank/:id' → '/bank/{id}'. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+([A-Za-z0-9])?/g, (_match, next?: string) => (next ? next.toUpperCase() : ''))}`;
const tagOf = (path: string) => path.split('/')[1] ?? '';

const refusalRef = { $ref: '#/components/schemas/Refusal' };
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/**
 * A streaming endpoint's second answer: text/event-stream, its events by name with their data's
 * schema in `x-portal-events` (OpenAPI 3.1 has no way to describe an event stream's items).
 */
const streamOf = (endpoint: Endpoint, named: Record<string, JsonSchema>) =>
  endpoint.stream
    ? {
        'text/event-stream': {
          schema: { type: 'string', description: 'Server-sent events, given when the call sends `Accept: text/event-stream`; each event\'s `data` is JSON.' },
          'x-portal-events': Object.fromEntries(Object.entries(endpoint.stream).map(([name, schema]) => [name, jsonSchemaOf(schema, 'output', named)])),
        },
      }
    : {};
/** A text answer is a string; a picture's or a PDF's bytes have no schema (OpenAPI 3.1: binary content is described by its media type alone). */
const contentOf = (type: NonNullable<Endpoint['contentType']>) =>
  type === 'image/*' ? { 'image/png': {}, 'image/jpeg': {} } : type === 'application/pdf' ? { [type]: {} } : { [type]: { schema: { type: 'string' } } };

const responsesOf = (endpoint: Endpoint, named: Record<string, JsonSchema>) => {
  const refusals = new Map<number, string[]>();
  const add = (status: number, message: string) => refusals.set(status, [...(refusals.get(status) ?? []), message]);
  if (endpoint.body) add(400, messages.badJson);
  for (const refusal of endpoint.refusals) add(refusal.status, refusal.message);
  if (endpoint.access !== 'public' && endpoint.access !== 'anySession') add(403, messages.mustChangePassword);
  if (typeof endpoint.access === 'object') add(403, messages.forbidden);
  if (endpoint.method !== 'GET') add(503, messages.notSaved);
  const responses: Record<string, unknown> = {
    200: { description: 'OK', content: endpoint.contentType ? contentOf(endpoint.contentType) : { ...json(jsonSchemaOf(endpoint.answer, 'output', named)), ...streamOf(endpoint, named) } },
  };
  if (endpoint.access !== 'public') responses[401] = { description: messages.invalidToken, content: json({ $ref: '#/components/schemas/InvalidToken' }) };
  for (const [status, texts] of [...refusals].sort(([a], [b]) => a - b)) {
    responses[status] = { description: [...new Set(texts)].map((text) => `- ${text}`).join('\n'), content: json(refusalRef) };
  }
  return responses;
};

const operationOf = (endpoint: Endpoint, named: Record<string, JsonSchema>) => {
  const groups = groupsOf(endpoint.access);
  const parameters = pathParameters(endpoint.path);
  return {
    operationId: operationId(endpoint.method, endpoint.path),
    summary: endpoint.summary,
    tags: [tagOf(endpoint.path)],
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: json(jsonSchemaOf(bodySchemaOf(endpoint.body), 'input', named)) } } : {}),
    responses: responsesOf(endpoint, named),
    security: groups === 'public' ? [] : [{ bearer: [] }],
    'x-portal-access':
      groups === 'public'
        ? { public: true }
        : {
            groups,
            ...(typeof endpoint.access === 'object' ? { screens: [...endpoint.access.screens] } : {}),
            ...(typeof endpoint.access === 'object' && endpoint.access.providerOnly ? { providerOnly: true } : {}),
            ...(endpoint.access === 'anySession' ? { temporarySession: true } : {}),
          },
    ...(endpoint.addition ? { 'x-portal-addition': true } : {}),
  };
};

export const openApiDocument = (endpoints: readonly Endpoint[]): OpenApiDocument => {
  const paths: OpenApiDocument['paths'] = {};
  const named: Record<string, JsonSchema> = {};
  // the refusal shapes every operation refers to
  jsonSchemaOf(z.object({ refusal: refusalAnswer, invalidToken: invalidTokenAnswer }), 'output', named);
  const at = (path: string) => (paths[openApiPath(path)] ??= {});
  for (const endpoint of endpoints) at(endpoint.path)[endpoint.method.toLowerCase()] = operationOf(endpoint, named);
  const sorted = Object.fromEntries(Object.keys(paths).sort().map((path) => [path, paths[path]]));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Portal de Comercios API',
      version: '1.0.0',
      description:
        'The endpoints of the provider\'s API the portal calls, as the mock API answers them. Operations marked `x-portal-addition: true` are the portal\'s additions to the provider\'s specification: its real API must add them. `x-portal-access` says who may call: `public`, or the groups (1 Administrator, 2 Operadores, 3 Backoffice, 4 Comercio), with the screens that open it. Any other merchant\'s record is answered 404, as if it did not exist. Errors are `{message}` in Spanish (400 with `field` for the first problem of a body); a missing or ended session is 401 `{error}`.',
    },
    servers: [{ url: '/api' }],
    paths: sorted,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token POST /auth/login answers.' } },
      schemas: Object.fromEntries(Object.keys(named).sort().map((id) => [id, named[id]])),
    },
  } as OpenApiDocument;
};
