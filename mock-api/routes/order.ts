import { Router } from 'express';
import { orderMessages } from '../../src/domain/orderMessages';
import { CANCEL_WINDOW_MS } from '../../src/domain/orderRules';
import { orderTotals } from '../../src/domain/orderTotals';
import { ApiError, badRequest, route } from '../http';
import { pricedOrder } from '../restaurant/orderRequest';
import { restaurantState, tableByToken } from '../restaurant/restaurantData';
import type { OrderRecord } from '../seed/restaurantTypes';
import type { RouteArea } from './context';

/** What the diner gets back: the order without the server's bookkeeping (merchant, table ids). */
const publicOrder = ({ merchant_id: _merchant, table_id: _table, createdAt: _created, cancelledAt: _cancelled, ...order }: OrderRecord) => order;

const orderNotFound = () => new ApiError(404, orderMessages.orderNotFound);

/** /order: the diner's public order and cancel calls, keyed by the table's QR token. */
export const orderRoutes: RouteArea = {
  prefix: '/order',
  build({ store, clock }) {
    const router = Router();

    router.post(
      '/external',
      route((req) => {
        const state = restaurantState(store);
        const { table, merchant, detail, lines } = pricedOrder(state, req.body);
        const totals = orderTotals(lines, { simplifiedRegime: merchant.simplifiedRegime });
        const now = clock.now();
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
        };
        state.orders.push(order);
        store.save('orders');
        return { order: publicOrder(order) };
      }),
    );

    router.put(
      '/cancel/external/:orderId/:token',
      route((req) => {
        const state = restaurantState(store);
        const { orderId, token } = req.params;
        const body = (req.body ?? {}) as Record<string, unknown>;
        if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(orderMessages.badOrder);
        if (body.token !== undefined && body.token !== token) throw badRequest(orderMessages.badOrder);
        if (!/^\d{1,9}$/.test(orderId)) throw orderNotFound();
        const found = tableByToken(state, token);
        // an unknown token and another table's order answer alike: the caller learns nothing
        const order = found && state.orders.find((candidate) => candidate.id === Number(orderId) && candidate.table_id === found.table.id);
        if (!order) throw orderNotFound();
        if (order.status === 'CANCELLED') throw new ApiError(409, orderMessages.alreadyCancelled);
        const now = clock.now();
        if (now - order.createdAt > CANCEL_WINDOW_MS) throw new ApiError(409, orderMessages.cancelExpired);
        order.status = 'CANCELLED';
        order.cancelledAt = now;
        store.save('orders');
        return { order: publicOrder(order), message: orderMessages.orderCancelled };
      }),
    );
    return router;
  },
};
