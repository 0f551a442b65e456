import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS_BY_GROUP } from '../../mock-api/auth/permissions';
import type { Endpoint } from '../../mock-api/contract/endpoint';
import { declaredEndpoints } from '../../mock-api/contract/mount';
import { routeAreas } from '../../mock-api/routes';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { parseBody } from '../../mock-api/validation';
import { DEMO, startTestApi, type TestApi } from '../support/testApi';

/**
 * The API's refusals of a bad body (its 400 answers, from the entity's one schema: src/schemas/)
 * name no field by its internal name ('activityCode', 'optionGroups', 'merchant_code',
 * 'fiscal.legalName') and carry no zod English ('Invalid input: expected number, received string'):
 * where a schema gives no words, src/schemas/zodSetup.ts gives Spanish ones. Every declared write
 * endpoint: each message its schema can give for an empty, a null and a wrong-typed body, read
 * through the API's own check (mock-api/validation.ts parseBody), and one real request each.
 */
const INTERNAL_NAME = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+_[a-z_]+\b|\b[a-zA-Z]+\.[a-zA-Z]+\b/;
const ZOD_ENGLISH = /Invalid|expected|received|Unrecognized|Too (big|small)/;
const wordsProblem = (message: string) => INTERNAL_NAME.exec(message)?.[0] ?? ZOD_ENGLISH.exec(message)?.[0];

const WRITES = declaredEndpoints(routeAreas).filter((endpoint) => endpoint.body);
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

let api: TestApi;
let state: StateWithRestaurant;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  state = api.store.state() as unknown as StateWithRestaurant;
  for (const [name, user] of Object.entries({ admin: DEMO.admin, operator: DEMO.operator, backoffice: DEMO.backoffice, merchant: DEMO.merchant }))
    tokens[name] = await api.login(user);
});
afterAll(() => api.close());

const schemaOf = (endpoint: Endpoint) => {
  const schema = endpoint.body!.schema;
  return typeof schema === 'function' ? schema(state as never) : schema;
};
/** The record's keys as the schema declares them (an object schema, or one wrapped in a transform). */
const keysOf = (schema: unknown): string[] => {
  const { shape, def } = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; out?: unknown; schema?: unknown } };
  if (shape) return Object.keys(shape);
  const inner = def?.in ?? def?.schema ?? def?.out;
  return inner ? keysOf(inner) : [];
};
/** The body as sent: under its key when the record travels wrapped. */
const sent = (endpoint: Endpoint, record: unknown) => (endpoint.body!.wrap ? { [endpoint.body!.wrap]: record } : record);

/** Bodies a careless client sends: nothing, the wrong shape, every field null, a record, a list or a huge text. */
const badRecords = (keys: string[]): unknown[] => [
  {},
  null,
  [],
  'texto',
  Object.fromEntries(keys.map((key) => [key, null])),
  Object.fromEntries(keys.map((key) => [key, {}])),
  Object.fromEntries(keys.map((key) => [key, [{}]])),
  Object.fromEntries(keys.map((key) => [key, 'x'.repeat(5000)])),
];

describe('the messages of a refused body', () => {
  it('every schema of a write endpoint gives Spanish words, with no internal name, for every problem', () => {
    expect(WRITES.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const endpoint of WRITES) {
      const schema = schemaOf(endpoint);
      for (const record of badRecords(keysOf(schema))) {
        const result = schema.safeParse(record);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          const word = wordsProblem(issue.message);
          if (word) found.push(`${nameOf(endpoint)} ${issue.path.join('.') || '(body)'}: '${word}' in «${issue.message}»`);
        }
      }
      // and what the API answers for an empty record: its first problem, the way parseBody words it
      try {
        parseBody(schema, sent(endpoint, {}));
      } catch (error) {
        const word = wordsProblem((error as Error).message);
        if (word) found.push(`${nameOf(endpoint)} answer: '${word}' in «${(error as Error).message}»`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  /** The caller allowed to write there: the restaurant's owner where it may, else staff, else the provider. */
  const tokenFor = (endpoint: Endpoint): string | undefined => {
    const { access } = endpoint;
    if (access === 'public') return undefined;
    if (access === 'signedIn' || access === 'anySession') return tokens.merchant;
    const may = (group: 1 | 2 | 3 | 4) => access.screens.some((screen) => SCREENS_BY_GROUP[group].includes(screen));
    if (!access.providerOnly && may(4)) return tokens.merchant;
    if (!access.providerOnly && may(2)) return tokens.operator;
    return may(1) ? tokens.admin : tokens.backoffice;
  };

  it('one request per write endpoint: a 400 names no field by its internal name', async () => {
    const found: string[] = [];
    const refused: string[] = [];
    for (const endpoint of WRITES) {
      // path parameters of no record: an endpoint that looks its record up first answers 404, and the schema pass above covers its words
      const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => (name === 'date' || name === 'day' ? '2026-01-01' : name === 'token' ? 'x'.repeat(32) : '1'));
      const answer = await api.call(endpoint.method, path, { token: tokenFor(endpoint), body: sent(endpoint, {}) as object });
      expect(answer.status, `${nameOf(endpoint)}: ${answer.text}`).toBeLessThan(500);
      if (answer.status !== 400) continue;
      refused.push(nameOf(endpoint));
      const message = String(answer.body?.message ?? '');
      expect(message, nameOf(endpoint)).not.toBe('');
      const word = wordsProblem(message);
      if (word) found.push(`${nameOf(endpoint)}: '${word}' in «${message}»`);
    }
    expect(found).toEqual([]);
    // the requests reached the schemas: most write endpoints check the body before any record
    expect(refused.length).toBeGreaterThan(WRITES.length / 2);
  });
});
