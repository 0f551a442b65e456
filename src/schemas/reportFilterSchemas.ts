import { z } from 'zod';
import { MAX_PAGE_SIZE, PAYMENT_PAGE_SIZE, TRANSACTION_PAGE_SIZE } from '../domain/reportFilters';
import { reportMessages as text } from '../domain/reportMessages';

/** A whole number within bounds; missing or null is the default. Digits in a text are not a number. */
const whole = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess((value) => (value === undefined || value === null ? fallback : value), z.number({ error: message }).int(message).min(min, message).max(max, message));

/** The date order of a report's rows: newest first (DESC, the spec's and the default) or oldest first. */
const sortOrder = z.preprocess((value) => (value === undefined || value === null ? 'DESC' : value), z.enum(['ASC', 'DESC'], { error: text.invalidSortOrder }));

const day = (pattern: RegExp) => z.string({ error: text.invalidDates }).trim().regex(pattern, text.invalidDates);

/**
 * POST /transaction/bymerchant's body (docs/spec-reference.md §7). merchantId 0 is every merchant (provider
 * groups); transactionId 0 is no filter. The days are YYYY-MM-DD or YYYYMMDD.
 */
export const transactionFilterSchema = z.object({
  merchantId: whole(0, 999_999_999, 0, text.invalidMerchant),
  startDate: day(/^\d{4}-?\d{2}-?\d{2}$/),
  endDate: day(/^\d{4}-?\d{2}-?\d{2}$/),
  pageIndex: whole(0, 1_000_000, 0, text.invalidPage),
  pageSize: whole(1, MAX_PAGE_SIZE, TRANSACTION_PAGE_SIZE, text.invalidPageSize),
  transactionId: whole(0, Number.MAX_SAFE_INTEGER, 0, text.invalidTransactionId),
  sortOrder,
});

/** POST /reports/admin/getMerchantPayments's body: `from`/`to` as YYYYMMDD, zero-based `page`. */
export const paymentFilterSchema = z.object({
  from: day(/^\d{8}$/),
  to: day(/^\d{8}$/),
  page: whole(0, 1_000_000, 0, text.invalidPage),
  pageSize: whole(1, MAX_PAGE_SIZE, PAYMENT_PAGE_SIZE, text.invalidPageSize),
  sortOrder,
});
