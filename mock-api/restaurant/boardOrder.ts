import { crStartOfDay } from '../../src/domain/costaRicaTime';
import { DINER, type OrderChange, type OrderStatus } from '../../src/domain/orderStatus';
import type { BoardOrder } from '../../src/domain/wire/board';
import type { OrderRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import type { PaymentMethod } from '../../src/domain/wire/payment';
import { movementsOfOrder, orderIsPaid, refundSharesOf } from './ledger';
import { paymentOfOrder, refundOfOrder } from './qrPayments';
import { paymentsOf } from './tabs';
import { receiptOfOrder } from './receiptQuery';

/** An order stored before statuses had a history starts with its placing (and its cancelling). */
export const historyOf = (order: OrderRecord): OrderChange[] => {
  if (order.history?.length) return order.history;
  const placed: OrderChange = { status: 'CREATED', at: order.date, by: DINER };
  return order.status === 'CANCELLED' && order.cancelledAt !== null
    ? [placed, { status: 'CANCELLED', at: new Date(order.cancelledAt).toISOString(), by: DINER }]
    : [placed];
};

/** Record a change of status: the order's status and its history move together. */
export const changeStatus = (order: OrderRecord, status: OrderStatus, at: number, by: string, reason?: string) => {
  order.history = [...historyOf(order), { status, at: new Date(at).toISOString(), by, ...(reason ? { reason } : {}) }];
  order.status = status;
  if (status === 'CANCELLED') order.cancelledAt = at;
};

/** Where a product of the merchant is prepared; a product deleted since is no longer anyone's to make. */
const preparedAtOf = (state: StateWithRestaurant, merchantId: number, productId: number) =>
  state.products.find((product) => product.id === productId && product.merchant_id === merchantId)?.preparedAt ?? null;

/** What cancelling the order gives back, by method and payer, in colones: absent when nothing. */
const refundPreviewOf = (state: StateWithRestaurant, order: OrderRecord) => {
  const rows = new Map<string, { method: PaymentMethod; amount: number; payerName: string }>();
  for (const share of refundSharesOf(state, order)) {
    const payerName = paymentsOf(state).find((payment) => payment.id === share.charge.paymentId && payment.merchant_id === order.merchant_id)?.payerName ?? '';
    const key = `${share.charge.method}:${payerName}`;
    const row = rows.get(key) ?? { method: share.charge.method, amount: 0, payerName };
    row.amount += share.cents;
    rows.set(key, row);
  }
  return rows.size > 0 ? { refundPreview: [...rows.values()].map((row) => ({ ...row, amount: row.amount / 100 })) } : {};
};

export const boardOrder = (state: StateWithRestaurant, order: OrderRecord, now = Date.now()): BoardOrder => {
  const table = state.tables.find((candidate) => candidate.id === order.table_id);
  const section = table && state.sections.find((candidate) => candidate.id === table.sectionId);
  const waiter = order.waiterId ? state.waiters.find((candidate) => candidate.id === order.waiterId && candidate.merchant_id === order.merchant_id) : undefined;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    date: order.date,
    table: table ? { id: table.id, name: table.name } : null,
    section: section ? { id: section.id, name: section.name } : null,
    waiter: waiter ? { id: waiter.id, name: waiter.name } : null,
    ...(order.takenBy ? { takenBy: order.takenBy } : {}),
    // read from the product as it is now, so correcting a product's 'Se prepara en' reroutes today's open orders too
    products: order.products.map(({ id, name, quantity, message, options }) => ({
      id,
      name,
      quantity,
      message: message ?? '',
      preparedAt: preparedAtOf(state, order.merchant_id, id),
      // The diner's choices, for the card and the kitchen ticket
      options: (options ?? []).map(({ group, option }) => ({ group, option })),
    })),
    detail: order.detail,
    subtotal: order.subtotal,
    tax: order.tax,
    otherCharges: order.otherCharges,
    total: order.total,
    // paid by any road: its own card payment or the table's bill (mock-api/restaurant/ledger.ts)
    paid: orderIsPaid(state, order, now) || (order.status === 'CANCELLED' && !!paymentOfOrder(state, order.id)),
    refunded: !!refundOfOrder(state, order.id) || movementsOfOrder(state, order).some((movement) => movement.kind === 'refund'),
    ...(order.status === 'CANCELLED' ? {} : refundPreviewOf(state, order)),
    ...receiptOf(state, order.id),
    history: historyOf(order),
  };
};

/** The receipt's type and consecutivo, once its payment issued one. */
const receiptOf = (state: StateWithRestaurant, orderId: number) => {
  const document = receiptOfOrder(state, orderId);
  return document ? { receipt: { type: document.type, consecutivo: document.consecutivo } } : {};
};

/** The merchant's orders placed since the start of today (Costa Rica time), newest first. */
export const todaysOrders = (state: StateWithRestaurant, merchantId: number, now: number) => {
  const since = crStartOfDay(now);
  return state.orders
    .filter((order) => order.merchant_id === merchantId && order.createdAt >= since)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
};
