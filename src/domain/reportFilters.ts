import { crDayStart } from './costaRicaTime';
import { reportMessages } from './reportMessages';

/** docs/spec-reference.md §9: 15 transactions and 25 payment rows a page; the API refuses pages larger than this. */
export const TRANSACTION_PAGE_SIZE = 15;
export const PAYMENT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A whole number ≥ 0 written as digits or given as a number, else null. */
export const wholeNumber = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return null;
  return Number(text);
};

/** The transaction-number filter (docs/spec-reference.md §5: numeric, min 0); empty means no filter. */
export const transactionNumberError = (value: unknown) =>
  isBlank(value) || wholeNumber(value) !== null ? undefined : reportMessages.invalidTransactionId;

/**
 * A report's date range: two real calendar days, the end not before the start. The end day
 * counts whole (up to 23:59:59.999), whatever format the days come in (YYYY-MM-DD or YYYYMMDD).
 */
export const dateRangeError = (start: unknown, end: unknown) => {
  const from = crDayStart(start);
  const to = crDayStart(end);
  if (from === null || to === null) return reportMessages.invalidDates;
  if (to < from) return reportMessages.reversedDates;
  return undefined;
};

/** docs/spec-reference.md §6: the back office and the administrators may pick any merchant; everyone else sees their own. */
export const mayPickAnyMerchant = (groupId: unknown) => groupId === 1 || groupId === 3;
