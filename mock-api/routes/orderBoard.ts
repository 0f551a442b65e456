import { orderBoardMessages as text } from '../../src/domain/orderBoardMessages';
import { nextStatus, staffMayCancel } from '../../src/domain/orderStatus';
import { boardChanges, boardOrderAnswer, boardStreamEvents, boardToday } from '../../src/domain/wire/board';
import { boardTable } from '../../src/domain/wire/tab';
import { orderStatusSchema, orderWaiterSchema } from '../../src/schemas/orderStatusSchema';
import { requireOwnMerchant } from '../auth/merchantScope';
import { bearer, sessionFor, type Session } from '../auth/session';
import { sessionRegistry } from '../auth/sessionRegistry';
import { endpoint, STREAMED, wantsStream, type Call } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError, conflict } from '../http';
import { boardOrder, changeStatus, todaysOrders } from '../restaurant/boardOrder';
import { announceWhenAnswered, orderEventHub } from '../restaurant/orderEvents';
import { releaseForOrder } from '../restaurant/orderReservations';
import { DOCUMENTS, oneAtATime, SEQUENCES, takeNumber } from '../restaurant/electronicReceipts';
import { prepareRefundCreditNote, refundPaidOrder } from '../restaurant/orderRefund';
import { LEDGER, recordMovement, refundDraftOf, refundSharesOf } from '../restaurant/ledger';
import { followUpDocument } from '../restaurant/receiptReception';
import { openOrderStream, STREAMS_PER_SESSION } from '../restaurant/orderStream';
import { restaurantState } from '../restaurant/restaurantData';
import { assertDayOpen } from '../restaurant/dayClose';
import { prepareTabCreditNotes, takeTabRefunds, tabRefundSharesOf, type TabRefundShare } from '../restaurant/tabRefund';
import { staffNameOf } from '../auth/staffName';

const access = { screens: ['orders'] } as const;
const orderNotFound = () => new ApiError(404, text.orderNotFound);
const notFoundRefusal = { status: 404, message: text.orderNotFound } as const;


/** The caller's merchant: the screen is for merchant groups only, who always have one; no merchant, no orders. */
const merchantOf = (session: Session) => {
  if (session.merchantScope === null) throw orderNotFound();
  return session.merchantScope;
};

/** The order the path names, if it is the caller's merchant's: another merchant's is a 404 like one that does not exist. */
const ownOrder = ({ ctx, params, session }: Call<unknown>) => {
  const id = params.id;
  const order = /^\d{1,9}$/.test(id) ? restaurantState(ctx.store).orders.find((candidate) => candidate.id === Number(id)) : undefined;
  merchantOf(session);
  if (!order) throw orderNotFound();
  // the board's own message, the same for a missing order and another merchant's
  requireOwnMerchant(session, order.merchant_id, orderNotFound);
  return order;
};

/** The same payments giving back the same amounts: nothing paid or given back while the notes were signed. */
const sameShares = (a: TabRefundShare[], b: TabRefundShare[]) =>
  a.length === b.length && a.every((share, index) => share.payment.id === b[index].payment.id && share.cents === b[index].cents);

/**
 * /orders: the live order board and the kitchen view ('orders' screen, groups 4 and 2).
 * Only the caller's merchant: another merchant's order is a 404 whatever id is sent, and the
 * event stream carries only the caller's merchant's orders.
 */
export const orderBoardEndpoints = [
  endpoint({
    method: 'GET',
    path: '/orders/today',
    summary: "Today's orders of the caller's merchant, newest first, with the printers, waiters, sections and tables the board's tickets and filters need, and the event id its stream continues from.",
    access,
    addition: true,
    answer: boardToday,
    refusals: [notFoundRefusal],
    handle: ({ ctx, session }) => {
      const state = restaurantState(ctx.store);
      const merchantId = merchantOf(session);
      const own = <T extends { merchant_id: number }>(rows: T[]) => rows.filter((row) => row.merchant_id === merchantId);
      return {
        // the stream continues from here: nothing placed between this list and the stream is lost
        lastEventId: orderEventHub(ctx.store).lastEventId(merchantId),
        orders: todaysOrders(state, merchantId, ctx.clock.now()).map((order) => boardOrder(state, order)),
        // each location's ticket goes to its printer (src/domain/kitchenRules.ts picks it)
        printers: own(state.printers).map(({ id, name, ip, typeId }) => ({ id, name, ip, typeId })),
        waiters: own(state.waiters).map(({ id, name }) => ({ id, name })),
        sections: own(state.sections).map(({ id, name }) => ({ id, name })),
        tables: own(state.tables).map(({ id, name, sectionId }) => ({ id, name, sectionId })),
      };
    },
  }),
  /**
   * The board's live changes. With `Accept: text/event-stream` a server-sent event stream (the
   * token in the Authorization header like every call, never in the address); otherwise the
   * polling fallback: the changes since `Last-Event-ID` at once, as JSON.
   */
  endpoint({
    method: 'GET',
    path: '/orders/events',
    summary:
      "The board's live changes since the `Last-Event-ID` header. With `Accept: text/event-stream`, a server-sent event stream: `order` for each change (its id the event id), `table` for each change of a table's bill with the table as 'Mesas' shows it (a round placed, moved, paid or cancelled, a call, a payment, the table closed), `reset` when the board must reload, `ready` once caught up, `heartbeat` every 15 s, `signedOut` when the session ends, `closing` when the server stops. Otherwise the changes at once, as JSON (the polling fallback).",
    access,
    addition: true,
    answer: boardChanges,
    // a table's bill changes on the same stream: calls, payments, a table closed
    stream: { ...boardStreamEvents, table: boardTable },
    refusals: [notFoundRefusal, { status: 429, message: text.tooManyStreams }],
    handle: (call) => {
      const { ctx, req, res, session } = call;
      const hub = orderEventHub(ctx.store);
      const merchantId = merchantOf(session);
      const lastEventId = req.get('last-event-id') || undefined;
      if (wantsStream(call)) {
        const token = bearer(req);
        const sessionId = session.record.id;
        if (hub.count((listener) => listener.sessionId === sessionId) >= STREAMS_PER_SESSION) throw new ApiError(429, text.tooManyStreams);
        openOrderStream(req, res, hub, {
          merchantId,
          sessionId,
          lastEventId,
          stillSignedIn: () => {
            const current = sessionFor(token, ctx.store, ctx.clock);
            // an open board is activity: the idle limit does not sign a wall screen out (the 8 hours still do)
            if (current) sessionRegistry(ctx.store).touch(current.record, ctx.clock.now());
            return !!current;
          },
        });
        return STREAMED;
      }
      const events = lastEventId ? hub.since(merchantId, lastEventId) : null;
      return { lastEventId: hub.lastEventId(merchantId), reset: events === null, orders: (events ?? []).flatMap((event) => (event.order ? [event.order] : [])) };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/orders/:id/status',
    summary:
      'One step forward (Recibido → En preparación → Listo → Entregado), or a cancellation with its reason; `from` is the status the user saw (409 with the order as it is now when it moved meanwhile). A paid order cancelled is refunded in full, and its electronic receipt cancelled by a nota de crédito electrónica.',
    access,
    addition: true,
    body: { schema: orderStatusSchema, example: { from: 'CREATED', status: 'PREPARING' } },
    answer: boardOrderAnswer,
    refusals: [
      notFoundRefusal,
      { status: 409, message: text.staleStatus },
      { status: 409, message: text.finished },
      { status: 409, message: text.notNextStatus },
    ],
    // the body is read once the order is found: another merchant's order is 404 whatever the body
    handle: (call) => {
      const { ctx, res, session } = call;
      const order = ownOrder(call);
      const change = call.body;
      const state = restaurantState(ctx.store);
      if (change.from !== order.status) throw conflict(text.staleStatus, { order: boardOrder(state, order) });
      const now = ctx.clock.now();
      if (change.status === 'CANCELLED') {
        if (!staffMayCancel(order.status)) throw conflict(text.finished);
        // one document at a time: a paid order's nota de crédito is numbered before it is signed (electronicReceipts.ts)
        return oneAtATime(async () => {
          const by = staffNameOf(session);
          const creditNote = await prepareRefundCreditNote(ctx.store.file, state, order, change.reason, now);
          // an order of a table's bill that payments of the tab paid: each gives back its share, with its nota de crédito
          const merchant = state.merchants.find((candidate) => candidate.id === order.merchant_id);
          const shares = tabRefundSharesOf(state, order);
          const tabNotes = merchant && shares.length > 0 ? await prepareTabCreditNotes(ctx.store.file, state, merchant, order, shares, change.reason, now) : [];
          // read again: the order may have moved on, or been paid, while its credit notes were signed
          if (change.from !== order.status) throw conflict(text.staleStatus, { order: boardOrder(state, order) });
          if (!staffMayCancel(order.status)) throw conflict(text.finished);
          const tabShares = tabRefundSharesOf(state, order);
          if (!sameShares(shares, tabShares)) throw conflict(text.staleStatus, { order: boardOrder(state, order) });
          // a refund is a payment change dated now: not once today's till is closed (mock-api/restaurant/dayClose.ts)
          if (tabShares.length > 0) assertDayOpen(state, order.merchant_id, new Date(now).toISOString());
          // the ledger gives back, charge by charge, exactly what each allocated to this order's lines (mock-api/restaurant/ledger.ts)
          const ledgerShares = refundSharesOf(state, order);
          for (const share of ledgerShares) recordMovement(state, refundDraftOf(share.charge, share.allocations, by, change.reason), now);
          changeStatus(order, 'CANCELLED', now, by, change.reason);
          // a paid order is refunded in full to the same card and its receipt cancelled by the credit note, in the same write
          const refund = refundPaidOrder(state, order, { userId: session.user.id, name: by }, now);
          const document = refund && creditNote && takeNumber(state, creditNote, refund.voucher_id);
          const tab = takeTabRefunds(state, order, tabShares, tabNotes, { userId: session.user.id, name: by, reason: change.reason }, now);
          // what the order took (available quantities, stock) is given back, as when the diner cancels
          ctx.store.save(
            'orders',
            ...(ledgerShares.length > 0 ? [LEDGER] : []),
            ...releaseForOrder(state, order, now),
            ...(refund ? (['qrPayments'] as const) : []),
            ...tab.collections,
            ...(document || tab.documents.length > 0 ? [DOCUMENTS, SEQUENCES] : []),
          );
          for (const issued of [...(document ? [document] : []), ...tab.documents]) followUpDocument(ctx.store, issued);
          // the table's phones and 'Mesas' read what was given back from the table's event that follows the order's
          announceWhenAnswered(res, ctx.store, order);
          return { order: boardOrder(state, order) };
        });
      }
      const next = nextStatus(order.status);
      if (!next) throw conflict(text.finished);
      if (change.status !== next) throw conflict(text.notNextStatus);
      changeStatus(order, next, now, staffNameOf(session));
      ctx.store.save('orders');
      announceWhenAnswered(res, ctx.store, order);
      return { order: boardOrder(state, order) };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/orders/:id/waiter',
    summary: "The waiter serving the order (one of the merchant's), or null for none.",
    access,
    addition: true,
    body: { schema: orderWaiterSchema, example: { waiterId: null } },
    answer: boardOrderAnswer,
    refusals: [notFoundRefusal, { status: 400, message: text.waiterNotFound }],
    handle: (call) => {
      const { ctx, res } = call;
      const order = ownOrder(call);
      const { waiterId } = call.body;
      const state = restaurantState(ctx.store);
      if (waiterId !== null && !state.waiters.some((waiter) => waiter.id === waiterId && waiter.merchant_id === order.merchant_id)) {
        throw new ApiError(400, text.waiterNotFound, { field: 'waiterId' });
      }
      order.waiterId = waiterId;
      ctx.store.save('orders');
      announceWhenAnswered(res, ctx.store, order);
      return { order: boardOrder(state, order) };
    },
  }),
];

export const orderBoardRoutes = declaredArea('/orders', orderBoardEndpoints);
