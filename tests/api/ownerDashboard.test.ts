import { describe, expect, it } from 'vitest';
import { crDate, crStartOfDay, DAY_MS } from '../../src/domain/costaRicaTime';
import { ownerSummary } from '../../src/domain/wire/ownerDashboard';
import type { LedgerMovement } from '../../mock-api/restaurant/ledger';
import type { OrderRecord, PaymentRecord, StateWithInventory } from '../../mock-api/storage/restaurantRecords';
import { storedPayments } from '../support/storedPayments';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2 });
const state = () =>
  api.store.state() as unknown as StateWithInventory & { payments: PaymentRecord[]; ledger: LedgerMovement[]; tabs: { merchant_id: number; tableId: number; closedAt: string | null }[] };
const storedPayment = storedPayments(state, () => api.clock.now());
const summary = (token: string) => api.call('GET', '/dashboard/owner', { token });

const c = (amount: number) => Math.round(amount * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The money the ledger kept in [from, to): confirmed charges less refunds, by the instant each was
 * written, without tips.
 */
const keptMoves = (merchantId: number, from: number, to: number) =>
  state()
    .ledger.filter((move) => move.merchant_id === merchantId && Date.parse(move.at) >= from && Date.parse(move.at) < to && (move.kind === 'refund' || move.status === 'confirmed'))
    .map((move) => ({ at: Date.parse(move.at), cents: move.kind === 'refund' ? -move.amount : move.amount }));

/** A period's figures recomputed from the records: orders placed in [from, to), payments created in it, money the ledger kept in it. */
const period = (merchantId: number, from: number, to: number) => {
  const orders = state().orders.filter((order) => order.merchant_id === merchantId && order.createdAt >= from && order.createdAt < to);
  const kept = orders.filter((order) => order.status !== 'CANCELLED');
  const cancelled = orders.filter((order) => order.status === 'CANCELLED');
  const payments = storedPayment.where((payment) => payment.merchant_id === merchantId && Date.parse(payment.createdAt) >= from && Date.parse(payment.createdAt) < to).filter((payment) => payment.status === 'confirmed');
  const moves = keptMoves(merchantId, from, to);
  const salesC = sum(moves.map((move) => move.cents));
  return {
    kept,
    payments,
    moves,
    figures: {
      sales: salesC / 100,
      orders: kept.length,
      averageTicket: kept.length ? Math.round(salesC / kept.length) / 100 : 0,
      tips: sum(payments.map((payment) => c(payment.tip))) / 100,
      cancelled: cancelled.length,
      cancelledAmount: sum(cancelled.map((order) => c(order.total))) / 100,
    },
  };
};

describe('GET /dashboard/owner', () => {
  it("equals, figure by figure, what the orders, payments, tabs and stock give: today so far, last week's same day to the same time, 30 days", async () => {
    const answer = await summary(tokens.merchant);
    expect(answer.status).toBe(200);
    const body = ownerSummary.parse(answer.body);
    expect(body).toEqual(answer.body);
    const now = api.clock.now();
    const todayStart = crStartOfDay(now);
    const lastWeekStart = todayStart - 7 * DAY_MS;
    const today = period(2, todayStart, now + 1);
    const lastWeek = period(2, lastWeekStart, lastWeekStart + (now - todayStart) + 1);
    expect(body.today).toBe(crDate(now));
    expect(body.lastWeek).toBe(crDate(lastWeekStart));
    expect(body.sales!.today).toEqual(today.figures);
    expect(body.sales!.lastWeek).toEqual(lastWeek.figures);
    // the seed gives today and last week's same hours real numbers
    expect(today.figures.orders).toBeGreaterThan(0);
    expect(lastWeek.figures.orders).toBeGreaterThan(0);
    expect(today.figures.tips).toBeGreaterThan(0);
    expect(body.operations.today).toEqual({ orders: today.figures.orders, cancelled: today.figures.cancelled });

    // sales are money charged, not orders placed: today's open bills are in the orders, not in the sales
    expect(today.figures.sales).toBeLessThan(sum(today.kept.map((order) => c(order.total))) / 100);
    // sales by hour add up to the day's sales; each hour is the money charged in it
    expect(sum(body.sales!.byHour.map((hour) => c(hour.sales))) / 100).toBe(today.figures.sales);
    expect(sum(body.sales!.byHour.map((hour) => c(hour.lastWeek))) / 100).toBe(lastWeek.figures.sales);
    for (const hour of body.sales!.byHour) {
      const own = today.moves.filter((move) => Math.floor((move.at - todayStart) / 3_600_000) === hour.hour);
      expect(hour.sales).toBe(sum(own.map((move) => move.cents)) / 100);
    }

    // payment methods: today's confirmed payments
    for (const method of ['card', 'sinpe', 'cash'] as const) {
      const own = today.payments.filter((payment) => payment.method === method);
      expect(body.sales!.methods.find((line) => line.method === method)).toEqual({ method, count: own.length, amount: sum(own.map((payment) => c(payment.amount))) / 100 });
    }

    // top dishes: quantities and amounts before IVA and service of today's kept orders
    const dishes = new Map<number, { quantity: number; amount: number }>();
    for (const order of today.kept)
      for (const line of order.products) {
        const entry = dishes.get(line.id) ?? { quantity: 0, amount: 0 };
        entry.quantity += line.quantity;
        entry.amount += c(line.price * line.quantity);
        dishes.set(line.id, entry);
      }
    expect(body.sales!.topByCount).toHaveLength(Math.min(10, dishes.size));
    for (const dish of [...body.sales!.topByCount, ...body.sales!.topByAmount]) expect({ quantity: dish.quantity, amount: c(dish.amount) }).toEqual(dishes.get(dish.productId));
    const counts = [...dishes.values()].map((dish) => dish.quantity).sort((a, b) => b - a);
    expect(body.sales!.topByCount.map((dish) => dish.quantity)).toEqual(counts.slice(0, 10));
    const amounts = [...dishes.values()].map((dish) => dish.amount).sort((a, b) => b - a);
    expect(body.sales!.topByAmount.map((dish) => c(dish.amount))).toEqual(amounts.slice(0, 10));

    // the last 30 days, today last, each its money kept and its orders placed
    expect(body.sales!.days).toHaveLength(30);
    expect(body.sales!.days.at(-1)!.day).toBe(crDate(now));
    for (const [index, day] of body.sales!.days.entries()) {
      const from = todayStart - (29 - index) * DAY_MS;
      const { figures } = period(2, from, Math.min(from + DAY_MS, now + 1));
      expect(day).toEqual({ day: crDate(from), sales: figures.sales, orders: figures.orders });
    }
    expect(body.sales!.days.slice(0, -1).every((day) => day.sales > 0)).toBe(true);

    // the floor and the stock
    const openTables = new Set(state().tabs.filter((tab) => tab.merchant_id === 2 && tab.closedAt === null).map((tab) => tab.tableId)).size;
    expect(body.operations.openTables).toBe(openTables);
    const low = state().stocks.filter((item) => item.merchant_id === 2 && item.stock <= item.minimunStock);
    expect(low.length).toBeGreaterThan(0);
    expect(body.operations.lowStock.map((item) => item.id).sort()).toEqual(low.map((item) => item.id).sort());
  });

  it('counts pending calls of the tableCalls collection (0 without it), and open tabs by table', async () => {
    const s = state();
    expect((await summary(tokens.merchant)).body.operations.callsPending).toBe(0);
    // the collection the table's calls are stored in (POST /table/call/external)
    const call = { tabId: null, createdAt: new Date().toISOString(), attendedBy: null };
    s.tableCalls = [
      { ...call, id: 1, merchant_id: 2, tableId: 1, kind: 'waiter', attendedAt: null },
      { ...call, id: 2, merchant_id: 2, tableId: 1, kind: 'bill', attendedAt: new Date().toISOString() },
      { ...call, id: 3, merchant_id: 3, tableId: 9, kind: 'bill', attendedAt: null },
    ];
    const tables = s.tables.filter((table) => table.merchant_id === 2);
    const before = (await summary(tokens.merchant)).body.operations.openTables;
    // a table the seed's open rounds left free
    const free = tables.find((table) => !s.tabs.some((tab) => tab.tableId === table.id && tab.closedAt === null))!;
    s.tabs.push({ id: 990001, merchant_id: 2, tableId: free.id, openedAt: new Date().toISOString(), closedAt: null } as never);
    const body = (await summary(tokens.merchant)).body;
    expect(body.operations.callsPending).toBe(1);
    expect(body.operations.openTables).toBe(before + 1);
    expect((await summary(tokens.merchant2)).body.operations.callsPending).toBe(1);
    delete s.tableCalls;
    s.tabs.pop();
  });

  it("gives operators the operational part only, another restaurant its own, and refuses the provider's groups", async () => {
    const operator = await summary(tokens.operator);
    expect(operator.status).toBe(200);
    expect(operator.body.sales).toBeNull();
    const owner = (await summary(tokens.merchant)).body;
    expect(operator.body.operations).toEqual(owner.operations);
    const other = (await summary(tokens.merchant2)).body;
    const now = api.clock.now();
    const own = state().orders.filter((order: OrderRecord) => order.merchant_id === 3 && order.createdAt >= crStartOfDay(now) && order.status !== 'CANCELLED');
    expect(other.sales.today.orders).toBe(own.length);
    expect(other.operations.lowStock.every((item: { id: number }) => state().stocks.find((stock) => stock.id === item.id)!.merchant_id === 3)).toBe(true);
    expect((await summary(tokens.admin)).status).toBe(403);
    expect((await api.call('GET', '/dashboard/owner')).status).toBe(401);
  });
});
