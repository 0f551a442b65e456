import { validate } from '@readme/openapi-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-api/app';
import { apiDocumentFiles } from '../../mock-api/contract/document';
import type { Endpoint } from '../../mock-api/contract/endpoint';
import { groupsOf, openApiPath } from '../../mock-api/contract/openapi';
import { declaredEndpoints, UNDECLARED_ROUTES } from '../../mock-api/contract/undeclared';
import { createOutbox } from '../../mock-api/outbox';
import { routeAreas } from '../../mock-api/routes';
import { expectShape } from '../support/answerShape';
import { mountedRoutes } from '../support/mountedRoutes';
import type { TransactionRecord } from '../../mock-api/seed/types';
import { DEMO, startTestApi, type TestApi } from '../support/testApi';

/**
 * The API contract (docs/api-contract.md): every mounted route is declared (or still listed as to
 * be converted), the document written from the declarations is valid OpenAPI 3.1 and is what
 * docs/ and GET /openapi.json hold, and real answers have the declared shapes.
 */

let api: TestApi;
const endpoints = declaredEndpoints(routeAreas);
const nameOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;
const docs = join(import.meta.dirname, '..', '..', 'docs');
const files = apiDocumentFiles(routeAreas);
const document = JSON.parse(files['openapi.json']);

/** A signed-in caller of each group, for the answer samples. */
const LOGIN: Record<number, string> = { 1: DEMO.admin, 2: DEMO.operator, 3: DEMO.backoffice, 4: DEMO.merchant };
const tokens: Record<number, string> = {};
/**
 * What a GET's path parameters are filled with: ids of the seed's second demo restaurant, the first
 * page; a value that depends on the caller is a function of its group (a transaction the back
 * office sees belongs to a merchant of its bank; a merchant's own users see their merchant's).
 */
const SAMPLE_PARAMS: Record<string, string | ((group: number) => string)> = {
  merchantId: '3',
  page: '1',
  size: '25',
  group: '2',
  transactionId: (group) => {
    const state = api.store.state();
    const bankId = state.users.find((user) => user.username === DEMO.backoffice)!.bank_id;
    const visible = (row: TransactionRecord) =>
      group === 3 ? state.merchants.find((merchant) => merchant.id === row.merchant_id)!.bank_id === bankId : row.merchant_id === 2;
    return String((state.transactions as TransactionRecord[]).findLast(visible)!.transaction_id);
  },
};

beforeAll(async () => {
  api = await startTestApi();
  for (const [group, username] of Object.entries(LOGIN)) tokens[Number(group)] = await api.login(username);
});
afterAll(() => api.close());

describe('API contract', () => {
  it('declares every mounted route, except the modules still listed as to be converted', () => {
    const app = createApp({ store: api.store, clock: api.clock, outbox: createOutbox(join(api.outboxFile, '..', 'contract-outbox.log'), api.clock.now) });
    const mounted = mountedRoutes(app);
    const declared = endpoints.map(nameOf);
    const listed = Object.values(UNDECLARED_ROUTES).flat();
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
    expect(declared.filter((route) => listed.includes(route)), 'declared and still listed as to be converted').toEqual([]);
    expect(mounted.filter((route) => !declared.includes(route) && !listed.includes(route)), 'mounted without a declaration').toEqual([]);
    expect([...declared, ...listed].filter((route) => !mounted.includes(route)), 'declared or listed, but not mounted').toEqual([]);
  });

  it('writes a valid OpenAPI 3.1 document listing every mounted route, additions and access marked', async () => {
    const result = await validate(structuredClone(document));
    expect(result.valid, JSON.stringify(result)).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
    const operations = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const expected = [...endpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`), ...Object.values(UNDECLARED_ROUTES).flat().map((route) => route.replace(/:(\w+)/g, '{$1}'))];
    expect(operations.sort()).toEqual(expected.sort());
    for (const endpoint of endpoints) {
      const operation = document.paths[openApiPath(endpoint.path)][endpoint.method.toLowerCase()];
      expect(operation['x-portal-addition'] === true, nameOf(endpoint)).toBe(endpoint.addition);
      const groups = groupsOf(endpoint.access);
      expect(operation['x-portal-access'], nameOf(endpoint)).toMatchObject(groups === 'public' ? { public: true } : { groups });
      expect(operation.security, nameOf(endpoint)).toEqual(groups === 'public' ? [] : [{ bearer: [] }]);
      if (endpoint.body) expect(operation.requestBody.content['application/json'].schema.type, nameOf(endpoint)).toBe('object');
    }
    // the real validator is not a formality: a broken operation is refused
    const broken = structuredClone(document);
    broken.paths['/bank/getBanks'].get.responses = 'ninguna';
    expect((await validate(broken)).valid).toBe(false);
  });

  it('keeps docs/openapi.json and docs/api.html as the declarations write them (npm run openapi)', () => {
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(docs, name), 'utf8'), `docs/${name} is stale: run npm run openapi`).toBe(text);
  });

  it('serves the document at GET /openapi.json and the reference page at GET /api-docs, both public', async () => {
    const served = await api.call('GET', '/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body).toEqual(document);
    const page = await api.call('GET', '/api-docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toBe(files['api.html']);
    expect(page.text).not.toMatch(/<script|\son\w+=|https?:\/\/(?!json-schema)/i);
    // its one style block is allowed by hash; nothing else may load
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
  });

  const gets = endpoints.filter((endpoint) => endpoint.method === 'GET' && !endpoint.contentType);
  it.each(gets.map((endpoint) => [nameOf(endpoint), endpoint] as const))('answers %s in its declared shape, to every group it lets in', async (_name, endpoint) => {
    const groups = groupsOf(endpoint.access);
    const pathFor = (group: number) =>
      endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
        if (!(name in SAMPLE_PARAMS)) throw new Error(`${nameOf(endpoint)}: add a sample value for :${name} to SAMPLE_PARAMS`);
        const sample = SAMPLE_PARAMS[name];
        return typeof sample === 'function' ? sample(group) : sample;
      });
    for (const group of groups === 'public' ? [0] : groups) {
      const path = pathFor(group);
      const result = await api.call('GET', path, { token: tokens[group] });
      expect(result.status, `group ${group}: ${result.text.slice(0, 200)}`).toBe(200);
      expectShape(endpoint.answer, result.body, `${nameOf(endpoint)} as group ${group}`);
    }
  });
});

