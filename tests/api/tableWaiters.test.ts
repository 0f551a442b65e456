import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord, StateWithRestaurant, TableRecord, WaiterRecord } from '../../mock-api/storage/restaurantRecords';
import { crDate } from '../../src/domain/costaRicaTime';
import { floorMessages } from '../../src/domain/floorMessages';
import { sumCents, toCents } from '../../src/domain/minorUnits';
import { orderBoardMessages } from '../../src/domain/orderBoardMessages';
import { apiForFile, DEMO, freeSeededTables, signedIn } from '../support/testApi';

/**
 * Waiters own tables: 'Mesas' gives a table (or a section's tables) its waiter for the shift; a
 * QR order at the table and its tip take that waiter, so the day's close counts the tip under them
 * and its rows add up to the day's tips; a waiter linked to a user is that user's 'Mis mesas'.
 * Another merchant's tables, sections, waiters and users are refused. And a note per dish: the
 * same dish twice with different notes is two lines, and the bill owes both.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2 });
freeSeededTables(api, () => [tokens.merchant, tokens.merchant2]);

let state: StateWithRestaurant;
let tables: TableRecord[];
let waiters: WaiterRecord[];
let products: ProductRecord[];
beforeAll(() => {
  state = api.store.state() as StateWithRestaurant;
  tables = state.tables.filter((table) => table.merchant_id === 2);
  waiters = state.waiters.filter((waiter) => waiter.merchant_id === 2);
  products = state.products.filter((product) => product.merchant_id === 2 && product.available > 5 && !product.optionGroups?.length);
});

let keys = 0;
const assign = (table: { id: number }, waiterId: number | null, token = tokens.merchant) => api.call('PUT', `/orders/tables/${table.id}/waiter`, { token, body: { waiterId } });
const order = (table: TableRecord, lines: { id: number; quantity: number; message?: string }[]) =>
  api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: lines, takeout: false } }, headers: { 'Idempotency-Key': `waiters-${Date.now()}-${(keys += 1)}` } });
const pay = (table: TableRecord, amount: number, tip: number) =>
  api.call('POST', '/table/pay/external', { body: { token: table.token, amount, tip, method: 'card', card: CARD }, headers: { 'Idempotency-Key': `waiters-pay-${Date.now()}-${(keys += 1)}` } });
const tab = (table: TableRecord) => api.call('POST', '/table/tab/external', { body: { token: table.token } });
const floor = (token = tokens.merchant) => api.call('GET', '/orders/tables', { token });

describe("PUT /orders/tables/{id}/waiter: one tap per table on 'Mesas'", () => {
  it('gives the table its waiter, tells every board, and takes it away with null', async () => {
    const [table] = tables;
    const given = await assign(table, waiters[0].id);
    expect(given.status).toBe(200);
    expect(given.body.table).toMatchObject({ id: table.id, waiter: { id: waiters[0].id, name: waiters[0].name } });
    expect(given.body.message).toBe(orderBoardMessages.tableWaiterAssigned(table.name, waiters[0].name));
    const listed = (await floor()).body;
    expect(listed.tables.find((row: { id: number }) => row.id === table.id).waiter).toEqual({ id: waiters[0].id, name: waiters[0].name });
    expect(listed.waiters.map((waiter: { id: number }) => waiter.id)).toEqual(waiters.map((waiter) => waiter.id));
    // an operator (group 2) assigns too
    const cleared = await assign(table, null, tokens.operator);
    expect(cleared.status).toBe(200);
    expect(cleared.body.table.waiter).toBeNull();
    expect(cleared.body.message).toBe(orderBoardMessages.tableWaiterCleared(table.name));
  });

  it("refuses another merchant's table (404) and waiter (400), changing nothing", async () => {
    const [table] = tables;
    await assign(table, waiters[1].id);
    const otherTable = state.tables.find((candidate) => candidate.merchant_id === 3)!;
    const otherWaiter = state.waiters.find((candidate) => candidate.merchant_id === 3)!;
    expect((await assign(otherTable, null)).status).toBe(404);
    expect(otherTable.waiterId ?? null).toBeNull();
    const foreign = await assign(table, otherWaiter.id);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: orderBoardMessages.waiterNotFound, field: 'waiterId' });
    expect((await assign(table, 999_999)).status).toBe(400);
    expect(table.waiterId).toBe(waiters[1].id);
    // the other restaurant's staff cannot touch this one's table
    expect((await assign(table, null, tokens.merchant2)).status).toBe(404);
    expect(table.waiterId).toBe(waiters[1].id);
    expect((await assign({ id: 0 }, null)).status).toBe(404);
  });
});

describe('PUT /orders/sections/{id}/waiter: a whole section at once', () => {
  it("gives every table of the section the waiter; another merchant's section is 404", async () => {
    const section = state.sections.find((candidate) => candidate.merchant_id === 2 && tables.filter((table) => table.sectionId === candidate.id).length > 1)!;
    const answer = await api.call('PUT', `/orders/sections/${section.id}/waiter`, { token: tokens.operator, body: { waiterId: waiters[2].id } });
    expect(answer.status).toBe(200);
    const inSection = tables.filter((table) => table.sectionId === section.id);
    expect(answer.body.tables.map((table: { id: number }) => table.id)).toEqual(inSection.map((table) => table.id));
    expect(answer.body.tables.every((table: { waiter: { id: number } | null }) => table.waiter?.id === waiters[2].id)).toBe(true);
    expect(answer.body.message).toBe(orderBoardMessages.sectionWaiterAssigned(inSection.length, waiters[2].name));
    const otherSection = state.sections.find((candidate) => candidate.merchant_id === 3)!;
    expect((await api.call('PUT', `/orders/sections/${otherSection.id}/waiter`, { token: tokens.merchant, body: { waiterId: null } })).status).toBe(404);
    expect((await api.call('PUT', `/orders/sections/${section.id}/waiter`, { token: tokens.merchant2, body: { waiterId: null } })).status).toBe(404);
    expect(state.tables.filter((table) => table.merchant_id === 3).every((table) => !table.waiterId)).toBe(true);
    const cleared = await api.call('PUT', `/orders/sections/${section.id}/waiter`, { token: tokens.merchant, body: { waiterId: null } });
    expect(cleared.body.tables.every((table: { waiter: unknown }) => table.waiter === null)).toBe(true);
  });
});

describe("an order and its tip take the table's waiter", () => {
  it('a QR order at the table is served by its waiter, and the tip paid lands under them in the close', async () => {
    const table = tables[2];
    const waiter = waiters[3];
    expect((await assign(table, waiter.id)).status).toBe(200);
    const placed = await order(table, [{ id: products[0].id, quantity: 2 }]);
    expect(placed.status).toBe(200);
    const board = await api.call('GET', '/orders/today', { token: tokens.merchant });
    expect(board.body.orders.find((row: { id: number }) => row.id === placed.body.order.id).waiter).toEqual({ id: waiter.id, name: waiter.name });

    const today = crDate(Date.now());
    const before = (await api.call('GET', `/cashClose/${today}`, { token: tokens.merchant })).body;
    const tipBefore = before.tipsByWaiter.find((row: { waiterId: number | null }) => row.waiterId === waiter.id)?.tips ?? 0;
    const owed = (await tab(table)).body.tab.amounts.remaining;
    const paid = await pay(table, owed, 1500);
    expect(paid.status).toBe(200);
    const close = (await api.call('GET', `/cashClose/${today}`, { token: tokens.merchant })).body;
    const row = close.tipsByWaiter.find((entry: { waiterId: number | null }) => entry.waiterId === waiter.id);
    expect(row).toMatchObject({ name: waiter.name });
    expect(toCents(row.tips) - toCents(tipBefore)).toBe(150_000);
    // the rows add up to the day's tips, to the céntimo
    expect(sumCents(close.tipsByWaiter.map((entry: { tips: number }) => toCents(entry.tips)))).toBe(toCents(close.total.tips));
  });

  it("a table given a waiter while its bill is open gives them the bill's rounds nobody served, and the tip", async () => {
    const table = tables[3];
    await assign(table, null);
    const placed = await order(table, [{ id: products[1].id, quantity: 1 }]);
    expect(state.orders.find((row) => row.id === placed.body.order.id)!.waiterId).toBeNull();
    const waiter = waiters[4];
    await assign(table, waiter.id);
    expect(state.orders.find((row) => row.id === placed.body.order.id)!.waiterId).toBe(waiter.id);
    const owed = (await tab(table)).body.tab.amounts.remaining;
    const paid = await pay(table, owed, 700);
    expect(paid.status).toBe(200);
    const payment = (state as unknown as { payments: { id: number; waiterId: number | null }[] }).payments.find((row) => row.id === paid.body.payment.id)!;
    expect(payment.waiterId).toBe(waiter.id);
  });
});

describe("a waiter linked to a user: 'Mis mesas'", () => {
  it('links a waiter to a staff user of the merchant, and the user reads it as their own waiter', async () => {
    const waiter = waiters[0];
    const operator = state.users.find((user) => user.username === DEMO.operator)!;
    const users = await api.call('GET', '/waiter/getUsers', { token: tokens.merchant });
    expect(users.status).toBe(200);
    const ids = users.body.users.map((user: { id: number }) => user.id);
    expect(ids).toContain(operator.id);
    expect(ids.every((id: number) => state.users.find((user) => user.id === id)?.merchant_id === 2)).toBe(true);
    expect(state.users.filter((user) => ids.includes(user.id)).every((user) => user.group_id === 2 || user.group_id === 4)).toBe(true);

    // the seed links the operator to the first waiter (mock-api/seed/demoWaiter.ts); unlinked, they have none
    expect((await floor(tokens.operator)).body.myWaiter).toEqual({ id: waiter.id, name: waiter.name });
    const unlinked = await api.call('PUT', `/waiter/${waiter.id}`, { token: tokens.merchant, body: { waiter: { name: waiter.name, userId: null } } });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.waiter).toMatchObject({ id: waiter.id, userId: null, userName: null });
    expect((await floor(tokens.operator)).body.myWaiter).toBeNull();
    const linked = await api.call('PUT', `/waiter/${waiter.id}`, { token: tokens.merchant, body: { waiter: { name: waiter.name, userId: operator.id } } });
    expect(linked.status).toBe(200);
    expect(linked.body.waiter).toMatchObject({ id: waiter.id, userId: operator.id, userName: 'Olman Ramírez (operador@demo.cr)' });
    expect((await floor(tokens.operator)).body.myWaiter).toEqual({ id: waiter.id, name: waiter.name });
    expect((await floor(tokens.merchant)).body.myWaiter).toBeNull();
    // the spec's body (a name alone) keeps the link
    expect((await api.call('PUT', `/waiter/${waiter.id}`, { token: tokens.merchant, body: { waiter: { name: waiter.name } } })).body.waiter.userId).toBe(operator.id);
  });

  it("refuses another merchant's user and a user already linked to another waiter", async () => {
    const otherUser = state.users.find((user) => user.username === DEMO.merchant2)!;
    const operator = state.users.find((user) => user.username === DEMO.operator)!;
    const foreign = await api.call('PUT', `/waiter/${waiters[1].id}`, { token: tokens.merchant, body: { waiter: { name: waiters[1].name, userId: otherUser.id } } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: floorMessages.waiterUserMissing, field: 'userId' });
    const taken = await api.call('PUT', `/waiter/${waiters[1].id}`, { token: tokens.merchant, body: { waiter: { name: waiters[1].name, userId: operator.id } } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(floorMessages.waiterUserTaken(waiters[0].name));
    expect(waiters[1].userId ?? null).toBeNull();
    // the other restaurant's list of users holds none of this one's
    const theirs = await api.call('GET', '/waiter/getUsers', { token: tokens.merchant2 });
    expect(theirs.body.users.map((user: { id: number }) => user.id)).not.toContain(operator.id);
  });

  it("a deleted waiter's tables are nobody's", async () => {
    const created = await api.call('POST', '/waiter/', { token: tokens.merchant, body: { waiter: { name: 'Mesero de paso' } } });
    const table = tables[4];
    await assign(table, created.body.waiter.id);
    expect((await api.call('DELETE', `/waiter/${created.body.waiter.id}`, { token: tokens.merchant })).status).toBe(200);
    expect(table.waiterId).toBeNull();
  });
});

describe('a note for the kitchen per dish', () => {
  it('takes the same dish twice with different notes as two lines, and the bill owes both', async () => {
    const table = tables[5];
    const dish = products[2];
    const placed = await order(table, [
      { id: dish.id, quantity: 1, message: 'Alergia al maní' },
      { id: dish.id, quantity: 2, message: '' },
    ]);
    expect(placed.status).toBe(200);
    expect(placed.body.order.products.map((line: { message: string; quantity: number }) => [line.message, line.quantity])).toEqual([
      ['Alergia al maní', 1],
      ['', 2],
    ]);
    const bill = (await tab(table)).body.tab;
    expect(toCents(bill.amounts.total)).toBe(toCents(placed.body.order.total));
    expect(toCents(bill.amounts.remaining)).toBe(toCents(placed.body.order.total));
    const board = await api.call('GET', '/orders/today', { token: tokens.merchant });
    expect(board.body.orders.find((row: { id: number }) => row.id === placed.body.order.id).products.map((line: { message: string }) => line.message)).toEqual(['Alergia al maní', '']);
    // paid whole, the bill is settled
    expect((await pay(table, bill.amounts.remaining, 0)).status).toBe(200);
    expect((await tab(table)).body.tab.amounts.remaining).toBe(0);
  });

  it('refuses the same dish twice with the same note, and a note longer than 200 characters', async () => {
    const table = tables[6];
    const dish = products[3];
    const twice = await order(table, [
      { id: dish.id, quantity: 1, message: 'Sin cebolla' },
      { id: dish.id, quantity: 1, message: ' Sin cebolla ' },
    ]);
    expect(twice.status).toBe(400);
    const long = await order(table, [{ id: dish.id, quantity: 1, message: 'a'.repeat(201) }]);
    expect(long.status).toBe(400);
  });
});
