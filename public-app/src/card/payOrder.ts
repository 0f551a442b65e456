import type { OrderPaid } from '../../../src/domain/wire/order';
import { languageHeader, request, type CardToPay, type InvoiceReceiverToSend, type PlacedOrder } from '../api';

/**
 * Our addition (the spec leaves the card call unshown): pay the order by card. The cancel key
 * proves this device placed the order; the answer is the approved transaction's voucher id.
 * `receiver`: the factura a su nombre the diner asked for on the receipt. Apart from api.ts, with
 * the card page: out of the menu's first download (tests/e2e/publicAppBudget.test.ts).
 */
export const payOrder = (order: PlacedOrder, token: string, cancelKey: string, card: CardToPay, receiver?: InvoiceReceiverToSend) =>
  request<OrderPaid>('/order/pay/external', { method: 'POST', headers: languageHeader(), body: { orderId: order.id, token, cancelKey, card, ...(receiver ? { receiver } : {}) } });
