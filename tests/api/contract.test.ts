import { crDate } from '../../src/domain/costaRicaTime';
import { validate } from '@readme/openapi-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-api/app';
import { apiDocumentFiles } from '../../mock-api/contract/document';
import type { Endpoint } from '../../mock-api/contract/endpoint';
import { groupsOf, openApiPath } from '../../mock-api/contract/openapi';
import { declaredEndpoints } from '../../mock-api/contract/mount';
import { createOutbox } from '../../mock-api/outbox';
import { routeAreas } from '../../mock-api/routes';
import type { StateWithInventory, StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import type { TransactionRecord } from '../../mock-api/storage/records';
import { DOCUMENTS, type ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import { expectShape } from '../support/answerShape';
import { mountedRoutes } from '../support/mountedRoutes';
import { payQrOrder } from '../support/qrPayment';
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
/** What a GET's path parameters are filled with: ids of the seed's second demo restaurant, the first page. */
const SAMPLE_PARAMS: Record<string, string> = { merchantId: '3', page: '1', size: '25', group: '2' };
/**
 * The GETs whose sample is one record only its own callers may read (groups 2 and 4 sign in to the
 * first demo restaurant, merchant 2), or whose key is not a number: the whole path, from the seeded
 * data and the caller's group.
 */
const SAMPLE_PATHS: Record<string, (state: StateWithRestaurant, group: number) => string> = {
  'GET /table/getTableToken/:id': (state) => `/table/getTableToken/${state.tables.find((table) => table.merchant_id === 2)!.id}`,
  // the demo restaurant's own settings (its group-4 user, DEMO.merchant)
  'GET /merchant/config/:id': () => '/merchant/config/2',
  'GET /invoice/:voucherId': (state) => `/invoice/${(state.transactions as TransactionRecord[])[0].voucher_id}`,
  'GET /combo/getComboByProductId/:productId': (state) => `/combo/getComboByProductId/${(state as StateWithInventory).combos.find((combo) => combo.merchant_id === 2)!.productId}`,
  'GET /menu/getMenuQR/:token': (state) => `/menu/getMenuQR/${state.tables.find((table) => table.merchant_id === 2)!.token}`,
  'GET /menu/soldOut/:token': (state) => `/menu/soldOut/${state.tables.find((table) => table.merchant_id === 2)!.token}`,
  // the CABYS picker's catalogue is the same for everybody: a search, a level-2 category and a last-level one with items
  'GET /product/getCabysByCodeOrName/:text/:page/:size': () => '/product/getCabysByCodeOrName/cafe/1/15',
  'GET /product/getCabysByCategory/:level/:category': () => '/product/getCabysByCategory/2/6',
  'GET /product/getCabysByCategory8/:category': () => '/product/getCabysByCategory8/63310000000',
  // the demo restaurant's close of yesterday (seeded payments, orders and tips)
  'GET /cashClose/:date': () => `/cashClose/${crDate(Date.now() - 86_400_000)}`,
  'GET /stock/getMovements/:id': (state) => `/stock/getMovements/${(state as StateWithInventory).stocks.find((item) => item.merchant_id === 2)!.id}`,
  // a transaction the caller sees: the back office's, one of a merchant of its bank; a merchant's users, their merchant's
  // a voucher whose payment issued a document (the printable representation's)
  'GET /invoice/:voucherId/document': (state) => `/invoice/${(state[DOCUMENTS] as ElectronicDocumentRecord[]).find((document) => document.merchant_id === 2)!.voucher_id}/document`,
  'GET /receipts/:clave': (state) => `/receipts/${(state[DOCUMENTS] as ElectronicDocumentRecord[]).find((document) => document.merchant_id === 2)!.clave}`,
  'GET /transaction/:transactionId': (state, group) => {
    const bankId = state.users.find((user) => user.username === DEMO.backoffice)!.bank_id;
    const visible = (row: TransactionRecord) => (group === 3 ? state.merchants.find((merchant) => merchant.id === row.merchant_id)!.bank_id === bankId : row.merchant_id === 2);
    return `/transaction/${(state.transactions as TransactionRecord[]).findLast(visible)!.transaction_id}`;
  },
};

beforeAll(async () => {
  api = await startTestApi();
  for (const [group, username] of Object.entries(LOGIN)) tokens[Number(group)] = await api.login(username);
  // an electronic receipt of the demo restaurant, for the 'Comprobantes' samples
  await payQrOrder(api, 2);
});
afterAll(() => api.close());

describe('API contract', () => {
  it('declares every mounted route, and mounts every declared one', () => {
    const app = createApp({ store: api.store, clock: api.clock, outbox: createOutbox(join(api.outboxFile, '..', 'contract-outbox.log'), api.clock.now) });
    const mounted = mountedRoutes(app);
    const declared = endpoints.map(nameOf);
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
    expect(mounted.filter((route) => !declared.includes(route)), 'mounted without a declaration').toEqual([]);
    expect(declared.filter((route) => !mounted.includes(route)), 'declared, but not mounted').toEqual([]);
  });

  it('writes a valid OpenAPI 3.1 document listing every mounted route, additions and access marked', async () => {
    const result = await validate(structuredClone(document));
    expect(result.valid, JSON.stringify(result)).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
    const operations = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const expected = endpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
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
    const sample = SAMPLE_PATHS[nameOf(endpoint)];
    const pathFor = (group: number) =>
      sample
        ? sample(api.store.state() as StateWithRestaurant, group)
        : endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
            if (!(name in SAMPLE_PARAMS)) throw new Error(`${nameOf(endpoint)}: add a sample value for :${name} to SAMPLE_PARAMS, or its path to SAMPLE_PATHS`);
            return SAMPLE_PARAMS[name];
          });
    for (const group of groups === 'public' ? [0] : groups) {
      const path = pathFor(group);
      const result = await api.call('GET', path, { token: tokens[group] });
      expect(result.status, `group ${group}: ${result.text.slice(0, 200)}`).toBe(200);
      expectShape(endpoint.answer, result.body, `${nameOf(endpoint)} as group ${group}`);
    }
  });
});

