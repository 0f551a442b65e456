import { Router } from 'express';
import { orderBoardMessages } from '../../src/domain/orderBoardMessages';
import { orderMessages } from '../../src/domain/orderMessages';
import { CANCEL_WINDOW_MS } from '../../src/domain/orderRules';
import { DINER, dinerMayCancel } from '../../src/domain/orderStatus';
import { orderTotals, totalsOptionsOf } from '../../src/domain/orderTotals';
import { paymentSchema } from '../../src/schemas/paymentSchema';
import { ApiError, badRequest, route } from '../http';
import { storedTransactions } from '../reports/transactionRows';
import { cancelKeyMatches, hashCancelKey, newCancelKey } from '../restaurant/cancelKey';
import { boardOrder, changeStatus } from '../restaurant/boardOrder';
import { announceWhenAnswered, orderEventHub } from '../restaurant/orderEvents';
import { dinerStatusOf, openDinerStream, STREAMS_PER_ADDRESS, STREAMS_PER_ORDER } from '../restaurant/orderStream';
import { pricedOrder } from '../restaurant/orderRequest';
import { releaseForOrder, reserveForOrder } from '../restaurant/orderReservations';
import { lastTransactionId, newQrPayment, paymentOfOrder, qrPaymentsOf } from '../restaurant/qrPayments';
import { restaurantState, tableByToken } from '../restaurant/restaurantData';
import type { StateWithRestaurant } from '../seed/restaurantTypes';
import { parseBody } from '../validation';
import type { OrderRecord } from '../seed/restaurantTypes';
import type { RouteArea } from './context';

/** What the diner gets back: the order without the server's bookkeeping (merchant, table ids, key hash). */
const publicOrder = ({
  merchant_id: _merchant,
  table_id: _table,
  createdAt: _created,
  cancelledAt: _cancelled,
  cancelKeyHash: _hash,
  history: _history,
  waiterId: _waiter,
  ...order
}: OrderRecord) => order;

const orderNotFound = () => new ApiError(404, orderMessages.orderNotFound);

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

/**
 * /order: the diner's public order and cancel calls, keyed by the table's QR token. Cancelling also
 * needs the cancel key returned with the order (a departure: the spec's cancel body is
 * `{order, token}`; ours adds `cancelKey`), so the table token and the next order number, which
 * anyone at the table or with a photo of its QR code holds, are not enough.
 */
export const orderRoutes: RouteArea = {
  prefix: '/order',
  build({ store, clock }) {
    const router = Router();
    const hub = orderEventHub(store);

    router.post(
      '/external',
      route((req, res) => {
        const state = restaurantState(store);
        const { table, merchant, detail, lines } = pricedOrder(state, req.body);
        const totals = orderTotals(lines, totalsOptionsOf(merchant));
        const now = clock.now();
        const cancelKey = newCancelKey();
        let lastId = 0;
        let lastNumber = 1000;
        for (const order of state.orders) {
          lastId = Math.max(lastId, order.id);
          if (order.merchant_id === merchant.id) lastNumber = Math.max(lastNumber, order.orderNumber);
        }
        const order: OrderRecord = {
          id: lastId + 1,
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
          cancelKeyHash: hashCancelKey(cancelKey),
          history: [{ status: 'CREATED', at: new Date(now).toISOString(), by: DINER }],
          waiterId: null,
        };
        const reserved = reserveForOrder(state, order, now);
        state.orders.push(order);
        store.save('orders', ...reserved);
        // the restaurant's board shows it as soon as it is on disk (issue 13)
        announceWhenAnswered(res, store, order);
        // the only time the key leaves the server; it travels in bodies, never in a path or a log
        return { order: publicOrder(order), cancelKey };
      }),
    );

    router.put(
      '/cancel/external/:orderId/:token',
      route((req, res) => {
        const state = restaurantState(store);
        const { orderId, token } = req.params;
        const body = (req.body ?? {}) as Record<string, unknown>;
        if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(orderMessages.badOrder);
        if (body.token !== undefined && body.token !== token) throw badRequest(orderMessages.badOrder);
        if (!/^\d{1,9}$/.test(orderId)) throw orderNotFound();
        const order = ownOrder(state, Number(orderId), token, body.cancelKey);
        if (order.status === 'CANCELLED') throw new ApiError(409, orderMessages.alreadyCancelled);
        // the card was charged: the kitchen keeps the order (a refund is the merchant's business)
        if (paymentOfOrder(state, order.id)) throw new ApiError(409, orderMessages.paidCannotCancel);
        // once the kitchen started, the food is being made: only staff may still cancel (issue 13)
        if (!dinerMayCancel(order.status)) throw new ApiError(409, orderBoardMessages.dinerCannotCancel);
        const now = clock.now();
        if (now - order.createdAt > CANCEL_WINDOW_MS) throw new ApiError(409, orderMessages.cancelExpired);
        changeStatus(order, 'CANCELLED', now, DINER);
        store.save('orders', ...releaseForOrder(state, order, now));
        announceWhenAnswered(res, store, order);
        return { order: publicOrder(order), message: orderMessages.orderCancelled };
      }),
    );

    /** The order a status call or stream names: `{orderId, token, cancelKey}` in the body. */
    const followedOrder = (body: unknown) => {
      const fields = (body ?? {}) as Record<string, unknown>;
      if (typeof fields !== 'object' || Array.isArray(fields) || typeof fields.orderId !== 'number' || !Number.isInteger(fields.orderId)) throw orderNotFound();
      return ownOrder(restaurantState(store), fields.orderId, fields.token, fields.cancelKey);
    };
    const statusOf = (order: OrderRecord) => dinerStatusOf(boardOrder(restaurantState(store), order));

    /**
     * Our addition (issue 13): where the diner's order stands, for the receipt to follow it when
     * its stream cannot. The table token and the cancel key travel in the body, never in the address.
     */
    router.post(
      '/status/external',
      route((req) => ({ order: statusOf(followedOrder(req.body)) })),
    );

    /**
     * Our addition (issue 17): the same as a server-sent event stream, so the receipt follows the
     * board at once: `status` now and on every change, `heartbeat` every 15 s; it closes once the
     * order is cancelled; without `Accept: text/event-stream`, the status as JSON. POST, so the
     * token and the cancel key stay in the body, out of the address and the logs. At most STREAMS_PER_ORDER per order and STREAMS_PER_ADDRESS per
     * client address are open at once (429 beyond).
     */
    router.post('/events/external', (req, res, next) => {
      try {
        const order = followedOrder(req.body);
        // without `Accept: text/event-stream`, the status call's answer (a reader that cannot stream)
        if (!(req.get('accept') ?? '').includes('text/event-stream')) return void res.json({ order: statusOf(order) });
        const address = req.ip ?? '';
        if (hub.count((listener) => listener.diner?.orderId === order.id) >= STREAMS_PER_ORDER) throw new ApiError(429, orderMessages.tooManyOrderStreams);
        if (hub.count((listener) => listener.diner?.address === address) >= STREAMS_PER_ADDRESS) throw new ApiError(429, orderMessages.tooManyOrderStreams);
        openDinerStream(req, res, hub, { merchantId: order.merchant_id, orderId: order.id, address, current: statusOf(order) });
      } catch (error) {
        next(error);
      }
    });

    /**
     * Our addition (the spec leaves the card call unshown): the diner pays their order by card.
     * Body `{orderId, token, cancelKey, card: {name, number, expiry}}`; the CVV is checked on the
     * page and never sent (a body carrying one is refused). The payment is approved at once (no
     * processor behind the mock) and recorded as the merchant's card transaction in `qrPayments`
     * with only the masked number; the answer is its voucher id, the diner's link to the voucher.
     */
    router.post(
      '/pay/external',
      route((req, res) => {
        const state = restaurantState(store);
        const body = parseBody(paymentSchema, req.body);
        const order = ownOrder(state, body.orderId, body.token, body.cancelKey);
        if (order.status === 'CANCELLED') throw new ApiError(409, orderMessages.cancelledCannotPay);
        if (paymentOfOrder(state, order.id)) throw new ApiError(409, orderMessages.alreadyPaid);
        const payments = qrPaymentsOf(state);
        const payment = newQrPayment(order, body.card.number, clock.now(), lastTransactionId(storedTransactions(state), payments));
        payments.push(payment);
        store.save('qrPayments');
        // a payment is an order change: the open boards show 'Pagado' at once (issue 17)
        announceWhenAnswered(res, store, order);
        return {
          voucherId: payment.voucher_id,
          transaction: { transaction_id: payment.transaction_id, amount: payment.amount, currency_code: payment.currency_code, pan: payment.pan, status: payment.status },
        };
      }),
    );
    return router;
  },
};
