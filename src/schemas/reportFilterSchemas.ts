import './zodSetup';
import { z } from 'zod';
import { CARD_BRANDS } from '../domain/card';
import { MAX_PAGE_SIZE, PAYMENT_PAGE_SIZE, TRANSACTION_PAGE_SIZE } from '../domain/reportFilters';
import { reportMessages as text } from '../domain/reportMessages';

/** A whole number within bounds; missing or null is the default. Digits in a text are not a number. */
const whole = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess((value) => (value === undefined || value === null ? fallback : value), z.number({ error: message }).int(message).min(min, message).max(max, message));

/** The date order of a report's rows: newest first (DESC, the spec's and the default) or oldest first. */
const sortOrder = z.preprocess((value) => (value === undefined || value === null ? 'DESC' : value), z.enum(['ASC', 'DESC'], { error: text.invalidSortOrder }));

/** An optional search text: missing, null or blank is no filter; anything else must be a text matching `pattern`. */
const searchText = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string({ error: message }).trim().regex(pattern, message).optional(),
  );

/** An optional amount in major units (₡ or $, as typed): a number ≥ 0 with at most two decimals; text is refused, not read. */
const searchAmount = z.preprocess(
  // an empty text is still a text, not a missing number: refused like any other
  (value) => (value === undefined || value === null ? undefined : value),
  z
    .number({ error: text.invalidAmount })
    .min(0, text.invalidAmount)
    .max(999_999_999_999, text.invalidAmount)
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, text.invalidAmount)
    .optional(),
);

/** The search's one rule across fields: the highest amount below the lowest. */
export const amountsReversed = (from: number | undefined, to: number | undefined) => from !== undefined && to !== undefined && to < from;

const day = (pattern: RegExp) => z.string({ error: text.invalidDates }).trim().regex(pattern, text.invalidDates);

/**
 * POST /transaction/bymerchant's body (docs/spec-reference.md §7). merchantId 0 is every merchant (provider
 * groups); transactionId 0 is no filter. The days are YYYY-MM-DD or YYYYMMDD. Our additions, the
 * search (each optional, all combined): the card's last four digits, the authorization code, an
 * amount range in major units (the same bound twice is an exact amount, either currency), the
 * voucher id and the card brand. The report's screen checks its form with this same schema.
 */
export const transactionFilterSchema = z
  .object({
    merchantId: whole(0, 999_999_999, 0, text.invalidMerchant),
    startDate: day(/^\d{4}-?\d{2}-?\d{2}$/),
    endDate: day(/^\d{4}-?\d{2}-?\d{2}$/),
    pageIndex: whole(0, 1_000_000, 0, text.invalidPage),
    pageSize: whole(1, MAX_PAGE_SIZE, TRANSACTION_PAGE_SIZE, text.invalidPageSize),
    transactionId: whole(0, Number.MAX_SAFE_INTEGER, 0, text.invalidTransactionId),
    sortOrder,
    cardLast4: searchText(/^\d{4}$/, text.invalidCardLast4),
    authorization: searchText(/^[A-Za-z0-9]{1,12}$/, text.invalidAuthorization),
    amountFrom: searchAmount,
    amountTo: searchAmount,
    voucherId: searchText(/^[A-Za-z0-9_-]{1,64}$/, text.invalidVoucherId),
    brand: z.preprocess((value) => (value === undefined || value === null || value === '' ? undefined : value), z.enum(CARD_BRANDS, { error: text.invalidBrand }).optional()),
  })
  .superRefine((filter, check) => {
    if (amountsReversed(filter.amountFrom, filter.amountTo)) check.addIssue({ code: 'custom', path: ['amountTo'], message: text.reversedAmounts });
  });
export type TransactionFilter = z.output<typeof transactionFilterSchema>;

/** POST /reports/admin/getMerchantPayments's body: `from`/`to` as YYYYMMDD, zero-based `page`. */
export const paymentFilterSchema = z.object({
  from: day(/^\d{8}$/),
  to: day(/^\d{8}$/),
  page: whole(0, 1_000_000, 0, text.invalidPage),
  pageSize: whole(1, MAX_PAGE_SIZE, PAYMENT_PAGE_SIZE, text.invalidPageSize),
  sortOrder,
});

/**
 * GET /dashboard/provider's query (our addition): `from` and `to` as YYYY-MM-DD; both missing is
 * the last 30 days up to today. Texts only (a query string holds nothing else).
 */
export const dashboardRangeSchema = z.object({
  from: day(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: day(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
