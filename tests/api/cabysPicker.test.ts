import { beforeAll, describe, expect, it } from 'vitest';
import { loadCabys } from '../../mock-api/cabys/catalogue';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { RESTAURANT_DISH } from '../../src/domain/restaurantCabys';
import type { CabysItem } from '../../src/domain/wire/cabys';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * The CABYS picker as a restaurant owner types in it (docs/departures.md, 'The CABYS picker for
 * restaurants'): words found where a word starts, a restaurant's everyday words, the pinned codes
 * and the merchant's last ones.
 */
const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, merchant2: DEMO.merchant2 });
const catalogue = loadCabys();
let state: StateWithRestaurant;
beforeAll(() => {
  state = api.store.state() as StateWithRestaurant;
});

const search = async (text: string, page = 1) => {
  const answer = await api.call('GET', `/product/getCabysByCodeOrName/${encodeURIComponent(text)}/${page}/15`, { token: tokens.merchant });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.cabys as CabysItem[];
};

/** Every item answered is a real catalogue item, with its published description and rate. */
const expectReal = (items: CabysItem[]) => {
  for (const item of items) {
    const real = catalogue.byCode.get(item.CodigoBienServicio);
    expect(real, item.CodigoBienServicio).toBeDefined();
    expect(item).toEqual({ CodigoBienServicio: real!.code, DescripcionBienServicio: real!.description, Impuesto: real!.tax });
  }
};

const CHICKEN = /\b(pollos?|aves)\b/i;

describe('the CABYS search for a restaurant', () => {
  it("'pollo' ranks a chicken dish or raw chicken before any 'repollo'", async () => {
    const items = await search('pollo');
    expectReal(items);
    const firstChicken = items.findIndex((item) => item.CodigoBienServicio === RESTAURANT_DISH.code || CHICKEN.test(item.DescripcionBienServicio));
    const firstCabbage = items.findIndex((item) => /repollo/i.test(item.DescripcionBienServicio));
    expect(firstChicken).toBe(0);
    expect(firstCabbage === -1 || firstCabbage > firstChicken).toBe(true);
    // a word is found where a word starts: 'Repollo' holds 'pollo' but is not chicken
    expect(items.some((item) => /repollo/i.test(item.DescripcionBienServicio))).toBe(false);
    expect(items.some((item) => /^Pollo entero/.test(item.DescripcionBienServicio))).toBe(true);
  });

  it.each(['postre', 'casado', 'gallo pinto', 'refresco natural', 'chifrijo', 'batido', 'Café', 'cerveza'])("'%s' finds the restaurant's code or a fitting one first, at 13 %%", async (word) => {
    const items = await search(word);
    expect(items.length).toBeGreaterThan(0);
    expectReal(items);
    // served food or drinks: 6331… (a dish at the table) or 6340… (drinks served in restaurants)
    expect(items[0].CodigoBienServicio).toMatch(/^63(31|40)/);
    expect(items[0].Impuesto).toBe(13);
  });

  it('plates what is cooked and served: casado, gallo pinto and postre offer 6331000000000 first', async () => {
    for (const word of ['casado', 'gallo pinto', 'postre', 'Casados']) {
      expect((await search(word))[0]).toEqual({ CodigoBienServicio: '6331000000000', DescripcionBienServicio: 'Suministro de comida, servicio de restaurante con mesero', Impuesto: 13 });
    }
    expect((await search('refresco natural'))[0].CodigoBienServicio).toBe('6340002020200');
  });

  it('finds accents aside, while a word is still being typed', async () => {
    expect((await search('cafe'))[0]).toEqual(await search('CAFÉ').then((items) => items[0]));
    expect((await search('gallo pi'))[0].CodigoBienServicio).toBe(RESTAURANT_DISH.code);
    const partial = await search('pechu');
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((item) => /\bpechugas?\b/i.test(item.DescripcionBienServicio))).toBe(true);
  });

  it('ranks by how much of the query a description holds', async () => {
    const items = await search('pechuga de pollo');
    expectReal(items);
    const both = items.findIndex((item) => /pechuga de pollo/i.test(item.DescripcionBienServicio));
    const onlyOne = items.findIndex((item) => !/pechuga/i.test(item.DescripcionBienServicio) && item.CodigoBienServicio !== RESTAURANT_DISH.code && /pollo/i.test(item.DescripcionBienServicio));
    expect(both).toBeGreaterThanOrEqual(0);
    expect(onlyOne === -1 || onlyOne > both).toBe(true);
  });

  it('still finds by code prefix, and pages every result', async () => {
    const byCode = await search('63400');
    expect(byCode.every((item) => item.CodigoBienServicio.startsWith('63400'))).toBe(true);
    const first = await search('pollo');
    const second = await search('pollo', 2);
    expectReal(second);
    expect(second.some((item) => first.some((other) => other.CodigoBienServicio === item.CodigoBienServicio))).toBe(false);
  });
});

describe('the suggestions before a search', () => {
  it('pins the plated dish and served drinks, and the last codes of the merchant’s own products', async () => {
    const answer = await api.call('GET', '/product/cabysSuggestions', { token: tokens.merchant });
    expect(answer.status, answer.text).toBe(200);
    const { dish, drinks, recent } = answer.body as { dish: CabysItem; drinks: CabysItem[]; recent: CabysItem[] };
    expect(dish).toEqual({ CodigoBienServicio: '6331000000000', DescripcionBienServicio: 'Suministro de comida, servicio de restaurante con mesero', Impuesto: 13 });
    expectReal([dish, ...drinks, ...recent]);
    expect(drinks.every((item) => item.CodigoBienServicio.startsWith('6340') && item.Impuesto === 13)).toBe(true);
    const own = state.products.filter((product) => product.merchant_id === 2).sort((a, b) => b.id - a.id);
    expect(recent[0].CodigoBienServicio).toBe(own[0].cabysCode);
    expect(new Set(recent.map((item) => item.CodigoBienServicio)).size).toBe(recent.length);

    // another merchant's last codes are its own
    const other = await api.call('GET', '/product/cabysSuggestions', { token: tokens.merchant2 });
    const theirs = state.products.filter((product) => product.merchant_id === 3).sort((a, b) => b.id - a.id);
    expect(other.body.recent[0].CodigoBienServicio).toBe(theirs[0].cabysCode);
  });
});
