import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord, ProductRecord, StateWithRestaurant, TableRecord, WaiterRecord } from '../../mock-api/storage/restaurantRecords';
import { orderBoardMessages } from '../../src/domain/orderBoardMessages';
import { orderMessages } from '../../src/domain/orderMessages';
import { orderTotals, totalsOptionsOf } from '../../src/domain/orderTotals';
import { priceWithOptions } from '../../src/domain/optionLines';
import { tabMessages } from '../../src/domain/tabMessages';
import { apiForFile, DEMO, freeSeededTables, signedIn } from '../support/testApi';

/**
 * 'Tomar pedido': staff take a round at one of their tables (POST /orders/tables/{id}/order). It is
 * the same order a diner's phone places (priced by the server, on the table's open tab, served by
 * the table's waiter, reserving stock, on the board), recorded as taken by the staff user; a second
 * round joins the same tab; another merchant's table and a malformed body change nothing; no
 * diner's phone can cancel it.
 */
const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2 });
freeSeededTables(api, () => [tokens.merchant, tokens.merchant2]);

let state: StateWithRestaurant;
let tables: TableRecord[];
let waiters: WaiterRecord[];
let lomito: ProductRecord;
let plain: ProductRecord;
/** The stock item the plain dish's recipe uses, and how much of it one dish takes. */
let recipe: { stock: { stock: number }; quantity: number };
beforeAll(() => {
  state = api.store.state() as StateWithRestaurant;
  tables = state.tables.filter((table) => table.merchant_id === 2);
  waiters = state.waiters.filter((waiter) => waiter.merchant_id === 2);
  lomito = state.products.find((product) => product.merchant_id === 2 && product.name === 'Lomito a la parrilla')!;
  const inventory = state as unknown as { combos: { productId: number; merchant_id: number; stockId: number; quantity: number }[]; stocks: { id: number; stock: number }[] };
  const served = (product: ProductRecord) => {
    const combos = inventory.combos.filter((combo) => combo.productId === product.id && combo.merchant_id === 2);
    const stock = combos.length === 1 ? inventory.stocks.find((item) => item.id === combos[0].stockId) : undefined;
    return stock && stock.stock >= combos[0].quantity * 20 ? { stock, quantity: combos[0].quantity } : undefined;
  };
  plain = state.products.find((product) => product.merchant_id === 2 && !product.soldOut && !product.optionGroups?.length && served(product))!;
  recipe = served(plain)!;
});

const take = (table: { id: number }, body: unknown, token = tokens.operator, headers?: Record<string, string>) =>
  api.call('POST', `/orders/tables/${table.id}/order`, { token, body, ...(headers ? { headers } : {}) });
const orderOf = (lines: { id: number; quantity: number; message?: string; options?: { group: string; option: string }[] }[]) => ({
  order: { detail: '', products: lines.map((line) => ({ message: '', options: [], ...line })) },
});
const stored = (id: number) => state.orders.find((order) => order.id === id) as OrderRecord;
const floorTable = async (table: TableRecord) =>
  (await api.call('GET', '/orders/tables', { token: tokens.merchant })).body.tables.find((row: { id: number }) => row.id === table.id);

describe("POST /orders/tables/{id}/order: staff take a table's round", () => {
  it("places the diner's same order: priced by the server, on the tab and the board, the waiter's, stock taken, the staff user as author", async () => {
    const table = tables[0];
    expect((await api.call('PUT', `/orders/tables/${table.id}/waiter`, { token: tokens.merchant, body: { waiterId: waiters[0].id } })).status).toBe(200);
    const stockBefore = recipe.stock.stock;
    const answer = await take(
      table,
      orderOf([
        // a price the client sends is never read
        { id: lomito.id, quantity: 1, message: 'Sin sal', options: [{ group: 'Término', option: 'Medio' }, { group: 'Extras', option: 'Queso' }], price: 1 } as never,
        { id: plain.id, quantity: 2 },
      ]),
    );
    expect(answer.status).toBe(200);
    const order = stored(answer.body.order.id);
    expect(answer.body.message).toBe(orderBoardMessages.staffOrderPlaced(order.orderNumber, table.name));
    expect(answer.body.order).toMatchObject({ status: 'CREATED', takenBy: expect.any(String), table: { id: table.id, name: table.name }, waiter: { id: waiters[0].id } });
    expect(order.takenBy).toBe(answer.body.order.takenBy);
    expect(order.history?.[0].by).toBe(order.takenBy);
    // the same pricing the diner's order gets, options and service included
    const merchant = state.merchants.find((candidate) => candidate.id === 2)!;
    const lomitoPrice = priceWithOptions(lomito.price, [{ price: 0 }, { price: 500 }]);
    expect(order.products[0]).toMatchObject({ id: lomito.id, price: lomitoPrice, message: 'Sin sal', options: [{ group: 'Término', option: 'Medio', price: 0 }, { group: 'Extras', option: 'Queso', price: 500 }] });
    expect(order.total).toBe(orderTotals(order.products, totalsOptionsOf(merchant)).total);
    expect(order.total).toBeGreaterThan(lomitoPrice + plain.price * 2);
    // the recipe's stock taken as for a diner's order
    expect(recipe.stock.stock).toBeCloseTo(stockBefore - recipe.quantity * 2, 3);
    // on the board and the table's open tab
    const board = (await api.call('GET', '/orders/today', { token: tokens.merchant })).body.orders;
    expect(board.find((row: { id: number }) => row.id === order.id)).toMatchObject({ takenBy: order.takenBy, products: [{ message: 'Sin sal', options: [{ group: 'Término', option: 'Medio' }, { group: 'Extras', option: 'Queso' }] }, {}] });
    const floor = await floorTable(table);
    expect(floor.tab.rounds.map((row: { orderId: number }) => row.orderId)).toEqual([order.id]);
    expect(floor.tab.amounts.total).toBe(order.total);
  });

  it('adds a second round to the open tab, and a retry with the same key answers the first', async () => {
    const table = tables[1];
    const first = await take(table, orderOf([{ id: plain.id, quantity: 1 }]), tokens.merchant);
    expect(first.status).toBe(200);
    const headers = { 'Idempotency-Key': `staff-round-${Date.now()}` };
    const second = await take(table, orderOf([{ id: lomito.id, quantity: 1, options: [{ group: 'Término', option: 'Bien cocido' }] }]), tokens.operator, headers);
    expect(second.status).toBe(200);
    const again = await take(table, orderOf([{ id: lomito.id, quantity: 1, options: [{ group: 'Término', option: 'Bien cocido' }] }]), tokens.operator, headers);
    expect(again.body.order.id).toBe(second.body.order.id);
    expect(stored(second.body.order.id).tabId).toBe(stored(first.body.order.id).tabId);
    const floor = await floorTable(table);
    expect(floor.tab.rounds.map((row: { orderId: number }) => row.orderId)).toEqual([first.body.order.id, second.body.order.id]);
    expect(floor.tab.amounts.total).toBeCloseTo(first.body.order.total + second.body.order.total, 2);
  });

  it("refuses another merchant's table (404) and changes nothing", async () => {
    const count = state.orders.length;
    const otherTable = state.tables.find((candidate) => candidate.merchant_id !== 2)!;
    const refused = await take(otherTable, orderOf([{ id: plain.id, quantity: 1 }]));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(tabMessages.tableNotFound);
    // the other restaurant's staff cannot order at this one's table either
    expect((await take(tables[2], orderOf([{ id: plain.id, quantity: 1 }]), tokens.merchant2)).status).toBe(404);
    expect((await take({ id: 0 }, orderOf([{ id: plain.id, quantity: 1 }]))).status).toBe(404);
    expect(state.orders.length).toBe(count);
  });

  it('answers a malformed body with a Spanish 400 and changes nothing', async () => {
    const table = tables[3];
    const count = state.orders.length;
    const tabs = (state as unknown as { tabs: unknown[] }).tabs.length;
    const stock = recipe.stock.stock;
    const cases: [unknown, string][] = [
      [orderOf([]), orderMessages.emptyOrder],
      [orderOf([{ id: plain.id, quantity: 0 }]), orderMessages.badQuantity],
      [orderOf([{ id: 999_999, quantity: 1 }]), orderMessages.unknownProduct],
      [{ order: 'dos casados' }, orderMessages.badOrder],
      // the plain product twice alike, then the steak with its required 'Término' missing
      [orderOf([{ id: plain.id, quantity: 1 }, { id: plain.id, quantity: 2 }]), orderMessages.repeatedProduct],
    ];
    for (const [body, message] of cases) {
      const answer = await take(table, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const missing = await take(table, orderOf([{ id: lomito.id, quantity: 1 }]));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Término/);
    expect(state.orders.length).toBe(count);
    expect((state as unknown as { tabs: unknown[] }).tabs.length).toBe(tabs);
    expect(recipe.stock.stock).toBe(stock);
  });

  it("cannot be cancelled from a diner's phone (409), and stays on the board", async () => {
    const table = tables[4];
    const placed = await take(table, orderOf([{ id: plain.id, quantity: 1 }]));
    expect(placed.status).toBe(200);
    const id = placed.body.order.id;
    const refused = await api.call('PUT', `/order/cancel/external/${id}/${table.token}`, { body: { token: table.token, cancelKey: 'A'.repeat(22) } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(orderMessages.staffOrderDinerCannotCancel);
    expect(stored(id).status).toBe('CREATED');
  });
});
