import { Router, type Request } from 'express';
import { orderBoardMessages as text } from '../../src/domain/orderBoardMessages';
import { nextStatus, staffMayCancel } from '../../src/domain/orderStatus';
import { orderStatusSchema, orderWaiterSchema } from '../../src/schemas/orderStatusSchema';
import { allowScreen, bearer, sessionFor, sessionOf } from '../auth/session';
import { sessionRegistry } from '../auth/sessionRegistry';
import { ApiError, conflict, route } from '../http';
import { boardOrder, changeStatus, todaysOrders } from '../restaurant/boardOrder';
import { announceWhenAnswered, orderEventHub } from '../restaurant/orderEvents';
import { releaseForOrder } from '../restaurant/orderReservations';
import { refundPaidOrder } from '../restaurant/orderRefund';
import { openOrderStream, STREAMS_PER_SESSION } from '../restaurant/orderStream';
import { restaurantState } from '../restaurant/restaurantData';
import { parseBody } from '../validation';
import type { RouteArea } from './context';

const orderNotFound = () => new ApiError(404, text.orderNotFound);

/** Who a change is recorded as: the user's name as the board shows it. */
const changedBy = (req: Request) => {
  const { user } = sessionOf(req);
  return [user.name, user.lastname].filter(Boolean).join(' ') || user.username;
};

/**
 * /orders: the live order board and the kitchen view ('orders' screen, groups 4 and 2; issue 13).
 * Only the caller's merchant: another merchant's order is a 404 whatever id is sent, and the
 * event stream carries only the caller's merchant's orders.
 */
export const orderBoardRoutes: RouteArea = {
  prefix: '/orders',
  build({ store, clock, authenticate }) {
    const router = Router();
    const hub = orderEventHub(store);
    const merchantOf = (req: Request) => {
      const scope = sessionOf(req).merchantScope;
      // the screen is for merchant groups only, who always have a merchant; no merchant, no orders
      if (scope === null) throw orderNotFound();
      return scope;
    };
    const ownOrder = (req: Request) => {
      const id = req.params.id;
      const merchantId = merchantOf(req);
      const order = /^\d{1,9}$/.test(id) ? restaurantState(store).orders.find((candidate) => candidate.id === Number(id)) : undefined;
      if (!order || order.merchant_id !== merchantId) throw orderNotFound();
      return order;
    };

    /** Today's orders, newest first, with what the board's filters, waiters and tickets need. */
    router.get(
      '/today',
      authenticate,
      allowScreen('orders'),
      route((req) => {
        const state = restaurantState(store);
        const merchantId = merchantOf(req);
        const own = <T extends { merchant_id: number }>(rows: T[]) => rows.filter((row) => row.merchant_id === merchantId);
        return {
          // the stream continues from here: nothing placed between this list and the stream is lost
          lastEventId: hub.lastEventId(merchantId),
          orders: todaysOrders(state, merchantId, clock.now()).map((order) => boardOrder(state, order)),
          // each location's ticket goes to its printer (src/domain/kitchenRules.ts picks it)
          printers: own(state.printers).map(({ id, name, ip, typeId }) => ({ id, name, ip, typeId })),
          waiters: own(state.waiters).map(({ id, name }) => ({ id, name })),
          sections: own(state.sections).map(({ id, name }) => ({ id, name })),
          tables: own(state.tables).map(({ id, name, sectionId }) => ({ id, name, sectionId })),
        };
      }),
    );

    /**
     * The board's live changes. With `Accept: text/event-stream` a server-sent event stream (the
     * token in the Authorization header like every call, never in the address); otherwise the
     * polling fallback: the changes since `Last-Event-ID` at once, as JSON.
     */
    router.get('/events', authenticate, allowScreen('orders'), (req, res, next) => {
      try {
        const merchantId = merchantOf(req);
        const lastEventId = req.get('last-event-id') || undefined;
        if ((req.get('accept') ?? '').includes('text/event-stream')) {
          const token = bearer(req);
          const sessionId = sessionOf(req).record.id;
          if (hub.count((listener) => listener.sessionId === sessionId) >= STREAMS_PER_SESSION) throw new ApiError(429, text.tooManyStreams);
          openOrderStream(req, res, hub, {
            merchantId,
            sessionId,
            lastEventId,
            stillSignedIn: () => {
              const session = sessionFor(token, store, clock);
              // an open board is activity: the idle limit does not sign a wall screen out (the 8 hours still do)
              if (session) sessionRegistry(store).touch(session.record, clock.now());
              return !!session;
            },
          });
          return;
        }
        const events = lastEventId ? hub.since(merchantId, lastEventId) : null;
        res.json({ lastEventId: hub.lastEventId(merchantId), reset: events === null, orders: (events ?? []).map((event) => event.order) });
      } catch (error) {
        next(error);
      }
    });

    /** One step forward, or a cancellation with its reason; `from` is the status the user saw. */
    router.put(
      '/:id/status',
      authenticate,
      allowScreen('orders'),
      route((req, res) => {
        const order = ownOrder(req);
        const change = parseBody(orderStatusSchema, req.body);
        const state = restaurantState(store);
        if (change.from !== order.status) throw conflict(text.staleStatus, { order: boardOrder(state, order) });
        const now = clock.now();
        if (change.status === 'CANCELLED') {
          if (!staffMayCancel(order.status)) throw conflict(text.finished);
          const by = changedBy(req);
          changeStatus(order, 'CANCELLED', now, by, change.reason);
          // a paid order is refunded in full to the same card (issue 17), in the same write
          const refund = refundPaidOrder(state, order, { userId: sessionOf(req).user.id, name: by }, now);
          // what the order took (available quantities, stock) is given back, as when the diner cancels
          store.save('orders', ...releaseForOrder(state, order, now), ...(refund ? (['qrPayments'] as const) : []));
        } else {
          const next = nextStatus(order.status);
          if (!next) throw conflict(text.finished);
          if (change.status !== next) throw conflict(text.notNextStatus);
          changeStatus(order, next, now, changedBy(req));
          store.save('orders');
        }
        announceWhenAnswered(res, store, order);
        return { order: boardOrder(state, order) };
      }),
    );

    /** The waiter serving the order (one of the merchant's), or null. */
    router.put(
      '/:id/waiter',
      authenticate,
      allowScreen('orders'),
      route((req, res) => {
        const order = ownOrder(req);
        const { waiterId } = parseBody(orderWaiterSchema, req.body);
        const state = restaurantState(store);
        if (waiterId !== null && !state.waiters.some((waiter) => waiter.id === waiterId && waiter.merchant_id === order.merchant_id)) {
          throw new ApiError(400, text.waiterNotFound, { field: 'waiterId' });
        }
        order.waiterId = waiterId;
        store.save('orders');
        announceWhenAnswered(res, store, order);
        return { order: boardOrder(state, order) };
      }),
    );
    return router;
  },
};
