import { crDate, crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import { dayCloseMessages as text } from '../../src/domain/dayCloseMessages';
import type { DayClose } from '../../src/domain/wire/dayClose';
import { badRequest, conflict } from '../http';
import { byMethod, PAYMENT_METHODS, restaurantFigures } from '../reports/restaurantDay';
import { tipsByWaiter } from '../reports/tipsByWaiter';
import type { StateWithRestaurant } from '../storage/restaurantRecords';
import { toCents } from '../../src/domain/minorUnits';
import type { DayCloseBody } from '../../src/schemas/dayCloseSchema';
import { bookOf, owedOfLines } from './ledger';
import { tabsOf } from './tabs';

/** A closed day of a restaurant's till: from `closedAt` on, that day's payments do not change. */
export interface DayCloseRecord {
  id: number;
  merchant_id: number;
  /** The Costa Rica calendar day, YYYY-MM-DD. */
  date: string;
  closedAt: string;
  /** The staff user's username. */
  closedBy: string;
  /** The cash staff counted, in céntimos (absent in closes from before the count), and why they closed anyway. */
  countedCashCents?: number;
  reason?: string;
  /**
   * The close as it read when it was closed: a closed day reads so from then on, whatever is
   * corrected later (a refund of one of its orders is a movement of the open day that names the
   * charge it corrects, mock-api/restaurant/ledger.ts). Absent in closes from before it was kept.
   */
  figures?: Omit<DayClose, 'closed'>;
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

/** The cash the drawer should hold for the day: cash charges and their tips, less cash given back. */
const expectedCashCents = (figures: ReturnType<typeof restaurantFigures>) => {
  const taken = figures.payments.filter((payment) => payment.method === 'cash' && payment.status === 'confirmed').reduce((sum, payment) => sum + payment.amountCents + payment.tipCents, 0);
  return taken - (figures.refunds.byMethod.get('cash')?.amountCents ?? 0);
};

/** Who closed the day, when, with what count and why. */
const closedPartOf = (closed: DayCloseRecord): NonNullable<DayClose['closed']> => ({
  at: closed.closedAt,
  by: closed.closedBy,
  countedCash: closed.countedCashCents === undefined ? null : money(closed.countedCashCents),
  ...(closed.reason ? { reason: closed.reason } : {}),
});

/**
 * The close of one Costa Rica day (src/domain/wire/dayClose.ts): a closed day as it read when it
 * was closed, an open one from the records as they are now.
 */
export const dayCloseOf = (state: StateWithRestaurant, merchantId: number, date: string, now: number): DayClose => {
  const kept = closeOf(state, merchantId, date);
  if (kept?.figures) return { ...kept.figures, closed: closedPartOf(kept) };
  return liveDayCloseOf(state, merchantId, date, now);
};

const liveDayCloseOf = (state: StateWithRestaurant, merchantId: number, date: string, now: number): DayClose => {
  const from = dayStartOf(date, now);
  const to = from + DAY_MS;
  const figures = restaurantFigures(state, merchantId, from, to, now);
  const confirmed = figures.payments.filter((payment) => payment.status === 'confirmed');
  const methods = byMethod(figures.payments);
  const waiterName = new Map(state.waiters.filter((waiter) => waiter.merchant_id === merchantId).map((waiter) => [waiter.id, waiter.name]));
  const tableName = new Map(state.tables.filter((table) => table.merchant_id === merchantId).map((table) => [table.id, table.name]));
  // every order of the day still owing, whichever road it came by, grouped by its tab (or alone):
  // the day reconciles when each order is paid, cancelled or listed here (mock-api/restaurant/ledger.ts)
  const book = bookOf(state, figures.kept, now);
  const open = new Map<string, { tabId: number; table: string; openedAt: string; ordered: number; paid: number; owed: number; orderNumbers: number[] }>();
  for (const order of figures.kept) {
    const owed = owedOfLines([...book.values()].filter((line) => line.orderId === order.id));
    if (owed.unpaid + owed.pending === 0) continue;
    const tab = order.tabId == null ? undefined : tabsOf(state).find((candidate) => candidate.id === order.tabId && candidate.merchant_id === merchantId);
    const key = tab ? `tab:${tab.id}` : `order:${order.id}`;
    const entry = open.get(key) ?? { tabId: tab?.id ?? 0, table: tableName.get(order.table_id) ?? '', openedAt: tab?.openedAt ?? order.date, ordered: 0, paid: 0, owed: 0, orderNumbers: [] };
    entry.ordered += owed.price;
    entry.paid += owed.kept;
    entry.owed += owed.unpaid + owed.pending;
    entry.orderNumbers.push(order.orderNumber);
    open.set(key, entry);
  }
  const openTabs = [...open.values()].map((entry) => ({ ...entry, ordered: money(entry.ordered), paid: money(entry.paid), owed: money(entry.owed) }));
  const closed = closeOf(state, merchantId, date);
  const cash = expectedCashCents(figures);
  const counted = closed?.countedCashCents ?? null;
  return {
    date,
    closed: closed ? closedPartOf(closed) : null,
    cash: { expected: money(cash), counted: counted === null ? null : money(counted), difference: counted === null ? null : money(counted - cash) },
    methods: methods.map(({ method, count, amountCents, tipCents }) => ({ method, currency: 'CRC', count, amount: money(amountCents), tips: money(tipCents) })),
    total: {
      count: confirmed.length,
      amount: money(confirmed.reduce((sum, payment) => sum + payment.amountCents, 0)),
      tips: money(confirmed.reduce((sum, payment) => sum + payment.tipCents, 0)),
    },
    tipsByWaiter: tipsByWaiter(confirmed, waiterName, text.noWaiter).map(({ waiterId, name, count, tipCents }) => ({ waiterId, name, count, tips: money(tipCents) })),
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
      .map(({ record, amountCents, tipCents }) => ({
        paymentId: record!.id,
        table: tableName.get(record!.tableId) ?? '',
        amount: money(amountCents),
        tip: money(tipCents),
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
export const closeDay = (state: StateWithRestaurant, merchantId: number, date: string, by: string, now: number, count: DayCloseBody): DayCloseRecord => {
  const close = dayCloseOf(state, merchantId, date, now);
  if (close.closed) throw conflict(text.alreadyClosed(date));
  if (close.pendingSinpe.length > 0) throw conflict(text.pendingSinpe(close.pendingSinpe.length));
  // open bills or a count that differs from the expected cash: closed only with a reason (docs/departures.md)
  const countedCents = count.countedCash * 100;
  if ((close.openTabs.length > 0 || countedCents !== toCents(close.cash.expected)) && !count.reason) throw conflict(text.reasonRequired);
  const closes = dayClosesOf(state);
  const record: DayCloseRecord = {
    id: Math.max(0, ...closes.map((row) => row.id)) + 1,
    merchant_id: merchantId,
    date,
    closedAt: new Date(now).toISOString(),
    closedBy: by,
    countedCashCents: countedCents,
    ...(count.reason ? { reason: count.reason } : {}),
  };
  (state as { dayCloses?: DayCloseRecord[] }).dayCloses = [...closes, record];
  const figures: Partial<DayClose> = liveDayCloseOf(state, merchantId, date, now);
  delete figures.closed;
  record.figures = figures as Omit<DayClose, 'closed'>;
  return record;
};

