import { randomBytes } from 'node:crypto';
import { crStartOfDay, DAY_MS } from '../../src/domain/costaRicaTime';
import { finalPriceCents } from '../../src/domain/finalPrice';
import { orderTotals, totalsOptionsOf } from '../../src/domain/orderTotals';
import type { LedgerAllocation, LedgerMovement } from '../restaurant/ledger';
import { DINER, type OrderChange } from '../../src/domain/orderStatus';
import type { PaymentMethod } from '../../src/domain/wire/payment';
import { hashCancelKey } from '../restaurant/cancelKey';
import { asCents, toCents } from '../../src/domain/minorUnits';
import type { TabbedOrder, TabView } from '../restaurant/tillRecords';
import type { Rng } from './random';
import type { OrderLine, PaymentRecord, RestaurantState } from '../storage/restaurantRecords';
import type { DbState } from '../storage/records';

/** comercio@demo.cr's restaurant: its close and its home open with five weeks of paid bills. */
const BILLED_RESTAURANT = 2;
const PAST_DAYS = 35;
const MINUTE = 60_000;
/** Card, SINPE Móvil, cash: how often each pays a bill (more than half of Costa Ricans pay by SINPE or card). */
const METHODS: [PaymentMethod, number][] = [['card', 0.45], ['sinpe', 0.35], ['cash', 0.2]];

const pickMethod = (r: Rng): PaymentMethod => {
  let roll = r.int(0, 99) / 100;
  for (const [method, share] of METHODS) if ((roll -= share) < 0) return method;
  return 'cash';
};

/** A voluntary tip on an amount: none, 5 % or 10 %, in whole colones. */
const tipFor = (r: Rng, amount: number) => (r.chance(0.45) ? 0 : Math.round((amount * (r.chance(0.5) ? 10 : 5)) / 100));

/**
 * The demo restaurant's paid bills: for each of the last 35 days, lunch and
 * dinner tables, each a closed tab of one to three orders (now and then one cancelled), paid whole
 * or split in two by card, SINPE Móvil or cash, some with a tip, each payment confirmed and naming
 * the table's waiter; and today, each delivered order paid the same way on a tab of its own.
 * Payments add up to their tab's orders to the céntimo. Past orders are numbered from 1, so
 * today's (from 1001) and the next ones keep their numbers.
 */
export const withBills = <S extends DbState & RestaurantState>(r: Rng, state: S, now: number): S & { tabs: TabView[]; payments: PaymentRecord[]; ledger: LedgerMovement[] } => {
  const merchant = state.merchants.find((candidate) => candidate.id === BILLED_RESTAURANT);
  const tables = state.tables.filter((table) => table.merchant_id === BILLED_RESTAURANT);
  const products = state.products.filter((product) => product.merchant_id === BILLED_RESTAURANT);
  const waiters = state.waiters.filter((waiter) => waiter.merchant_id === BILLED_RESTAURANT);
  const cashiers = state.users.filter((user) => user.merchant_id === BILLED_RESTAURANT && (user.group_id === 2 || user.group_id === 4));
  const tabs: TabView[] = [];
  const payments: PaymentRecord[] = [];
  const ledger: LedgerMovement[] = [];
  if (!merchant || !tables.length || !products.length || !waiters.length || !cashiers.length) return { ...state, tabs, payments, ledger };
  const options = totalsOptionsOf(merchant);
  const orders: TabbedOrder[] = [...state.orders];
  let orderId = Math.max(0, ...orders.map((order) => order.id));
  const past: TabbedOrder[] = [];

  /**
   * Each payment is also its charge in the one ledger (mock-api/restaurant/ledger.ts), allocated to
   * the lines still unpaid in order, so the demo's days reconcile: a cash part is whole colones
   * but for the last, which carries what céntimos are left.
   */
  const pay = (tab: TabView, waiterId: number, kept: TabbedOrder[], at: number) => {
    const orderIds = kept.map((order) => order.id);
    const unpaid = kept.flatMap((order) => order.products.map((line) => ({ orderId: order.id, lineId: line.id, left: finalPriceCents(line, options) * line.quantity })));
    const owedCents = unpaid.reduce((sum, line) => sum + line.left, 0);
    let parts = owedCents > 0 && r.chance(0.3) ? [Math.floor(owedCents / 2), owedCents - Math.floor(owedCents / 2)] : [owedCents];
    const methods = parts.map(() => pickMethod(r));
    if (parts.length === 2 && methods[0] === 'cash') parts = [Math.floor(parts[0] / 100) * 100, owedCents - Math.floor(parts[0] / 100) * 100];
    for (const [index, partCents] of parts.entries()) {
      if (partCents <= 0) continue;
      const method = methods[index];
      const amount = partCents / 100;
      const tip = method === 'cash' ? Math.floor(tipFor(r, amount)) : tipFor(r, amount);
      const createdAt = new Date(at).toISOString();
      const cashReceived = method === 'cash' ? Math.ceil((amount + tip) / 1000) * 1000 : null;
      const sinpeReference = method === 'sinpe' ? String(r.int(10_000_000, 99_999_999)) + String(r.int(1000, 9999)) : null;
      // a SINPE transfer is confirmed once staff see it in their bank, a couple of minutes later
      const settledAt = method === 'sinpe' ? new Date(at + r.int(1, 4) * MINUTE).toISOString() : createdAt;
      payments.push({
        id: payments.length + 1,
        merchant_id: BILLED_RESTAURANT,
        tableId: tab.tableId,
        tabId: tab.id,
        orderIds,
        method,
        currency: 'CRC',
        waiterId,
        payerName: 'Mesa',
        recordedBy: method === 'cash' ? r.pick(cashiers).username : 'Menú QR',
        transactionId: null,
        voucherId: null,
        documentId: null,
        sinpeReference,
        cashReceived,
        change: cashReceived === null ? null : toCents(cashReceived - amount - tip) / 100,
        rejectReason: null,
        createdAt,
      });
      const allocations: LedgerAllocation[] = [];
      let left = partCents;
      for (const line of unpaid) {
        const take = Math.min(left, line.left);
        if (take <= 0) continue;
        allocations.push({ orderId: line.orderId, lineId: line.lineId, cents: asCents(take) });
        line.left -= take;
        left -= take;
      }
      const payment = payments[payments.length - 1];
      ledger.push({
        id: ledger.length + 1,
        merchant_id: BILLED_RESTAURANT,
        kind: 'charge',
        method,
        status: 'confirmed',
        currency: 'CRC',
        amount: asCents(partCents),
        tip: toCents(tip),
        allocations,
        tableId: tab.tableId,
        tabId: tab.id,
        paymentId: payment.id,
        transactionId: null,
        refundOf: null,
        expiresAt: null,
        at: createdAt,
        settledAt,
        by: payment.recordedBy,
        reason: null,
      });
    }
  };

  const orderAt = (tableId: number, createdAt: number, waiterId: number, tabId: number, cancelled: boolean): TabbedOrder => {
    const chosen = new Set<number>();
    const lineCount = r.int(1, 4);
    while (chosen.size < lineCount) chosen.add(r.pick(products).id);
    const lines: OrderLine[] = [...chosen].map((id) => {
      const product = products.find((candidate) => candidate.id === id)!;
      return { id, name: product.name, quantity: r.int(1, 3), price: product.price, tax: product.tax, carriesService: product.carriesService, message: '' };
    });
    const staff = `${cashiers[0].name} ${cashiers[0].lastname}`.trim();
    const history: OrderChange[] = [{ status: 'CREATED', at: new Date(createdAt).toISOString(), by: DINER }];
    let at = createdAt;
    if (cancelled) history.push({ status: 'CANCELLED', at: new Date((at += 2 * MINUTE)).toISOString(), by: staff, reason: 'El cliente se retiró' });
    else for (const status of ['PREPARING', 'READY', 'DELIVERED'] as const) history.push({ status, at: new Date((at += r.int(3, 10) * MINUTE)).toISOString(), by: staff });
    return {
      id: ++orderId,
      orderNumber: 0,
      merchant_id: BILLED_RESTAURANT,
      table_id: tableId,
      detail: '',
      takeout: false,
      products: lines,
      ...orderTotals(lines, options),
      status: cancelled ? 'CANCELLED' : 'DELIVERED',
      createdAt,
      date: new Date(createdAt).toISOString(),
      cancelledAt: cancelled ? at : null,
      cancelKeyHash: hashCancelKey(randomBytes(16).toString('base64url')),
      history,
      waiterId,
      tabId,
    };
  };

  const today = crStartOfDay(now);
  for (let back = PAST_DAYS; back >= 1; back -= 1) {
    const day = today - back * DAY_MS;
    const weekday = new Date(day - 6 * 60 * MINUTE).getUTCDay();
    // Friday and Saturday fill more tables
    const tabCount = r.int(9, 15) + (weekday === 5 || weekday === 6 ? 5 : 0);
    // half at lunch and dinner, half in the same hours as today's seeded orders (the 8 hours before
    // the seed was built), so today so far always has a last week to be compared with
    const sinceMidnight = Math.floor((now - today) / MINUTE);
    const sameHours = () => r.int(Math.max(0, sinceMidnight - 8 * 60), Math.max(0, sinceMidnight - 30));
    const mealHours = () => (r.chance(0.45) ? r.int(11 * 60, 14 * 60) : r.int(18 * 60, 21 * 60 + 30));
    const openings = Array.from({ length: tabCount }, () => day + (r.chance(0.5) ? sameHours() : mealHours()) * MINUTE).sort((a, b) => a - b);
    for (const openedAt of openings) {
      const tab: TabView = { id: tabs.length + 1, merchant_id: BILLED_RESTAURANT, tableId: r.pick(tables).id, openedAt: new Date(openedAt).toISOString(), closedAt: null };
      const waiterId = r.pick(waiters).id;
      const rounds = Array.from({ length: r.int(1, 3) }, (_, index) => orderAt(tab.tableId, openedAt + index * r.int(8, 25) * MINUTE, waiterId, tab.id, r.chance(0.05)));
      const kept = rounds.filter((order) => order.status !== 'CANCELLED');
      const lastChange = Math.max(...rounds.map((order) => Date.parse(order.history!.at(-1)!.at)));
      const paidAt = lastChange + r.int(15, 40) * MINUTE;
      pay(tab, waiterId, kept, paidAt);
      tab.closedAt = new Date(paidAt + r.int(2, 10) * MINUTE).toISOString();
      tabs.push(tab);
      past.push(...rounds);
    }
  }
  past.sort((a, b) => a.createdAt - b.createdAt).forEach((order, index) => (order.orderNumber = index + 1));

  // today: every delivered order was paid on a tab of its own, closed when paid
  for (const order of orders) {
    if (order.merchant_id !== BILLED_RESTAURANT || order.status !== 'DELIVERED') continue;
    const deliveredAt = Date.parse(order.history!.at(-1)!.at);
    const paidAt = Math.min(now - MINUTE, deliveredAt + r.int(5, 20) * MINUTE);
    const tab: TabView = { id: tabs.length + 1, merchant_id: BILLED_RESTAURANT, tableId: order.table_id, openedAt: order.date, closedAt: new Date(paidAt).toISOString() };
    const waiterId = order.waiterId ?? r.pick(waiters).id;
    order.tabId = tab.id;
    pay(tab, waiterId, [order], paidAt);
    tabs.push(tab);
  }
  openTodaysTabs(orders, tabs, today);
  return { ...state, orders: [...orders, ...past], tabs, payments, ledger };
};

/**
 * Today's orders still owed (every restaurant's, not cancelled, not paid above) are the rounds of
 * their table's open tab, as a diner's order joins one (mock-api/restaurant/tabs.ts): 'Mesas' shows
 * those tables taken and the day's close lists what each owes.
 */
const openTodaysTabs = (orders: TabbedOrder[], tabs: TabView[], today: number) => {
  const open = new Map<string, TabView>();
  for (const order of [...orders].sort((a, b) => a.createdAt - b.createdAt)) {
    if (order.createdAt < today || order.status === 'CANCELLED' || order.tabId) continue;
    const key = `${order.merchant_id}:${order.table_id}`;
    let tab = open.get(key);
    if (!tab) {
      tab = { id: tabs.length + 1, merchant_id: order.merchant_id, tableId: order.table_id, openedAt: order.date, closedAt: null, paidItems: [], parts: [] } as TabView;
      tabs.push(tab);
      open.set(key, tab);
    }
    order.tabId = tab.id;
  }
};
