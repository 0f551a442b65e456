import { crDate, crStartOfDay, DAY_MS } from '../../src/domain/costaRicaTime';
import { PER_CENT, toPriceUnits } from '../../src/domain/finalPrice';
import { isBelowMinimum } from '../../src/domain/stockUnits';
import type { OwnerSummary } from '../../src/domain/wire/ownerDashboard';
import { pendingCallCount, tabsOf, tillPayments } from '../restaurant/tillRecords';
import type { OrderRecord, StockRecord } from '../storage/restaurantRecords';
import { byMethod, merchantOrders, orderFigures } from './restaurantDay';

const HOUR_MS = 60 * 60 * 1000;
const DAYS = 30;
const TOP = 10;
const money = (amountCents: number) => amountCents / 100;

interface State {
  orders: OrderRecord[];
  stocks?: StockRecord[];
}

/**
 * What the ledger kept of [from, to) in céntimos: confirmed charges less refunds, each by the
 * instant it was written, tips apart (mock-api/restaurant/ledger.ts, through tillPayments). A SINPE
 * Móvil reference counts once staff confirm it, in the day it was written, as the close counts it.
 */
const keptMoney = (till: ReturnType<typeof tillPayments>) => {
  const moves: { at: number; cents: number }[] = [];
  for (const payment of till.payments) if (payment.status === 'confirmed') moves.push({ at: payment.at, cents: payment.amountCents });
  for (const refund of till.refunds.list) moves.push({ at: refund.at, cents: -refund.amountCents });
  return moves;
};
const total = (moves: readonly { cents: number }[]) => moves.reduce((sum, move) => sum + move.cents, 0);

/** Sales (money kept), orders, average ticket, tips and cancelled orders of [from, to). */
const salesPeriod = (state: State, own: readonly OrderRecord[], byId: ReadonlyMap<number, OrderRecord>, merchantId: number, from: number, to: number, now: number) => {
  const orders = orderFigures(own, from, to);
  const till = tillPayments(state, merchantId, from, to, byId, now);
  const { payments } = till;
  const moves = keptMoney(till);
  const salesCents = total(moves);
  const tipCents = payments.filter((payment) => payment.status === 'confirmed').reduce((sum, payment) => sum + payment.tipCents, 0);
  return {
    figures: orders,
    payments,
    moves,
    period: {
      sales: money(salesCents),
      orders: orders.kept.length,
      // the money kept per order placed: the two figures shown beside it
      averageTicket: orders.kept.length ? Math.round(salesCents / orders.kept.length) / 100 : 0,
      tips: money(tipCents),
      cancelled: orders.cancelled.length,
      cancelledAmount: money(orders.cancelledCents),
    },
  };
};

/** Money kept per hour of the day it was charged or given back (Costa Rica time), in céntimos. */
const hourly = (moves: readonly { at: number; cents: number }[], dayStart: number) => {
  const hours = Array.from({ length: 24 }, () => 0);
  for (const move of moves) hours[Math.min(23, Math.max(0, Math.floor((move.at - dayStart) / HOUR_MS)))] += move.cents;
  return hours;
};

/** Today's dishes: quantity ordered and amount before IVA and service, by product. */
const dishes = (orders: readonly OrderRecord[]) => {
  const byProduct = new Map<number, { productId: number; name: string; quantity: number; units: number }>();
  for (const order of orders)
    for (const line of order.products) {
      const entry = byProduct.get(line.id) ?? { productId: line.id, name: line.name, quantity: 0, units: 0 };
      entry.quantity += line.quantity;
      entry.units += toPriceUnits(line.price) * line.quantity;
      byProduct.set(line.id, entry);
    }
  const list = [...byProduct.values()].map(({ productId, name, quantity, units }) => ({ productId, name, quantity, amount: Math.floor((units + PER_CENT / 2) / PER_CENT) / 100 }));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
  return {
    topByAmount: [...list].sort((a, b) => b.amount - a.amount || byName(a, b)).slice(0, TOP),
    topByCount: [...list].sort((a, b) => b.quantity - a.quantity || byName(a, b)).slice(0, TOP),
  };
};

/**
 * The restaurant's home (src/domain/wire/ownerDashboard.ts) at `now`, from the same reading as the
 * day's close (restaurantDay.ts): its sales are the money the one ledger kept, its orders those
 * placed. The merchant's orders are scanned once per period: a
 * restaurant's few thousand orders a month, not the provider's transactions.
 */
export const ownerSummaryOf = (state: State, merchantId: number, now: number, withSales: boolean): OwnerSummary => {
  const todayStart = crStartOfDay(now);
  const lastWeekStart = todayStart - 7 * DAY_MS;
  // 'so far': last week's same day up to the same time of day
  const lastWeekEnd = lastWeekStart + (now - todayStart) + 1;
  const { own, byId } = merchantOrders(state.orders, merchantId);
  const today = salesPeriod(state, own, byId, merchantId, todayStart, now + 1, now);
  const lastWeek = salesPeriod(state, own, byId, merchantId, lastWeekStart, lastWeekEnd, now);
  const openTables = new Set(tabsOf(state).filter((tab) => tab.merchant_id === merchantId && tab.closedAt === null).map((tab) => tab.tableId)).size;
  const lowStock = (state.stocks ?? [])
    .filter((item) => item.merchant_id === merchantId && isBelowMinimum(item.stock, item.minimunStock))
    .sort((a, b) => a.stock - a.minimunStock - (b.stock - b.minimunStock) || a.name.localeCompare(b.name, 'es'))
    .map((item) => ({ id: item.id, name: item.name, stock: item.stock, minimum: item.minimunStock }));
  const operations = {
    today: { orders: today.period.orders, cancelled: today.period.cancelled },
    lastWeek: { orders: lastWeek.period.orders, cancelled: lastWeek.period.cancelled },
    openTables,
    callsPending: pendingCallCount(state, merchantId),
    lowStock,
  };
  const base = { today: crDate(now), lastWeek: crDate(lastWeekStart), at: new Date(now).toISOString(), operations };
  if (!withSales) return { ...base, sales: null };

  const todayHours = hourly(today.moves, todayStart);
  const lastWeekHours = hourly(lastWeek.moves, lastWeekStart);
  const firstDay = todayStart - (DAYS - 1) * DAY_MS;
  const days = Array.from({ length: DAYS }, (_, index) => ({ day: crDate(firstDay + index * DAY_MS), salesCents: 0, orders: 0 }));
  for (const order of own) {
    if (order.createdAt < firstDay || order.createdAt > now || order.status === 'CANCELLED') continue;
    days[Math.floor((order.createdAt - firstDay) / DAY_MS)].orders += 1;
  }
  for (const move of keptMoney(tillPayments(state, merchantId, firstDay, now + 1, byId, now))) days[Math.floor((move.at - firstDay) / DAY_MS)].salesCents += move.cents;
  return {
    ...base,
    sales: {
      today: today.period,
      lastWeek: lastWeek.period,
      byHour: todayHours.map((sales, hour) => ({ hour, sales: money(sales), lastWeek: money(lastWeekHours[hour]) })),
      ...dishes(today.figures.kept),
      methods: byMethod(today.payments).map(({ method, count, amountCents }) => ({ method, count, amount: money(amountCents) })),
      days: days.map(({ day, salesCents, orders }) => ({ day, sales: money(salesCents), orders })),
    },
  };
};
