import type { OrderChange } from './wire/board';

/**
 * The life of a QR order once placed: Recibido → En preparación → Listo → Entregado,
 * or Cancelado (by the diner within the cancel window, or by staff with a reason). 'CREATED' keeps
 * the code the diner's order endpoint always stored, so orders placed before this still read.
 * Shared by the mock API (which enforces the moves), the board and the diner's receipt.
 */
export const ORDER_STATUSES = ['CREATED', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  CREATED: 'Recibido',
  PREPARING: 'En preparación',
  READY: 'Listo',
  DELIVERED: 'Entregado',
  CANCELLED: 'Cancelado',
};

const FORWARD: Partial<Record<OrderStatus, OrderStatus>> = { CREATED: 'PREPARING', PREPARING: 'READY', READY: 'DELIVERED' };

/** The one status staff may move an order forward to, or null when it is finished. */
export const nextStatus = (status: OrderStatus): OrderStatus | null => FORWARD[status] ?? null;

/** Staff may cancel an order until it is delivered; a delivered or cancelled one stays as it is. */
export const staffMayCancel = (status: OrderStatus) => status !== 'DELIVERED' && status !== 'CANCELLED';

/** Delivered or cancelled: nothing is left to do with the order. */
export const orderIsFinished = (status: OrderStatus) => status === 'DELIVERED' || status === 'CANCELLED';

/** The diner may cancel (within the window) only before the kitchen has started. */
export const dinerMayCancel = (status: OrderStatus) => status === 'CREATED';

/** What the kitchen still has to prepare: the kitchen view shows only these. */
export const KITCHEN_STATUSES: readonly OrderStatus[] = ['CREATED', 'PREPARING'];

/**
 * The order of 'Pedidos', phone or desk: first what is 'Listo', oldest first (the plates a waiter
 * carries next: the queue of what is ready to serve), then what is received or in preparation, newest
 * first, then the delivered and cancelled, newest first, so what is done never sits above what is
 * still to do.
 */
export const boardPlace = (a: { status: OrderStatus; date: string; id: number }, b: { status: OrderStatus; date: string; id: number }) => {
  const rank = (order: { status: OrderStatus }) => (order.status === 'READY' ? 0 : orderIsFinished(order.status) ? 2 : 1);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const oldestFirst = a.date.localeCompare(b.date) || a.id - b.id;
  return a.status === 'READY' ? oldestFirst : -oldestFirst;
};

export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/** One change of an order's status, as the board's answers carry it (src/domain/wire/board.ts). */
export type { OrderChange };

/** Who a change by the diner's own phone is shown as. */
export const DINER = 'Comensal (menú QR)';

export const REASON_MAX = 200;
