import { z } from 'zod';
import { namedItem } from '../../src/domain/wire/common';
import { transactionPage as transactionPageAnswer } from '../../src/domain/wire/reports';
import { transactionFilterSchema } from '../../src/schemas/reportFilterSchemas';
import { messages } from '../../src/domain/messages';
import { transactionDetailAnswer } from '../../src/domain/wire/transactionDetail';
import { requireOwnMerchant } from '../auth/merchantScope';
import { notFound } from '../http';
import { transactionDetail } from '../reports/transactionDetail';
import type { MerchantPaymentRecord } from '../seed/merchantPayments';
import { tariffsIn } from '../seed/tariffs';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { transactionQuery } from '../reports/reportQuery';
import { transactionReportIndex } from '../reports/qrPaymentRows';
import { transactionPage, transactionRow } from '../reports/transactionRows';

// per route, not the whole prefix: other /transaction paths (public ones included) stay free for other areas
const access = { screens: ['reports/transactions'] } as const;

/** docs/spec-reference.md §7 Transactions: the card transaction report, newest first (or oldest first on request), with totals per currency, answered from an index. */
export const transactionEndpoints = [
  endpoint({
    method: 'POST',
    path: '/transaction/bymerchant',
    summary:
      "A page of card transactions between two days, with totals per currency over the whole range (our addition: total, totals, sortOrder, and the search: cardLast4, authorization, amountFrom/amountTo in major units, voucherId, brand, all combined). A merchant's own users always get their merchant, whatever merchantId says; provider groups name one, or 0 for all.",
    access,
    addition: false,
    body: { schema: transactionFilterSchema, parsedBy: 'handler' },
    answer: transactionPageAnswer,
    refusals: [{ status: 400, message: 'The first problem with the filter (dates missing or reversed, a search field of the wrong type or form, amounts reversed).' }],
    handle: ({ ctx, rawBody, session }) => {
      const query = transactionQuery(rawBody, session);
      const state = ctx.store.state();
      const page = transactionPage(transactionReportIndex(state), query);
      const merchants = new Map(state.merchants.map((merchant) => [merchant.id, merchant]));
      return {
        transactions: page.rows.map((row) => transactionRow(row, merchants)),
        pages: page.pages,
        total: page.total,
        // over the whole range and the caller's merchant scope, not the page (reportTotals.ts says how rows count)
        totals: page.totals,
      };
    },
  }),
  // The report's merchant dropdown: only the groups that may pick a merchant get the list.
  endpoint({
    method: 'GET',
    path: '/transaction/getMerchants',
    summary: "Every merchant's id and name, for the report's merchant filter.",
    access: { ...access, providerOnly: true },
    addition: true,
    answer: z.object({ merchants: z.array(namedItem) }),
    refusals: [],
    handle: ({ ctx }) => {
      const merchants = ctx.store.state().merchants.map(({ id, name }) => ({ id, name }));
      return { merchants: merchants.sort((a, b) => a.name.localeCompare(b.name, 'es')) };
    },
  }),
  // after getMerchants: a number names a transaction, a word another endpoint
  endpoint({
    method: 'GET',
    path: '/transaction/:transactionId',
    summary:
      "One card transaction in full: the report's row, its terminal, the tariff that applied and its commission, the settlement it was paid in, its refunds (a sale) or its sale (a refund). A merchant's own users see only their merchant's; a back-office user with a bank only that bank's merchants.",
    access,
    addition: true,
    answer: transactionDetailAnswer,
    refusals: [{ status: 404, message: messages.notFound }],
    handle: ({ ctx, params, session }) => {
      const id = /^\d{1,15}$/.test(params.transactionId) ? Number(params.transactionId) : NaN;
      const state = ctx.store.state();
      const index = transactionReportIndex(state);
      const row = index.byId.get(id);
      // another merchant's transaction is answered as one that does not exist
      if (!row) throw notFound();
      requireOwnMerchant(session, row.merchant_id);
      const payments = (state.merchantPayments ?? []) as MerchantPaymentRecord[];
      return { transaction: transactionDetail(row, index, { merchants: state.merchants, tariffs: tariffsIn(state), payments }) };
    },
  }),
];

export const transactionRoutes = declaredArea('/transaction', transactionEndpoints);
