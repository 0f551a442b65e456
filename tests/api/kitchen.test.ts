import { beforeAll, describe, expect, it } from 'vitest';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { kitchenTickets } from '../../src/domain/kitchenRules';
import { productMessages } from '../../src/domain/productMessages';
import { apiForFile, DEMO, signedIn } from '../support/testApi';
import { editableProduct } from '../support/restaurantApi';

/**
 * The kitchen over HTTP: a product's 'Se prepara en' (a printer location or none), checked
 * by the product schema on the server, and what the board and the kitchen view get from it:
 * each line's location, and the printers each location's ticket goes to.
 */
let state: StateWithRestaurant;

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant });
beforeAll(async () => {
  state = api.store.state() as StateWithRestaurant;
});

const CASONA = 2;
const casonaTable = () => state.tables.find((table) => table.merchant_id === CASONA)!;
const casonaProduct = (name: string) => state.products.find((product) => product.merchant_id === CASONA && product.name === name)!;
const productBody = (extra: Record<string, unknown>) => ({
  product: {
    menuId: casonaProduct('Tres leches').menuId,
    name: 'Queque de zanahoria',
    shortDescription: 'Porción',
    description: '',
    price: 2100,
    available: 5,
    taxCodeId: 8,
    unit: 1,
    cabysCode: '2343000000000',
    image: null,
    ...extra,
  },
});
const create = (extra: Record<string, unknown>) => api.call('POST', '/product/', { token: tokens.merchant, body: productBody(extra) });

describe('the seeded menu says where each product is prepared', () => {
  it('dishes in the kitchen, drinks at the bar, shop items nowhere', () => {
    expect(casonaProduct('Gallo pinto con huevo').preparedAt).toBe(1);
    expect(casonaProduct('Tres leches').preparedAt).toBe(1);
    expect(casonaProduct('Café chorreado').preparedAt).toBe(3);
    for (const name of ['Libro «La cocina de Doña Ana»', 'Chilero de la casa 250 ml', 'Clase de cocina tica (2 horas)', 'Café molido Tarrazú 340 g']) {
      expect(casonaProduct(name).preparedAt, name).toBeNull();
    }
  });
});

describe('a product’s preparedAt (Se prepara en)', () => {
  it('takes a printer location or none; missing is none', async () => {
    for (const [preparedAt, stored] of [[1, 1], [3, 3], [2, 2], [null, null], [undefined, null]] as const) {
      const result = await create({ preparedAt });
      expect(result.status, result.text).toBe(200);
      expect(result.body.product.preparedAt).toBe(stored);
      expect((await api.call('DELETE', `/product/${result.body.product.id}`, { token: tokens.merchant })).status).toBe(200);
    }
  });

  it('refuses what is not a location, never coercing it, and stores nothing', async () => {
    const count = state.products.length;
    for (const preparedAt of [4, 0, -1, 1.5, '1', 'Cocina', true, [1], { id: 1 }]) {
      const result = await create({ preparedAt });
      expect(result.status, JSON.stringify(preparedAt)).toBe(400);
      expect(result.body.field).toBe('preparedAt');
      expect(result.text).not.toMatch(/at |Error|zod/);
    }
    const outOfRange = await create({ preparedAt: 4 });
    expect(outOfRange.body.message).toBe(productMessages.preparedAtChoice);
    expect(state.products.length).toBe(count);
  });

  it('is changed by an update, which reroutes the open orders that have it', async () => {
    const placed = await api.call('POST', '/order/external', {
      body: { token: casonaTable().token, order: { detail: '', takeout: false, products: [{ id: casonaProduct('Tamal asado').id, quantity: 1, message: '' }] } },
    });
    expect(placed.status, placed.text).toBe(200);
    const lineOf = async () => {
      const today = await api.call('GET', '/orders/today', { token: tokens.merchant });
      return today.body.orders.find((order: { id: number }) => order.id === placed.body.order.id).products[0];
    };
    expect(await lineOf()).toMatchObject({ name: 'Tamal asado', preparedAt: 1 });
    const product = casonaProduct('Tamal asado');
    const editable = editableProduct(product);
    const updated = await api.call('PUT', `/product/${product.id}`, { token: tokens.merchant, body: { product: { ...editable, preparedAt: null } } });
    expect(updated.status, updated.text).toBe(200);
    expect(await lineOf()).toMatchObject({ name: 'Tamal asado', preparedAt: null });
    await api.call('PUT', `/product/${product.id}`, { token: tokens.merchant, body: { product: { ...editable, preparedAt: 1 } } });
  });
});

describe('GET /orders/today routes tickets by location', () => {
  it('gives each line its location and the merchant’s printers; a mixed order makes a Cocina and a Barra ticket, shop items none', async () => {
    const lines = ['Casado con pollo', 'Café chorreado', 'Libro «La cocina de Doña Ana»'].map((name) => ({ id: casonaProduct(name).id, quantity: 1, message: '' }));
    const placed = await api.call('POST', '/order/external', { body: { token: casonaTable().token, order: { detail: '', takeout: false, products: lines } } });
    expect(placed.status, placed.text).toBe(200);
    const today = await api.call('GET', '/orders/today', { token: tokens.merchant });
    expect(today.status).toBe(200);
    expect(today.text).not.toMatch(/merchant_id|kitchenPrinter/);
    const printers = today.body.printers as { id: number; name: string; ip: string; typeId: number }[];
    expect(printers.map((printer) => printer.typeId).sort()).toEqual([1, 2, 3]);
    const order = today.body.orders.find((candidate: { id: number }) => candidate.id === placed.body.order.id);
    expect(order.products.map((line: { name: string; preparedAt: number | null }) => [line.name, line.preparedAt])).toEqual([
      ['Casado con pollo', 1],
      ['Café chorreado', 3],
      ['Libro «La cocina de Doña Ana»', null],
    ]);
    const tickets = kitchenTickets(order.products as { name: string; preparedAt: number | null }[], printers);
    expect(tickets.map((ticket) => [ticket.printer?.name, ticket.lines.map((line) => line.name)])).toEqual([
      ['Cocina caliente', ['Casado con pollo']],
      ['Barra', ['Café chorreado']],
    ]);
  });
});
