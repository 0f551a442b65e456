import type { CardBrand } from '../../src/domain/card';
import { crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import { dateRangeError } from '../../src/domain/reportFilters';
import { paymentFilterSchema, transactionFilterSchema } from '../../src/schemas/reportFilterSchemas';
import type { Session } from '../auth/session';
import { badRequest } from '../http';
import { parseBody } from '../validation';

/** A checked report request: instants [from, to) and the page to answer. */
export interface PageQuery {
  from: number;
  to: number;
  pageIndex: number;
  pageSize: number;
  /** Oldest first (`sortOrder: 'ASC'`); newest first is the spec's order and the default. */
  oldestFirst?: boolean;
}

export interface TransactionQuery extends PageQuery {
  /** null: every merchant (provider groups only). */
  merchantId: number | null;
  /** null: no transaction-number filter. */
  transactionId: number | null;
  /** The search (our addition): only the criteria given; amounts in minor units, like the rows. */
  search: TransactionSearch;
}

export interface TransactionSearch {
  cardLast4?: string;
  authorization?: string;
  amountFrom?: number;
  amountTo?: number;
  voucherId?: string;
  brand?: CardBrand;
}

const minor = (amount: number | undefined) => (amount === undefined ? undefined : Math.round(amount * 100));

/** The start day's midnight to the end day's end: a sale at 23:59:59 on the end day is inside. */
const range = (start: string, end: string) => {
  const problem = dateRangeError(start, end);
  if (problem) throw badRequest(problem);
  return { from: crDayStart(start) as number, to: (crDayStart(end) as number) + DAY_MS };
};

/** A report body that is not even an object says what a report needs: dates. */
const filterBody = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : { startDate: null, from: null });

/**
 * POST /transaction/bymerchant's body. A merchant's user always gets its own merchant, whatever
 * `merchantId` says (docs/roles.md: filters for another merchant are ignored); provider groups get
 * the merchant they name, or every merchant for 0.
 */
export const transactionQuery = (input: unknown, session: Session): TransactionQuery => {
  const body = filterBody(input);
  // a merchant's own user never picks a merchant: whatever it names is ignored, not checked
  const filter = parseBody(transactionFilterSchema, session.merchantScope === null ? body : { ...body, merchantId: undefined });
  const merchant = session.merchantScope ?? (filter.merchantId === 0 ? null : filter.merchantId);
  return {
    ...range(filter.startDate, filter.endDate),
    pageIndex: filter.pageIndex,
    pageSize: filter.pageSize,
    oldestFirst: filter.sortOrder === 'ASC',
    merchantId: merchant,
    transactionId: filter.transactionId === 0 ? null : filter.transactionId,
    search: Object.fromEntries(
      Object.entries({
        cardLast4: filter.cardLast4,
        authorization: filter.authorization,
        amountFrom: minor(filter.amountFrom),
        amountTo: minor(filter.amountTo),
        voucherId: filter.voucherId,
        brand: filter.brand,
      }).filter(([, value]) => value !== undefined),
    ),
  };
};

/** POST /reports/admin/getMerchantPayments's body: `from`/`to` as YYYYMMDD, zero-based `page`. */
export const paymentQuery = (input: unknown): PageQuery => {
  const filter = parseBody(paymentFilterSchema, filterBody(input));
  return { ...range(filter.from, filter.to), pageIndex: filter.page, pageSize: filter.pageSize, oldestFirst: filter.sortOrder === 'ASC' };
};
