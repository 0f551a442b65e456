import { Router } from 'express';
import { productMessages as text } from '../../src/domain/productMessages';
import { menuSchema } from '../../src/schemas/menuSchema';
import { allowScreen } from '../auth/session';
import { conflict, idParam, route } from '../http';
import { adminMenu, adminProduct, menuFromInput, menuInUse, ownMenuIndex, ownMenus, ownProducts } from '../restaurant/merchantCatalogue';
import { unknownTable } from '../restaurant/orderRequest';
import { menuTree, publicMerchant, publicTable, restaurantState, tableByToken } from '../restaurant/restaurantData';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';
import { callerMerchant } from '../auth/merchantScope';
import { sessionOf } from '../auth/session';

/**
 * /menu. The QR menu is public: the table token in the path is the only key. The merchant-side
 * menu endpoints take `authenticate` per route, never router-wide, so that one stays open.
 */
export const menuRoutes: RouteArea = {
  prefix: '/menu',
  build({ store, authenticate }) {
    const router = Router();
    const merchantSide = [authenticate, allowScreen('products')];

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

    /** The caller's menus and products, flat (the admin nests them); our shape, the spec leaves it unshown. */
    router.get(
      '/getMenu',
      ...merchantSide,
      route((req) => {
        const state = restaurantState(store);
        const merchantId = callerMerchant(sessionOf(req));
        return { menus: ownMenus(state, merchantId).map(adminMenu), products: ownProducts(state, merchantId).map(adminProduct) };
      }),
    );

    router.post(
      '/',
      ...merchantSide,
      route((req) => {
        const state = restaurantState(store);
        const menu = menuFromInput(state, callerMerchant(sessionOf(req)), parseWrapped(menuSchema, req.body, 'menu'));
        state.menus.push(menu);
        store.save('menus');
        return { menu: adminMenu(menu), message: text.menuCreated };
      }),
    );

    router.put(
      '/:id',
      ...merchantSide,
      route((req) => {
        const state = restaurantState(store);
        const merchantId = callerMerchant(sessionOf(req));
        const index = ownMenuIndex(state, merchantId, idParam(req.params.id));
        const menu = menuFromInput(state, merchantId, parseWrapped(menuSchema, req.body, 'menu'), state.menus[index]);
        state.menus[index] = menu;
        store.save('menus');
        return { menu: adminMenu(menu), message: text.menuUpdated };
      }),
    );

    router.delete(
      '/:id',
      ...merchantSide,
      route((req) => {
        const state = restaurantState(store);
        const merchantId = callerMerchant(sessionOf(req));
        const index = ownMenuIndex(state, merchantId, idParam(req.params.id));
        if (menuInUse(state, merchantId, state.menus[index].id)) throw conflict(text.menuHasChildren);
        const [menu] = state.menus.splice(index, 1);
        store.save('menus');
        return { menu: adminMenu(menu) };
      }),
    );
    return router;
  },
};
