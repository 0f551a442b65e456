import { z } from 'zod';
import { maskPan } from '../../src/domain/card';
import { chargeOfPayment } from '../restaurant/ledger';
import { orderMessages } from '../../src/domain/orderMessages';
import { voucher } from '../../src/domain/wire/invoice';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError, conflict } from '../http';
import { messages } from '../../src/domain/messages';
import { documentMailMessages } from '../../src/domain/documentMailMessages';
import { documentMailAnswer, printableDocumentAnswer } from '../../src/domain/wire/printableDocument';
import { documentMailSchema } from '../../src/schemas/documentMailSchema';
import { documentPdf } from '../restaurant/documentPdf';
import { MAILS, MAILS_PER_DOCUMENT, mailsOfDocument, requestDocumentMail } from '../restaurant/documentMail';
import { printableOf } from '../restaurant/printableDocument';
import { DOCUMENTS, documentAnswer, documentOfVoucher, electronicReceiptsOf } from '../restaurant/electronicReceipts';
import { invoiceFromOrder } from '../restaurant/invoiceDocument';
import { invoiceFromTransaction } from '../seed/invoiceLines';
import { qrPaymentsOf, refundOfOrder, type QrPaymentRecord } from '../restaurant/qrPayments';
import { centsInSaleCurrency, rateOfTransaction, saleCurrencyOfTransaction } from '../restaurant/saleCurrency';
import { partLinesOf, paymentsOf } from '../restaurant/tabs';
import type { PaidPartLine, StateWithRestaurant } from '../storage/restaurantRecords';

/**
 * What a card payment of a table's bill invoices: the lines it paid; its refund, the cancelled
 * order's lines of them (mock-api/restaurant/tabRefund.ts), which add up to what went back (all of
 * them for a record from before lines named their order).
 */
const refundedLines = (payment: QrPaymentRecord, lines: PaidPartLine[]) => {
  if (payment.transaction_type_desc !== 'REFUND') return lines;
  const own = lines.filter((line) => line.orderId === payment.order_id);
  return own.length > 0 ? own : lines;
};

/** The sale a QR card refund gives back: the payment transaction it names, of the same merchant. */
const saleOfRefund = (state: StateWithRestaurant, refund: QrPaymentRecord) =>
  qrPaymentsOf(state).find((candidate) => candidate.transaction_id === refund.refund_of && candidate.transaction_type_desc === 'PAYMENT' && candidate.merchant_id === refund.merchant_id);

/** The payment record of a card payment of a table's bill. */
const billPaymentOf = (state: StateWithRestaurant, payment: QrPaymentRecord) =>
  paymentsOf(state).find((candidate) => candidate.id === payment.payment_id && candidate.merchant_id === payment.merchant_id);
import { restaurantState } from '../restaurant/restaurantData';
import type { ProductRecord } from '../storage/restaurantRecords';
import type { TransactionRecord } from '../storage/records';

const VOUCHER_ID = /^[A-Za-z0-9_-]{16,64}$/;
const voucherNotFound = () => new ApiError(404, orderMessages.voucherNotFound);

/**
 * An index of a stored collection, built once per array instead of a scan per request, and again
 * when the array is replaced or grows.
 */
const indexedBy = <T, K, V>(build: (rows: T[]) => Map<K, V>) => {
  const built = new WeakMap<T[], { length: number; index: Map<K, V> }>();
  return (rows: T[]) => {
    let entry = built.get(rows);
    if (!entry || entry.length !== rows.length) built.set(rows, (entry = { length: rows.length, index: build(rows) }));
    return entry.index;
  };
};
// voucher id → transaction
const byVoucher = indexedBy((transactions: TransactionRecord[]) => new Map(transactions.map((t) => [t.voucher_id, t])));
// merchant → its menu's products
const menus = indexedBy((products: ProductRecord[]) => {
  const byMerchant = new Map<number, ProductRecord[]>();
  for (const product of products) byMerchant.set(product.merchant_id, [...(byMerchant.get(product.merchant_id) ?? []), product]);
  return byMerchant;
});

/**
 * /invoice/{voucher_id}: the public voucher. Its id is the only key (128 random bits); a transaction
 * number or any other guess is answered 404 like an id that never existed.
 */
export const invoiceEndpoints = [
  endpoint({
    method: 'GET',
    path: '/invoice/:voucherId',
    summary:
      'The public voucher of a card payment: the merchant, the transaction (its number masked; a refund and its sale name each other, and link each other\'s voucher) and its invoice, each line with its final amount (IVA and service inside). The voucher id is the only key: any other value is 404.',
    access: 'public',
    addition: false,
    answer: voucher,
    refusals: [{ status: 404, message: orderMessages.voucherNotFound }],
    handle: ({ ctx, params }) => {
      const { voucherId } = params;
      if (!VOUCHER_ID.test(voucherId)) throw voucherNotFound();
      const state = restaurantState(ctx.store);
      // a payment from the QR menu (a few rows, own collection) or a seeded transaction
      const payment = qrPaymentsOf(state).find((candidate) => candidate.voucher_id === voucherId);
      const transaction = payment ?? byVoucher(state.transactions ?? []).get(voucherId);
      const merchant = transaction && state.merchants.find((candidate) => candidate.id === transaction.merchant_id);
      if (!transaction || !merchant) throw voucherNotFound();
      // a payment of a table's bill invoices the lines it paid; a single order's, that order's
      const tabPayment = payment?.payment_id !== undefined ? billPaymentOf(state, payment) : undefined;
      const partLines = payment?.payment_id !== undefined ? partLinesOf(state, { id: payment.payment_id, tabId: tabPayment?.tabId ?? -1, merchant_id: payment.merchant_id }) : undefined;
      // the sale's amount holds the tip as it was charged, at the sale's rate (mock-api/routes/tabPayment.ts); a refund gives none back
      const tip = tabPayment && payment?.transaction_type_desc === 'PAYMENT' ? centsInSaleCurrency(chargeOfPayment(state, tabPayment.merchant_id, tabPayment.id)?.tip ?? 0, saleCurrencyOfTransaction(state, payment)) : 0;
      const paidOrder = payment && (partLines ? { products: refundedLines(payment, partLines) } : state.orders.find((order) => order.id === payment.order_id));
      // a sale and its refund name each other: the refund its sale's number, the sale its refund
      const refund = payment?.transaction_type_desc === 'PAYMENT' ? refundOfOrder(state, payment.order_id) : undefined;
      // and the refund's voucher links back to its sale's (the card's own transaction, of the same merchant)
      const sale = payment?.refund_of ? saleOfRefund(state, payment) : undefined;
      return {
        merchant: {
          name: merchant.name,
          phone: merchant.phone,
          email: merchant.email,
          address: merchant.address,
          image: merchant.image,
          tableService: merchant.tableService,
          electronicReceipts: electronicReceiptsOf(merchant),
        },
        transaction: {
          transaction_id: transaction.transaction_id,
          status: transaction.status,
          transaction_type_desc: transaction.transaction_type_desc,
          date_time: transaction.date_time,
          amount: transaction.amount,
          currency_code: transaction.currency_code,
          scheme: transaction.scheme,
          // stored masked already; masked again so a full number can never be served
          pan: maskPan(transaction.pan),
          auth_code: transaction.auth_code,
          external_transaction_reference: transaction.external_transaction_reference,
          ...(transaction.refund_of ? { refund_of: transaction.refund_of } : {}),
          ...(sale ? { refund_of_voucher_id: sale.voucher_id } : {}),
          ...(refund ? { refund: { transaction_id: refund.transaction_id, date_time: refund.date_time, voucher_id: refund.voucher_id } } : {}),
          ...(tip > 0 ? { tip } : {}),
        },
        invoice: paidOrder
          ? invoiceFromOrder(transaction, paidOrder, merchant, { rate: rateOfTransaction(state, transaction), tipCents: tip })
          : invoiceFromTransaction(transaction, merchant, menus(state.products).get(merchant.id) ?? [], rateOfTransaction(state, transaction)),
        electronicDocument: payment ? documentAnswerOf(state, voucherId) : null,
      };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/invoice/:voucherId/xml',
    summary:
      "The signed XML of the voucher's electronic receipt (Hacienda's v4.4 tiquete, factura or, for a refund, nota de crédito), as sent to Hacienda's reception. 404 when the voucher is unknown or no receipt was issued for it.",
    access: 'public',
    addition: true,
    answer: z.string(),
    contentType: 'application/xml',
    refusals: [{ status: 404, message: orderMessages.voucherNotFound }],
    handle: ({ ctx, params, res }) => {
      const { voucherId } = params;
      if (!VOUCHER_ID.test(voucherId)) throw voucherNotFound();
      const document = documentOfVoucher(restaurantState(ctx.store), voucherId);
      if (!document) throw voucherNotFound();
      res.set({ 'Content-Disposition': `attachment; filename="${document.clave}.xml"`, 'X-Content-Type-Options': 'nosniff' });
      return document.xml;
    },
  }),
  endpoint({
    method: 'GET',
    path: '/invoice/:voucherId/document',
    summary:
      "The printable representation of the voucher's electronic receipt, read from its signed XML: its type, consecutivo and clave, issuer and receiver, lines, IVA per rate, CondicionVenta, MedioPago, the situación of its clave (3: issued without internet), the document a nota de crédito corrects and whether in full, and Hacienda's state. 404 when the voucher is unknown or no receipt was issued for it.",
    access: 'public',
    addition: true,
    answer: printableDocumentAnswer,
    refusals: [{ status: 404, message: orderMessages.voucherNotFound }],
    handle: ({ ctx, params }) => ({ document: printableOfVoucher(restaurantState(ctx.store), params.voucherId) }),
  }),
  endpoint({
    method: 'GET',
    path: '/invoice/:voucherId/pdf',
    summary: "The voucher's electronic receipt's printable representation as a PDF (the one its e-mail carries), in Spanish. 404 when the voucher is unknown or no receipt was issued for it.",
    access: 'public',
    addition: true,
    answer: z.instanceof(Buffer),
    contentType: 'application/pdf',
    refusals: [{ status: 404, message: orderMessages.voucherNotFound }],
    handle: async ({ ctx, params, res }) => {
      const printable = printableOfVoucher(restaurantState(ctx.store), params.voucherId);
      res.set({ 'Content-Disposition': `attachment; filename="${printable.content.clave}.pdf"`, 'X-Content-Type-Options': 'nosniff' });
      return documentPdf(printable);
    },
  }),
  endpoint({
    method: 'POST',
    path: '/invoice/:voucherId/email',
    summary:
      "'Enviar comprobante por correo': e-mails the voucher's electronic receipt to the address given, with its signed XML, Hacienda's answer and its PDF, once Hacienda has answered (a failed send is tried again). The subject and body are in `language` (the diner app's, 'es' by default); the attachments stay in Spanish. At most 5 per document; per client address, 10 an hour.",
    access: 'public',
    addition: true,
    body: { schema: documentMailSchema, example: { email: 'cliente@example.cr', language: 'es' } },
    answer: documentMailAnswer,
    refusals: [
      { status: 404, message: orderMessages.voucherNotFound },
      { status: 409, message: documentMailMessages.tooMany },
      { status: 429, message: messages.tooManyRequests },
    ],
    handle: (call) => {
      const { store } = call.ctx;
      const { voucherId } = call.params;
      if (!VOUCHER_ID.test(voucherId)) throw voucherNotFound();
      const document = documentOfVoucher(restaurantState(store), voucherId);
      if (!document) throw voucherNotFound();
      const { email, language } = call.body;
      if (mailsOfDocument(store.state(), document.clave) >= MAILS_PER_DOCUMENT) throw conflict(documentMailMessages.tooMany);
      const mail = requestDocumentMail(store, document, email, language);
      store.save(MAILS, DOCUMENTS);
      return { message: documentMailMessages.queued(email), status: mail.status };
    },
  }),
];

/** The printable representation of a voucher's document, or 404 (an unknown voucher, none issued, an unreadable XML). */
const printableOfVoucher = (state: ReturnType<typeof restaurantState>, voucherId: string) => {
  if (!VOUCHER_ID.test(voucherId)) throw voucherNotFound();
  const document = documentOfVoucher(state, voucherId);
  const merchant = document && state.merchants.find((candidate) => candidate.id === document.merchant_id);
  const printable = document && printableOf(document, merchant?.address ?? '');
  if (!printable) throw voucherNotFound();
  return printable;
};

const documentAnswerOf = (state: Record<string, unknown>, voucherId: string) => {
  const document = documentOfVoucher(state, voucherId);
  return document ? documentAnswer(document) : null;
};

export const invoiceRoutes = declaredArea('/invoice', invoiceEndpoints);
