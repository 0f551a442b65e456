import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { orderMessages } from '../../src/domain/orderMessages';
import { totalsOptionsOf } from '../../src/domain/orderTotals';
import { unitPriceForCents } from '../../src/domain/tabSplit';
import { ledgerMessages } from '../../src/domain/ledgerMessages';
import { asCents, toCents } from '../../src/domain/minorUnits';
import { createHash } from 'node:crypto';
import { allocateAmount, bookOf, chargeDraftOf, LEDGER, phoneHasReview, recordMovement, SINPE_REVIEW_MS, unpaidOf, unpaidUnits, type LedgerAllocation } from '../restaurant/ledger';
import { tabMessages as text } from '../../src/domain/tabMessages';
import { tabPaid, type TabPaid } from '../../src/domain/wire/tab';
import { tabPaymentSchema, type TabPaymentBody } from '../../src/schemas/tabSchema';
import { nextId } from '../auth/merchantScope';
import { endpoint } from '../contract/endpoint';
import { ApiError } from '../http';
import { storedTransactions } from '../reports/transactionRows';
import { oneAtATime } from '../restaurant/electronicReceipts';
import { earlierAnswer, IDEMPOTENCY_KEYS, idempotencyKeyOf, rememberAnswer } from '../restaurant/idempotency';
import { announceTableWhenAnswered } from '../restaurant/orderEvents';
import { lastTransactionId, newQrPayment, qrPaymentsOf, QR_PAYER_NAME } from '../restaurant/qrPayments';
import { restaurantState, tableByToken } from '../restaurant/restaurantData';
import { centsInSaleCurrency, saleCurrencyOf } from '../restaurant/saleCurrency';
import { paymentOf } from '../restaurant/paymentView';
import { newDocumentId, prepareTabReceipt, takeTabReceipt } from '../restaurant/tabReceipts';
import { dinerLanguage } from '../restaurant/dinerLanguage';
import { documentReceiverOf } from '../restaurant/invoiceReceiver';
import { dinerTabOf, liveOrdersOfTab, openTabOf, sinpeReferenceTaken, tabAmountsOf, tabPaymentOf, waiterOfTable, writable } from '../restaurant/tabs';
import { TABLE_NAME } from '../../src/domain/tableName';
import type { PaidPartLine, PaymentRecord, StateWithRestaurant, TabRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';

/** What a payment pays: its amount in cents, its allocations to the lines, and those lines as its receipt lists them. */
interface Part {
  cents: number;
  allocations: LedgerAllocation[];
  lines: PaidPartLine[];
  orderIds: number[];
}

const conflict = (message: string) => new ApiError(409, message);

/**
 * The part of the tab a payment pays, allocated only to what is still unpaid (mock-api/restaurant/ledger.ts).
 * By amount (everything, or an equal share): the unpaid lines in order, oldest round first. By
 * item: those lines, no more units than are unpaid of each, and no more than is left of it.
 */
export const partOf = (state: StateWithRestaurant, merchant: Merchant, tab: TabRecord, body: Pick<TabPaymentBody, 'amount' | 'items'>, now: number): Part => {
  const orders = liveOrdersOfTab(state, tab);
  const book = bookOf(state, orders, now);
  let allocations: LedgerAllocation[];
  if (body.items) {
    allocations = [];
    for (const item of body.items) {
      const line = book.get(`${item.orderId}:${item.productId}`);
      const asked = body.items.filter((row) => row.orderId === item.orderId && row.productId === item.productId).reduce((sum, row) => sum + row.quantity, 0);
      if (!line || asked > unpaidUnits(line)) throw new ApiError(400, text.itemNotOnTab, { field: 'items' });
      const taken = allocations.filter((row) => row.orderId === item.orderId && row.lineId === item.productId).reduce((sum, row) => sum + row.cents, 0);
      const cents = asCents(Math.min(line.unit * item.quantity, unpaidOf(line) - taken));
      if (cents > 0) allocations.push({ orderId: item.orderId, lineId: item.productId, cents });
    }
  } else {
    allocations = allocateAmount([...book.values()], toCents(body.amount ?? 0));
  }
  const options = totalsOptionsOf(merchant);
  const lines = allocations.map((allocation): PaidPartLine => {
    const line = orders.find((order) => order.id === allocation.orderId)!.products.find((product) => product.id === allocation.lineId)!;
    const quantity = body.items ? body.items.filter((row) => row.orderId === allocation.orderId && row.productId === allocation.lineId).reduce((sum, row) => sum + row.quantity, 0) : line.quantity;
    return { id: line.id, name: line.name, quantity, price: unitPriceForCents(allocation.cents, quantity, line, options), tax: line.tax, carriesService: line.carriesService, message: '', orderId: allocation.orderId, cents: allocation.cents };
  });
  return { cents: allocations.reduce((sum, allocation) => sum + allocation.cents, 0), allocations, lines, orderIds: [...new Set(allocations.map((allocation) => allocation.orderId))] };
};

/** The checks a payment must pass now and again once its receipt is signed (staff may have changed the tab meanwhile). */
export const payable = (state: StateWithRestaurant, merchant: Merchant, tableId: number, body: Pick<TabPaymentBody, 'amount' | 'items' | 'tip'>, now: number) => {
  const tab = openTabOf(state, tableId);
  if (!tab) throw conflict(text.noOpenTab);
  const remaining = toCents(tabAmountsOf(state, tab, now).remaining);
  if (remaining === 0) throw conflict(text.nothingToPay);
  if (!body.items && toCents(body.amount ?? 0) > remaining) throw conflict(text.amountOverRemaining);
  const part = partOf(state, merchant, tab, body, now);
  if (part.cents === 0) throw new ApiError(400, text.itemNotOnTab, { field: 'items' });
  // a tip goes with what it pays: no more than that amount (docs/departures.md)
  if (toCents(body.tip ?? 0) > part.cents) throw new ApiError(409, ledgerMessages.tipOverAmount, { field: 'tip' });
  return { tab, part };
};

/**
 * POST /table/pay/external (our addition): a phone pays a part of its table's open tab.
 * A card payment is approved at once (the simulated card call), recorded as the merchant's card
 * transaction and a payment record, and issues its receipt (MedioPago 02). A SINPE Móvil payment
 * waits for staff to confirm it against their bank ('SINPE por confirmar'); its receipt comes then.
 * Payments run one at a time, so two phones paying the last colón at once: one pays, the other
 * is told the tab is paid. The `Idempotency-Key` header is required: a repeated key answers the
 * first payment.
 */
export const tabPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/table/pay/external',
  summary:
    "Pays a part of the table's open tab: an `amount` (everything, or an equal share) or `items`, a voluntary `tip` (apart from the 10 % service, never taxed), by `card` (approved at once, with its voucher and receipt; no CVV) or `sinpe` with the bank's reference (waits for staff to confirm it). With `receiver` (as on an order's card payment) the share's electronic receipt is a factura electrónica made out to it, issued at once by card and when staff confirm a SINPE Móvil payment, and mailed to it in the payer's language (`Accept-Language`: English or Spanish); without it, a tiquete. Requires an `Idempotency-Key` header: a repeated key with the same body answers the first payment, with another body is refused (409). The tip is at most the amount it goes with. A SINPE Móvil reference is in review ('Pago en revisión') and holds its lines 15 minutes unless staff confirm it. Two payments of the last amount at once: one succeeds, the other is refused (409).",
  access: 'public',
  addition: true,
  body: {
    schema: tabPaymentSchema,
    parsedBy: 'handler',
    example: { token: 'A'.repeat(22), amount: 1000, tip: 0, method: 'sinpe', sinpeReference: '12345678901' },
  },
  answer: tabPaid,
  refusals: [
    { status: 404, message: orderMessages.unknownTable },
    { status: 400, message: text.idempotencyKeyRequired },
    { status: 400, message: text.badIdempotencyKey },
    { status: 400, message: text.itemNotOnTab },
    { status: 409, message: text.noOpenTab },
    { status: 409, message: text.nothingToPay },
    { status: 409, message: text.amountOverRemaining },
    { status: 409, message: ledgerMessages.overUnpaid },
    { status: 409, message: ledgerMessages.tipOverAmount },
    { status: 409, message: ledgerMessages.sinpeOnePerPhone },
    { status: 409, message: ledgerMessages.idempotencyKeyReused },
    { status: 409, message: text.sinpeNotOffered },
    { status: 409, message: text.sinpeReferenceUsed },
    { status: 409, message: dayCloseMessages.dayClosed('2026-05-14') },
  ],
  handle: ({ ctx, req, res, rawBody, parse }) =>
    oneAtATime(async (): Promise<TabPaid> => {
      const { store, clock } = ctx;
      const state = restaurantState(store);
      const found = tableByToken(state, (rawBody as { token?: unknown } | null)?.token);
      if (!found) throw new ApiError(404, orderMessages.unknownTable);
      const { table, merchant } = found;
      const body = parse(rawBody);
      const key = idempotencyKeyOf(req, true);
      const earlier = earlierAnswer<TabPaid>(state, 'pay', table.id, key, rawBody);
      if (earlier) return earlier;
      if (body.method === 'sinpe' && !merchant.sinpePhone) throw conflict(text.sinpeNotOffered);
      // one transfer pays once: a reference waiting or confirmed at this merchant is not taken again (a rejected one may be)
      if (body.method === 'sinpe' && sinpeReferenceTaken(state, merchant.id, body.sinpeReference)) throw new ApiError(409, text.sinpeReferenceUsed, { field: 'sinpeReference' });
      // one reference in review per phone: a second waits for staff to settle the first (docs/departures.md)
      const phoneHash = body.method === 'sinpe' && body.phoneKey ? createHash('sha256').update(`phone:${body.phoneKey}`).digest('hex') : undefined;
      if (phoneHasReview(state, merchant.id, phoneHash, clock.now())) throw conflict(ledgerMessages.sinpeOnePerPhone);
      const first = payable(state, merchant, table.id, body, clock.now());
      const now = clock.now();
      const payments = writable<PaymentRecord>(state, 'payments');
      const draft = { orderIds: first.part.orderIds, method: body.method };
      // a card is charged in the merchant's currency at the day's rate; its receipt is made from that charge
      const sale = saleCurrencyOf(state, merchant, now);
      // a factura made out to `receiver` when the payer asked for one; a SINPE Móvil one keeps it for staff's confirmation
      const receiver = documentReceiverOf(body.receiver, dinerLanguage(req));
      const receipt = body.method === 'card' ? await prepareTabReceipt(store, state, merchant, draft, first.part.lines, now, { sale, cents: centsInSaleCurrency(first.part.cents, sale) }, receiver) : undefined;
      // read again: staff may have closed the table or cancelled a round while the receipt was signed
      const { tab, part } = payable(state, merchant, table.id, body, now);
      const tip = toCents(body.tip);
      const id = nextId(payments, (row) => row.id);
      // the one writer of money (mock-api/restaurant/ledger.ts): a closed day, a line paid twice, a tip over the amount are refused there
      const movement = recordMovement(
        state,
        chargeDraftOf({
          merchant_id: merchant.id,
          method: body.method,
          status: body.method === 'card' ? 'confirmed' : 'pending',
          tip,
          allocations: part.allocations,
          tableId: table.id,
          tabId: tab.id,
          paymentId: id,
          expiresAt: body.method === 'sinpe' ? new Date(now + SINPE_REVIEW_MS).toISOString() : null,
          by: QR_PAYER_NAME,
          ...(phoneHash ? { phoneHash } : {}),
        }),
        now,
      );
      let card;
      if (body.method === 'card' && body.card) {
        // the card is charged what it pays of the bill and the tip, in the merchant's currency: a
        // dollar merchant's part converted once at the day's rate (its receipt totals exactly that), the tip apart at the same rate
        const charge = { amount: centsInSaleCurrency(part.cents, sale) + centsInSaleCurrency(tip, sale), currency_code: sale.code };
        card = newQrPayment(liveOrdersOfTab(state, tab)[0], body.card.number, now, lastTransactionId(storedTransactions(state), qrPaymentsOf(state)), charge);
        card.payment_id = id;
        if (sale.currency === 'USD') card.exchange_rate = sale.exchangeRate;
        qrPaymentsOf(state).push(card);
        movement.transactionId = card.transaction_id;
      }
      const payment: PaymentRecord = {
        id,
        merchant_id: merchant.id,
        tableId: table.id,
        tabId: tab.id,
        orderIds: part.orderIds,
        method: body.method,
        currency: 'CRC',
        waiterId: waiterOfTable(state, tab),
        payerName: body.payerName || TABLE_NAME,
        recordedBy: QR_PAYER_NAME,
        transactionId: card?.transaction_id ?? null,
        voucherId: card?.voucher_id ?? null,
        documentId: card ? null : newDocumentId(),
        sinpeReference: body.method === 'sinpe' ? (body.sinpeReference ?? null) : null,
        cashReceived: null,
        change: null,
        rejectReason: null,
        createdAt: new Date(now).toISOString(),
        ...(body.method === 'sinpe' && receiver ? { invoiceReceiver: receiver } : {}),
      };
      payments.push(payment);
      tab.parts = [...(tab.parts ?? []), { paymentId: id, lines: part.lines }];
      const receiptCollections = takeTabReceipt(store, state, receipt, payment);
      const paid = paymentOf(state, payment, now);
      // written with its charge just above (recordMovement): without it the ledger refused the write
      if (!paid) throw new Error(`payment ${payment.id} was written without its charge`);
      const answer: TabPaid = { payment: tabPaymentOf(state, paid), voucherId: payment.voucherId, tab: dinerTabOf(state, table, merchant, now) };
      const remembered = rememberAnswer(state, 'pay', table, key, answer, now, rawBody);
      store.save(LEDGER, 'payments', 'tabs', ...(card ? ['qrPayments'] : []), ...receiptCollections, ...(remembered ? [IDEMPOTENCY_KEYS] : []));
      announceTableWhenAnswered(res, store, table);
      return answer;
    }),
});
