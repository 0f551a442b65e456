import { API_URL } from '../../../src/providers/apiUrl';
import { readSse } from '../../../src/providers/sseRequest';
import { request, type DinerStatus, type PlacedOrder } from '../api';

/**
 * Our addition: where the order stands in the kitchen (api.ts fetchOrderStatus), pushed.
 * Apart from api.ts: only the receipt follows an order, so the stream reader stays out of the menu's download. A server-sent event stream read with fetch (a POST:
 * the token and the cancel key stay in the body); each `status` event goes to `onStatus`.
 * Resolves when the server closes it (the order was cancelled, or the server restarts); rejects
 * with the refusal's status, or 0 when the connection fails.
 */
export const followOrderStatus = (order: PlacedOrder, token: string, cancelKey: string, onStatus: (answer: DinerStatus) => void, signal: AbortSignal) =>
  readSse(`${API_URL}/order/events/external`, {
    method: 'POST',
    body: { orderId: order.id, token, cancelKey },
    signal,
    onEvent: (event) => {
      if (event.event === 'status') onStatus(JSON.parse(event.data) as DinerStatus);
    },
  });

/** Where the order stands, asked once (the receipt's fallback when its stream cannot get through); token and cancel key in the body, never in the address. */
export const fetchOrderStatus = (order: PlacedOrder, token: string, cancelKey: string) =>
  request<{ order: DinerStatus }>('/order/status/external', { method: 'POST', body: { orderId: order.id, token, cancelKey } });
