import { z } from 'zod';
import { addDays, todayInCostaRica, startOfMonth } from '../../src/domain/dateRanges';
import { receiptMessages as text } from '../../src/domain/receiptMessages';
import { dateRangeError } from '../../src/domain/reportFilters';
import { reportMessages } from '../../src/domain/reportMessages';
import { chargeIssued, receiptDetail, receiptList, receiptResent, unissuedCharges } from '../../src/domain/wire/receipts';
import { receiptFilterSchema } from '../../src/schemas/receiptFilterSchema';
import { callerMerchant } from '../auth/merchantScope';
import { endpoint, type Call } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { ApiError, badRequest, conflict } from '../http';
import { DOCUMENTS, oneAtATime, SEQUENCES, takeNumber } from '../restaurant/electronicReceipts';
import { followUpDocument } from '../restaurant/receiptReception';
import { receiptCsvName, receiptsCsv } from '../restaurant/receiptCsv';
import { chargesWithoutDocument, ownUndocumentedCharge, prepareChargeDocument, unissuedChargeOf } from '../restaurant/chargeDocuments';
import { findReceipts, ownReceipt, rangeInstants, receiptPage, receiptTotals, type ReceiptQuery } from '../restaurant/receiptQuery';
import { prepareReissue } from '../restaurant/receiptReissue';
import { receiptLinesOf, receiptRowOf } from '../restaurant/receiptSummary';
import { restaurantState } from '../restaurant/restaurantData';
import { takeTabReceipt } from '../restaurant/tabReceipts';
import { parseBody } from '../validation';

const access = { screens: ['receipts'] } as const;
const notFound = () => new ApiError(404, text.documentNotFound);
const notFoundRefusal = { status: 404, message: text.documentNotFound } as const;
const MAX_DAYS = 366;

/** The filters of a query string; days default to the month so far, counted whole in Costa Rica time. */
const queryOf = ({ ctx, req }: Call<unknown>) => {
  const pick = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : undefined);
  const filter = parseBody(receiptFilterSchema, Object.fromEntries(['from', 'to', 'type', 'status', 'search', 'page', 'size'].map((name) => [name, pick(name)])));
  const today = todayInCostaRica(ctx.clock.now());
  const to = filter.to ?? today;
  const from = filter.from ?? startOfMonth(to);
  const problem = dateRangeError(from, to);
  if (problem) throw badRequest(problem);
  if (addDays(from, MAX_DAYS) <= to) throw badRequest(reportMessages.rangeTooLong);
  const query: ReceiptQuery = { from, to, ...(filter.type ? { type: filter.type } : {}), ...(filter.status ? { status: filter.status } : {}), ...(filter.search ? { search: filter.search } : {}) };
  return { query, page: filter.page, size: filter.size };
};

/** The caller's merchant's document the path names: another merchant's is a 404 like one that does not exist. */
const ownDocument = (call: Call<unknown>) => {
  const document = ownReceipt(call.ctx.store.state(), callerMerchant(call.session), call.params.clave);
  if (!document) throw notFound();
  return document;
};

const filterRefusals = [{ status: 400, message: reportMessages.invalidDates }, { status: 400, message: text.invalidSearch }] as const;

/**
 * /receipts: the merchant's electronic documents ('Comprobantes', groups 4 and 2), our
 * additions. Only the caller's merchant's: another merchant's document is answered 404 on every
 * path, as if it did not exist.
 */
export const receiptEndpoints = [
  endpoint({
    method: 'GET',
    path: '/receipts/list',
    summary:
      "The caller's merchant's electronic documents, newest first: ?from=YYYY-MM-DD&to=YYYY-MM-DD (Costa Rica days, both whole; default the month so far, at most a year), type (01, 03, 04), status (pendiente, recibido, aceptado, rechazado), search (digits of the clave or the consecutivo), page (from 1) and size (1–100, default 25). Totals per type and currency over the whole filtered range.",
    access,
    addition: true,
    answer: receiptList,
    refusals: filterRefusals,
    handle: (call) => {
      const { query, page, size } = queryOf(call);
      const found = findReceipts(call.ctx.store.state(), callerMerchant(call.session), query);
      return { documents: receiptPage(found, page, size), total: found.length, pages: Math.max(1, Math.ceil(found.length / size)), totals: receiptTotals(found) };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/receipts/export',
    summary: "'Exportar CSV': every document the same filters as GET /receipts/list keep (not only one page), as a CSV file with Spanish headers (UTF-8 with a byte-order mark).",
    access,
    addition: true,
    answer: z.string(),
    contentType: 'text/csv',
    refusals: filterRefusals,
    handle: (call) => {
      const { query } = queryOf(call);
      const found = findReceipts(call.ctx.store.state(), callerMerchant(call.session), query);
      call.res.set({ 'Content-Disposition': `attachment; filename="${receiptCsvName(query.from, query.to)}"`, 'X-Content-Type-Options': 'nosniff' });
      return receiptsCsv(found);
    },
  }),
  endpoint({
    method: 'GET',
    path: '/receipts/charges',
    summary:
      "'Cobros sin comprobante': the caller's merchant's confirmed charges (card, SINPE Móvil, cash) of the same days as GET /receipts/list (?from, ?to, page, size) that have no electronic document, newest first, each with what it paid without the tip; with how many there are and what they add up to. None when the merchant issues no electronic documents.",
    access,
    addition: true,
    answer: unissuedCharges,
    refusals: filterRefusals,
    handle: (call) => {
      const { query, page, size } = queryOf(call);
      const state = restaurantState(call.ctx.store);
      const merchant = state.merchants.find((candidate) => candidate.id === callerMerchant(call.session));
      const { start, end } = rangeInstants(query.from, query.to);
      const found = merchant ? chargesWithoutDocument(state, merchant, start, end) : [];
      return {
        charges: found.slice((page - 1) * size, page * size).map((row) => unissuedChargeOf(state, row)),
        total: found.length,
        pages: Math.max(1, Math.ceil(found.length / size)),
        amount: found.reduce((sum, row) => sum + row.kept, 0) / 100,
      };
    },
  }),
  /**
   * 'Emitir comprobante' on a charge without one: its tiquete through the road its payment would have
   * taken (mock-api/restaurant/chargeDocuments.ts); once per charge, one issue at a time.
   */
  endpoint({
    method: 'POST',
    path: '/receipts/charges/:id/issue',
    summary:
      "Issues the Tiquete Electrónico (04) of one of the caller's merchant's charges that has none: the lines it paid and their amounts exactly (the tip apart), its MedioPago (01 cash, 02 card, 06 SINPE Móvil), dated now, with the next consecutivo; sent to Hacienda's reception. A charge that has its document already is refused (409): never two documents for one charge. Another merchant's is 404.",
    access,
    addition: true,
    answer: chargeIssued,
    refusals: [{ status: 404, message: text.chargeNotFound }, { status: 409, message: text.chargeHasDocument }, { status: 409, message: text.chargeNotIssued }],
    handle: (call) =>
      // one issue at a time: the number is read before signing and taken after (electronicReceipts.ts)
      oneAtATime(async () => {
        const { store, clock } = call.ctx;
        const state = restaurantState(store);
        const merchantId = callerMerchant(call.session);
        const chargeId = /^\d{1,9}$/.test(call.params.id) ? Number(call.params.id) : 0;
        const pending = () => {
          const { row, documented } = ownUndocumentedCharge(state, merchantId, chargeId);
          if (documented) throw conflict(text.chargeHasDocument);
          // a SINPE Móvil charge still in review, or one given back in full, has nothing to document
          if (!row) throw new ApiError(404, text.chargeNotFound);
          return row;
        };
        const merchant = state.merchants.find((candidate) => candidate.id === merchantId);
        const prepared = merchant && (await prepareChargeDocument(store, state, merchant, pending(), clock.now()));
        // read again: a second click may have issued it while this one was signed
        const row = pending();
        const collections = takeTabReceipt(store, state, prepared, row.payment);
        if (collections.length === 0) throw conflict(text.chargeNotIssued);
        store.save(...collections);
        const document = ownReceipt(state, merchantId, prepared!.record.clave)!;
        return { document: receiptRowOf(document), message: text.chargeIssued(document.consecutivo) };
      }),
  }),
  endpoint({
    method: 'GET',
    path: '/receipts/:clave',
    summary: "One of the caller's merchant's documents by its clave (50 digits), with its lines. Another merchant's is 404.",
    access,
    addition: true,
    answer: receiptDetail,
    refusals: [notFoundRefusal],
    handle: (call) => {
      const document = ownDocument(call);
      return { document: { ...receiptRowOf(document), lines: receiptLinesOf(document) } };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/receipts/:clave/xml',
    summary: "The signed XML of one of the caller's merchant's documents, as sent to Hacienda's reception ('Descargar XML'). Another merchant's is 404.",
    access,
    addition: true,
    answer: z.string(),
    contentType: 'application/xml',
    refusals: [notFoundRefusal],
    handle: (call) => {
      const document = ownDocument(call);
      call.res.set({ 'Content-Disposition': `attachment; filename="${document.clave}.xml"`, 'X-Content-Type-Options': 'nosniff' });
      return document.xml;
    },
  }),
  /**
   * 'Reenviar' a rejected document once the merchant corrected its cause: Hacienda takes no clave
   * twice, so the sale is issued again with the next consecutivo (mock-api/restaurant/receiptReissue.ts).
   */
  endpoint({
    method: 'POST',
    path: '/receipts/:clave/resend',
    summary:
      "Issues a rejected document again, as Hacienda's practice asks once its cause is corrected: a new document of the same type for the same sale, with the next consecutivo and a new clave, from the merchant's fiscal identity and products as they are now; sent to Hacienda's reception. The rejected one names it (replacedBy). Another merchant's is 404.",
    access,
    addition: true,
    answer: receiptResent,
    refusals: [notFoundRefusal, { status: 409, message: text.notRejected }, { status: 409, message: text.alreadyReissued }, { status: 409, message: text.notReissued }],
    handle: (call) =>
      // one issue at a time: the number is read before signing and taken after (electronicReceipts.ts)
      oneAtATime(async () => {
        const { store, clock } = call.ctx;
        const rejected = () => {
          const document = ownDocument(call);
          if (document.status !== 'rechazado') throw conflict(text.notRejected);
          if (document.replacedBy) throw conflict(text.alreadyReissued);
          return document;
        };
        const state = restaurantState(store);
        const merchant = state.merchants.find((candidate) => candidate.id === rejected().merchant_id);
        const prepared = merchant && (await prepareReissue(store.file, state, merchant, rejected(), clock.now()));
        const original = rejected();
        const document = prepared && takeNumber(state, prepared, original.voucher_id);
        if (!document) throw conflict(text.notReissued);
        original.replacedBy = document.clave;
        store.save(DOCUMENTS, SEQUENCES);
        followUpDocument(store, document);
        return { document: receiptRowOf(document), message: text.reissued(document.consecutivo) };
      }),
  }),
];

export const receiptRoutes = declaredArea('/receipts', receiptEndpoints);
