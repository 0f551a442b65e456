import { beforeAll, describe, expect, it } from 'vitest';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { optionMessages } from '../../src/domain/optionMessages';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/** Option sets (docs/departures.md, 'The owner's menu tools'): 'Término' defined once, carried by many products. */
const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, merchant2: DEMO.merchant2 });
let state: StateWithRestaurant;
let menuId: number;
beforeAll(() => {
  state = api.store.state() as StateWithRestaurant;
  menuId = state.menus.find((menu) => menu.merchant_id === 2)!.id;
});

const TERM = {
  name: 'Término de la casa',
  nameEn: 'Doneness',
  min: 1,
  max: 1,
  options: [
    { name: 'Medio', nameEn: 'Medium rare', price: 0, recipe: [] },
    { name: 'Bien cocido', nameEn: 'Well done', price: 0, recipe: [] },
  ],
};
const product = (name: string, setId: number) => ({
  product: { menuId, name, shortDescription: 'Prueba de conjuntos', price: 7000, taxCodeId: 8, unit: 1, cabysCode: '6331000000000', optionGroups: [{ setId, name: 'lo que sea', options: [{ name: 'x' }] }] },
});
const stored = (id: number) => state.products.find((candidate) => candidate.id === id)!;

describe('option sets', () => {
  it('are attached to two products and edited once: both carry the change, prices per option', async () => {
    const created = await api.call('POST', '/optionSet/', { token: tokens.merchant, body: { optionSet: TERM } });
    expect(created.status, created.text).toBe(200);
    const setId = created.body.optionSet.id as number;
    const ids: number[] = [];
    for (const name of ['Entraña de prueba', 'Lomo de prueba']) {
      const answer = await api.call('POST', '/product/', { token: tokens.merchant, body: product(name, setId) });
      expect(answer.status, answer.text).toBe(200);
      // what the client sent of the set's group is not read: the product carries the set as stored
      expect(answer.body.product.optionGroups).toEqual([{ ...TERM, setId }]);
      ids.push(answer.body.product.id);
    }
    const listed = await api.call('GET', '/optionSet/getOptionSets', { token: tokens.merchant });
    expect(listed.body.optionSets.find((set: { id: number }) => set.id === setId).products).toEqual(ids);

    const edited = { ...TERM, options: [...TERM.options, { name: 'Tres cuartos', nameEn: 'Medium well', price: 250, recipe: [] }] };
    const updated = await api.call('PUT', `/optionSet/${setId}`, { token: tokens.merchant, body: { optionSet: edited } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.message).toBe(optionMessages.setUpdated);
    for (const id of ids) expect(stored(id).optionGroups).toEqual([{ ...edited, setId }]);

    // the QR menu reads them as any group, without the set's id
    const table = state.tables.find((candidate) => candidate.merchant_id === 2)!;
    const menu = await api.call('GET', `/menu/getMenuQR/${table.token}`);
    const flat = (nodes: { submenu: any[]; products: any[] }[]): any[] => nodes.flatMap((node) => [...node.products, ...flat(node.submenu)]);
    const shown = flat(menu.body.menuqr).find((candidate) => candidate.id === ids[0]);
    expect(shown.optionGroups[0]).not.toHaveProperty('setId');
    expect(shown.optionGroups[0].options.map((option: { name: string; price: number }) => [option.name, option.price])).toEqual([['Medio', 0], ['Bien cocido', 0], ['Tres cuartos', 250]]);

    // in use, it is not deleted; once no product carries it, it is
    const refused = await api.call('DELETE', `/optionSet/${setId}`, { token: tokens.merchant });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(optionMessages.setInUse(2));
    for (const id of ids) expect((await api.call('DELETE', `/product/${id}`, { token: tokens.merchant })).status).toBe(200);
    expect((await api.call('DELETE', `/optionSet/${setId}`, { token: tokens.merchant })).status).toBe(200);
  });

  it("refuses another merchant's set, and keeps names unique", async () => {
    const theirs = await api.call('POST', '/optionSet/', { token: tokens.merchant2, body: { optionSet: { ...TERM, name: 'Término del vecino' } } });
    expect(theirs.status, theirs.text).toBe(200);
    const attached = await api.call('POST', '/product/', { token: tokens.merchant, body: product('Robado', theirs.body.optionSet.id) });
    expect(attached.status).toBe(400);
    expect(attached.body).toMatchObject({ message: optionMessages.unknownSet, field: 'optionGroups' });
    expect((await api.call('PUT', `/optionSet/${theirs.body.optionSet.id}`, { token: tokens.merchant, body: { optionSet: TERM } })).status).toBe(404);
    const seeded = state.optionSets.find((set) => set.merchant_id === 2)!;
    const again = await api.call('POST', '/optionSet/', { token: tokens.merchant, body: { optionSet: { ...TERM, name: seeded.name } } });
    expect(again.status).toBe(409);
  });
});
