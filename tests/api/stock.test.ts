import { describe, expect, it } from 'vitest';
import type { StateWithInventory } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2, admin: DEMO.admin });

const state = () => api.store.state() as StateWithInventory;
const KG = 2;
const UNIT = 1;
const ownSupplier = (merchantId: number) => state().suppliers.find((supplier) => supplier.merchant_id === merchantId)!.supplierCode;
const sodaItem = () => state().stocks.find((item) => item.merchant_id === 3)!;
const newItem = (extra: Record<string, unknown> = {}) => ({ stock: { name: 'Harina de trigo', unit: KG, newStock: 12.5, supplierId: ownSupplier(2), minimunStock: 3, ...extra } });

describe('seeded stock', () => {
  it('gives each restaurant 30+ items with suppliers and minimums, a few under their minimum, and recipes for most dishes', async () => {
    for (const token of [tokens.merchant, tokens.merchant2]) {
      const { body } = await api.call('GET', '/stock/getStocks', { token });
      expect(body.stocks.length).toBeGreaterThanOrEqual(30);
      expect(body.stocks.every((item: { supplier: { name: string } | null }) => item.supplier?.name)).toBe(true);
      const under = body.stocks.filter((item: { stock: number; minimunStock: number }) => item.stock <= item.minimunStock);
      expect(under.length).toBeGreaterThanOrEqual(3);
      expect(under.length).toBeLessThan(body.stocks.length / 4);
    }
    for (const merchantId of [2, 3]) {
      const products = state().products.filter((product) => product.merchant_id === merchantId);
      const withRecipe = products.filter((product) => state().combos.some((combo) => combo.productId === product.id));
      expect(withRecipe.length / products.length).toBeGreaterThan(0.6);
    }
  });

  it('answers only the caller merchant, to operators as to merchants, and no stock to provider groups', async () => {
    const own = await api.call('GET', '/stock/getStocks', { token: tokens.operator });
    expect(own.status).toBe(200);
    const ids = new Set(state().stocks.filter((item) => item.merchant_id === 2).map((item) => item.id));
    expect(own.body.stocks.every((item: { id: number }) => ids.has(item.id))).toBe(true);
    expect(own.body.stocks[0]).not.toHaveProperty('merchant_id');
    expect((await api.call('GET', '/stock/getStocks', { token: tokens.admin })).status).toBe(403);
    expect((await api.call('GET', '/stock/getStocks')).status).toBe(401);
    const units = await api.call('GET', '/stock/getUnits', { token: tokens.operator });
    expect(units.body.units).toContainEqual({ code: KG, description: 'Kilogramo', symbol: 'kg', decimals: 3 });
  });
});

describe('a stock item with its movements', () => {
  it('is created with its initial quantity, added to and removed from with notes, and keeps every movement', async () => {
    const created = await api.call('POST', '/stock/', { token: tokens.merchant, body: newItem({ merchant_id: 3 }) });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Inventario creado correctamente.');
    const { id } = created.body.stock;
    expect(created.body.stock).toMatchObject({ name: 'Harina de trigo', stock: 12.5, newStock: 12.5, minimunStock: 3 });
    expect(state().stocks.find((item) => item.id === id)!.merchant_id).toBe(2);

    // 0.1 + 0.2 kg without floating-point drift
    await api.call('PUT', `/stock/addStock/${id}`, { token: tokens.merchant, body: { stock: { id, addStock: 0.1, note: 'Compra del lunes' } } });
    const added = await api.call('PUT', `/stock/addStock/${id}`, { token: tokens.operator, body: { stock: { id, addStock: 0.2, note: 'Compra del martes' } } });
    expect(added.status).toBe(200);
    expect(added.body.stock.stock).toBe(12.8);
    expect(added.body.message).toBe('Inventario actualizado correctamente');
    const removed = await api.call('PUT', `/stock/removeStock/${id}`, { token: tokens.merchant, body: { stock: { id, removeStock: 2.345, note: 'Merma' } } });
    expect(removed.body.stock.stock).toBe(10.455);

    const history = await api.call('GET', `/stock/getMovements/${id}`, { token: tokens.merchant });
    expect(history.status).toBe(200);
    expect(history.body.movements.map((movement: { direction: number; quantity: number; note: string; balance: number }) => [movement.direction, movement.quantity, movement.note, movement.balance])).toEqual([
      [-1, 2.345, 'Merma', 10.455],
      [1, 0.2, 'Compra del martes', 12.8],
      [1, 0.1, 'Compra del lunes', 12.6],
      [1, 12.5, 'Inventario inicial', 12.5],
    ]);
    expect(history.body.movements[1].author).toBe(state().users.find((user) => user.username === DEMO.operator)!.name + ' ' + state().users.find((user) => user.username === DEMO.operator)!.lastname);

    const updated = await api.call('PUT', `/stock/${id}`, { token: tokens.merchant, body: { stock: { name: 'Harina', unit: KG, supplierId: null, minimunStock: null, stock: 999, newStock: 999 } } });
    expect(updated.status).toBe(200);
    // the quantity is not an update's business (docs/spec-reference.md §4); an empty minimum is 0
    expect(updated.body.stock).toMatchObject({ name: 'Harina', stock: 10.455, newStock: 12.5, minimunStock: 0, supplier: null });

    const deleted = await api.call('DELETE', `/stock/${id}`, { token: tokens.merchant });
    expect(deleted.status).toBe(200);
    // the delete answers the item alone, no message: the admin shows its own
    expect(deleted.body).toEqual({ stock: expect.objectContaining({ id, name: 'Harina' }) });
    expect(state().stocks.some((item) => item.id === id)).toBe(false);
    expect(state().stockMovements.some((movement) => movement.stockId === id)).toBe(false);
  });

  it('refuses a removal larger than what is available, and changes nothing', async () => {
    const { id } = (await api.call('POST', '/stock/', { token: tokens.merchant, body: newItem({ name: 'Botellas de vino', unit: UNIT, newStock: 3 }) })).body.stock;
    const moves = state().stockMovements.length;
    const refused = await api.call('PUT', `/stock/removeStock/${id}`, { token: tokens.merchant, body: { stock: { id, removeStock: 4, note: 'Rotas' } } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'No se puede remover más de lo disponible (3 und).', field: 'removeStock' });
    expect(state().stocks.find((item) => item.id === id)!.stock).toBe(3);
    expect(state().stockMovements.length).toBe(moves);
  });

  it.each([
    ['no name', { name: '' }, 'Debe completar los campos requeridos.', 'name'],
    ['no unit', { unit: undefined }, 'Debe completar los campos requeridos.', 'unit'],
    ['an unknown unit', { unit: 99 }, 'La unidad elegida no existe.', 'unit'],
    ['no initial quantity', { newStock: undefined }, 'Debe completar los campos requeridos.', 'newStock'],
    ['an initial quantity as text', { newStock: '5' }, 'El valor del campo no es válido.', 'newStock'],
    ['an empty initial quantity', { newStock: '' }, 'El valor del campo no es válido.', 'newStock'],
    ['a negative initial quantity', { newStock: -1 }, 'La cantidad inicial debe ser un número mayor o igual a 0.', 'newStock'],
    ['more decimals than the unit keeps', { unit: UNIT, newStock: 1.5 }, 'La unidad Unidad solo admite cantidades enteras.', 'newStock'],
    ['4 decimals in kilograms', { newStock: 1.2345 }, 'La unidad Kilogramo admite como máximo 3 decimales.', 'newStock'],
    ['a negative minimum', { minimunStock: -2 }, 'La cantidad mínima debe ser un número mayor o igual a 0.', 'minimunStock'],
    ["another merchant's supplier", { supplierId: 0 }, 'El proveedor elegido no existe.', 'supplierId'],
  ])('refuses an item with %s', async (_label, change, message, field) => {
    const body = newItem(change);
    if (field === 'supplierId') body.stock.supplierId = ownSupplier(3);
    const before = state().stocks.length;
    const result = await api.call('POST', '/stock/', { token: tokens.merchant, body });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message, field });
    expect(state().stocks.length).toBe(before);
  });

  it.each([
    ['no quantity', { note: 'x' }, 'Debe completar los campos requeridos.'],
    ['quantity 0', { addStock: 0, note: 'x' }, 'La cantidad debe ser un número mayor a 0.'],
    ['a quantity as text', { addStock: '2', note: 'x' }, 'La cantidad debe ser un número mayor a 0.'],
    ['no note', { addStock: 2, note: '  ' }, 'Debe completar los campos requeridos.'],
    ['decimals in units', { addStock: 0.5, note: 'x' }, 'La unidad Unidad solo admite cantidades enteras.'],
  ])('refuses adding with %s', async (_label, change, message) => {
    const item = state().stocks.find((candidate) => candidate.merchant_id === 2 && candidate.unit === UNIT)!;
    const before = item.stock;
    const result = await api.call('PUT', `/stock/addStock/${item.id}`, { token: tokens.merchant, body: { stock: { id: item.id, ...change } } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(item.stock).toBe(before);
  });

  it("answers 404 for another merchant's item, whatever the call, and changes nothing", async () => {
    const other = sodaItem();
    const before = JSON.stringify(other);
    for (const [method, path, body] of [
      ['GET', `/stock/getMovements/${other.id}`, undefined],
      ['PUT', `/stock/${other.id}`, { stock: { name: 'X', unit: other.unit, supplierId: null, minimunStock: 0 } }],
      ['PUT', `/stock/addStock/${other.id}`, { stock: { id: other.id, addStock: 1, note: 'x' } }],
      ['PUT', `/stock/removeStock/${other.id}`, { stock: { id: other.id, removeStock: 1, note: 'x' } }],
      ['DELETE', `/stock/${other.id}`, undefined],
      ['PUT', '/stock/999999', { stock: { name: 'X', unit: 1 } }],
    ] as const) {
      for (const token of [tokens.merchant, tokens.operator]) {
        const result = await api.call(method, path, { token, body });
        expect(result.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(JSON.stringify(other)).toBe(before);
  });

  it('refuses deleting an item a recipe uses, and changing to a unit its initial quantity does not fit', async () => {
    const combo = state().combos.find((candidate) => candidate.merchant_id === 2 && !Number.isInteger(candidate.quantity))!;
    const item = state().stocks.find((candidate) => candidate.id === combo.stockId)!;
    const deleted = await api.call('DELETE', `/stock/${item.id}`, { token: tokens.merchant });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('No se puede eliminar el inventario porque forma parte de la receta de un producto.');

    const { id } = (await api.call('POST', '/stock/', { token: tokens.merchant, body: newItem({ name: 'Arroz a granel', newStock: 2.5 }) })).body.stock;
    const changed = await api.call('PUT', `/stock/${id}`, { token: tokens.merchant, body: { stock: { name: 'Arroz a granel', unit: UNIT, supplierId: null, minimunStock: 0 } } });
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual({ message: 'No se puede cambiar a Unidad: la cantidad inicial tiene más decimales de los que admite.', field: 'unit' });
    expect(state().stocks.find((candidate) => candidate.id === id)!.unit).toBe(KG);
  });
});
