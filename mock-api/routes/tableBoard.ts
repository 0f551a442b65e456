import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { formatMoney } from '../../src/domain/money';
import { tabMessages as text } from '../../src/domain/tabMessages';
import { boardTableAnswer, boardTables } from '../../src/domain/wire/tab';
import type { z } from 'zod';
import { cashPaymentSchema, rejectPaymentSchema } from '../../src/schemas/tabSchema';
import { nextId } from '../auth/merchantScope';
import { endpoint, type Call } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError, conflict } from '../http';
import { assertDayOpen } from '../restaurant/dayClose';
import { chargeDraftOf, chargeOfPayment, LEDGER, recordMovement, refundDraftOf, settleCharge } from '../restaurant/ledger';
import { ledgerMessages } from '../../src/domain/ledgerMessages';
import { isWholeColones, toCents } from '../../src/domain/minorUnits';
import { oneAtATime } from '../restaurant/electronicReceipts';
import { announceTableWhenAnswered, orderEventHub } from '../restaurant/orderEvents';
import { restaurantState } from '../restaurant/restaurantData';
import { newDocumentId, prepareTabReceipt, takeTabReceipt } from '../restaurant/tabReceipts';
import { documentReceiverOf } from '../restaurant/invoiceReceiver';
import { cancelledSharesOf, chargeStatusOf } from '../restaurant/paymentView';
import { boardTableOf, callsOf, openTabOf, partLinesOf, paymentsOf, tabAmountsOf, waiterOfTable, writable } from '../restaurant/tabs';
import { TABLE_NAME } from '../../src/domain/tableName';
import type { PaidPartLine, PaymentRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import { partOf } from './tabPayment';
import { staffOrderEndpoints } from './staffOrder';
import { tableWaiterEndpoints } from './tableWaiter';
import { waiterOfUser } from '../restaurant/tableWaiters';
import { ownRecordOfPath } from './ownRecord';
import { earlierAnswer, IDEMPOTENCY_KEYS, idempotencyKeyOf, rememberAnswer } from '../restaurant/idempotency';

/** What recording cash answers: the table as it stands, and the message. */
type CashRecorded = z.infer<typeof boardTableAnswer>;
import { staffNameOf } from '../auth/staffName';

const access = { screens: ['orders'] } as const;
const tableNotFound = () => new ApiError(404, text.tableNotFound);
const callNotFound = () => new ApiError(404, text.callNotFound);
const paymentNotFound = () => new ApiError(404, text.paymentNotFound);

const tableOf = (state: StateWithRestaurant, tableId: number) => {
  const table = state.tables.find((candidate) => candidate.id === tableId);
  if (!table) throw tableNotFound();
  return table;
};

/** A SINPE payment waiting for staff, of the caller's merchant. */
const pendingSinpe = (call: Call<unknown>) => {
  const state = restaurantState(call.ctx.store);
  const payment = ownRecordOfPath(call, paymentsOf(state), paymentNotFound);
  // pending as written: a lapsed reference may still be confirmed while its lines are unpaid (mock-api/restaurant/ledger.ts)
  if (payment.method !== 'sinpe' || chargeStatusOf(state, payment) !== 'pending') throw conflict(text.paymentNotPending);
  // a closed day's payments cannot change (mock-api/restaurant/dayClose.ts)
  assertDayOpen(call.ctx.store.state(), payment.merchant_id, payment.createdAt);
  return payment;
};

/** What a payment waiting for staff bills: its recorded lines of the rounds not cancelled since, and their orders. */
const billedPartOf = (state: StateWithRestaurant, payment: PaymentRecord) => {
  const cancelled = new Set(cancelledSharesOf(state, chargeOfPayment(state, payment.merchant_id, payment.id)).map((share) => share.orderId));
  const lines = (partLinesOf(state, payment) ?? []).filter((line) => line.orderId === undefined || !cancelled.has(line.orderId));
  const orderIds = payment.orderIds.filter((id) => !cancelled.has(id));
  return { lines, orderIds: orderIds.length > 0 ? orderIds : payment.orderIds };
};
const sameLines = (one: PaidPartLine[], other: PaidPartLine[]) => JSON.stringify(one) === JSON.stringify(other);

/** Why staff cancelled an order, as its history keeps it (the reason given back with a payment's share). */
const cancelReasonOf = (state: StateWithRestaurant, orderId: number) => {
  const order = state.orders.find((candidate) => candidate.id === orderId);
  const reason = order?.history?.findLast((entry) => entry.status === 'CANCELLED')?.reason;
  return reason || text.cancelledWhileSinpePending;
};

/** The refusal of a write to a day the merchant has closed (its date in the message). */
const dayClosedRefusal = { status: 409, message: dayCloseMessages.dayClosed('2026-05-14') } as const;

/**
 * The board's 'Mesas' view ('orders' screen, groups 4 and 2): every table with its open
 * tab, calls pending and payments; attending a call, confirming or rejecting a SINPE Móvil payment,
 * recording cash, closing (freeing) a table. Only the caller's merchant: another's is 404.
 */
export const tableBoardEndpoints = [
  endpoint({
    method: 'GET',
    path: '/orders/tables',
    summary: "Every table of the caller's merchant with its open tab (rounds, amounts owed and paid, payments), its calls pending and its waiter, and the event id the board's stream continues from (`table` events).",
    access,
    addition: true,
    answer: boardTables,
    refusals: [{ status: 404, message: text.tableNotFound }],
    handle: ({ ctx, session }) => {
      const merchantId = session.merchantScope;
      if (merchantId === null) throw tableNotFound();
      const state = restaurantState(ctx.store);
      const mine = waiterOfUser(state, merchantId, session.user.id);
      return {
        lastEventId: orderEventHub(ctx.store).lastEventId(merchantId),
        tables: state.tables.filter((table) => table.merchant_id === merchantId).map((table) => boardTableOf(state, table, ctx.clock.now())),
        waiters: state.waiters.filter((waiter) => waiter.merchant_id === merchantId).map(({ id, name }) => ({ id, name })),
        myWaiter: mine ? { id: mine.id, name: mine.name } : null,
      };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/orders/calls/:id/attend',
    summary: "Marks a table's call ('Llamar al mesero', 'Pedir la cuenta') attended: it leaves the board and the diner may call again.",
    access,
    addition: true,
    answer: boardTableAnswer,
    refusals: [{ status: 404, message: text.callNotFound }, { status: 409, message: text.callAttended }],
    handle: (call) => {
      const { ctx, res, session } = call;
      const state = restaurantState(ctx.store);
      const found = ownRecordOfPath(call, callsOf(state), callNotFound);
      if (found.attendedAt !== null) throw conflict(text.callAttended);
      found.attendedAt = new Date(ctx.clock.now()).toISOString();
      found.attendedBy = staffNameOf(session);
      ctx.store.save('tableCalls');
      const table = tableOf(state, found.tableId);
      announceTableWhenAnswered(res, ctx.store, table);
      return { table: boardTableOf(state, table), message: text.callAttendedDone };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/orders/payments/:id/confirm',
    summary:
      'Confirms a SINPE Móvil payment staff found in their bank: it counts as paid and issues its electronic receipt (MedioPago 06), a factura electrónica when its payer gave a `receiver`. What it paid of an order cancelled while it waited is left off the receipt and recorded as given back by SINPE Móvil (`refunds`), for staff to return.',
    access,
    addition: true,
    answer: boardTableAnswer,
    refusals: [{ status: 404, message: text.paymentNotFound }, { status: 409, message: text.paymentNotPending }, { status: 409, message: text.sinpeReferenceUsed }, { status: 409, message: text.tabChangedWhileConfirming }, dayClosedRefusal],
    handle: (call) =>
      oneAtATime(async () => {
        const { ctx, res, session } = call;
        const state = restaurantState(ctx.store);
        const merchant = state.merchants.find((candidate) => candidate.id === pendingSinpe(call).merchant_id);
        const now = ctx.clock.now();
        const first = pendingSinpe(call);
        const billed = billedPartOf(state, first);
        // the factura its payer asked for when paying (mock-api/routes/tabPayment.ts), else a tiquete
        const receipt = merchant && (await prepareTabReceipt(ctx.store, state, merchant, { ...first, orderIds: billed.orderIds }, billed.lines, now, undefined, first.invoiceReceiver));
        const payment = pendingSinpe(call);
        // staff may have cancelled a round while the receipt was signed: that receipt would bill it
        if (!sameLines(billed.lines, billedPartOf(state, payment).lines)) throw conflict(text.tabChangedWhileConfirming);
        // one transfer pays once: a reference another payment of the merchant has confirmed is not confirmed again
        const twice = paymentsOf(state).some(
          (other) => other.id !== payment.id && other.merchant_id === payment.merchant_id && other.method === 'sinpe' && other.sinpeReference === payment.sinpeReference && chargeStatusOf(state, other) === 'confirmed',
        );
        if (twice) throw conflict(text.sinpeReferenceUsed);
        const charge = chargeOfPayment(state, payment.merchant_id, payment.id);
        if (!charge) throw paymentNotFound();
        // what it paid of rounds cancelled while it waited goes back to the diner by SINPE Móvil, in this write
        const cancelled = cancelledSharesOf(state, charge);
        const by = staffNameOf(session);
        // the ledger's one writer (mock-api/restaurant/ledger.ts): both days open, its live lines still unpaid
        settleCharge(state, charge, 'confirmed', now);
        for (const { orderId } of cancelled) {
          const allocations = charge.allocations.filter((allocation) => allocation.orderId === orderId);
          recordMovement(state, refundDraftOf(charge, allocations, by, cancelReasonOf(state, orderId)), now);
        }
        payment.recordedBy = session.user.username;
        const collections = takeTabReceipt(ctx.store, state, receipt, payment);
        ctx.store.save(LEDGER, 'payments', ...collections);
        const table = tableOf(state, payment.tableId);
        announceTableWhenAnswered(res, ctx.store, table);
        const givenBack = cancelled.reduce((sum, share) => sum + share.cents, 0);
        return { table: boardTableOf(state, table), message: givenBack > 0 ? text.sinpeConfirmedGiveBack(formatMoney(givenBack / 100)) : text.sinpeConfirmed };
      }),
  }),
  endpoint({
    method: 'PUT',
    path: '/orders/payments/:id/reject',
    summary: 'Rejects a SINPE Móvil payment staff could not find in their bank, with the reason the diner reads: its amount is owed again.',
    access,
    addition: true,
    body: { schema: rejectPaymentSchema, example: { reason: 'No aparece en el banco' } },
    answer: boardTableAnswer,
    refusals: [{ status: 404, message: text.paymentNotFound }, { status: 409, message: text.paymentNotPending }, dayClosedRefusal],
    handle: (call) => {
      const { ctx, res, session } = call;
      const state = restaurantState(ctx.store);
      const payment = pendingSinpe(call);
      const { reason } = call.body;
      const charge = chargeOfPayment(state, payment.merchant_id, payment.id);
      // its lines are owed again (mock-api/restaurant/ledger.ts)
      if (charge) settleCharge(state, charge, 'rejected', ctx.clock.now());
      payment.rejectReason = reason;
      payment.recordedBy = session.user.username;
      ctx.store.save(LEDGER, 'payments');
      const table = tableOf(state, payment.tableId);
      announceTableWhenAnswered(res, ctx.store, table);
      return { table: boardTableOf(state, table), message: text.sinpeRejected };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/orders/tables/:id/cash',
    summary: "Records cash paid at the table: the amount of the bill it pays, the tip, and what the diner handed over (the change is computed). Issues its electronic receipt (MedioPago 01): a factura electrónica made out to `receiver` when the diner asked staff for one, else a tiquete. An optional `Idempotency-Key` header (the 'Mesas' dialog sends one per cash payment): a repeated key with the same body answers the first recording, with another body is refused (409), so a double tap or a retry records the cash once.",
    access,
    addition: true,
    body: { schema: cashPaymentSchema, example: { amount: 1000, tip: 0, received: 1000, receiver: { name: 'Distribuidora Tica S.A.', identificationType: '02', identificationNumber: '3101654321', email: 'compras@tica.cr' } } },
    answer: boardTableAnswer,
    refusals: [
      { status: 404, message: text.tableNotFound },
      { status: 409, message: text.noOpenTab },
      { status: 409, message: text.nothingToPay },
      { status: 409, message: text.amountOverRemaining },
      { status: 400, message: text.cashReceivedShort },
      { status: 400, message: text.badIdempotencyKey },
      { status: 409, message: ledgerMessages.idempotencyKeyReused },
      dayClosedRefusal,
    ],
    handle: (call) =>
      oneAtATime(async () => {
        const { ctx, req, res, session } = call;
        const state = restaurantState(ctx.store);
        const table = ownRecordOfPath(call, state.tables, tableNotFound);
        const body = call.body;
        // a double tap or a retry after a lost answer records the cash once (mock-api/restaurant/idempotency.ts)
        const key = idempotencyKeyOf(req, false);
        const earlier = earlierAnswer<CashRecorded>(state, 'cash', table.id, key, body);
        if (earlier) return earlier;
        const merchant = state.merchants.find((candidate) => candidate.id === table.merchant_id);
        if (!merchant) throw tableNotFound();
        if (toCents(body.received) < toCents(body.amount) + toCents(body.tip)) throw new ApiError(400, text.cashReceivedShort, { field: 'received' });
        // cash has no céntimos: tip and money handed over in whole colones (docs/departures.md)
        if (!isWholeColones(toCents(body.tip))) throw new ApiError(400, ledgerMessages.cashWholeColones, { field: 'tip' });
        if (!isWholeColones(toCents(body.received))) throw new ApiError(400, ledgerMessages.cashWholeColones, { field: 'received' });
        const check = () => {
          // cash is dated now: once today is closed, it is recorded tomorrow (mock-api/restaurant/dayClose.ts)
          assertDayOpen(state, merchant.id, new Date(ctx.clock.now()).toISOString());
          const tab = openTabOf(state, table.id);
          if (!tab) throw conflict(text.noOpenTab);
          const remaining = toCents(tabAmountsOf(state, tab).remaining);
          if (remaining === 0) throw conflict(text.nothingToPay);
          if (toCents(body.amount) > remaining) throw conflict(text.amountOverRemaining);
          // whole colones, but for the share that settles the bill: it carries what céntimos are left
          if (!isWholeColones(toCents(body.amount)) && toCents(body.amount) !== remaining) throw new ApiError(400, ledgerMessages.cashOnlyWholeShare, { field: 'amount' });
          if (toCents(body.tip) > toCents(body.amount)) throw conflict(ledgerMessages.tipOverAmount);
          return { tab, part: partOf(state, merchant, tab, { amount: body.amount }, ctx.clock.now()) };
        };
        const now = ctx.clock.now();
        const first = check();
        const receipt = await prepareTabReceipt(ctx.store, state, merchant, { orderIds: first.part.orderIds, method: 'cash' }, first.part.lines, now, undefined, documentReceiverOf(body.receiver));
        const { tab, part } = check();
        const payments = writable<PaymentRecord>(state, 'payments');
        const at = new Date(now).toISOString();
        const id = nextId(payments, (row) => row.id);
        recordMovement(
          state,
          chargeDraftOf({
            merchant_id: merchant.id,
            method: 'cash',
            tip: toCents(body.tip),
            allocations: part.allocations,
            tableId: table.id,
            tabId: tab.id,
            paymentId: id,
            by: session.user.username,
          }),
          now,
        );
        const payment: PaymentRecord = {
          id,
          merchant_id: merchant.id,
          tableId: table.id,
          tabId: tab.id,
          orderIds: part.orderIds,
          method: 'cash',
          currency: 'CRC',
          waiterId: waiterOfTable(state, tab),
          payerName: body.payerName || TABLE_NAME,
          recordedBy: session.user.username,
          transactionId: null,
          voucherId: null,
          documentId: newDocumentId(),
          sinpeReference: null,
          cashReceived: toCents(body.received) / 100,
          change: (toCents(body.received) - toCents(body.amount) - toCents(body.tip)) / 100,
          rejectReason: null,
          createdAt: at,
        };
        payments.push(payment);
        tab.parts = [...(tab.parts ?? []), { paymentId: payment.id, lines: part.lines }];
        const answer: CashRecorded = { table: boardTableOf(state, table), message: text.cashRecorded };
        const remembered = rememberAnswer(state, 'cash', table, key, answer, now, body);
        ctx.store.save(LEDGER, 'payments', 'tabs', ...takeTabReceipt(ctx.store, state, receipt, payment), ...(remembered ? [IDEMPOTENCY_KEYS] : []));
        announceTableWhenAnswered(res, ctx.store, table);
        return answer;
      }),
  }),
  endpoint({
    method: 'PUT',
    path: '/orders/tables/:id/close',
    summary: "Closes the table's open tab and frees the table (paid, or closed by staff anyway): its phones then see an empty tab and the next order opens a new one. Its pending calls are attended with it.",
    access,
    addition: true,
    answer: boardTableAnswer,
    refusals: [{ status: 404, message: text.tableNotFound }, { status: 409, message: text.noOpenTab }],
    handle: (call) => {
      const { ctx, res, session } = call;
      const state = restaurantState(ctx.store);
      const table = ownRecordOfPath(call, state.tables, tableNotFound);
      const tab = openTabOf(state, table.id);
      if (!tab) throw conflict(text.noOpenTab);
      const at = new Date(ctx.clock.now()).toISOString();
      tab.closedAt = at;
      tab.closedBy = staffNameOf(session);
      for (const pending of callsOf(state)) {
        if (pending.tableId === table.id && pending.attendedAt === null) Object.assign(pending, { attendedAt: at, attendedBy: staffNameOf(session) });
      }
      ctx.store.save('tabs', 'tableCalls');
      announceTableWhenAnswered(res, ctx.store, table);
      const closed = boardTableOf(state, table);
      return { table: closed, message: closed.openOrders.length > 0 ? text.tableClosedOwing : text.tableClosed };
    },
  }),
];

export const tableBoardRoutes = declaredArea('/orders', [...tableBoardEndpoints, ...tableWaiterEndpoints, ...staffOrderEndpoints]);
