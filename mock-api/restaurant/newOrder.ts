import { orderTotals, totalsOptionsOf } from '../../src/domain/orderTotals';
import { nextId } from '../auth/merchantScope';
import type { OrderLine, OrderRecord, StateWithRestaurant, TableRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { reserveForOrder } from './orderReservations';
import { waiterForNewOrder } from './tableWaiters';
import { joinOpenTab } from './tabs';

/** Who places an order: the diner's phone, or a staff user taking it at the table (recorded as `takenBy`). */
export interface OrderAuthor {
  /** Who the history's first step is recorded as (DINER, or the staff user's name). */
  by: string;
  /** The staff user's name, set only for an order staff took. */
  takenBy?: string;
}

/**
 * The one way an order is made, whether a diner's phone or staff placed it
 * (mock-api/routes/order.ts, mock-api/routes/staffOrder.ts): priced lines (orderRequest.ts) into
 * the merchant's next order number, the table's open tab, the table's waiter, and the stock and
 * recipe reservations. The caller pushes nothing: the order is stored here; it saves and
 * announces, and answers the collections `reserved` touched.
 */
export const placeOrder = (
  state: StateWithRestaurant,
  { table, merchant, detail, lines, name, cancelKeyHash, author, now }: {
    table: TableRecord;
    merchant: Merchant;
    detail: string;
    lines: OrderLine[];
    name: string;
    cancelKeyHash: string;
    author: OrderAuthor;
    now: number;
  },
) => {
  const totals = orderTotals(lines, totalsOptionsOf(merchant));
  // every order at the table joins its open tab, whichever phone or staff member placed it
  const tab = joinOpenTab(state, table, now);
  // order numbers are the merchant's own sequence, from 1001
  const lastNumber = Math.max(1000, ...state.orders.filter((order) => order.merchant_id === merchant.id).map((order) => order.orderNumber));
  const order: OrderRecord = {
    id: nextId(state.orders, (row) => row.id),
    orderNumber: lastNumber + 1,
    merchant_id: merchant.id,
    table_id: table.id,
    detail,
    takeout: false,
    products: lines,
    ...totals,
    status: 'CREATED',
    createdAt: now,
    date: new Date(now).toISOString(),
    cancelledAt: null,
    cancelKeyHash,
    history: [{ status: 'CREATED', at: new Date(now).toISOString(), by: author.by }],
    // the waiter who has the table this shift serves the order, and its tip is theirs
    waiterId: waiterForNewOrder(state, table),
    tabId: tab.id,
    dinerName: name,
    ...(author.takenBy ? { takenBy: author.takenBy } : {}),
  };
  const reserved = reserveForOrder(state, order, now);
  state.orders.push(order);
  return { order, reserved };
};
