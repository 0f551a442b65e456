import { crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import { addDays, todayInCostaRica } from '../../src/domain/dateRanges';
import { dateRangeError } from '../../src/domain/reportFilters';
import { reportMessages } from '../../src/domain/reportMessages';
import { ownerSummary as ownerSummaryAnswer } from '../../src/domain/wire/ownerDashboard';
import { providerSummary as providerSummaryAnswer } from '../../src/domain/wire/providerDashboard';
import { providerReceipts } from '../../src/domain/wire/receipts';
import { dashboardRangeSchema } from '../../src/schemas/reportFilterSchemas';
import { bankScope, callerMerchant } from '../auth/merchantScope';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest } from '../http';
import { ownerSummaryOf } from '../reports/ownerSummary';
import { providerSummary } from '../reports/providerSummary';
import { qrPaymentIndex, transactionReportIndex } from '../reports/qrPaymentRows';
import { qrPaymentsOf } from '../restaurant/qrPayments';
import { receiptCountsByMerchant } from '../restaurant/receiptQuery';
import type { TransactionRecord } from '../storage/records';
import type { StateWithInventory } from '../storage/restaurantRecords';
import { parseBody } from '../validation';

const MAX_DAYS = 366;
const NO_QR_PAYMENTS: TransactionRecord[] = [];

/** The homes' summaries: our additions; the provider's answered from the report index, the restaurant's from its orders and payments. */
export const dashboardEndpoints = [
  endpoint({
    method: 'GET',
    path: '/dashboard/provider',
    summary:
      "The provider's home for ?from=YYYY-MM-DD&to=YYYY-MM-DD (default: the last 30 days up to today, at most a year): volume and count per day and currency, by brand and channel, refunds, the top 20 merchants against the same days before, merchants suspended or with ITBMS pending. A back-office user with a bank sees that bank's merchants only.",
    access: { screens: ['reports/transactions'], providerOnly: true },
    addition: true,
    answer: providerSummaryAnswer,
    refusals: [{ status: 400, message: 'The days are not valid, reversed, or more than a year apart.' }],
    handle: ({ ctx, req, session }) => {
      const query = parseBody(dashboardRangeSchema, { from: req.query.from, to: req.query.to });
      const today = todayInCostaRica(ctx.clock.now());
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, -29);
      const problem = dateRangeError(from, to);
      if (problem) throw badRequest(problem);
      const start = crDayStart(from) as number;
      const count = Math.round(((crDayStart(to) as number) - start) / DAY_MS) + 1;
      if (count > MAX_DAYS) throw badRequest(reportMessages.rangeTooLong);
      const days = Array.from({ length: count }, (_, offset) => ({ day: addDays(from, offset), from: start + offset * DAY_MS, to: start + (offset + 1) * DAY_MS }));
      const state = ctx.store.state();
      const bank = bankScope(session);
      const qr = qrPaymentIndex.of(Array.isArray(state.qrPayments) ? qrPaymentsOf(state) : (NO_QR_PAYMENTS as never));
      return {
        from,
        to,
        ...providerSummary(transactionReportIndex(state), qr, {
          days,
          previous: { from: start - count * DAY_MS, to: start },
          merchants: bank === null ? null : state.merchants.filter((merchant) => merchant.bank_id === bank),
          allMerchants: state.merchants,
        }),
      };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/dashboard/owner',
    summary:
      "The restaurant's home: today so far against the same weekday last week up to the same time (sales, orders, average ticket, tips, cancelled), sales by hour, today's top 10 dishes by amount and by count, payment methods, open tables and pending calls, stock at or below its minimum, and the last 30 days' daily sales. Operators (group 2) get the operational part only (`sales` null).",
    access: { screens: ['orders'] },
    addition: true,
    answer: ownerSummaryAnswer,
    refusals: [],
    handle: ({ ctx, session }) => ownerSummaryOf(ctx.store.state() as StateWithInventory, callerMerchant(session), ctx.clock.now(), session.groupId === 4),
  }),
  endpoint({
    method: 'GET',
    path: '/dashboard/receipts',
    summary:
      "Electronic receipts per merchant for ?from=YYYY-MM-DD&to=YYYY-MM-DD (default: the last 30 days up to today, at most a year): each merchant's documents of the range counted by Hacienda's state (pendiente, recibido, aceptado, rechazado), merchants with rejected ones first. A back-office user with a bank sees that bank's merchants only.",
    access: { screens: ['reports/transactions'], providerOnly: true },
    addition: true,
    answer: providerReceipts,
    refusals: [{ status: 400, message: 'The days are not valid, reversed, or more than a year apart.' }],
    handle: ({ ctx, req, session }) => {
      const query = parseBody(dashboardRangeSchema, { from: req.query.from, to: req.query.to });
      const to = query.to ?? todayInCostaRica(ctx.clock.now());
      const from = query.from ?? addDays(to, -29);
      const problem = dateRangeError(from, to);
      if (problem) throw badRequest(problem);
      if (addDays(from, MAX_DAYS) <= to) throw badRequest(reportMessages.rangeTooLong);
      const state = ctx.store.state();
      const bank = bankScope(session);
      const merchants = bank === null ? state.merchants : state.merchants.filter((merchant) => merchant.bank_id === bank);
      return { from, to, merchants: receiptCountsByMerchant(state, merchants, from, to) };
    },
  }),
];

// the provider's and the restaurant's homes have different callers: each route has its own guards
export const dashboardRoutes = declaredArea('/dashboard', dashboardEndpoints);
