import { dayCloseMessages } from '../../src/domain/dayCloseMessages';
import { orderMessages } from '../../src/domain/orderMessages';
import { toCents, totalsOptionsOf } from '../../src/domain/orderTotals';
import { prorateLines } from '../../src/domain/tabSplit';
import { tabMessages as text } from '../../src/domain/tabMessages';
import { tabPaid, type TabPaid } from '../../src/domain/wire/tab';
import { tabPaymentSchema, type TabPaymentBody } from '../../src/schemas/tabSchema';
import { nextId } from '../auth/merchantScope';
import { endpoint } from '../contract/endpoint';
import { ApiError } from '../http';
import { storedTransactions } from '../reports/transactionRows';
import { assertDayOpen } from '../restaurant/dayClose';
import { oneAtATime } from '../restaurant/electronicReceipts';
import { earlierAnswer, IDEMPOTENCY_KEYS, idempotencyKeyOf, rememberAnswer } from '../restaurant/idempotency';
import { announceTableWhenAnswered } from '../restaurant/orderEvents';
import { lastTransactionId, newQrPayment, qrPaymentsOf, QR_PAYER_NAME } from '../restaurant/qrPayments';
import { restaurantState, tableByToken } from '../restaurant/restaurantData';
import { centsInSaleCurrency, chargeOfLines, saleCurrencyOf } from '../restaurant/saleCurrency';
import { prepareTabReceipt, takeTabReceipt } from '../restaurant/tabReceipts';
import { dinerTabOf, lineFinalCents, liveOrdersOfTab, openTabOf, sinpeReferenceTaken, tabAmountsOf, tabPaymentOf, TABLE_NAME, waiterOfTable, writable } from '../restaurant/tabs';
import type { PaidPartLine, PaymentRecord, StateWithRestaurant, TabRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';

/** What a payment pays: its amount in cents, line by line, and the items it settles (paid by item). */
interface Part {
  cents: number;
  lines: PaidPartLine[];
  items: { orderId: number; productId: number; quantity: number }[];
  orderIds: number[];
}

const conflict = (message: string) => new ApiError(409, message);

/**
 * The part of the tab a payment pays. By amount (everything, or split in N, come to one): every
 * live line in proportion, for the voucher and the receipt. By item: those lines, each no more
 * than what is still unpaid of it.
 */
export const partOf = (state: StateWithRestaurant, merchant: Merchant, tab: TabRecord, body: Pick<TabPaymentBody, 'amount' | 'items'>): Part => {
  const orders = liveOrdersOfTab(state, tab);
  if (body.items) {
    const lines: PaidPartLine[] = [];
    let cents = 0;
    for (const item of body.items) {
      const order = orders.find((candidate) => candidate.id === item.orderId);
      const line = order?.products.find((candidate) => candidate.id === item.productId);
      const paid = (tab.paidItems ?? []).filter((row) => row.orderId === item.orderId && row.productId === item.productId).reduce((sum, row) => sum + row.quantity, 0);
      const asked = body.items.filter((row) => row.orderId === item.orderId && row.productId === item.productId).reduce((sum, row) => sum + row.quantity, 0);
      if (!order || !line || paid + asked > line.quantity) throw new ApiError(400, text.itemNotOnTab, { field: 'items' });
      const lineCents = lineFinalCents(merchant, line, item.quantity);
      cents += lineCents;
      lines.push({ id: line.id, name: line.name, quantity: item.quantity, price: line.price, tax: line.tax, message: '', orderId: order.id, cents: lineCents });
    }
    return { cents, lines, items: body.items, orderIds: [...new Set(body.items.map((item) => item.orderId))] };
  }
  const cents = toCents(body.amount ?? 0);
  // the rounding remainder goes on the last line: the receipt adds up to the amount paid, to the céntimo
  const billLines = orders.flatMap((order) => order.products.map((line) => ({ orderId: order.id, id: line.id, name: line.name, quantity: line.quantity, price: line.price, tax: line.tax })));
  const lines = prorateLines(billLines, cents, totalsOptionsOf(merchant));
  return { cents, lines, items: [], orderIds: [...new Set(lines.map((line) => line.orderId))] };
};

/** The checks a payment must pass now and again once its receipt is signed (staff may have changed the tab meanwhile). */
const payable = (state: StateWithRestaurant, merchant: Merchant, tableId: number, body: TabPaymentBody) => {
  const tab = openTabOf(state, tableId);
  if (!tab) throw conflict(text.noOpenTab);
  const remaining = toCents(tabAmountsOf(state, tab).remaining);
  if (remaining === 0) throw conflict(text.nothingToPay);
  const part = partOf(state, merchant, tab, body);
  if (part.cents > remaining) throw conflict(text.amountOverRemaining);
  return { tab, part };
};

/**
 * POST /table/pay/external (our addition, issue 20): a phone pays a part of its table's open tab.
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
    "Pays a part of the table's open tab: an `amount` (everything, or an equal share) or `items`, a voluntary `tip` (apart from the 10 % service, never taxed), by `card` (approved at once, with its voucher and receipt; no CVV) or `sinpe` with the bank's reference (waits for staff to confirm it). Requires an `Idempotency-Key` header: a repeated key answers the first payment. Two payments of the last amount at once: one succeeds, the other is refused (409).",
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
      const earlier = earlierAnswer<TabPaid>(state, 'pay', table.id, key);
      if (earlier) return earlier;
      if (body.method === 'sinpe' && !merchant.sinpePhone) throw conflict(text.sinpeNotOffered);
      // one transfer pays once: a reference waiting or confirmed at this merchant is not taken again (a rejected one may be)
      if (body.method === 'sinpe' && sinpeReferenceTaken(state, merchant.id, body.sinpeReference)) throw new ApiError(409, text.sinpeReferenceUsed, { field: 'sinpeReference' });
      const first = payable(state, merchant, table.id, body);
      const now = clock.now();
      const payments = writable<PaymentRecord>(state, 'payments');
      const draft = { orderIds: first.part.orderIds, method: body.method };
      const receipt = body.method === 'card' ? await prepareTabReceipt(store, state, merchant, draft, first.part.lines, now) : undefined;
      // read again: staff may have closed the table or cancelled a round while the receipt was signed
      const { tab, part } = payable(state, merchant, table.id, body);
      // a payment is dated now: once the merchant has closed today, it cannot be created (mock-api/restaurant/dayClose.ts)
      assertDayOpen(state, merchant.id, new Date(now).toISOString());
      const tip = toCents(body.tip) / 100;
      const amount = part.cents / 100;
      const id = nextId(payments, (row) => row.id);
      let card;
      if (body.method === 'card' && body.card) {
        // the card is charged what it pays of the bill and the tip, in the merchant's currency: a
        // dollar merchant's part as its receipt converts the lines, the tip at the same rate
        const sale = saleCurrencyOf(merchant);
        const bill = chargeOfLines(part.lines, part.cents, sale, totalsOptionsOf(merchant));
        const charge = { amount: bill.amount + centsInSaleCurrency(toCents(body.tip), sale), currency_code: bill.currency_code };
        card = newQrPayment(liveOrdersOfTab(state, tab)[0], body.card.number, now, lastTransactionId(storedTransactions(state), qrPaymentsOf(state)), charge);
        card.payment_id = id;
        qrPaymentsOf(state).push(card);
      }
      const payment: PaymentRecord = {
        id,
        merchant_id: merchant.id,
        tableId: table.id,
        tabId: tab.id,
        orderIds: part.orderIds,
        method: body.method,
        status: body.method === 'card' ? 'confirmed' : 'pending',
        amount,
        tip,
        currency: 'CRC',
        waiterId: waiterOfTable(state, tab),
        payerName: body.payerName || TABLE_NAME,
        recordedBy: QR_PAYER_NAME,
        transactionId: card?.transaction_id ?? null,
        voucherId: card?.voucher_id ?? null,
        sinpeReference: body.method === 'sinpe' ? (body.sinpeReference ?? null) : null,
        cashReceived: null,
        change: null,
        rejectReason: null,
        createdAt: new Date(now).toISOString(),
        confirmedAt: body.method === 'card' ? new Date(now).toISOString() : null,
      };
      payments.push(payment);
      tab.paidItems = [...(tab.paidItems ?? []), ...part.items.map((item) => ({ paymentId: id, ...item }))];
      tab.parts = [...(tab.parts ?? []), { paymentId: id, lines: part.lines }];
      const receiptCollections = takeTabReceipt(store, state, receipt, payment);
      const answer: TabPaid = { payment: tabPaymentOf(payment), voucherId: payment.voucherId, tab: dinerTabOf(state, table, merchant) };
      const remembered = rememberAnswer(state, 'pay', table, key, answer, now);
      store.save('payments', 'tabs', ...(card ? ['qrPayments'] : []), ...receiptCollections, ...(remembered ? [IDEMPOTENCY_KEYS] : []));
      announceTableWhenAnswered(res, store, table);
      return answer;
    }),
});
