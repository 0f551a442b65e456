import type { PaymentMethod, PaymentStatus } from '../../src/domain/wire/payment';
import { isLapsed, movementsOf } from './ledger';
import type { OrderRecord, PaymentRecord } from '../storage/restaurantRecords';

/**
 * What the day's close and the owner's home read of a restaurant's bills: the
 * payments, the tables' tabs, the orders' tab and the staff calls. The tab and the calls are
 * written by the table's bill; this module reads only the fields every tab
 * and call has, so the two sides meet on these few names alone.
 */

/** A table's tab as read here: the table's open bill from its first order until staff close it. */
export interface TabView {
  id: number;
  merchant_id: number;
  tableId: number;
  openedAt: string;
  closedAt: string | null;
}

/** An order as read here: the tab it joined, when it has one. */
export type TabbedOrder = OrderRecord & { tabId?: number | null };

export const paymentsOf = (state: object): PaymentRecord[] => {
  const payments = (state as { payments?: unknown }).payments;
  return Array.isArray(payments) ? (payments as PaymentRecord[]) : [];
};

export const tabsOf = (state: object): TabView[] => {
  const tabs = (state as { tabs?: unknown }).tabs;
  return Array.isArray(tabs) ? (tabs as TabView[]) : [];
};

/**
 * Waiter and bill calls staff have not attended yet. The `tableCalls` collection (the one the
 * table's calls are stored in, mock-api/restaurant/tabs.ts) is optional (a data file from before
 * calls has none: 0); a call is pending until it has an `attendedAt`.
 */
export const pendingCallCount = (state: object, merchantId: number): number => {
  const calls = (state as { tableCalls?: unknown }).tableCalls;
  if (!Array.isArray(calls)) return 0;
  return calls.filter((call: { merchant_id?: unknown; attendedAt?: unknown }) => call?.merchant_id === merchantId && !call.attendedAt).length;
};

/** One payment towards the till, whatever recorded it; amounts in whole céntimos. */
export interface TillPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  amountCents: number;
  tipCents: number;
  waiterId: number | null;
  /** Epoch ms of `createdAt`: the Costa Rica day it belongs to. */
  at: number;
  tabId: number | null;
  /** The payment record, or null for a QR menu card payment no record names. */
  record: PaymentRecord | null;
}

/** Money given back, by the instant it was written. */
export interface TillRefund {
  method: PaymentMethod;
  amountCents: number;
  at: number;
}

/**
 * The merchant's money of [from, to), read from the one ledger (mock-api/restaurant/ledger.ts):
 * every charge written then (a pending SINPE Móvil one as pending, one whose review lapsed as
 * rejected) and every refund, by the day it was written. (A data file from before the ledger is
 * from an older seed, rebuilt at start: mock-api/storage/startup.ts.)
 */
export const tillPayments = (state: object, merchantId: number, from: number, to: number, orders: ReadonlyMap<number, OrderRecord>, now = Date.now()) => {
  const payments: TillPayment[] = [];
  const records = new Map(paymentsOf(state).filter((record) => record.merchant_id === merchantId).map((record) => [record.id, record]));
  const refunds = { count: 0, amountCents: 0, byMethod: new Map<PaymentMethod, { count: number; amountCents: number }>(), list: [] as TillRefund[] };
  const addRefund = (method: PaymentMethod, amountCents: number, at: number) => {
    refunds.list.push({ method, amountCents, at });
    refunds.count += 1;
    refunds.amountCents += amountCents;
    const entry = refunds.byMethod.get(method) ?? { count: 0, amountCents: 0 };
    entry.count += 1;
    entry.amountCents += amountCents;
    refunds.byMethod.set(method, entry);
  };
  for (const movement of movementsOf(state)) {
    if (movement.merchant_id !== merchantId) continue;
    const at = Date.parse(movement.at);
    if (at < from || at >= to) continue;
    if (movement.kind === 'refund') {
      addRefund(movement.method, movement.amount, at);
      continue;
    }
    const record = movement.paymentId === null ? null : (records.get(movement.paymentId) ?? null);
    const status: PaymentStatus = isLapsed(movement, now) ? 'rejected' : movement.status;
    const firstOrder = orders.get(movement.allocations[0]?.orderId ?? -1) as TabbedOrder | undefined;
    payments.push({ method: movement.method, status, amountCents: movement.amount, tipCents: movement.tip, waiterId: record?.waiterId ?? firstOrder?.waiterId ?? null, at, tabId: movement.tabId, record });
  }
  return { payments, refunds };
};
