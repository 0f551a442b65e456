import { crDate, crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import { dayCloseMessages as text } from '../../src/domain/dayCloseMessages';
import type { DayClose } from '../../src/domain/wire/dayClose';
import { badRequest, conflict } from '../http';
import { byMethod, PAYMENT_METHODS, restaurantFigures } from '../reports/restaurantDay';
import type { StateWithRestaurant } from '../storage/restaurantRecords';
import { tabAmountsOf, tabsOf } from './tabs';
import { cents } from './tillRecords';

/** A closed day of a restaurant's till (issue 20): from `closedAt` on, that day's payments do not change. */
export interface DayCloseRecord {
  id: number;
  merchant_id: number;
  /** The Costa Rica calendar day, YYYY-MM-DD. */
  date: string;
  closedAt: string;
  /** The staff user's username. */
  closedBy: string;
}

export const dayClosesOf = (state: object): DayCloseRecord[] => {
  const closes = (state as { dayCloses?: unknown }).dayCloses;
  return Array.isArray(closes) ? (closes as DayCloseRecord[]) : [];
};

const closeOf = (state: object, merchantId: number, date: string) => dayClosesOf(state).find((close) => close.merchant_id === merchantId && close.date === date);

/**
 * The one rule of a closed day: a payment whose Costa Rica day (of `isoInstant`, its `createdAt`)
 * the merchant has closed cannot be created, confirmed, rejected or changed (409); a correction
 * is a new payment, dated today. Every code that writes a payment calls this first.
 */
export const assertDayOpen = (state: object, merchantId: number, isoInstant: string) => {
  const at = Date.parse(isoInstant);
  const date = crDate(Number.isFinite(at) ? at : Date.now());
  if (closeOf(state, merchantId, date)) throw conflict(text.dayClosed(date));
};

/** The day's start (epoch ms) for a YYYY-MM-DD that is a real day not after today; else 400. */
export const dayStartOf = (date: string, now: number) => {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(date) ? crDayStart(date) : null;
  if (start === null) throw badRequest(text.badDate);
  if (start > now) throw badRequest(text.futureDay);
  return start;
};

const money = (amountCents: number) => amountCents / 100;

/** The close of one Costa Rica day (src/domain/wire/dayClose.ts), read from the records as they are now. */
export const dayCloseOf = (state: StateWithRestaurant, merchantId: number, date: string, now: number): DayClose => {
  const from = dayStartOf(date, now);
  const to = from + DAY_MS;
  const figures = restaurantFigures(state, merchantId, from, to);
  const confirmed = figures.payments.filter((payment) => payment.status === 'confirmed');
  const methods = byMethod(figures.payments);
  const waiterName = new Map(state.waiters.filter((waiter) => waiter.merchant_id === merchantId).map((waiter) => [waiter.id, waiter.name]));
  const tips = new Map<number | null, { count: number; tipCents: number }>();
  for (const payment of confirmed) {
    if (payment.tipCents === 0) continue;
    const entry = tips.get(payment.waiterId) ?? { count: 0, tipCents: 0 };
    entry.count += 1;
    entry.tipCents += payment.tipCents;
    tips.set(payment.waiterId, entry);
  }
  const tableName = new Map(state.tables.filter((table) => table.merchant_id === merchantId).map((table) => [table.id, table.name]));
  // an open tab as its table's bill reads it (mock-api/restaurant/tabs.ts): cancelled rounds out of
  // what it comes to, what was given back out of what it paid; one fully paid is not unpaid
  const openTabs = tabsOf(state)
    .filter((tab) => tab.merchant_id === merchantId && tab.closedAt === null && Date.parse(tab.openedAt) >= from && Date.parse(tab.openedAt) < to)
    .map((tab) => {
      const { total, paid } = tabAmountsOf(state, tab);
      return { tabId: tab.id, table: tableName.get(tab.tableId) ?? '', openedAt: tab.openedAt, ordered: total, paid, owed: money(Math.max(0, cents(total) - cents(paid))) };
    })
    .filter((tab) => tab.owed > 0);
  const closed = closeOf(state, merchantId, date);
  return {
    date,
    closed: closed ? { at: closed.closedAt, by: closed.closedBy } : null,
    methods: methods.map(({ method, count, amountCents, tipCents }) => ({ method, currency: 'CRC', count, amount: money(amountCents), tips: money(tipCents) })),
    total: {
      count: confirmed.length,
      amount: money(confirmed.reduce((sum, payment) => sum + payment.amountCents, 0)),
      tips: money(confirmed.reduce((sum, payment) => sum + payment.tipCents, 0)),
    },
    tipsByWaiter: [...tips]
      .map(([waiterId, entry]) => ({ waiterId, name: waiterId === null ? text.noWaiter : (waiterName.get(waiterId) ?? text.noWaiter), count: entry.count, tips: money(entry.tipCents) }))
      .sort((a, b) => b.tips - a.tips || a.name.localeCompare(b.name, 'es')),
    service: money(figures.serviceCents),
    taxByRate: [...figures.taxByRate]
      .sort(([a], [b]) => b - a)
      .map(([rate, entry]) => ({ rate, base: money(entry.base), tax: money(entry.tax) })),
    orders: { count: figures.kept.length, amount: money(figures.keptCents) },
    cancelled: { count: figures.cancelled.length, amount: money(figures.cancelledCents) },
    refunds: {
      count: figures.refunds.count,
      amount: money(figures.refunds.amountCents),
      methods: PAYMENT_METHODS.map((method) => {
        const entry = figures.refunds.byMethod.get(method) ?? { count: 0, amountCents: 0 };
        return { method, currency: 'CRC' as const, count: entry.count, amount: money(entry.amountCents) };
      }),
    },
    openTabs,
    pendingSinpe: figures.payments
      .filter((payment) => payment.method === 'sinpe' && payment.status === 'pending' && payment.record)
      .map(({ record }) => ({
        paymentId: record!.id,
        table: tableName.get(record!.tableId) ?? '',
        amount: record!.amount,
        tip: record!.tip,
        reference: record!.sinpeReference ?? '',
        createdAt: record!.createdAt,
      })),
  };
};

/**
 * Closes a day's till: refused when it is already closed (409), when it has not begun (400), or
 * while SINPE Móvil payments of that day wait for staff (409: confirming them afterwards would
 * change a closed day). Open tabs do not hold the close: what they pay later belongs to that day.
 */
export const closeDay = (state: StateWithRestaurant, merchantId: number, date: string, by: string, now: number): DayCloseRecord => {
  const close = dayCloseOf(state, merchantId, date, now);
  if (close.closed) throw conflict(text.alreadyClosed(date));
  if (close.pendingSinpe.length > 0) throw conflict(text.pendingSinpe(close.pendingSinpe.length));
  const closes = dayClosesOf(state);
  const record: DayCloseRecord = { id: Math.max(0, ...closes.map((row) => row.id)) + 1, merchant_id: merchantId, date, closedAt: new Date(now).toISOString(), closedBy: by };
  (state as { dayCloses?: DayCloseRecord[] }).dayCloses = [...closes, record];
  return record;
};

