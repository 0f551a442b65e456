import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord, ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { apiForFile } from '../support/testApi';

let state: StateWithRestaurant;
let casonaTable: TableRecord;
let otherCasonaTable: TableRecord;
let sodaTable: TableRecord;
let casonaProducts: ProductRecord[];
let sodaProducts: ProductRecord[];

const api = apiForFile();
beforeAll(async () => {
  state = api.store.state() as StateWithRestaurant;
  casonaTable = state.tables.find((table) => table.merchant_id === 2)!;
  otherCasonaTable = state.tables.filter((table) => table.merchant_id === 2)[1];
  sodaTable = state.tables.find((table) => table.merchant_id === 3)!;
  casonaProducts = state.products.filter((product) => product.merchant_id === 2);
  sodaProducts = state.products.filter((product) => product.merchant_id === 3);
});

const order = (products: unknown, token: string = casonaTable.token, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/order/external', { body: { order: { detail: 'Sin cebolla', products, takeout: false, ...extra }, token } });

const storedOrders = () => (api.store.state() as StateWithRestaurant).orders.length;

describe('seeded restaurants', () => {
  it('have three menu levels, 40+ products, real CABYS rates and 128-bit table tokens', () => {
    for (const merchantId of [2, 3]) {
      const menus = state.menus.filter((menu) => menu.merchant_id === merchantId);
      const depth = (id: number | null): number => {
        const menu = menus.find((candidate) => candidate.id === id);
        return menu ? 1 + depth(menu.parentId) : 0;
      };
      expect(Math.max(...menus.map((menu) => depth(menu.id)))).toBe(3);
      const products = state.products.filter((product) => product.merchant_id === merchantId);
      expect(products.length).toBeGreaterThanOrEqual(40);
      for (const product of products) expect(product.cabysCode).toMatch(/^\d{13}$/);
      // dishes at 13 %, and what a restaurant sells beside them (its coffee, basic foods) at their own rates
      expect(new Set(products.map((product) => product.tax)).size).toBeGreaterThanOrEqual(2);
    }
    // no health service any more (4 %): a restaurant's shop sells food, a book and a cooking class
    expect(new Set(state.products.map((product) => product.tax))).toEqual(new Set([13, 2, 1, 0]));
    const tokens = state.tables.map((table) => table.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const table of state.tables) expect(Buffer.from(table.token, 'base64url')).toHaveLength(16);
    // random, not made from the table's id: a counter or an id in the token would leave most of its bytes
    // zero. Random bytes are zero one time in 256 (about 10 of the seed's 2,700); a token once failed a
    // check that it did not contain its table's id as three digits, which a random token does now and then
    const bytes = tokens.flatMap((token) => [...Buffer.from(token, 'base64url')]);
    expect(bytes.filter((byte) => byte === 0).length / bytes.length).toBeLessThan(0.02);
    expect(new Set(tokens.map((token) => token.slice(0, 4))).size).toBeGreaterThan(tokens.length * 0.95);
  });
});

describe('GET /menu/getMenuQR/{token} (public)', () => {
  it('answers the menu tree, the merchant and the table without any sign-in', async () => {
    const result = await api.call('GET', `/menu/getMenuQR/${casonaTable.token}`);
    expect(result.status).toBe(200);
    expect(result.body.merchant).toMatchObject({ name: 'Restaurante La Casona de Doña Ana', simplifiedRegime: false });
    expect(result.body.merchant).not.toHaveProperty('documentNumber');
    expect(result.body.merchant).not.toHaveProperty('emailDeposit');
    expect(result.body.table).toMatchObject({ id: casonaTable.id, name: casonaTable.name, section: { name: 'Salón principal' } });
    expect(result.body.table).not.toHaveProperty('token');
    const top = result.body.menuqr;
    expect(top.map((menu: { name: string }) => menu.name)).toEqual(['Desayunos', 'Almuerzos y cenas', 'Bebidas', 'Postres', 'Tienda de la Casona']);
    const casados = top[1].submenu[0];
    expect(casados.name).toBe('Casados');
    expect(casados.submenu[0].name).toBe('Extras del casado');
    expect(casados.products[0]).toMatchObject({ name: 'Casado con pollo', price: 4800, tax: 13, image: '/menu-images/plate.svg' });
    expect(casados.products[0]).not.toHaveProperty('available');
  });

  it('answers 404 with nothing about any merchant for an unknown, malformed or guessed token', async () => {
    for (const token of ['A'.repeat(22), `${casonaTable.token.slice(0, -1)}${casonaTable.token.endsWith('A') ? 'B' : 'A'}`, '1', '2', 'mesa-1', '%00']) {
      const result = await api.call('GET', `/menu/getMenuQR/${token}`);
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ message: 'Este código QR no corresponde a ninguna mesa activa. Solicite al personal un código nuevo.' });
    }
  });
  it('answers the same 404 while the merchant is suspended (INA), and serves the menu again once active', async () => {
    const merchant = api.store.state().merchants.find((candidate) => candidate.id === 3)!;
    merchant.status = 'INA';
    try {
      const closed = await api.call('GET', `/menu/getMenuQR/${sodaTable.token}`);
      expect(closed.status).toBe(404);
      expect(closed.text).not.toContain('Guanacasteco');
      expect((await order([{ id: sodaProducts[0].id, quantity: 1 }], sodaTable.token)).status).toBe(404);
    } finally {
      merchant.status = 'ACT';
    }
    expect((await api.call('GET', `/menu/getMenuQR/${sodaTable.token}`)).status).toBe(200);
  });
});

describe('POST /order/external', () => {
  it('prices every line from the server menu and ignores forged prices, names and taxes', async () => {
    const [casado, fresco] = [casonaProducts.find((p) => p.name === 'Casado con pollo')!, casonaProducts.find((p) => p.name === 'Fresco de cas')!];
    const result = await order([
      { id: casado.id, quantity: 2, message: 'Bien cocido', price: 1, name: 'Gratis', tax: 0 },
      { id: fresco.id, quantity: 1, message: '', price: 0.01 },
    ], casonaTable.token, { total: 1 });
    expect(result.status).toBe(200);
    const placed = result.body.order;
    expect(placed.products).toEqual([
      { id: casado.id, name: 'Casado con pollo', quantity: 2, price: 4800, tax: 13, carriesService: true, message: 'Bien cocido' },
      { id: fresco.id, name: 'Fresco de cas', quantity: 1, price: 1300, tax: 13, carriesService: true, message: '' },
    ]);
    // 10900 subtotal, IVA 1417, service 1090
    expect(placed).toMatchObject({ subtotal: 10900, tax: 1417, otherCharges: 1090, total: 13407, detail: 'Sin cebolla', takeout: false, status: 'CREATED' });
    expect(placed.orderNumber).toBeGreaterThan(1000);
    expect(placed).not.toHaveProperty('merchant_id');
    const stored = (api.store.state() as StateWithRestaurant).orders.find((o: OrderRecord) => o.id === placed.id)!;
    expect(stored).toMatchObject({ merchant_id: 2, table_id: casonaTable.id, total: 13407 });
  });

  it('charges no IVA for a simplified-regime merchant', async () => {
    const result = await order([{ id: sodaProducts[0].id, quantity: 3, message: '' }], sodaTable.token);
    expect(result.status).toBe(200);
    const price = sodaProducts[0].price;
    expect(result.body.order).toMatchObject({ subtotal: price * 3, tax: 0, otherCharges: price * 0.3, total: price * 3.3 });
  });

  it('numbers orders per merchant', async () => {
    const first = await order([{ id: casonaProducts[0].id, quantity: 1 }]);
    const second = await order([{ id: casonaProducts[1].id, quantity: 1 }], otherCasonaTable.token);
    expect(second.body.order.orderNumber).toBe(first.body.order.orderNumber + 1);
    expect(second.body.order.id).toBe(first.body.order.id + 1);
  });

  it.each([
    ['another merchant’s product', () => [{ id: sodaProducts[0].id, quantity: 1 }], 'Uno de los productos no pertenece al menú de este comercio.'],
    ['an unknown product', () => [{ id: 999999, quantity: 1 }], 'Uno de los productos no pertenece al menú de este comercio.'],
    ['a product id as text', () => [{ id: String(casonaProducts[0].id), quantity: 1 }], 'Uno de los productos no pertenece al menú de este comercio.'],
    ['quantity 0', () => [{ id: casonaProducts[0].id, quantity: 0 }], 'La cantidad de cada producto debe ser un número entero entre 1 y 99.'],
    ['quantity 100', () => [{ id: casonaProducts[0].id, quantity: 100 }], 'La cantidad de cada producto debe ser un número entero entre 1 y 99.'],
    ['quantity 1.5', () => [{ id: casonaProducts[0].id, quantity: 1.5 }], 'La cantidad de cada producto debe ser un número entero entre 1 y 99.'],
    ['quantity "2"', () => [{ id: casonaProducts[0].id, quantity: '2' }], 'La cantidad de cada producto debe ser un número entero entre 1 y 99.'],
    ['a negative quantity', () => [{ id: casonaProducts[0].id, quantity: -1 }], 'La cantidad de cada producto debe ser un número entero entre 1 y 99.'],
    ['no quantity', () => [{ id: casonaProducts[0].id }], 'La cantidad de cada producto debe ser un número entero entre 1 y 99.'],
    ['an empty order', () => [], 'Debe seleccionar al menos un producto.'],
    ['a repeated product', () => [{ id: casonaProducts[0].id, quantity: 1 }, { id: casonaProducts[0].id, quantity: 2 }], 'Un producto aparece más de una vez en el pedido.'],
    ['products that are not a list', () => ({ id: casonaProducts[0].id, quantity: 1 }), 'El pedido no tiene un formato válido.'],
    ['a line that is not an object', () => [casonaProducts[0].id], 'El pedido no tiene un formato válido.'],
  ])('refuses %s with a Spanish message and stores nothing', async (_label, products, message) => {
    const before = storedOrders();
    const result = await order(products());
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(storedOrders()).toBe(before);
  });

  it('refuses a bad body, a takeout order, an oversized comment and an unknown table', async () => {
    const before = storedOrders();
    const line = [{ id: casonaProducts[0].id, quantity: 1 }];
    expect((await api.call('POST', '/order/external', { body: { token: casonaTable.token } })).status).toBe(400);
    expect((await api.call('POST', '/order/external', { body: [1, 2] })).status).toBe(400);
    expect((await api.call('POST', '/order/external', { body: '{broken' })).status).toBe(400);
    expect((await order(line, casonaTable.token, { takeout: true })).body.message).toBe('Los pedidos para llevar no están disponibles desde el menú QR.');
    expect((await order(line, casonaTable.token, { detail: 'x'.repeat(501) })).status).toBe(400);
    expect((await order(line, casonaTable.token, { detail: 42 })).status).toBe(400);
    expect((await order([{ ...line[0], message: 'x'.repeat(201) }])).status).toBe(400);
    expect((await order(Array.from({ length: 61 }, (_, index) => ({ id: casonaProducts[index % casonaProducts.length].id, quantity: 1 })))).status).toBe(400);
    const unknown = await order(line, 'B'.repeat(22));
    expect(unknown.status).toBe(404);
    expect((await api.call('POST', '/order/external', { body: { order: { products: line, takeout: false } } })).status).toBe(404);
    expect(storedOrders()).toBe(before);
  });
});

describe('PUT /order/cancel/external/{orderId}/{token}', () => {
  const notFound = 'El pedido no existe o no corresponde a esta mesa.';
  const place = async (token = casonaTable.token) => {
    const { order: placed, cancelKey } = (await order([{ id: casonaProducts[0].id, quantity: 1 }], token)).body;
    return { ...placed, cancelKey } as { id: number; cancelKey: string };
  };
  const cancel = (id: number | string, token: string, body: unknown) => api.call('PUT', `/order/cancel/external/${id}/${token}`, { body });
  const storedOrder = (id: number) => (api.store.state() as StateWithRestaurant).orders.find((o) => o.id === id)!;

  it('returns a 128-bit cancel key with the order and stores only its SHA-256', async () => {
    const result = await order([{ id: casonaProducts[0].id, quantity: 1 }]);
    const { cancelKey } = result.body;
    expect(cancelKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(cancelKey, 'base64url')).toHaveLength(16);
    expect(result.body.order).not.toHaveProperty('cancelKeyHash');
    expect(result.body.order).not.toHaveProperty('cancelKey');
    const stored = storedOrder(result.body.order.id);
    expect(stored.cancelKeyHash).toBe(createHash('sha256').update(cancelKey).digest('hex'));
    expect(JSON.stringify(api.store.state())).not.toContain(cancelKey);
    const next = await order([{ id: casonaProducts[0].id, quantity: 1 }]);
    expect(next.body.cancelKey).not.toBe(cancelKey);
  });

  it('cancels within 15 seconds by the server clock (14 s), once only', async () => {
    const placed = await place();
    api.clock.advance(14_000);
    const body = { order: { id: placed.id }, token: casonaTable.token, cancelKey: placed.cancelKey };
    const result = await cancel(placed.id, casonaTable.token, body);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('La orden se canceló exitosamente.');
    expect(result.body.order.status).toBe('CANCELLED');
    expect(result.body.order).not.toHaveProperty('cancelKeyHash');
    const again = await cancel(placed.id, casonaTable.token, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El pedido ya fue cancelado.');
  });

  it('refuses after the window (16 s) and leaves the order standing', async () => {
    const placed = await place();
    api.clock.advance(16_000);
    const result = await cancel(placed.id, casonaTable.token, { order: { id: placed.id }, token: casonaTable.token, cancelKey: placed.cancelKey });
    expect(result.status).toBe(409);
    expect(result.body.message).toBe('El tiempo para cancelar el pedido ha expirado.');
    expect(storedOrder(placed.id).status).toBe('CREATED');
  });

  it('refuses the table token and order number without the cancel key, or with a wrong one, like an unknown order', async () => {
    const placed = await place();
    const other = await place();
    const base = { order: { id: placed.id }, token: casonaTable.token };
    for (const cancelKey of [undefined, null, '', other.cancelKey, 'A'.repeat(22), placed.cancelKey.toLowerCase() === placed.cancelKey ? 'x' : placed.cancelKey.toLowerCase(), `${placed.cancelKey}A`, { $ne: '' }, [placed.cancelKey], 42, true]) {
      const result = await cancel(placed.id, casonaTable.token, cancelKey === undefined ? base : { ...base, cancelKey });
      expect(result.status, String(cancelKey)).toBe(404);
      expect(result.body.message).toBe(notFound);
    }
    // the same answer whether or not the order exists: nothing tells them apart
    const unknown = await cancel(other.id + 1000, casonaTable.token, { order: { id: other.id + 1000 }, token: casonaTable.token, cancelKey: 'A'.repeat(22) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual((await cancel(placed.id, casonaTable.token, { ...base, cancelKey: 'A'.repeat(22) })).body);
    // the key travels in the body only: in the path it is not read
    expect((await cancel(`${placed.id}`, `${casonaTable.token}?cancelKey=${placed.cancelKey}`, base)).status).toBe(404);
    expect(storedOrder(placed.id).status).toBe('CREATED');
    expect(storedOrder(other.id).status).toBe('CREATED');
  });

  it('refuses another table’s token, an unknown token or order, and a body token that differs — revealing nothing', async () => {
    const placed = await place();
    for (const [id, token] of [
      [placed.id, otherCasonaTable.token],
      [placed.id, sodaTable.token],
      [placed.id, 'C'.repeat(22)],
      [placed.id + 1000, casonaTable.token],
      ['abc', casonaTable.token],
    ] as const) {
      const result = await cancel(id, token, { order: { id }, token, cancelKey: placed.cancelKey });
      expect(result.status).toBe(404);
      expect(result.body.message).toBe(notFound);
    }
    expect((await cancel(placed.id, casonaTable.token, { token: otherCasonaTable.token, cancelKey: placed.cancelKey })).status).toBe(400);
    // still cancellable by its own device afterwards
    expect((await cancel(placed.id, casonaTable.token, { order: { id: placed.id }, token: casonaTable.token, cancelKey: placed.cancelKey })).status).toBe(200);
  });
});

describe('final prices on the QR menu (Decreto 37899-MEIC art. 93)', () => {
  type Node = { products: { id: number; price: number; tax: number; carriesService: boolean; displayPrice: number }[]; submenu: Node[] };
  const productsOf = (nodes: Node[]): Node['products'] => nodes.flatMap((node) => [...node.products, ...productsOf(node.submenu)]);

  it('answers each product with what the diner pays: IVA and, with table service, the 10 % service included', async () => {
    const menu = await api.call('GET', `/menu/getMenuQR/${casonaTable.token}`);
    expect(menu.status).toBe(200);
    const products = productsOf(menu.body.menuqr);
    expect(products.length).toBe(casonaProducts.length);
    // La Casona has table service: price × (1 + IVA + 10 % where the product carries it), each part to the cent
    for (const product of products) {
      const cents = Math.round(product.price * 100);
      const service = product.carriesService ? Math.round(cents / 10) : 0;
      expect(product.displayPrice, `product ${product.id}`).toBe((cents + Math.round((cents * product.tax) / 100) + service) / 100);
    }
    // the shop's book and the cooking class carry none (src/domain/serviceCharge.ts)
    expect(products.filter((product) => !product.carriesService).length).toBeGreaterThan(0);
  });

  it('leaves the service out for a merchant without table service', async () => {
    const merchant = api.store.state().merchants.find((candidate) => candidate.id === 3)!;
    const menu = await api.call('GET', `/menu/getMenuQR/${sodaTable.token}`);
    const products = productsOf(menu.body.menuqr);
    for (const product of products) {
      const service = merchant.tableService && product.carriesService ? 10 : 0;
      const cents = Math.round(product.price * 100);
      const tax = merchant.simplifiedRegime ? 0 : Math.round((cents * product.tax) / 100);
      expect(product.displayPrice, `product ${product.id}`).toBe((cents + tax + Math.round((cents * service) / 100)) / 100);
    }
  });
});
