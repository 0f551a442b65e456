import { beforeAll, describe, expect, it } from 'vitest';
import { isSoldOut } from '../../mock-api/restaurant/orderReservations';
import type { StateWithInventory, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

let table: TableRecord;

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2 });
beforeAll(async () => {
  table = state().tables.find((candidate) => candidate.merchant_id === 2)!;
});

const state = () => api.store.state() as StateWithInventory;
const casonaProduct = (name: string) => state().products.find((product) => product.merchant_id === 2 && product.name === name)!;
const sodaProduct = () => state().products.find((product) => product.merchant_id === 3)!;
const sodaItem = () => state().stocks.find((item) => item.merchant_id === 3)!;
const stockItem = (id: number) => state().stocks.find((item) => item.id === id)!;

/** A fresh stock item of the demo restaurant, with `quantity` available. */
const newItem = async (name: string, unit: number, quantity: number) =>
  (await api.call('POST', '/stock/', { token: tokens.merchant, body: { stock: { name, unit, newStock: quantity, supplierId: null, minimunStock: 0 } } })).body.stock.id as number;

const placeOrder = (products: { id: number; quantity: number }[]) =>
  api.call('POST', '/order/external', { body: { order: { detail: '', products: products.map((line) => ({ ...line, message: '' })), takeout: false }, token: table.token } });

describe("a product's recipe (/combo)", () => {
  it('is built, read, changed and emptied by product and stock item', async () => {
    const product = casonaProduct('Tortilla con queso');
    const item = await newItem('Queso Turrialba', 2, 4);
    const created = await api.call('POST', '/combo/', { token: tokens.operator, body: { combo: { productId: product.id, stockId: item, quantity: 0.125 } } });
    expect(created.status).toBe(200);
    expect(created.body.combo).toEqual({ productId: product.id, stockId: item, quantity: 0.125, stock: { name: 'Queso Turrialba', unit: 2 } });
    const twice = await api.call('POST', '/combo/', { token: tokens.merchant, body: { combo: { productId: product.id, stockId: item, quantity: 1 } } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Ese producto de inventario ya forma parte de la receta.');

    const updated = await api.call('PUT', `/combo/${product.id}/${item}`, { token: tokens.merchant, body: { combo: { productId: 1, stockId: 1, quantity: 0.25 } } });
    expect(updated.status).toBe(200);
    expect(updated.body.combo.quantity).toBe(0.25);
    const list = await api.call('GET', `/combo/getComboByProductId/${product.id}`, { token: tokens.merchant });
    expect(list.body.product).toEqual({ id: product.id, name: 'Tortilla con queso' });
    expect(list.body.combos).toContainEqual({ productId: product.id, stockId: item, quantity: 0.25, stock: { name: 'Queso Turrialba', unit: 2 } });

    expect((await api.call('DELETE', `/combo/${product.id}/${item}`, { token: tokens.merchant })).status).toBe(200);
    const after = await api.call('GET', `/combo/getComboByProductId/${product.id}`, { token: tokens.merchant });
    expect(after.body.combos.some((combo: { stockId: number }) => combo.stockId === item)).toBe(false);
  });

  it.each([
    ['no stock item', { stockId: undefined }, 'Debe completar los campos requeridos.'],
    ['no quantity', { quantity: undefined }, 'Debe completar los campos requeridos.'],
    ['quantity 0', { quantity: 0 }, 'La cantidad debe ser un número mayor a 0.'],
    ['a quantity as text', { quantity: '1' }, 'La cantidad debe ser un número mayor a 0.'],
    ['more than thousandths', { quantity: 0.0005 }, 'La cantidad de la receta admite como máximo 3 decimales (milésimas de la unidad).'],
  ])('refuses a line with %s', async (_label, change, message) => {
    const product = casonaProduct('Natilla');
    const item = state().stocks.find((candidate) => candidate.merchant_id === 2 && candidate.name === 'Azúcar')!;
    const before = state().combos.length;
    const result = await api.call('POST', '/combo/', { token: tokens.merchant, body: { combo: { productId: product.id, stockId: item.id, quantity: 1, ...change } } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(state().combos.length).toBe(before);
  });

  it("answers 404 for another merchant's product or stock item, in the path or the body", async () => {
    const own = casonaProduct('Natilla');
    const ownItem = state().stocks.find((candidate) => candidate.merchant_id === 2)!;
    const theirs = sodaProduct();
    const theirCombo = state().combos.find((combo) => combo.merchant_id === 3)!;
    const before = JSON.stringify(state().combos);
    const calls = [
      ['GET', `/combo/getComboByProductId/${theirs.id}`, undefined],
      ['POST', '/combo/', { combo: { productId: theirs.id, stockId: ownItem.id, quantity: 1 } }],
      ['POST', '/combo/', { combo: { productId: own.id, stockId: sodaItem().id, quantity: 1 } }],
      ['PUT', `/combo/${theirCombo.productId}/${theirCombo.stockId}`, { combo: { quantity: 9 } }],
      ['DELETE', `/combo/${theirCombo.productId}/${theirCombo.stockId}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      for (const token of [tokens.merchant, tokens.operator]) expect((await api.call(method, path, { token, body })).status, `${method} ${path}`).toBe(404);
    }
    expect(JSON.stringify(state().combos)).toBe(before);
    // and the other restaurant still reads its own
    expect((await api.call('GET', `/combo/getComboByProductId/${theirs.id}`, { token: tokens.merchant2 })).status).toBe(200);
  });
});

describe('orders consume stock', () => {
  it("takes an order's recipe quantities as movements naming the order, and gives them back on cancel", async () => {
    const product = casonaProduct('Casado con pollo');
    const lines = state().combos.filter((combo) => combo.productId === product.id);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const before = new Map(lines.map((combo) => [combo.stockId, stockItem(combo.stockId).stock]));

    const placed = await placeOrder([{ id: product.id, quantity: 3 }]);
    expect(placed.status).toBe(200);
    const { id: orderId, orderNumber } = placed.body.order;
    for (const combo of lines) {
      const item = stockItem(combo.stockId);
      expect(item.stock).toBeCloseTo(before.get(item.id)! - 3 * combo.quantity, 9);
      const history = await api.call('GET', `/stock/getMovements/${item.id}`, { token: tokens.merchant });
      expect(history.body.movements[0]).toMatchObject({ direction: -1, note: `Pedido #${orderNumber}`, orderId, orderNumber, author: 'Menú QR' });
    }

    const cancelled = await api.call('PUT', `/order/cancel/external/${orderId}/${table.token}`, { body: { token: table.token, cancelKey: placed.body.cancelKey } });
    expect(cancelled.status).toBe(200);
    for (const combo of lines) {
      expect(stockItem(combo.stockId).stock).toBe(before.get(combo.stockId));
      const history = await api.call('GET', `/stock/getMovements/${combo.stockId}`, { token: tokens.merchant });
      expect(history.body.movements[0]).toMatchObject({ direction: 1, note: `Cancelación del pedido #${orderNumber}`, orderId });
    }
  });

  it('takes fractions of a whole unit exactly: a quarter can per dish, in thousandths, with what it saved said', async () => {
    const dish = casonaProduct('Chocolate caliente');
    const item = await newItem('Leche condensada (lata)', 1, 16);
    const line = await api.call('POST', '/combo/', { token: tokens.merchant, body: { combo: { productId: dish.id, stockId: item, quantity: 0.25 } } });
    expect(line.status, line.text).toBe(200);
    expect(line.body).toEqual({
      combo: { productId: dish.id, stockId: item, quantity: 0.25, stock: { name: 'Leche condensada (lata)', unit: 1 } },
      message: 'Receta guardada: 0.25 und de Leche condensada (lata).',
    });
    // the line's quantity may be changed to another fraction, and says so
    const changed = await api.call('PUT', `/combo/${dish.id}/${item}`, { token: tokens.merchant, body: { combo: { quantity: 0.125 } } });
    expect(changed.body.message).toBe('Receta guardada: 0.125 und de Leche condensada (lata).');
    await api.call('PUT', `/combo/${dish.id}/${item}`, { token: tokens.merchant, body: { combo: { quantity: 0.25 } } });

    const one = await placeOrder([{ id: dish.id, quantity: 1 }]);
    expect(one.status, one.text).toBe(200);
    expect(stockItem(item).stock).toBe(15.75);
    const history = await api.call('GET', `/stock/getMovements/${item}`, { token: tokens.merchant });
    expect(history.body.movements[0]).toMatchObject({ direction: -1, quantity: 0.25, balance: 15.75 });
    // three more cups take exactly one more can, with no floating-point residue
    for (let cup = 0; cup < 3; cup++) expect((await placeOrder([{ id: dish.id, quantity: 1 }])).status).toBe(200);
    expect(stockItem(item).stock).toBe(15);
    expect((await placeOrder([{ id: dish.id, quantity: 3 }])).status).toBe(200);
    expect(stockItem(item).stock).toBe(14.25);

    // a person still moves whole cans: not a fraction, and not more than is there
    const fraction = await api.call('PUT', `/stock/removeStock/${item}`, { token: tokens.merchant, body: { stock: { removeStock: 0.25, note: 'Abierta' } } });
    expect(fraction.body).toEqual({ message: 'La unidad Unidad solo admite cantidades enteras.', field: 'removeStock' });
    const tooMany = await api.call('PUT', `/stock/removeStock/${item}`, { token: tokens.merchant, body: { stock: { removeStock: 15, note: 'Vencidas' } } });
    expect(tooMany.body).toEqual({ message: 'No se puede remover más de lo disponible (14.25 und).', field: 'removeStock' });
    expect((await api.call('PUT', `/stock/removeStock/${item}`, { token: tokens.merchant, body: { stock: { removeStock: 14, note: 'Vencidas' } } })).status).toBe(200);
    expect(stockItem(item).stock).toBe(0.25);
    // a quarter can left serves one more cup, then the dish is sold out
    expect(isSoldOut(state(), dish)).toBe(false);
    expect((await placeOrder([{ id: dish.id, quantity: 1 }])).status).toBe(200);
    expect(stockItem(item).stock).toBe(0);
    expect(isSoldOut(state(), dish)).toBe(true);
    await api.call('DELETE', `/combo/${dish.id}/${item}`, { token: tokens.merchant });
  });

  it('refuses an order that would take an item below zero, naming the product, and takes nothing of it', async () => {
    const dish = casonaProduct('Chocolate caliente');
    const item = await newItem('Malvaviscos', 1, 5);
    await api.call('POST', '/combo/', { token: tokens.merchant, body: { combo: { productId: dish.id, stockId: item, quantity: 2 } } });
    const other = casonaProduct('Casado con bistec encebollado');
    const otherItems = state().combos.filter((combo) => combo.productId === other.id).map((combo) => [combo.stockId, stockItem(combo.stockId).stock] as const);
    const orders = state().orders.length;

    const refused = await placeOrder([{ id: other.id, quantity: 1 }, { id: dish.id, quantity: 3 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No hay inventario suficiente para preparar «Chocolate caliente». Elimínelo del pedido o reduzca la cantidad.');
    // all or nothing: the other dish's stock is untouched, no order stored
    for (const [id, stock] of otherItems) expect(stockItem(id).stock).toBe(stock);
    expect(stockItem(item).stock).toBe(5);
    expect(state().orders.length).toBe(orders);

    expect(isSoldOut(state(), dish)).toBe(false);
    expect((await placeOrder([{ id: dish.id, quantity: 2 }])).status).toBe(200);
    // 1 left, 2 per cup: sold out in the QR menu, and refused
    expect(isSoldOut(state(), dish)).toBe(true);
    expect((await placeOrder([{ id: dish.id, quantity: 1 }])).status).toBe(409);
  });

  it('serves exactly one of two orders racing for the last unit', async () => {
    const dish = casonaProduct('Flan de coco');
    const item = await newItem('Molde de flan', 1, 1);
    await api.call('POST', '/combo/', { token: tokens.merchant, body: { combo: { productId: dish.id, stockId: item, quantity: 1 } } });
    const results = await Promise.all([placeOrder([{ id: dish.id, quantity: 1 }]), placeOrder([{ id: dish.id, quantity: 1 }])]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(stockItem(item).stock).toBe(0);
    const history = await api.call('GET', `/stock/getMovements/${item}`, { token: tokens.merchant });
    expect(history.body.movements.filter((movement: { orderId: number | null }) => movement.orderId !== null)).toHaveLength(1);
  });
});
