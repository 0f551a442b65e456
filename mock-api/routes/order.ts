import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { documentReceiverOf } from '../restaurant/invoiceReceiver';
import { ledgerMessages } from '../../src/domain/ledgerMessages';
import { orderBoardMessages } from '../../src/domain/orderBoardMessages';
import { assertDayOpen } from '../restaurant/dayClose';
import { bookOf, chargeDraftOf, LEDGER, orderHasCharge, orderIsPaid, owedOfOrder, recordMovement } from '../restaurant/ledger';
import { orderMessages } from '../../src/domain/orderMessages';
import { CANCEL_WINDOW_MS } from '../../src/domain/orderRules';
import { DINER, dinerMayCancel } from '../../src/domain/orderStatus';
import { dinerStatusAnswer, dinerStreamEvents, orderCancelled, orderPaid, orderPlaced, type PlacedOrder } from '../../src/domain/wire/order';
import { cancelOrderSchema, followOrderSchema, placeOrderSchema } from '../../src/schemas/orderSchema';
import { paymentSchema } from '../../src/schemas/paymentSchema';
import { clientKey } from '../auth/clientAddress';
import { nextId } from '../auth/merchantScope';
import { placeOrder } from '../restaurant/newOrder';
import { endpoint, STREAMED, wantsStream } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError, badRequest } from '../http';
import { storedTransactions } from '../reports/transactionRows';
import { cancelKeyMatches, hashCancelKey, newCancelKey } from '../restaurant/cancelKey';
import { boardOrder, changeStatus } from '../restaurant/boardOrder';
import { announceWhenAnswered, orderEventHub } from '../restaurant/orderEvents';
import { dinerStatusOf, openDinerStream, STREAMS_PER_ADDRESS, STREAMS_PER_ORDER } from '../restaurant/orderStream';
import { pricedOrder } from '../restaurant/orderRequest';
import { dinerLanguage } from '../restaurant/dinerLanguage';
import { ORDER_PLACING_REFUSALS } from './orderPlacingRefusals';
import { releaseForOrder } from '../restaurant/orderReservations';
import { DOCUMENTS, oneAtATime, prepareCardReceipt, SEQUENCES, takeNumber } from '../restaurant/electronicReceipts';
import { followUpDocument } from '../restaurant/receiptReception';
import { lastTransactionId, newQrPayment, paymentOfOrder, qrPaymentsOf, QR_PAYER_NAME } from '../restaurant/qrPayments';
import { cardCharge, saleCurrencyOf } from '../restaurant/saleCurrency';
import { earlierAnswer, IDEMPOTENCY_KEYS, idempotencyKeyOf, rememberAnswer } from '../restaurant/idempotency';
import { joinOpenTab, writable } from '../restaurant/tabs';
import { TABLE_NAME } from '../../src/domain/tableName';
import { restaurantState, tableByToken } from '../restaurant/restaurantData';
import type { OrderRecord, PaymentRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import type { Store } from '../store';

/** What the diner gets back: the order without the server's bookkeeping (merchant, table ids, key hash). */
const publicOrder = ({
  merchant_id: _merchant,
  table_id: _table,
  createdAt: _created,
  cancelledAt: _cancelled,
  cancelKeyHash: _hash,
  history: _history,
  waiterId: _waiter,
  tabId: _tab,
  dinerName: _name,
  takenBy: _takenBy,
  ...order
}: OrderRecord): PlacedOrder => order;

const orderNotFound = () => new ApiError(404, orderMessages.orderNotFound);
const notFoundRefusal = { status: 404, message: orderMessages.orderNotFound } as const;

/**
 * The order a diner's device may act on: on the table the token names, and proven theirs by the
 * cancel key. An unknown token, another table's order and a missing or wrong key answer alike:
 * the caller learns nothing, not even whether the order exists.
 */
const ownOrder = (state: StateWithRestaurant, orderId: number, token: unknown, cancelKey: unknown) => {
  const found = tableByToken(state, token);
  const order = found && state.orders.find((candidate) => candidate.id === orderId && candidate.table_id === found.table.id);
  if (!order || !cancelKeyMatches(cancelKey, order.cancelKeyHash)) throw orderNotFound();
  return order;
};

/** The order a status call or stream names: `{orderId, token, cancelKey}` in the body. */
const followedOrder = (store: Store, body: unknown) => {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (typeof fields !== 'object' || Array.isArray(fields) || typeof fields.orderId !== 'number' || !Number.isInteger(fields.orderId)) throw orderNotFound();
  return ownOrder(restaurantState(store), fields.orderId, fields.token, fields.cancelKey);
};
const statusOf = (store: Store, order: OrderRecord) => dinerStatusOf(boardOrder(restaurantState(store), order));

const followBody = {
  schema: followOrderSchema,
  parsedBy: 'handler',
  example: { orderId: 1, token: 'A'.repeat(22), cancelKey: 'A'.repeat(22) },
} as const;

/**
 * /order: the diner's public order and cancel calls, keyed by the table's QR token. Cancelling also
 * needs the cancel key returned with the order (a departure: the spec's cancel body is
 * `{order, token}`; ours adds `cancelKey`), so the table token and the next order number, which
 * anyone at the table or with a photo of its QR code holds, are not enough.
 */
export const orderEndpoints = [
  endpoint({
    method: 'POST',
    path: '/order/external',
    summary:
      "The diner's order from the table's QR menu, priced from the server's own menu (only product ids, quantities, comments and chosen options are read; the server prices the options from the stored product). Answers the order and its cancel key (our addition), the proof this device placed it.",
    access: 'public',
    addition: false,
    // pricedOrder checks the table before the order, so an unknown table is 404 whatever the order says
    body: { schema: placeOrderSchema, parsedBy: 'handler' },
    answer: orderPlaced,
    refusals: [
      { status: 404, message: orderMessages.unknownTable },
      ...ORDER_PLACING_REFUSALS,
    ],
    handle: ({ ctx, req, res, rawBody }) => {
      const { store, clock } = ctx;
      const state = restaurantState(store);
      const key = idempotencyKeyOf(req, false);
      const { table, merchant, detail, lines, name } = pricedOrder(state, rawBody, { now: clock.now(), language: dinerLanguage(req) });
      // the same key again (a double tap, a retry after a lost answer): the first order, not a second
      const earlier = earlierAnswer<{ order: PlacedOrder; cancelKey: string }>(state, 'order', table.id, key, rawBody);
      if (earlier) return earlier;
      const now = clock.now();
      const cancelKey = newCancelKey();
      const { order, reserved } = placeOrder(state, { table, merchant, detail, lines, name, cancelKeyHash: hashCancelKey(cancelKey), author: { by: DINER }, now });
      // the only time the key leaves the server; it travels in bodies, never in a path or a log
      const answer = { order: publicOrder(order), cancelKey };
      const remembered = rememberAnswer(state, 'order', table, key, answer, now, rawBody);
      store.save('orders', 'tabs', ...reserved, ...(remembered ? [IDEMPOTENCY_KEYS] : []));
      // the restaurant's board shows it as soon as it is on disk
      announceWhenAnswered(res, store, order);
      return answer;
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/order/cancel/external/:orderId/:token',
    summary:
      "The diner cancels their order: within 15 seconds of placing it, before the kitchen starts and unless it was paid. Needs the order's cancel key in the body (our addition to the spec's `{order, token}`).",
    access: 'public',
    addition: false,
    body: { schema: cancelOrderSchema, parsedBy: 'handler' },
    answer: orderCancelled,
    refusals: [
      { status: 400, message: orderMessages.badOrder },
      notFoundRefusal,
      { status: 409, message: orderMessages.staffOrderDinerCannotCancel },
      { status: 409, message: orderMessages.alreadyCancelled },
      { status: 409, message: orderMessages.paidCannotCancel },
      { status: 409, message: ledgerMessages.dinerCannotCancelPaid },
      { status: 409, message: orderBoardMessages.dinerCannotCancel },
      { status: 409, message: orderMessages.cancelExpired },
    ],
    handle: ({ ctx, res, params, rawBody }) => {
      const { store, clock } = ctx;
      const state = restaurantState(store);
      const { orderId, token } = params;
      const body = (rawBody ?? {}) as Record<string, unknown>;
      if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(orderMessages.badOrder);
      if (body.token !== undefined && body.token !== token) throw badRequest(orderMessages.badOrder);
      if (!/^\d{1,9}$/.test(orderId)) throw orderNotFound();
      // a round staff took (mock-api/routes/staffOrder.ts) has no key any phone holds: whoever holds
      // the table's code sees it on the tab anyway, so they are told it is the staff's to cancel
      const found = tableByToken(state, token);
      if (found && state.orders.some((candidate) => candidate.id === Number(orderId) && candidate.table_id === found.table.id && candidate.takenBy)) {
        throw new ApiError(409, orderMessages.staffOrderDinerCannotCancel);
      }
      const order = ownOrder(state, Number(orderId), token, body.cancelKey);
      if (order.status === 'CANCELLED') throw new ApiError(409, orderMessages.alreadyCancelled);
      // the card was charged: the kitchen keeps the order (a refund is the merchant's business)
      if (paymentOfOrder(state, order.id)) throw new ApiError(409, orderMessages.paidCannotCancel);
      // any charge of it, by any road, confirmed or in review: a paid order is the staff's to cancel (docs/departures.md)
      if (orderHasCharge(state, order, clock.now())) throw new ApiError(409, ledgerMessages.dinerCannotCancelPaid);
      // once the kitchen started, the food is being made: only staff may still cancel
      if (!dinerMayCancel(order.status)) throw new ApiError(409, orderBoardMessages.dinerCannotCancel);
      const now = clock.now();
      if (now - order.createdAt > CANCEL_WINDOW_MS) throw new ApiError(409, orderMessages.cancelExpired);
      changeStatus(order, 'CANCELLED', now, DINER);
      store.save('orders', ...releaseForOrder(state, order, now));
      announceWhenAnswered(res, store, order);
      return { order: publicOrder(order), message: orderMessages.orderCancelled };
    },
  }),
  /**
   * Our addition: where the diner's order stands, for the receipt to follow it when
   * its stream cannot. The table token and the cancel key travel in the body, never in the address.
   */
  endpoint({
    method: 'POST',
    path: '/order/status/external',
    summary: "Where the diner's order stands (status, paid, refunded), for the receipt when its stream cannot get through. The table's token and the cancel key travel in the body.",
    access: 'public',
    addition: true,
    body: followBody,
    answer: dinerStatusAnswer,
    refusals: [notFoundRefusal],
    handle: ({ ctx, rawBody }) => ({ order: statusOf(ctx.store, followedOrder(ctx.store, rawBody)) }),
  }),
  /**
   * Our addition: the same as a server-sent event stream, so the receipt follows the
   * board at once: `status` now and on every change, `heartbeat` every 15 s; it closes once the
   * order is cancelled; without `Accept: text/event-stream`, the status as JSON. POST, so the
   * token and the cancel key stay in the body, out of the address and the logs. At most STREAMS_PER_ORDER per order and STREAMS_PER_ADDRESS per
   * client address are open at once (429 beyond).
   */
  endpoint({
    method: 'POST',
    path: '/order/events/external',
    summary:
      "The diner's order as it changes. With `Accept: text/event-stream`, a server-sent event stream: `status` now and on every change, `heartbeat` every 15 s, `closing` when the server stops; it closes once the order is cancelled. Otherwise the status at once, as JSON. At most 3 streams per order and 100 per client address (429 beyond).",
    access: 'public',
    addition: true,
    body: followBody,
    answer: dinerStatusAnswer,
    stream: dinerStreamEvents,
    refusals: [notFoundRefusal, { status: 429, message: orderMessages.tooManyOrderStreams }],
    handle: (call) => {
      const { ctx, req, res, rawBody } = call;
      const order = followedOrder(ctx.store, rawBody);
      // without `Accept: text/event-stream`, the status call's answer (a reader that cannot stream)
      if (!wantsStream(call)) return { order: statusOf(ctx.store, order) };
      const hub = orderEventHub(ctx.store);
      const address = clientKey(req);
      if (hub.count((listener) => listener.diner?.orderId === order.id) >= STREAMS_PER_ORDER) throw new ApiError(429, orderMessages.tooManyOrderStreams);
      if (hub.count((listener) => listener.diner?.address === address) >= STREAMS_PER_ADDRESS) throw new ApiError(429, orderMessages.tooManyOrderStreams);
      openDinerStream(req, res, hub, { merchantId: order.merchant_id, orderId: order.id, address, current: statusOf(ctx.store, order) });
      return STREAMED;
    },
  }),
  /**
   * Our addition (the spec leaves the card call unshown): the diner pays their order by card.
   * Body `{orderId, token, cancelKey, card: {name, number, expiry}, receiver?}`; the CVV is checked on the
   * page and never sent (a body carrying one is refused). `receiver`: who the diner's
   * factura electrónica is made out to; without it the payment issues a tiquete. The payment is approved at once (no
   * processor behind the mock) and recorded as the merchant's card transaction in `qrPayments`
   * with only the masked number; the answer is its voucher id, the diner's link to the voucher.
   */
  endpoint({
    method: 'POST',
    path: '/order/pay/external',
    summary:
      "The diner pays their order by card (no CVV: a body carrying one is refused). Approved at once and recorded as the merchant's card transaction with the masked number, in the merchant's currency (a dollar merchant's at the day's reference rate of the provider's table, and its receipt in USD totalling exactly the charge); answers its voucher id. Issues the electronic receipt: a factura electrónica made out to `receiver` when given, mailed to it once Hacienda answers in the payer's language (`Accept-Language`: English or Spanish), else a tiquete (none for a merchant in the simplified regime or with electronic invoicing off).",
    access: 'public',
    addition: true,
    body: { schema: paymentSchema },
    answer: orderPaid,
    refusals: [
      notFoundRefusal,
      { status: 409, message: orderMessages.cancelledCannotPay },
      { status: 409, message: orderMessages.alreadyPaid },
      { status: 409, message: ledgerMessages.orderPartlyPaid },
      { status: 409, message: dayCloseMessages.dayClosed('2026-05-14') },
    ],
    handle: ({ ctx, req, res, body }) =>
      // one payment at a time: its receipt's number is read before signing and taken after (electronicReceipts.ts)
      oneAtATime(async () => {
        const { store, clock } = ctx;
        const state = restaurantState(store);
        const payable = () => {
          const found = ownOrder(state, body.orderId, body.token, body.cancelKey);
          if (found.status === 'CANCELLED') throw new ApiError(409, orderMessages.cancelledCannotPay);
          // one order is charged once, whichever road pays it (mock-api/restaurant/ledger.ts)
          if (orderIsPaid(state, found, clock.now())) throw new ApiError(409, orderMessages.alreadyPaid);
          const owed = owedOfOrder(state, found, clock.now());
          if (owed.kept > 0 || owed.pending > 0) throw new ApiError(409, ledgerMessages.orderPartlyPaid);
          return found;
        };
        const merchant = state.merchants.find((candidate) => candidate.id === payable().merchant_id);
        const now = clock.now();
        // a factura made out to the diner when they asked for one on the receipt, else a tiquete
        const receiver = documentReceiverOf(body.receiver, dinerLanguage(req));
        // in the merchant's currency: a dollar merchant's card is charged the order's colones at the day's rate, and its receipt made from that charge (mock-api/restaurant/saleCurrency.ts)
        const sale = saleCurrencyOf(state, merchant, now);
        const charged = cardCharge(payable(), sale);
        const receipt = merchant && (await prepareCardReceipt(store.file, state, merchant, payable(), { sale, cents: charged.amount }, now, receiver));
        // read again: staff may have cancelled the order while its receipt was signed
        const order = payable();
        // a day closed is closed for this road too: refused before anything is charged (mock-api/restaurant/ledger.ts writes it)
        assertDayOpen(state, order.merchant_id, new Date(now).toISOString());
        const payments = qrPaymentsOf(state);
        const payment = newQrPayment(order, body.card.number, now, lastTransactionId(storedTransactions(state), payments), cardCharge(order, sale));
        if (sale.currency === 'USD') payment.exchange_rate = sale.exchangeRate;
        // the payment record the tab shows, and its movement in the one ledger the tab, the board, the close and the home read
        const table = state.tables.find((candidate) => candidate.id === order.table_id);
        const tab = order.tabId === undefined && table ? joinOpenTab(state, table, now) : undefined;
        if (tab) order.tabId = tab.id;
        const records = writable<PaymentRecord>(state, 'payments');
        const at = new Date(now).toISOString();
        const paymentId = nextId(records, (row) => row.id);
        const book = bookOf(state, [order], now);
        recordMovement(
          state,
          chargeDraftOf({
            merchant_id: order.merchant_id,
            method: 'card',
            allocations: [...book.values()].map((line) => ({ orderId: order.id, lineId: line.lineId, cents: line.price })),
            tableId: order.table_id,
            tabId: order.tabId ?? null,
            paymentId,
            transactionId: payment.transaction_id,
            by: QR_PAYER_NAME,
          }),
          now,
        );
        payments.push(payment);
        records.push({
          id: paymentId,
          merchant_id: order.merchant_id,
          tableId: order.table_id,
          tabId: order.tabId ?? 0,
          orderIds: [order.id],
          method: 'card',
          currency: 'CRC',
          waiterId: order.waiterId ?? null,
          payerName: order.dinerName || TABLE_NAME,
          recordedBy: QR_PAYER_NAME,
          transactionId: payment.transaction_id,
          voucherId: payment.voucher_id,
          documentId: null,
          sinpeReference: null,
          cashReceived: null,
          change: null,
          rejectReason: null,
          createdAt: at,
        });
        // the receipt's number is taken in the same durable write as the payment and its document
        const document = receipt && takeNumber(state, receipt, payment.voucher_id);
        store.save(LEDGER, 'qrPayments', 'payments', ...(tab ? ['tabs', 'orders'] : []), ...(document ? [DOCUMENTS, SEQUENCES] : []));
        if (document) followUpDocument(store, document);
        // a payment is an order change: the open boards show 'Pagado' at once, and its table's bill
        announceWhenAnswered(res, store, order);
        return {
          voucherId: payment.voucher_id,
          transaction: { transaction_id: payment.transaction_id, amount: payment.amount, currency_code: payment.currency_code, pan: payment.pan, status: payment.status },
        };
      }),
  }),
];

export const orderRoutes = declaredArea('/order', orderEndpoints);
