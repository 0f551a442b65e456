import { orderMessages } from '../../src/domain/orderMessages';
import { productMessages as text } from '../../src/domain/productMessages';
import { menu, menuQr, type Menu } from '../../src/domain/wire/menu';
import { catalogue } from '../../src/domain/wire/menu';
import { menuSchema, type MenuInput } from '../../src/schemas/menuSchema';
import { callerMerchant } from '../auth/merchantScope';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { adminMenu, adminProduct, checkMenu, menuInUse, menuRecord, ownMenus, ownProducts } from '../restaurant/merchantCatalogue';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import { unknownTable } from '../restaurant/orderRequest';
import { menuTree, publicMerchant, publicTable, restaurantState, soldOutIds, soldOutOptions, tableByToken } from '../restaurant/restaurantData';
import { dinerLanguage } from '../restaurant/dinerLanguage';
import { menuSoldOut } from '../../src/domain/wire/product';
import type { MenuRecord } from '../storage/restaurantRecords';

const access = { screens: ['products'] } as const;

/** The merchant's menus (docs/spec-reference.md §7: POST /menu/ {menu}, PUT and DELETE /menu/{id}); listed with the products by GET /menu/getMenu. */
const records = merchantRecordEndpoints<MenuRecord, MenuInput, 'id', Menu>({
  prefix: '/menu',
  access,
  collection: 'menus',
  noun: 'menu',
  key: 'id',
  wrap: 'menu',
  schema: menuSchema,
  example: { name: 'Desayunos', lastname: 'Servidos de 6 a 11', parentId: null, nameEn: 'Breakfast', availability: [{ days: [1, 2, 3, 4, 5], from: '06:00', to: '11:00' }] },
  answer: menu,
  // names are unique among a menu's siblings only, so the check is the catalogue's, not nameTaken
  check: checkMenu,
  refusals: {
    write: [
      { status: 400, message: text.invalidChoice },
      { status: 400, message: text.menuLoop },
      { status: 409, message: text.menuNameTaken('…') },
    ],
    delete: [{ status: 409, message: text.menuHasChildren }],
  },
  build: (input, id, merchantId, previous, store) => menuRecord(restaurantState(store), input, id, merchantId, previous),
  view: (_state, record) => adminMenu(record),
  refuseDelete: (state, record) => (menuInUse(state, record.merchant_id, record.id) ? text.menuHasChildren : undefined),
  texts: { created: text.menuCreated, updated: text.menuUpdated },
});

/**
 * /menu. The QR menu is public: the table token in the path is the only key. The merchant-side
 * endpoints are guarded per route, never area-wide, so that one stays open.
 */
export const menuRoutes = declaredArea('/menu', [
  endpoint({
    method: 'GET',
    path: '/menu/getMenuQR/:token',
    summary:
      "A table's menu for the diner app: the merchant's menus as a tree with their products, the merchant and the table. Names and descriptions in English where given when `?lang=en` or `Accept-Language` prefers English; menus outside their hours are left out.",
    access: 'public',
    addition: false,
    answer: menuQr,
    refusals: [{ status: 404, message: orderMessages.unknownTable }],
    handle: ({ ctx, req, params }) => {
      const state = restaurantState(ctx.store);
      const found = tableByToken(state, params.token);
      if (!found) throw unknownTable();
      const language = dinerLanguage(req);
      return {
        menuqr: menuTree(state, found.merchant.id, { now: ctx.clock.now(), language }),
        merchant: publicMerchant(found.merchant, state, ctx.clock.now()),
        table: publicTable(state, found.table),
        language,
      };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/menu/soldOut/:token',
    summary:
      "The ids of the table's merchant's products that cannot be ordered now ('Agotado' or out of stock), and the choices whose own recipe the stock cannot serve: an open QR menu asks every second, so a dish or a choice greys within 2 s.",
    access: 'public',
    addition: true,
    answer: menuSoldOut,
    refusals: [{ status: 404, message: orderMessages.unknownTable }],
    handle: ({ ctx, params, res }) => {
      const state = restaurantState(ctx.store);
      const found = tableByToken(state, params.token);
      if (!found) throw unknownTable();
      res.set('Cache-Control', 'no-store');
      return { soldOut: soldOutIds(state, found.merchant.id), soldOutOptions: soldOutOptions(state, found.merchant.id) };
    },
  }),
  // ours in shape: the spec names the call but leaves its answer unshown
  endpoint({
    method: 'GET',
    path: '/menu/getMenu',
    summary: "The caller's merchant's menus and products, flat (the admin nests them).",
    access,
    addition: false,
    answer: catalogue,
    refusals: [],
    handle: ({ ctx, session }) => {
      const state = restaurantState(ctx.store);
      const merchantId = callerMerchant(session);
      return { menus: ownMenus(state, merchantId).map(adminMenu), products: ownProducts(state, merchantId).map(adminProduct) };
    },
  }),
  ...records.endpoints,
]);
