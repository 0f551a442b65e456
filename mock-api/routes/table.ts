import { Router } from 'express';
import { allowScreen, sessionOf } from '../auth/session';
import { idParam, notFound, route } from '../http';
import { publicTable, restaurantState } from '../restaurant/restaurantData';
import type { RouteArea } from './context';

/**
 * /table: the merchant's tables and the QR tokens behind their codes ('tables' screen). Only the
 * caller's own merchant: another merchant's table is a 404, as if it did not exist.
 */
export const tableRoutes: RouteArea = {
  prefix: '/table',
  build({ store, authenticate }) {
    const router = Router();
    const ownTables = (merchantScope: number | null) =>
      restaurantState(store).tables.filter((table) => merchantScope !== null && table.merchant_id === merchantScope);

    router.get(
      '/getTables',
      authenticate,
      allowScreen('tables'),
      route((req) => {
        const state = restaurantState(store);
        return { tables: ownTables(sessionOf(req).merchantScope).map((table) => publicTable(state, table)) };
      }),
    );

    router.get(
      '/getTableToken/:id',
      authenticate,
      allowScreen('tables'),
      route((req) => {
        const id = idParam(req.params.id);
        const table = ownTables(sessionOf(req).merchantScope).find((candidate) => candidate.id === id);
        if (!table) throw notFound();
        return { tokenTable: table.token };
      }),
    );
    return router;
  },
};
