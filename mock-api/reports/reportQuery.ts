import { crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import { reportMessages } from '../../src/domain/reportMessages';
import {
  dateRangeError,
  MAX_PAGE_SIZE,
  PAYMENT_PAGE_SIZE,
  TRANSACTION_PAGE_SIZE,
  transactionNumberError,
  wholeNumber,
} from '../../src/domain/reportFilters';
import type { Session } from '../auth/session';
import { badRequest } from '../http';

/** A checked report request: instants [from, to) and the page to answer. */
export interface PageQuery {
  from: number;
  to: number;
  pageIndex: number;
  pageSize: number;
}

export interface TransactionQuery extends PageQuery {
  /** null: every merchant (provider groups only). */
  merchantId: number | null;
  /** null: no transaction-number filter. */
  transactionId: number | null;
}

const body = (input: unknown): Record<string, unknown> => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest(reportMessages.invalidDates);
  return input as Record<string, unknown>;
};

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The start day's midnight to the end day's end: a sale at 23:59:59 on the end day is inside. */
const range = (start: unknown, end: unknown) => {
  const problem = dateRangeError(start, end);
  if (problem) throw badRequest(problem);
  return { from: crDayStart(start) as number, to: (crDayStart(end) as number) + DAY_MS };
};

const paging = (page: unknown, size: unknown, defaultSize: number) => {
  const pageIndex = blank(page) ? 0 : wholeNumber(page);
  if (pageIndex === null) throw badRequest(reportMessages.invalidPage);
  const pageSize = blank(size) ? defaultSize : wholeNumber(size);
  if (pageSize === null || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw badRequest(reportMessages.invalidPageSize);
  return { pageIndex, pageSize };
};

/**
 * POST /transaction/bymerchant's body. A merchant's user always gets its own merchant, whatever
 * `merchantId` says (decisions.md: filters for another merchant are ignored); provider groups get
 * the merchant they name, or every merchant for 0 or empty.
 */
export const transactionQuery = (input: unknown, session: Session): TransactionQuery => {
  const { merchantId, startDate, endDate, pageIndex, pageSize, transactionId } = body(input);
  let merchant: number | null = session.merchantScope;
  if (merchant === null && !blank(merchantId)) {
    const asked = wholeNumber(merchantId);
    if (asked === null) throw badRequest(reportMessages.invalidMerchant);
    merchant = asked === 0 ? null : asked;
  }
  if (transactionNumberError(transactionId)) throw badRequest(reportMessages.invalidTransactionId);
  const number = blank(transactionId) ? 0 : (wholeNumber(transactionId) as number);
  return {
    ...range(startDate, endDate),
    ...paging(pageIndex, pageSize, TRANSACTION_PAGE_SIZE),
    merchantId: merchant,
    transactionId: number === 0 ? null : number,
  };
};

/** POST /reports/admin/getMerchantPayments's body: `from`/`to` as YYYYMMDD, zero-based `page`. */
export const paymentQuery = (input: unknown): PageQuery => {
  const { from, to, page, pageSize } = body(input);
  if (!/^\d{8}$/.test(String(from ?? '')) || !/^\d{8}$/.test(String(to ?? ''))) throw badRequest(reportMessages.invalidDates);
  return { ...range(from, to), ...paging(page, pageSize, PAYMENT_PAGE_SIZE) };
};
