import { Router } from 'express';
import { allowScreen } from '../auth/session';
import { route } from '../http';
import { pageOfRange } from '../reports/reportPage';
import { paymentQuery } from '../reports/reportQuery';
import { paymentRangeTotals } from '../reports/reportTotals';
import { createTimeIndex } from '../reports/timeIndex';
import type { MerchantPaymentRecord } from '../seed/merchantPayments';
import type { RouteArea } from './context';

/** The report's 18 columns (spec §3), without the merchant id kept for lookups. */
const paymentRow = ({ merchant_id: _merchant, ...columns }: MerchantPaymentRecord) => columns;

const paymentIndex = createTimeIndex<MerchantPaymentRecord>({ time: (row) => row.FECHA_CREACION, id: (row) => row.ID });

/** Spec §7: the merchant payments report, provider groups only, newest first (or oldest first on request), with totals per currency over the range. */
export const reportRoutes: RouteArea = {
  prefix: '/reports',
  build({ store, authenticate }) {
    const router = Router();
    router.post(
      '/admin/getMerchantPayments',
      authenticate,
      allowScreen('reports/merchant-payment'),
      route((req) => {
        const query = paymentQuery(req.body);
        const payments = (store.state().merchantPayments ?? []) as MerchantPaymentRecord[];
        const slice = paymentIndex.of(payments).all;
        const page = pageOfRange(slice, query);
        return { pagos: page.rows.map(paymentRow), pages: page.pages, total: page.total, totals: paymentRangeTotals(slice, page.start, page.end) };
      }),
    );
    return router;
  },
};
