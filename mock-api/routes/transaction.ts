import { Router } from 'express';
import { allowScreen, sessionOf } from '../auth/session';
import { forbidden, route } from '../http';
import { transactionQuery } from '../reports/reportQuery';
import { transactionReportIndex } from '../reports/qrPaymentRows';
import { transactionPage, transactionRow } from '../reports/transactionRows';
import type { RouteArea } from './context';

/** Spec §7 Transactions: the card transaction report, newest first (or oldest first on request), with totals per currency, answered from an index. */
export const transactionRoutes: RouteArea = {
  prefix: '/transaction',
  build({ store, authenticate }) {
    const router = Router();
    // per route, not router.use: other /transaction paths (public ones included) stay free for other areas
    const guard = [authenticate, allowScreen('reports/transactions')];

    router.post(
      '/bymerchant',
      ...guard,
      route((req) => {
        const query = transactionQuery(req.body, sessionOf(req));
        const state = store.state();
        const page = transactionPage(transactionReportIndex(state), query);
        const merchants = new Map(state.merchants.map((merchant) => [merchant.id, merchant]));
        return {
          transactions: page.rows.map((row) => transactionRow(row, merchants)),
          pages: page.pages,
          total: page.total,
          // over the whole range and the caller's merchant scope, not the page (reportTotals.ts says how rows count)
          totals: page.totals,
        };
      }),
    );

    // The report's merchant dropdown: only the groups that may pick a merchant get the list.
    router.get(
      '/getMerchants',
      ...guard,
      route((req) => {
        if (sessionOf(req).merchantScope !== null) throw forbidden();
        const merchants = store.state().merchants.map(({ id, name }) => ({ id, name }));
        return { merchants: merchants.sort((a, b) => a.name.localeCompare(b.name, 'es')) };
      }),
    );
    return router;
  },
};
