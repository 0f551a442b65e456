import { isTableTokenShape } from '../../src/domain/orderRules';
import type { Table } from '../../src/domain/wire/floor';
import type { MenuQrNode, PublicMerchant } from '../../src/domain/wire/menu';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import { finalPrice } from '../../src/domain/finalPrice';
import { totalsOptionsOf, type TotalsOptions } from '../../src/domain/orderTotals';
import { electronicReceiptsOf } from './electronicReceipts';
import { cardDollarRateOf } from './saleCurrency';
import { isMenuOpen } from '../../src/domain/menuHours';
import { isSoldOut } from './orderReservations';
import { optionSoldOut } from './stockReservation';
import { inLanguage, type DinerLanguage } from './dinerLanguage';
import type { MenuRecord, ProductRecord, StateWithRestaurant, TableRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import type { Store } from '../store';

/** The stored state with the restaurant collections typed; older data files may lack them. */
export const restaurantState = (store: Store): StateWithRestaurant => {
  const state = store.state() as StateWithRestaurant;
  for (const key of ['menus', 'products', 'optionSets', 'sections', 'tables', 'orders', 'printers', 'waiters', 'suppliers', 'supplierServiceTypes'] as const) {
    if (!Array.isArray(state[key])) (state as unknown as Record<string, unknown[]>)[key] = [];
  }
  return state;
};

/** What a diner or a payer may see of a merchant: contact data, logo, whether IVA is charged, and today's dollar rate of a dollar merchant's card. */
export const publicMerchant = (merchant: Merchant, state: object, now: number): PublicMerchant => ({
  name: merchant.name,
  phone: merchant.phone,
  email: merchant.email,
  address: merchant.address,
  image: merchant.image,
  simplifiedRegime: merchant.simplifiedRegime,
  tableService: merchant.tableService,
  electronicReceipts: electronicReceiptsOf(merchant),
  cardDollarRate: cardDollarRateOf(state, merchant, now),
});

/**
 * The table a QR token names, with its merchant, or undefined when the token is malformed,
 * unknown, or its merchant no longer sells (inactive): every one of those answers the same 404.
 */
export const tableByToken = (state: StateWithRestaurant, token: unknown): { table: TableRecord; merchant: Merchant } | undefined => {
  if (!isTableTokenShape(token)) return undefined;
  const table = state.tables.find((candidate) => candidate.token === token);
  if (!table) return undefined;
  const merchant = state.merchants.find((candidate) => candidate.id === table.merchant_id);
  if (!merchant || merchant.status !== 'ACT') return undefined;
  return { table, merchant };
};

export const publicTable = (state: StateWithRestaurant, table: TableRecord): Table => {
  const section = state.sections.find((candidate) => candidate.id === table.sectionId);
  return { id: table.id, name: table.name, sectionId: table.sectionId, section: section ? { id: section.id, name: section.name } : null };
};

const publicProduct = (state: StateWithRestaurant, product: ProductRecord, charges: TotalsOptions, language: DinerLanguage): MenuQrProduct => ({
  id: product.id,
  menuId: product.menuId,
  name: inLanguage(language, product.name, product.nameEn),
  shortDescription: inLanguage(language, product.shortDescription, product.shortDescriptionEn),
  description: inLanguage(language, product.description, product.descriptionEn),
  price: product.price,
  tax: product.tax,
  carriesService: product.carriesService,
  unit: product.unit,
  image: product.image,
  allergens: product.allergens ?? [],
  diets: product.diets ?? [],
  // Option prices before tax, as the product's; the diner app adds their final prices
  optionGroups: (product.optionGroups ?? []).map(({ setId: _set, ...group }) => ({
    ...group,
    options: group.options.map(({ recipe: _recipe, ...option }) => ({ ...option, soldOut: optionSoldOut(state, product, group.name, option.name) })),
  })),
  displayPrice: finalPrice(product, charges),
  soldOut: isSoldOut(state, product),
});

/** What the diner sees depends on: the moment (menus by hour) and the language asked. */
export interface MenuView {
  now: number;
  language: DinerLanguage;
}

/**
 * Whether a menu can be ordered from now: it and every menu above it are within their hours
 * (src/domain/menuHours.ts). A product's menu that no longer exists reads as open.
 */
export const menuOpenNow = (state: StateWithRestaurant, merchantId: number, menuId: number, now: number) => {
  const seen = new Set<number>();
  for (let at: number | null = menuId; at !== null && !seen.has(at); ) {
    seen.add(at);
    const menu = state.menus.find((candidate) => candidate.id === at && candidate.merchant_id === merchantId);
    if (!menu) return true;
    if (!isMenuOpen(menu.availability, now)) return false;
    at = menu.parentId;
  }
  return true;
};

/**
 * A merchant's menus as a tree (docs/spec-reference.md §3: each menu with its submenu list and
 * products), in menu order; a menu outside its hours is left out with everything under it.
 */
export const menuTree = (state: StateWithRestaurant, merchantId: number, { now, language }: MenuView): MenuQrNode[] => {
  const menus = state.menus
    .filter((menu) => menu.merchant_id === merchantId && isMenuOpen(menu.availability, now))
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const productsByMenu = new Map<number, MenuQrProduct[]>();
  // the merchant's company settings as they are now: IVA or not, the 10 % service or not
  const charges = totalsOptionsOf(state.merchants.find((merchant) => merchant.id === merchantId) ?? {});
  for (const product of state.products) {
    if (product.merchant_id !== merchantId) continue;
    productsByMenu.set(product.menuId, [...(productsByMenu.get(product.menuId) ?? []), publicProduct(state, product, charges, language)]);
  }
  const build = (parentId: number | null, seen: Set<number>): MenuQrNode[] =>
    menus
      .filter((menu: MenuRecord) => menu.parentId === parentId && !seen.has(menu.id))
      .map((menu) => {
        // a parent loop in edited data must not recurse forever
        const path = new Set(seen).add(menu.id);
        return {
          id: menu.id,
          parentId: menu.parentId,
          name: inLanguage(language, menu.name, menu.nameEn),
          lastname: inLanguage(language, menu.lastname, menu.descriptionEn),
          submenu: build(menu.id, path),
          products: productsByMenu.get(menu.id) ?? [],
        };
      });
  return build(null, new Set());
};

/** The ids of a merchant's products the QR menu shows 'Agotado' now (GET /menu/soldOut/{token}). */
export const soldOutIds = (state: StateWithRestaurant, merchantId: number) =>
  state.products.filter((product) => product.merchant_id === merchantId && isSoldOut(state, product)).map((product) => product.id);

/** The choices of a merchant's dishes that the stock cannot serve now (GET /menu/soldOut/{token}). */
export const soldOutOptions = (state: StateWithRestaurant, merchantId: number) =>
  state.products
    .filter((product) => product.merchant_id === merchantId)
    .flatMap((product) =>
      (product.optionGroups ?? []).flatMap((group) =>
        group.options.filter((option) => optionSoldOut(state, product, group.name, option.name)).map((option) => ({ productId: product.id, group: group.name, option: option.name })),
      ),
    );
