import { finalPriceCents, type PricedItem } from '../../src/domain/finalPrice';
import { sumCents, toCents } from '../../src/domain/minorUnits';
import { totalsOptionsOf } from '../../src/domain/orderTotals';
import { crStartOfDay } from '../../src/domain/costaRicaTime';
import { bookOf, movementsOf, openOrdersAmong, owedOfLines, unpaidUnits, type LineBook } from './ledger';
import { chargeStatusOf, paymentsWithCharge } from './paymentView';
import type { Payment } from '../../src/domain/wire/payment';
import type { BoardTable, CallKind, DinerTabAnswer, TabAmounts, TabPayment, TabRound } from '../../src/domain/wire/tab';
import { nextId } from '../auth/merchantScope';
import { TABLE_NAME } from '../../src/domain/tableName';
import { storedDocuments } from './documentStore';
import type { OrderRecord, PaidPartLine, PaymentRecord, StateWithRestaurant, TabRecord, TableCallRecord, TableRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { assignedWaiterOf, waiterForNewOrder } from './tableWaiters';

/** Whether an electronic document is named by `key`. */
const hasDocument = (state: StateWithRestaurant, key: string) => storedDocuments(state).some((document) => document.voucher_id === key);

/**
 * The table's bill: the one open tab of a table, what it adds up to, and how a phone at
 * the table and the board's 'Mesas' view read it. Collections: `tabs`, `payments`, `tableCalls`.
 */


type Collection = 'tabs' | 'payments' | 'tableCalls';
/** A collection to read: a data file from before it has none, and a read must not create it (nothing changes). */
const stored = <T>(state: StateWithRestaurant, name: Collection): T[] => {
  const rows = (state as unknown as Record<string, unknown>)[name];
  return Array.isArray(rows) ? (rows as T[]) : [];
};
/** A collection to write to, created when missing. */
export const writable = <T>(state: StateWithRestaurant, name: Collection): T[] => {
  const record = state as unknown as Record<string, unknown>;
  if (!Array.isArray(record[name])) record[name] = [];
  return record[name] as T[];
};
export const tabsOf = (state: StateWithRestaurant) => stored<TabRecord>(state, 'tabs');
export const paymentsOf = (state: StateWithRestaurant) => stored<PaymentRecord>(state, 'payments');
export const callsOf = (state: StateWithRestaurant) => stored<TableCallRecord>(state, 'tableCalls');

/** Whether a SINPE Móvil reference is on a payment of the merchant waiting for staff or confirmed. */
export const sinpeReferenceTaken = (state: StateWithRestaurant, merchantId: number, reference: string | undefined) =>
  reference !== undefined &&
  paymentsOf(state).some((payment) => payment.merchant_id === merchantId && payment.method === 'sinpe' && payment.sinpeReference === reference && chargeStatusOf(state, payment) !== 'rejected');

export const openTabOf = (state: StateWithRestaurant, tableId: number) => tabsOf(state).find((tab) => tab.tableId === tableId && tab.closedAt === null);

/** The table's open tab, opened now when it has none (the next party's first order). */
export const joinOpenTab = (state: StateWithRestaurant, table: TableRecord, now: number): TabRecord => {
  const open = openTabOf(state, table.id);
  if (open) return open;
  const tabs = writable<TabRecord>(state, 'tabs');
  const tab: TabRecord = { id: nextId(tabs, (row) => row.id), merchant_id: table.merchant_id, tableId: table.id, openedAt: new Date(now).toISOString(), closedAt: null, paidItems: [], parts: [] };
  tabs.push(tab);
  return tab;
};

export const ordersOfTab = (state: StateWithRestaurant, tab: TabRecord) => state.orders.filter((order) => order.tabId === tab.id && order.merchant_id === tab.merchant_id);
/** The rounds that count: a cancelled order is owed by no one. */
export const liveOrdersOfTab = (state: StateWithRestaurant, tab: TabRecord) => ordersOfTab(state, tab).filter((order) => order.status !== 'CANCELLED');
/** What a payment paid, line by line, as its tab recorded it. */
export const partLinesOf = (state: StateWithRestaurant, payment: Pick<PaymentRecord, 'tabId' | 'id' | 'merchant_id'>): PaidPartLine[] | undefined => {
  const tab = tabsOf(state).find((candidate) => candidate.id === payment.tabId && candidate.merchant_id === payment.merchant_id);
  return tab?.parts?.find((part) => part.paymentId === payment.id)?.lines;
};

export const paymentsOfTab = (state: StateWithRestaurant, tab: TabRecord) => paymentsOf(state).filter((payment) => payment.tabId === tab.id && payment.merchant_id === tab.merchant_id);

const cents = (rows: readonly number[]) => sumCents(rows.map(toCents));

/**
 * What the tab adds up to, in colones, read from the ledger (mock-api/restaurant/ledger.ts): `paid`
 * is what confirmed charges keep of its live rounds, `pending` what SINPE Móvil charges waiting
 * for staff hold, `remaining` what its lines still owe.
 */
export const tabAmountsOf = (state: StateWithRestaurant, tab: TabRecord, now = Date.now()): TabAmounts => {
  const all = ordersOfTab(state, tab);
  const orders = all.filter((order) => order.status !== 'CANCELLED');
  const lines = [...bookOf(state, all, now).values()];
  const owed = owedOfLines(lines.filter((line) => line.live));
  const refunded = lines.reduce((sum, line) => sum + line.refunded, 0);
  const tips = movementsOf(state).filter((movement) => movement.kind === 'charge' && movement.status === 'confirmed' && movement.tabId === tab.id && movement.merchant_id === tab.merchant_id);
  return {
    total: owed.price / 100,
    subtotal: cents(orders.map((order) => order.subtotal)) / 100,
    tax: cents(orders.map((order) => order.tax)) / 100,
    service: cents(orders.map((order) => order.otherCharges)) / 100,
    paid: owed.kept / 100,
    refunded: refunded / 100,
    pending: owed.pending / 100,
    remaining: owed.unpaid / 100,
    tips: tips.reduce((sum, movement) => sum + movement.tip, 0) / 100,
  };
};

/** A line's final total in cents: the unit's final price × quantity, as the order's total adds it (orderTotals.ts). */
export const lineFinalCents = (merchant: Merchant, line: PricedItem, quantity: number) =>
  finalPriceCents(line, totalsOptionsOf(merchant)) * quantity;

/** A round as the bill shows it: a line's paid units are those the ledger no longer counts as owed ('Productos' lists the rest). */
const paidUnitsOf = (line: LineBook | undefined, quantity: number) => (line ? Math.max(0, quantity - unpaidUnits(line)) : 0);

export const roundOf = (merchant: Merchant, book: ReadonlyMap<string, LineBook>, order: OrderRecord): TabRound => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  name: order.dinerName || TABLE_NAME,
  status: order.status,
  date: order.date,
  lines: order.products.map((line) => ({
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    price: lineFinalCents(merchant, line, 1) / 100,
    total: lineFinalCents(merchant, line, line.quantity) / 100,
    paidQuantity: paidUnitsOf(book.get(`${order.id}:${line.id}`), line.quantity),
  })),
  total: order.total,
});

/** A payment as the table's phones see it: with the id its electronic receipt opens by, once it has one. */
export const tabPaymentOf = (state: StateWithRestaurant, payment: Payment): TabPayment => {
  const key = payment.voucherId ?? payment.documentId;
  const opened = (name: string | null) => (name && hasDocument(state, name) ? name : null);
  return {
    ...dinerPaymentOf(payment),
    documentId: payment.status === 'confirmed' ? opened(key) : null,
    // a card refund's nota is named by the refund's voucher; a SINPE Móvil or cash one's, after its payment's receipt (mock-api/restaurant/tabRefund.ts)
    refunds: (payment.refunds ?? []).map((refund) => ({
      amount: refund.amount,
      at: refund.at,
      reason: refund.reason,
      documentId: opened(refund.voucherId ?? (key ? `${key}-refund-${refund.orderId}` : null)),
    })),
  };
};

const dinerPaymentOf = (payment: Payment): Omit<TabPayment, 'documentId' | 'refunds'> => ({
  id: payment.id,
  method: payment.method,
  status: payment.status,
  amount: payment.amount,
  tip: payment.tip,
  payerName: payment.payerName,
  createdAt: payment.createdAt,
  rejectReason: payment.rejectReason,
});

export const pendingCallsOf = (state: StateWithRestaurant, tableId: number) => callsOf(state).filter((call) => call.tableId === tableId && call.attendedAt === null);

/** The answer of POST /table/tab/external: the table's open tab, or null for a table with none. */
export const dinerTabOf = (state: StateWithRestaurant, table: TableRecord, merchant: Merchant, now = Date.now()): DinerTabAnswer => {
  const tab = openTabOf(state, table.id);
  const book = tab ? bookOf(state, ordersOfTab(state, tab), now) : new Map<string, LineBook>();
  return {
    tab: tab
      ? {
          id: tab.id,
          openedAt: tab.openedAt,
          rounds: ordersOfTab(state, tab).map((order) => roundOf(merchant, book, order)),
          payments: paymentsWithCharge(state, paymentsOfTab(state, tab), now).map((payment) => tabPaymentOf(state, payment)),
          amounts: tabAmountsOf(state, tab, now),
          pendingCalls: [...new Set(pendingCallsOf(state, table.id).map((call) => call.kind))] as CallKind[],
        }
      : null,
    sinpePhone: merchant.sinpePhone ?? null,
    tableService: totalsOptionsOf(merchant).tableService === true,
  };
};

/**
 * The waiter a payment of the tab (and its tip) goes to: the one of its latest round that has one
 * (who served it: rounds take the table's waiter when placed, mock-api/restaurant/tableWaiters.ts),
 * else the waiter who has the table now, else nobody.
 */
export const waiterOfTable = (state: StateWithRestaurant, tab: TabRecord | undefined) => {
  const orders = tab ? ordersOfTab(state, tab) : [];
  for (let index = orders.length - 1; index >= 0; index -= 1) if (orders[index].waiterId) return orders[index].waiterId ?? null;
  const table = tab ? state.tables.find((candidate) => candidate.id === tab.tableId && candidate.merchant_id === tab.merchant_id) : undefined;
  return table ? waiterForNewOrder(state, table) : null;
};

/** A table as the board's 'Mesas' view reads it. */
export const boardTableOf = (state: StateWithRestaurant, table: TableRecord, now = Date.now()): BoardTable => {
  const merchant = state.merchants.find((candidate) => candidate.id === table.merchant_id);
  const tab = openTabOf(state, table.id);
  const section = state.sections.find((candidate) => candidate.id === table.sectionId && candidate.merchant_id === table.merchant_id);
  // who has the table this shift ('Mesas' sets it); the rounds keep who served each
  const waiter = assignedWaiterOf(state, table);
  return {
    id: table.id,
    name: table.name,
    section: section ? { id: section.id, name: section.name } : null,
    waiter: waiter ? { id: waiter.id, name: waiter.name } : null,
    tab:
      tab && merchant
        ? {
            id: tab.id,
            openedAt: tab.openedAt,
            rounds: ((orders) => {
              const book = bookOf(state, orders, now);
              return orders.map((order) => roundOf(merchant, book, order));
            })(ordersOfTab(state, tab)),
            amounts: tabAmountsOf(state, tab, now),
            payments: paymentsWithCharge(state, paymentsOfTab(state, tab), now),
          }
        : null,
    calls: pendingCallsOf(state, table.id).map(({ id, kind, createdAt, attendedAt, attendedBy }) => ({ id, kind, createdAt, attendedAt, attendedBy })),
    openOrders: openOrdersOfTable(state, table, now).map(({ id, orderNumber }) => ({ id, orderNumber })),
  };
};

/**
 * Today's orders of the table still open (ledger.ts openOrdersAmong), oldest first, on its open tab or
 * not: a tab closed by staff with rounds unpaid, or an order from before tabs, still holds the table.
 */
export const openOrdersOfTable = (state: StateWithRestaurant, table: TableRecord, now = Date.now()) => {
  const since = crStartOfDay(now);
  const today = state.orders.filter((order) => order.table_id === table.id && order.merchant_id === table.merchant_id && order.createdAt >= since);
  return openOrdersAmong(state, today, now).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
};
