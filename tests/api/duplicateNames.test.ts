import { beforeAll, describe, expect, it } from 'vitest';
import type { StateWithInventory } from '../../mock-api/storage/restaurantRecords';
import { floorMessages } from '../../src/domain/floorMessages';
import { inventoryMessages } from '../../src/domain/inventoryMessages';
import { productMessages } from '../../src/domain/productMessages';
import { changedCollections, storeSnapshot } from '../support/storeSnapshot';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * A name that identifies a record is refused a second time within the merchant (menus within one
 * parent, products within one menu): 409, a Spanish message naming the existing record, `field`
 * 'name', nothing stored. Names compare trimmed and without case or accents; a record keeps its
 * own name on update; another merchant, or another level of the menu, may use the same name.
 */
let state: StateWithInventory;
const CASONA = 2;

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, merchant2: DEMO.merchant2 });
beforeAll(async () => {
  state = api.store.state() as StateWithInventory;
});

/** Shouting, accents and spaces a person might type around an existing name. */
const retyped = (name: string) => `  ${name.toUpperCase().replace(/A/g, 'Á').replace(/E/g, 'É')} `;

const refusedAsTaken = async (method: string, path: string, body: unknown, message: string) => {
  const before = storeSnapshot(api.store.state());
  const result = await api.call(method, path, { token: tokens.merchant, body });
  expect(result.status, result.text).toBe(409);
  expect(result.body).toEqual({ message, field: 'name' });
  expect(changedCollections(before, storeSnapshot(api.store.state()))).toEqual([]);
};
const accepted = async (method: string, path: string, body: unknown, token = tokens.merchant) => {
  const result = await api.call(method, path, { token, body });
  expect(result.status, result.text).toBe(200);
  return result.body;
};

describe('names that identify a record are unique per merchant', () => {
  it('sections', async () => {
    const [first, second] = state.sections.filter((section) => section.merchant_id === CASONA);
    const body = (name: string) => ({ section: { name, description: '', status: 'ACT' } });
    await refusedAsTaken('POST', '/section/', body(retyped(first.name)), floorMessages.sectionNameTaken(first.name));
    await refusedAsTaken('PUT', `/section/${second.id}`, body(first.name), floorMessages.sectionNameTaken(first.name));
    await accepted('PUT', `/section/${first.id}`, body(first.name.toLowerCase()));
    // another restaurant may use a name this one has
    await accepted('POST', '/section/', body('Azotea única'));
    await accepted('POST', '/section/', body('Azotea única'), tokens.merchant2);
  });

  it('printers and waiters', async () => {
    const printer = state.printers.find((row) => row.merchant_id === CASONA)!;
    await refusedAsTaken('POST', '/printer/', { printer: { name: retyped(printer.name), ip: '192.168.1.99', typeId: 1 } }, floorMessages.printerNameTaken(printer.name));
    const waiter = state.waiters.find((row) => row.merchant_id === CASONA)!;
    await refusedAsTaken('POST', '/waiter/', { waiter: { name: retyped(waiter.name) } }, floorMessages.waiterNameTaken(waiter.name));
    await accepted('POST', '/waiter/', { waiter: { name: 'Mesero único' } });
    await accepted('POST', '/waiter/', { waiter: { name: 'Mesero único' } }, tokens.merchant2);
  });

  it('tables', async () => {
    const table = state.tables.find((row) => row.merchant_id === CASONA)!;
    await refusedAsTaken('POST', '/table/', { table: { name: retyped(table.name), sectionId: table.sectionId } }, floorMessages.tableNameTaken(table.name));
  });

  it('stock items', async () => {
    const [item, other] = state.stocks.filter((row) => row.merchant_id === CASONA);
    const body = (name: string) => ({ stock: { name, unit: item.unit, supplierId: null, minimunStock: 0, newStock: 0 } });
    await refusedAsTaken('POST', '/stock/', body(retyped(item.name)), inventoryMessages.stockNameTaken(item.name));
    await refusedAsTaken('PUT', `/stock/${other.id}`, body(item.name), inventoryMessages.stockNameTaken(item.name));
    await accepted('PUT', `/stock/${item.id}`, { stock: { ...body(item.name).stock, unit: item.unit, minimunStock: item.minimunStock } });
  });

  it('menus at one level, products within one menu', async () => {
    const menus = state.menus.filter((menu) => menu.merchant_id === CASONA);
    const top = menus.find((menu) => menu.parentId === null)!;
    const child = menus.find((menu) => menu.parentId === top.id)!;
    await refusedAsTaken('POST', '/menu/', { menu: { name: retyped(top.name), lastname: '', parentId: null } }, productMessages.menuNameTaken(top.name));
    await refusedAsTaken('PUT', `/menu/${child.id}`, { menu: { name: top.name, lastname: '', parentId: null } }, productMessages.menuNameTaken(top.name));
    // the same name one level down is another menu
    await accepted('POST', '/menu/', { menu: { name: top.name, lastname: '', parentId: top.id } });

    const product = state.products.find((row) => row.merchant_id === CASONA)!;
    const { menuId, name, shortDescription, description, price, available, taxCodeId, unit, cabysCode, image } = product;
    const fields = { menuId, name, shortDescription, description, price, available, taxCodeId, unit, cabysCode, image };
    await refusedAsTaken('POST', '/product/', { product: { ...fields, name: retyped(product.name) } }, productMessages.productNameTaken(product.name));
    const elsewhere = menus.find((menu) => menu.id !== product.menuId)!;
    await accepted('POST', '/product/', { product: { ...fields, menuId: elsewhere.id } });
    await accepted('PUT', `/product/${product.id}`, { product: fields });
  });
});
