import { merchantPaymentPage } from '../../src/domain/wire/reports';
import { paymentFilterSchema } from '../../src/schemas/reportFilterSchemas';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { pageOfRange } from '../reports/reportPage';
import { paymentQuery } from '../reports/reportQuery';
import { paymentRangeTotals } from '../reports/reportTotals';
import { createTimeIndex } from '../reports/timeIndex';
import type { MerchantPaymentRecord } from '../seed/merchantPayments';

/** The report's 18 columns (docs/spec-reference.md §3), without the merchant id kept for lookups. */
const paymentRow = ({ merchant_id: _merchant, ...columns }: MerchantPaymentRecord) => columns;

const paymentIndex = createTimeIndex<MerchantPaymentRecord>({ time: (row) => row.FECHA_CREACION, id: (row) => row.ID });

/** docs/spec-reference.md §7: the merchant payments report, provider groups only, newest first (or oldest first on request), with totals per currency over the range. */
export const reportEndpoints = [
  endpoint({
    method: 'POST',
    path: '/reports/admin/getMerchantPayments',
    summary: 'A page of merchant payments between two days (YYYYMMDD), with totals per currency over the whole range (our addition: total, totals, sortOrder).',
    access: { screens: ['reports/merchant-payment'] },
    addition: false,
    // paymentQuery also reads a body that is not an object as one without dates
    body: { schema: paymentFilterSchema, parsedBy: 'handler' },
    answer: merchantPaymentPage,
    refusals: [{ status: 400, message: 'The first problem with the filter (dates missing, reversed or too far apart).' }],
    handle: ({ ctx, rawBody }) => {
      const query = paymentQuery(rawBody);
      const payments = (ctx.store.state().merchantPayments ?? []) as MerchantPaymentRecord[];
      const slice = paymentIndex.of(payments).all;
      const page = pageOfRange(slice, query);
      return { pagos: page.rows.map(paymentRow), pages: page.pages, total: page.total, totals: paymentRangeTotals(slice, page.start, page.end) };
    },
  }),
];

export const reportRoutes = declaredArea('/reports', reportEndpoints);
