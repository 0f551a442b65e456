import { beforeAll, describe, expect, it } from 'vitest';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

let state: StateWithRestaurant;

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, merchant2: DEMO.merchant2, operator: DEMO.operator });
beforeAll(async () => {
  state = api.store.state() as StateWithRestaurant;
});

describe('table endpoints (tables screen)', () => {
  it('list only the caller merchant’s tables, with their sections and without tokens', async () => {
    const result = await api.call('GET', '/table/getTables', { token: tokens.merchant });
    expect(result.status).toBe(200);
    const own = state.tables.filter((table) => table.merchant_id === 2);
    expect(result.body.tables.map((table: { id: number }) => table.id)).toEqual(own.map((table) => table.id));
    expect(result.body.tables[0]).toEqual({ id: own[0].id, name: 'Mesa 1', sectionId: own[0].sectionId, section: { id: own[0].sectionId, name: 'Salón principal' } });
    expect(result.text).not.toContain(own[0].token);
    const second = await api.call('GET', '/table/getTables', { token: tokens.merchant2 });
    expect(second.body.tables.every((table: { id: number }) => state.tables.find((t) => t.id === table.id)!.merchant_id === 3)).toBe(true);
  });

  it('hand out the token of an own table, which opens that table’s menu', async () => {
    const table = state.tables.find((candidate) => candidate.merchant_id === 2)!;
    const result = await api.call('GET', `/table/getTableToken/${table.id}`, { token: tokens.operator });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ tokenTable: table.token });
    const menu = await api.call('GET', `/menu/getMenuQR/${result.body.tokenTable}`);
    expect(menu.body.table.id).toBe(table.id);
  });

  it('answer 404 for another merchant’s table or an id that does not exist', async () => {
    const foreign = state.tables.find((candidate) => candidate.merchant_id === 3)!;
    for (const id of [foreign.id, 99999, 0, 'abc']) {
      const result = await api.call('GET', `/table/getTableToken/${id}`, { token: tokens.merchant });
      expect(result.status).toBe(404);
      expect(result.text).not.toContain(foreign.token);
    }
  });

  it('require a session and the tables screen', async () => {
    expect((await api.call('GET', '/table/getTables')).status).toBe(401);
    expect((await api.call('GET', '/table/getTableToken/1')).status).toBe(401);
    const backoffice = await api.login(DEMO.backoffice);
    expect((await api.call('GET', '/table/getTables', { token: backoffice })).status).toBe(403);
    expect((await api.call('GET', '/table/getTableToken/1', { token: backoffice })).status).toBe(403);
  });
});
