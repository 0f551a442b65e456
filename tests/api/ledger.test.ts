import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crDate } from '../../src/domain/costaRicaTime';
import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { ledgerMessages } from '../../src/domain/ledgerMessages';
import { orderMessages } from '../../src/domain/orderMessages';
import { bookOf, movementsOf, orderIsPaid, SINPE_REVIEW_MS, type LedgerMovement } from '../../mock-api/restaurant/ledger';
import type { OrderRecord, ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, freeSeededTables, signedIn } from '../support/testApi';

/**
 * The one ledger (docs/departures.md, "One ledger for money"): each of the faults it closes, over
 * HTTP, and after every test the ledger's own bounds (no line paid beyond its price, no charge
 * refunded beyond it, cash in whole colones).
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, merchant2: DEMO.merchant2 });
freeSeededTables(api, () => [tokens.merchant, tokens.merchant2]);
let state: StateWithRestaurant;
let tables: TableRecord[];
let products: ProductRecord[];
beforeAll(() => {
  state = api.store.state() as StateWithRestaurant;
  tables = state.tables.filter((table) => table.merchant_id === 2);
  products = state.products.filter((product) => product.merchant_id === 2 && product.available > 20 && product.price > 1000 && !product.optionGroups?.length).sort((a, b) => b.price - a.price);
});

let keys = 0;
const newKey = () => `ledger-key-${Date.now()}-${(keys += 1)}`;
const c = (amount: number) => Math.round(amount * 100);
const placeOrder = async (table: TableRecord, lines: [number, number][], name = 'Ana', key = newKey()) => {
  const answer = await api.call('POST', '/order/external', {
    body: { token: table.token, name, order: { detail: '', takeout: false, products: lines.map(([index, quantity]) => ({ id: products[index].id, quantity })) } },
    headers: { 'Idempotency-Key': key },
  });
  expect(answer.status).toBe(200);
  return answer.body as { order: { id: number; orderNumber: number; total: number }; cancelKey: string };
};
const tab = async (table: TableRecord) => (await api.call('POST', '/table/tab/external', { body: { token: table.token } })).body.tab;
const pay = (table: TableRecord, body: Record<string, unknown>, key = newKey()) =>
  api.call('POST', '/table/pay/external', { body: { token: table.token, tip: 0, ...body }, headers: { 'Idempotency-Key': key } });
const payOrderByCard = (table: TableRecord, placed: { order: { id: number }; cancelKey: string }) =>
  api.call('POST', '/order/pay/external', { body: { orderId: placed.order.id, token: table.token, cancelKey: placed.cancelKey, card: CARD } });
const confirm = (paymentId: number) => api.call('PUT', `/orders/payments/${paymentId}/confirm`, { token: tokens.merchant });
const cancelByStaff = (orderId: number, from = 'CREATED') => api.call('PUT', `/orders/${orderId}/status`, { token: tokens.merchant, body: { from, status: 'CANCELLED', reason: 'Se acabó el postre' } });
const boardOrderOf = async (orderId: number) => ((await api.call('GET', '/orders/today', { token: tokens.merchant })).body.orders as { id: number; paid: boolean; refundPreview?: { method: string; amount: number }[] }[]).find((order) => order.id === orderId);

/** The ledger's bounds, checked after every test from the stored movements alone. */
afterEach(() => {
  const movements = movementsOf(state);
  const book = bookOf(state, state.orders, api.clock.now());
  for (const line of book.values()) expect(line.charged, `line ${line.orderId}:${line.lineId}`).toBeLessThanOrEqual(line.price + line.refunded);
  for (const charge of movements.filter((row) => row.kind === 'charge')) {
    const refunded = movements.filter((row) => row.kind === 'refund' && row.refundOf === charge.id).reduce((sum, row) => sum + row.amount, 0);
    expect(refunded).toBeLessThanOrEqual(charge.amount);
  }
  for (const row of movements.filter((movement) => movement.method === 'cash' && movement.kind === 'refund')) expect(row.amount % 100).toBe(0);
});

const chargesOfOrder = (orderId: number): LedgerMovement[] => movementsOf(state).filter((row) => row.kind === 'charge' && row.allocations.some((allocation) => allocation.orderId === orderId));

describe('1. one order is charged once, whichever road pays it', () => {
  it("refuses the receipt's card payment of an order the table's bill paid, and the bill once the receipt paid", async () => {
    const table = tables[0];
    const placed = await placeOrder(table, [[0, 1]]);
    const paid = await pay(table, { amount: placed.order.total, method: 'card', card: CARD });
    expect(paid.status).toBe(200);
    expect(await payOrderByCard(table, placed)).toMatchObject({ status: 409, body: { message: orderMessages.alreadyPaid } });
    const bill = await tab(table);
    expect(bill.amounts).toMatchObject({ total: placed.order.total, paid: placed.order.total, remaining: 0 });
    expect(chargesOfOrder(placed.order.id)).toHaveLength(1);

    // the other way round: paid from its receipt, the bill has nothing left to charge
    const second = await placeOrder(table, [[1, 1]]);
    expect((await payOrderByCard(table, second)).status).toBe(200);
    expect(await pay(table, { amount: 1, method: 'card', card: CARD })).toMatchObject({ status: 409 });
    expect((await tab(table)).amounts.remaining).toBe(0);
    // partly paid from the bill: the receipt's card is refused, the rest is paid from the bill
    const third = await placeOrder(table, [[2, 2]]);
    expect((await pay(table, { amount: 100, method: 'card', card: CARD })).status).toBe(200);
    expect(await payOrderByCard(table, third)).toMatchObject({ status: 409, body: { message: ledgerMessages.orderPartlyPaid } });
  });

  it('charges an order once when its receipt and the table’s bill pay it at the same moment', async () => {
    const table = tables[11];
    for (let round = 0; round < 3; round++) {
      const placed = await placeOrder(table, [[round, 1]]);
      const answers = await Promise.all([payOrderByCard(table, placed), pay(table, { amount: placed.order.total, method: 'card', card: CARD })]);
      expect(answers.map((answer) => answer.status).filter((status) => status === 200), `round ${round}`).toHaveLength(1);
      expect(chargesOfOrder(placed.order.id), `round ${round}`).toHaveLength(1);
      expect((await tab(table)).amounts.remaining).toBe(0);
    }
  });
});

describe("2. a paid order is the staff's to cancel", () => {
  it("refuses the diner's cancel, within the 15 s, of an order the bill paid or holds in review (409, in Spanish)", async () => {
    const table = tables[1];
    const placed = await placeOrder(table, [[0, 1]]);
    expect((await pay(table, { amount: placed.order.total, method: 'card', card: CARD })).status).toBe(200);
    const cancel = (which: typeof placed) => api.call('PUT', `/order/cancel/external/${which.order.id}/${table.token}`, { body: { token: table.token, cancelKey: which.cancelKey } });
    expect(await cancel(placed)).toMatchObject({ status: 409, body: { message: ledgerMessages.dinerCannotCancelPaid } });
    expect(state.orders.find((order) => order.id === placed.order.id)?.status).toBe('CREATED');
    const held = await placeOrder(table, [[1, 1]]);
    expect((await pay(table, { amount: held.order.total, method: 'sinpe', sinpeReference: '40000000001' })).status).toBe(200);
    expect(await cancel(held)).toMatchObject({ status: 409, body: { message: ledgerMessages.dinerCannotCancelPaid } });
    expect((await api.call('PUT', `/orders/payments/${(await tab(table)).payments.at(-1).id}/reject`, { token: tokens.merchant, body: { reason: 'No aparece' } })).status).toBe(200);
  });
});

describe('3. a refund gives back what the order was paid, no more, by the method that paid it', () => {
  it("gives back the desserts' SINPE payment alone, and the fully paid table is asked for nothing again", async () => {
    const table = tables[2];
    const mains = await placeOrder(table, [[0, 3], [1, 2]], 'Mesa 1');
    const desserts = await placeOrder(table, [[3, 2]], 'Mesa 1');
    const total = c(mains.order.total) + c(desserts.order.total);
    const third = Math.ceil(total / 3);
    expect(third).toBeLessThanOrEqual(c(mains.order.total));
    expect((await pay(table, { amount: third / 100, method: 'card', card: CARD })).status).toBe(200);
    // the desserts by SINPE Móvil: 'Productos' offers them whole, none of the third's card touched them
    const dessertLine = (await tab(table)).rounds.find((round: { orderId: number }) => round.orderId === desserts.order.id).lines[0];
    expect(dessertLine.paidQuantity).toBe(0);
    const sinpe = await pay(table, { items: [{ orderId: desserts.order.id, productId: dessertLine.id, quantity: dessertLine.quantity }], method: 'sinpe', sinpeReference: '30000000001' });
    expect(sinpe.body).toMatchObject({ payment: { status: 'pending' } });
    expect((await confirm(sinpe.body.payment.id)).body).toMatchObject({ table: { id: table.id } });
    expect((await pay(table, { amount: 5000, method: 'card', card: CARD })).body).toMatchObject({ payment: { amount: 5000 } });
    const rest = (await tab(table)).amounts.remaining;
    expect((await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: rest, tip: 0, received: Math.ceil(rest) } })).body).toMatchObject({ table: { id: table.id } });
    expect((await tab(table)).amounts.remaining).toBe(0);

    // the staff's dialog reads what goes back, before confirming
    expect((await boardOrderOf(desserts.order.id))?.refundPreview).toEqual([{ method: 'sinpe', amount: desserts.order.total, payerName: 'Mesa' }]);
    const before = movementsOf(state).length;
    expect((await cancelByStaff(desserts.order.id)).status).toBe(200);
    const refunds = movementsOf(state).slice(before);
    expect(refunds.map(({ kind, method, amount }) => ({ kind, method, amount }))).toEqual([{ kind: 'refund', method: 'sinpe', amount: c(desserts.order.total) }]);
    const bill = await tab(table);
    expect(bill.amounts).toMatchObject({ remaining: 0, total: mains.order.total, refunded: desserts.order.total });
    // cancelling the mains gives back the card and cash that paid them, cash in whole colones
    const preview = (await boardOrderOf(mains.order.id))?.refundPreview ?? [];
    expect(preview.map((row) => row.method).sort()).toEqual(['card', 'cash']);
    expect((await cancelByStaff(mains.order.id)).status).toBe(200);
    const given = movementsOf(state).filter((row) => row.kind === 'refund' && row.tabId === bill.id && row.allocations.some((allocation) => allocation.orderId === mains.order.id));
    expect(given.reduce((sum, row) => sum + row.amount, 0)).toBeLessThanOrEqual(c(mains.order.total));
    expect(c(mains.order.total) - given.reduce((sum, row) => sum + row.amount, 0)).toBeLessThan(100);
  });
});

describe('5, 9. the board, the bill and the close read one answer', () => {
  it("shows 'Pagado' on the board for an order the table's bill paid", async () => {
    const table = tables[3];
    const placed = await placeOrder(table, [[0, 1]]);
    expect((await boardOrderOf(placed.order.id))?.paid).toBe(false);
    expect((await pay(table, { amount: placed.order.total, method: 'card', card: CARD })).status).toBe(200);
    expect((await boardOrderOf(placed.order.id))?.paid).toBe(true);
  });

  it("lists every order of the day not paid, seeded ones included, counts IVA and service on what was charged, and asks why when it closes with bills open or cash off", async () => {
    const table = tables[4];
    const today = crDate(api.clock.now());
    const before = (await api.call('GET', `/cashClose/${today}`, { token: tokens.merchant })).body;
    const placed = await placeOrder(table, [[0, 1]]);
    const close = (await api.call('GET', `/cashClose/${today}`, { token: tokens.merchant })).body;
    const listed = new Set<number>(close.openTabs.flatMap((bill: { orderNumbers?: number[] }) => bill.orderNumbers ?? []));
    const kept = state.orders.filter((order) => order.merchant_id === 2 && crDate(order.createdAt) === today && order.status !== 'CANCELLED');
    for (const order of kept) expect(orderIsPaid(state, order, api.clock.now()) || listed.has(order.orderNumber), `order ${order.orderNumber}`).toBe(true);
    expect(listed.has(placed.order.orderNumber)).toBe(true);
    // the unpaid order's service and IVA are not in the close: they were not charged
    expect(close.service).toBe(before.service);
    expect(close.taxByRate).toEqual(before.taxByRate);
    expect(c(close.service)).toBeLessThan(kept.reduce((sum: number, order: OrderRecord) => sum + c(order.otherCharges), 0));
    expect(close.cash.expected).toBeGreaterThanOrEqual(0);
    expect(await api.call('POST', `/cashClose/${today}/close`, { token: tokens.merchant, body: { countedCash: Math.round(close.cash.expected) } })).toMatchObject({ status: 409, body: { message: dayCloseMessages.reasonRequired } });
    expect(await api.call('POST', `/cashClose/${today}/close`, { token: tokens.merchant, body: { countedCash: 1.5, reason: 'x' } })).toMatchObject({ status: 400, body: { message: dayCloseMessages.badCount } });
  });
});

describe('6. a SINPE reference is in review until staff confirm it', () => {
  it('holds only its own lines, is never paid before staff confirm it, and lapses after 15 minutes', async () => {
    const table = tables[5];
    const placed = await placeOrder(table, [[0, 2]]);
    const half = Math.floor(c(placed.order.total) / 2) / 100;
    const sinpe = await pay(table, { amount: half, method: 'sinpe', sinpeReference: '60000000001' });
    expect(sinpe.status).toBe(200);
    const bill = await tab(table);
    expect(bill.amounts).toMatchObject({ paid: 0, pending: half });
    expect(bill.amounts.remaining).toBeCloseTo(placed.order.total - half, 2);
    // another phone pays the rest while the reference waits: it held only its own part
    expect((await pay(table, { amount: bill.amounts.remaining, method: 'card', card: CARD })).status).toBe(200);
    expect((await boardOrderOf(placed.order.id))?.paid).toBe(false);

    // a made-up reference for a whole bill lapses: its lines are owed again
    const other = tables[6];
    const second = await placeOrder(other, [[1, 1]]);
    const fake = await pay(other, { amount: second.order.total, method: 'sinpe', sinpeReference: '60000000002' });
    expect(fake.status).toBe(200);
    expect((await tab(other)).amounts.remaining).toBe(0);
    // the staff's session is kept alive meanwhile (15 minutes idle sign it out)
    api.clock.advance(SINPE_REVIEW_MS / 2);
    for (const token of [tokens.merchant, tokens.merchant2]) expect((await api.call('GET', '/orders/tables', { token })).status).toBe(200);
    api.clock.advance(SINPE_REVIEW_MS / 2 + 1000);
    const lapsed = await tab(other);
    expect(lapsed.amounts).toMatchObject({ pending: 0, remaining: second.order.total });
    expect(lapsed.payments[0]).toMatchObject({ status: 'rejected', rejectReason: ledgerMessages.sinpeLapsed });
    expect((await pay(other, { amount: second.order.total, method: 'card', card: CARD })).status).toBe(200);
    // confirming the lapsed one now would pay the lines twice: refused
    expect((await confirm(fake.body.payment.id)).status).toBe(409);
    expect((await confirm(sinpe.body.payment.id)).status).toBe(200);
  });
});

describe('6. one reference in review per phone', () => {
  it('refuses a second SINPE Móvil reference from a phone whose first is in review; another phone may send one', async () => {
    const table = tables[9];
    await placeOrder(table, [[0, 2]]);
    const phone = { phoneKey: 'phone-one-0123456789' };
    expect((await pay(table, { amount: 100, method: 'sinpe', sinpeReference: '61000000001', ...phone })).status).toBe(200);
    expect(await pay(table, { amount: 100, method: 'sinpe', sinpeReference: '61000000002', ...phone })).toMatchObject({ status: 409, body: { message: ledgerMessages.sinpeOnePerPhone } });
    expect((await pay(table, { amount: 100, method: 'sinpe', sinpeReference: '61000000003', phoneKey: 'phone-two-0123456789' })).status).toBe(200);
    // staff settle the first: the phone may send another
    const first = (await tab(table)).payments.find((payment: { status: string }) => payment.status === 'pending');
    expect((await confirm(first.id)).status).toBe(200);
    expect((await pay(table, { amount: 100, method: 'sinpe', sinpeReference: '61000000004', ...phone })).status).toBe(200);
    for (const payment of (await tab(table)).payments.filter((row: { status: string }) => row.status === 'pending')) expect((await confirm(payment.id)).status).toBe(200);
  });
});

describe('7. tips and keys', () => {
  it('refuses a tip over the amount it goes with, and a key sent again with another body', async () => {
    const table = tables[7];
    const placed = await placeOrder(table, [[0, 1]]);
    expect(await pay(table, { amount: 100, tip: 100_000_000, method: 'card', card: CARD })).toMatchObject({ status: 409, body: { message: ledgerMessages.tipOverAmount } });
    expect(await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: 100, tip: 101, received: 1000 } })).toMatchObject({ status: 409 });
    const key = newKey();
    const first = await pay(table, { amount: 100, tip: 10, method: 'card', card: CARD }, key);
    expect(first.status).toBe(200);
    expect((await pay(table, { amount: 100, tip: 10, method: 'card', card: CARD }, key)).body).toEqual(first.body);
    expect(await pay(table, { amount: 200, tip: 10, method: 'card', card: CARD }, key)).toMatchObject({ status: 409, body: { message: ledgerMessages.idempotencyKeyReused } });
    expect(chargesOfOrder(placed.order.id)).toHaveLength(1);
  });

  it('counts cash in whole colones: céntimos only on the share that settles the bill', async () => {
    const table = tables[12];
    const placed = await placeOrder(table, [[0, 1], [1, 1]]);
    const cash = (body: Record<string, unknown>) => api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body });
    const before = JSON.stringify(movementsOf(state));
    expect(await cash({ amount: 1000, tip: 0.5, received: 2000 })).toMatchObject({ status: 400, body: { message: ledgerMessages.cashWholeColones } });
    expect(await cash({ amount: 1000, tip: 0, received: 1000.5 })).toMatchObject({ status: 400, body: { message: ledgerMessages.cashWholeColones } });
    expect(await cash({ amount: 1000.5, tip: 0, received: 2000 })).toMatchObject({ status: 400, body: { message: ledgerMessages.cashOnlyWholeShare } });
    expect(JSON.stringify(movementsOf(state))).toBe(before);
    // the share that settles the bill carries what céntimos are left
    const { amounts } = await tab(table);
    expect((await cash({ amount: 1000, tip: 0, received: 1000 })).status).toBe(200);
    const rest = Math.round((amounts.remaining - 1000) * 100) / 100;
    expect((await cash({ amount: rest, tip: 0, received: Math.ceil(rest) })).status).toBe(200);
    expect((await tab(table)).amounts.remaining).toBe(0);
    expect(chargesOfOrder(placed.order.id).every((charge) => charge.method === 'cash')).toBe(true);
  });

  it('records cash once when staff tap twice or retry with its key, and refuses the key with another amount', async () => {
    const table = tables[13];
    const placed = await placeOrder(table, [[0, 1]]);
    const key = newKey();
    const cash = (amount: number) =>
      api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount, tip: 0, received: amount }, headers: { 'Idempotency-Key': key } });
    const [first, second] = await Promise.all([cash(1000), cash(1000)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.message).toBe(first.body.message);
    expect(chargesOfOrder(placed.order.id)).toHaveLength(1);
    expect(await cash(2000)).toMatchObject({ status: 409, body: { message: ledgerMessages.idempotencyKeyReused } });
    expect(chargesOfOrder(placed.order.id)).toHaveLength(1);
  });
});

describe('8. the same cart is not sent twice', () => {
  it('answers a retried order with the first one, and refuses its key with another cart', async () => {
    const table = tables[8];
    const key = newKey();
    const first = await placeOrder(table, [[0, 1]], 'Ana', key);
    const again = await placeOrder(table, [[0, 1]], 'Ana', key);
    expect(again.order.id).toBe(first.order.id);
    const other = await api.call('POST', '/order/external', {
      body: { token: table.token, name: 'Ana', order: { detail: '', takeout: false, products: [{ id: products[1].id, quantity: 1 }] } },
      headers: { 'Idempotency-Key': key },
    });
    expect(other).toMatchObject({ status: 409, body: { message: ledgerMessages.idempotencyKeyReused } });
  });
});

describe('4. a closed day is closed for every road', () => {
  it("refuses the order's own card payment, the bill's and cash once the day is closed (409, in Spanish)", async () => {
    const soda = state.tables.find((table) => table.merchant_id === 3)!;
    const sodaProduct = state.products.find((product) => product.merchant_id === 3 && product.available > 5)!;
    const answer = await api.call('POST', '/order/external', { body: { token: soda.token, order: { detail: '', takeout: false, products: [{ id: sodaProduct.id, quantity: 1 }] } } });
    expect(answer.status).toBe(200);
    const today = crDate(api.clock.now());
    const read = await api.call('GET', `/cashClose/${today}`, { token: tokens.merchant2 });
    expect(read.body).toMatchObject({ date: today });
    const close = read.body;
    const closed = await api.call('POST', `/cashClose/${today}/close`, { token: tokens.merchant2, body: { countedCash: Math.round(close.cash.expected), reason: 'Prueba' } });
    expect(closed.status).toBe(200);
    const refusal = { status: 409, body: { message: dayCloseMessages.dayClosed(today) } };
    expect(await api.call('POST', '/order/pay/external', { body: { orderId: answer.body.order.id, token: soda.token, cancelKey: answer.body.cancelKey, card: CARD } })).toMatchObject(refusal);
    expect(await pay(soda, { amount: answer.body.order.total, method: 'card', card: CARD })).toMatchObject(refusal);
    const total = answer.body.order.total as number;
    expect(await api.call('POST', `/orders/tables/${soda.id}/cash`, { token: tokens.merchant2, body: { amount: total, tip: 0, received: Math.ceil(total) } })).toMatchObject(refusal);
    expect(chargesOfOrder(answer.body.order.id)).toHaveLength(0);
  });

  it('takes a correction after the close as a movement of the open day that names the charge it corrects', async () => {
    const table = tables[10];
    const placed = await placeOrder(table, [[0, 1]]);
    const paid = await pay(table, { amount: placed.order.total, method: 'card', card: CARD });
    expect(paid.status, paid.text).toBe(200);
    const [charge] = chargesOfOrder(placed.order.id);
    const day = crDate(api.clock.now());
    const before = (await api.call('GET', `/cashClose/${day}`, { token: tokens.merchant })).body;
    const closed = await api.call('POST', `/cashClose/${day}/close`, { token: tokens.merchant, body: { countedCash: Math.round(before.cash.expected), reason: 'Prueba de corrección' } });
    expect(closed.status, closed.text).toBe(200);
    const closedDay = (await api.call('GET', `/cashClose/${day}`, { token: tokens.merchant })).body;
    // the next morning staff find the order was never served: cancelling it gives the card its money back today
    api.clock.advance(24 * 60 * 60_000);
    // a new shift signs in again: the evening's session ended hours ago
    tokens.merchant = await api.login(DEMO.merchant);
    expect((await cancelByStaff(placed.order.id)).status).toBe(200);
    const refund = movementsOf(state).find((row) => row.kind === 'refund' && row.refundOf === charge.id)!;
    expect(refund).toMatchObject({ method: 'card', amount: charge.amount, tip: 0 });
    expect(crDate(Date.parse(refund.at))).toBe(crDate(api.clock.now()));
    expect(crDate(Date.parse(refund.at))).not.toBe(day);
    // the closed day reads as it was closed; the open day carries the correction
    expect((await api.call('GET', `/cashClose/${day}`, { token: tokens.merchant })).body).toEqual(closedDay);
    const today = (await api.call('GET', `/cashClose/${crDate(api.clock.now())}`, { token: tokens.merchant })).body;
    expect(c(today.refunds.amount)).toBe(charge.amount);
  });
});
