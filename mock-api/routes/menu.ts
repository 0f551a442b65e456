import { Router } from 'express';
import { route } from '../http';
import { unknownTable } from '../restaurant/orderRequest';
import { menuTree, publicMerchant, publicTable, restaurantState, tableByToken } from '../restaurant/restaurantData';
import type { RouteArea } from './context';

/**
 * /menu. The QR menu is public: the table token in the path is the only key. Merchant-side menu
 * endpoints added here later take `authenticate` per route, never router-wide, so this one stays open.
 */
export const menuRoutes: RouteArea = {
  prefix: '/menu',
  build({ store }) {
    const router = Router();

    router.get(
      '/getMenuQR/:token',
      route((req) => {
        const state = restaurantState(store);
        const found = tableByToken(state, req.params.token);
        if (!found) throw unknownTable();
        return {
          menuqr: menuTree(state, found.merchant.id),
          merchant: publicMerchant(found.merchant),
          table: publicTable(state, found.table),
        };
      }),
    );
    return router;
  },
};
