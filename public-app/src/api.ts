import { createApiRequest } from '../../src/providers/apiRequest';
import { API_URL } from '../../src/providers/apiUrl';
import { takeEarlyMenu } from './earlyMenu';
import type { Voucher } from '../../src/domain/wire/invoice';
import type { DinerStatus, PlacedOrder } from '../../src/domain/wire/order';
import type { MenuQr } from '../../src/domain/wire/menu';
import type { MenuSoldOut } from '../../src/domain/wire/product';
import type { Language } from './texts';
import type { ChosenOption } from '../../src/domain/optionLines';
import type { CallKind, DinerTabAnswer, TabPaid } from '../../src/domain/wire/tab';
import { shownLanguage } from './language';

export type { DinerStatus, DinerTabAnswer, PlacedOrder, Voucher };

/** The public endpoints (docs/spec-reference.md §7, Public pages): no token is ever sent. */
export const request = createApiRequest(undefined, API_URL);

export const segment = encodeURIComponent;

/** The table's menu, typed by the server's own answer schema (src/domain/wire/menu.ts), in the diner's language. */
export const fetchMenu = (token: string, language: Language) => request<MenuQr>(`/menu/getMenuQR/${segment(token)}?lang=${language}`);

/** The ids of the merchant's products that cannot be ordered now (polled by liveSoldOut.ts). */
export const fetchSoldOut = (token: string) => request<MenuSoldOut>(`/menu/soldOut/${segment(token)}`);

/** The menu, taken from the request earlyMenu.ts started with the page when there is one (paint first); asked again otherwise. */
export const loadMenu = async (token: string, language: Language) => {
  const early = (await takeEarlyMenu(token)) as MenuQr | null;
  return early?.language === language ? early : fetchMenu(token, language);
};

/**
 * The diner's language on a call whose answer or consequence is read by them: a refusal (a dish
 * sold out, a menu out of hours), and the mail of a factura they asked for, sent when Hacienda
 * accepts it (mock-api/restaurant/documentMail.ts).
 */
export const languageHeader = () => ({ 'Accept-Language': shownLanguage() });

/** The order and its cancel key: the only proof, kept with the order, that this device placed it. */
export const placeOrder = (token: string, lines: { id: number; quantity: number; options?: ChosenOption[]; message?: string }[], detail: string, name: string, idempotencyKey: string) =>
  request<{ order: PlacedOrder; cancelKey: string }>('/order/external', {
    method: 'POST',
    // the same key on a retry (a lost answer, a double tap) is answered with the first order
    headers: { ...languageHeader(), 'Idempotency-Key': idempotencyKey },
    body: {
      order: {
        detail,
        // the choices by name; the server prices them, so no price travels
        // the diner's note for the kitchen on each dish travels as the line's message
        products: lines.map(({ id, quantity, options = [], message = '' }) => ({ id, quantity, message, options: options.map(({ group, option }) => ({ group, option })) })),
        takeout: false,
      },
      token,
      ...(name ? { name } : {}),
    },
  });

// the admin's 'Tomar pedido' sends one too (resources/orders/TakeOrder.tsx)
export { newIdempotencyKey } from '../../src/domain/idempotencyKey';

/** Our addition: the table's open tab, from any phone at the table. */
export const fetchTab = (token: string) => request<DinerTabAnswer>('/table/tab/external', { method: 'POST', body: { token } });

export const callStaff = (token: string, kind: CallKind, idempotencyKey: string) =>
  request<{ call: { id: number }; repeated: boolean }>('/table/call/external', { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey }, body: { token, kind } });

export interface TabPaymentRequest {
  amount?: number;
  items?: { orderId: number; productId: number; quantity: number }[];
  tip: number;
  method: 'card' | 'sinpe';
  card?: CardToPay;
  sinpeReference?: string;
  payerName?: string;
  /** This phone's key for its visit: one SINPE Móvil reference in review per phone. */
  phoneKey?: string;
  /** Who the share's factura electrónica is made out to; without it, a tiquete. */
  receiver?: InvoiceReceiverToSend;
}

export const payTab = (token: string, payment: TabPaymentRequest, idempotencyKey: string) =>
  request<TabPaid>('/table/pay/external', { method: 'POST', headers: { ...languageHeader(), 'Idempotency-Key': idempotencyKey }, body: { token, ...payment } });

/** The spec's body is `{order, token}`; `cancelKey` is our addition (it stays out of the address, so out of logs). */
export const cancelOrder = (order: PlacedOrder, token: string, cancelKey: string) =>
  request<{ message?: string }>(`/order/cancel/external/${order.id}/${segment(token)}`, { method: 'PUT', body: { order, token, cancelKey } });




/** The factura's receiver as typed (checked by src/schemas/invoiceReceiverSchema.ts here and at the API). */
export interface InvoiceReceiverToSend {
  name: string;
  identificationType: string;
  identificationNumber: string;
  email: string;
}

/** The card as the payment endpoint takes it: no CVV, which the page checks and never sends. */
export interface CardToPay {
  name: string;
  number: string;
  expiry: string;
}

