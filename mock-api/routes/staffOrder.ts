import { orderBoardMessages } from '../../src/domain/orderBoardMessages';
import { orderMessages } from '../../src/domain/orderMessages';
import { tabMessages } from '../../src/domain/tabMessages';
import { ORDER_PLACING_REFUSALS } from './orderPlacingRefusals';
import { staffOrderAnswer, type BoardOrder } from '../../src/domain/wire/board';
import { staffOrderSchema } from '../../src/schemas/orderSchema';
import { staffNameOf } from '../auth/staffName';
import { endpoint } from '../contract/endpoint';
import { ApiError } from '../http';
import { boardOrder } from '../restaurant/boardOrder';
import { hashCancelKey, newCancelKey } from '../restaurant/cancelKey';
import { earlierAnswer, IDEMPOTENCY_KEYS, idempotencyKeyOf, rememberAnswer } from '../restaurant/idempotency';
import { placeOrder } from '../restaurant/newOrder';
import { announceWhenAnswered } from '../restaurant/orderEvents';
import { pricedLines } from '../restaurant/orderRequest';
import { restaurantState } from '../restaurant/restaurantData';
import { ownRecordOfPath } from './ownRecord';

const tableNotFound = () => new ApiError(404, tabMessages.tableNotFound);

/**
 * 'Tomar pedido' ('Mesas' and 'Pedidos'): an order staff take at one of their merchant's tables. It
 * is the same order a diner's phone places (mock-api/restaurant/newOrder.ts): priced by the
 * server from its own menu, joining the table's open tab (a second order when one is open), served
 * by the table's waiter, reserving stock and recipes, on the board and the kitchen at once. The
 * staff user is recorded as who took it, and no phone holds its cancel key: only staff cancel it.
 */
export const staffOrderEndpoints = [
  endpoint({
    method: 'POST',
    path: '/orders/tables/:id/order',
    summary:
      "An order staff take at one of the caller's tables: the same order a diner's QR menu places (priced from the server's menu, joining the table's open tab, served by its waiter, reserving stock), recorded as taken by the staff user. Only staff may cancel it. An `Idempotency-Key` header makes a retry answer the first order.",
    access: { screens: ['orders'] },
    addition: true,
    body: {
      schema: staffOrderSchema,
      example: { order: { detail: '', products: [{ id: 1, quantity: 1, message: '', options: [] }] } },
    },
    answer: staffOrderAnswer,
    refusals: [
      { status: 404, message: tabMessages.tableNotFound },
      { status: 400, message: orderMessages.emptyOrder },
      ...ORDER_PLACING_REFUSALS,
    ],
    // the table first: another merchant's is 404 whatever the body says
    handle: (call) => {
      const { ctx, req, res, session } = call;
      const state = restaurantState(ctx.store);
      const table = ownRecordOfPath(call, state.tables, tableNotFound);
      const merchant = state.merchants.find((candidate) => candidate.id === table.merchant_id);
      if (!merchant) throw tableNotFound();
      const key = idempotencyKeyOf(req, false);
      const body = call.body;
      // a double tap on 'Enviar pedido' on a phone: the first order, not a second
      const earlier = earlierAnswer<{ order: BoardOrder; message: string }>(state, 'staffOrder', table.id, key, call.rawBody);
      if (earlier) return earlier;
      const now = ctx.clock.now();
      // staff read the menu in Spanish, and its refusals too
      const lines = pricedLines(state, merchant, body.order, { now, language: 'es' });
      const takenBy = staffNameOf(session);
      // a key nobody is given: no diner's phone can cancel the order (mock-api/routes/order.ts refuses it)
      const { order, reserved } = placeOrder(state, {
        table,
        merchant,
        detail: body.order.detail,
        lines,
        name: '',
        cancelKeyHash: hashCancelKey(newCancelKey()),
        author: { by: takenBy, takenBy },
        now,
      });
      const answer = { order: boardOrder(state, order, now), message: orderBoardMessages.staffOrderPlaced(order.orderNumber, table.name) };
      const remembered = rememberAnswer(state, 'staffOrder', table, key, answer, now, call.rawBody);
      ctx.store.save('orders', 'tabs', ...reserved, ...(remembered ? [IDEMPOTENCY_KEYS] : []));
      // the board, the kitchen, 'Mesas' and the table's phones show it as soon as it is on disk
      announceWhenAnswered(res, ctx.store, order);
      return answer;
    },
  }),
];
