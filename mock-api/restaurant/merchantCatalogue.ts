import { productMessages as text } from '../../src/domain/productMessages';
import { TAX_TYPES } from '../../src/domain/productCatalogs';
import type { ProductInput } from '../../src/schemas/productSchema';
import type { MenuInput } from '../../src/schemas/menuSchema';
import { cabysCatalogue } from '../cabys/catalogue';
import { badRequest, notFound } from '../http';
import type { MenuRecord, ProductRecord, StateWithRestaurant } from '../seed/restaurantTypes';
import { refuseTakenName } from './uniqueName';

/**
 * A merchant's own menus and products, as the back office reads and writes them. Everything is
 * scoped: another merchant's menu or product is never found (404), and a body naming another
 * merchant's menu is refused like a menu that does not exist.
 */
export const adminMenu = ({ merchant_id: _merchant, ...menu }: MenuRecord) => menu;
export const adminProduct = ({ merchant_id: _merchant, ...product }: ProductRecord) => product;

export const ownMenus = (state: StateWithRestaurant, merchantId: number) => state.menus.filter((menu) => menu.merchant_id === merchantId);
export const ownProducts = (state: StateWithRestaurant, merchantId: number) => state.products.filter((product) => product.merchant_id === merchantId);

export const ownMenuIndex = (state: StateWithRestaurant, merchantId: number, id: number) => {
  const index = state.menus.findIndex((menu) => menu.id === id && menu.merchant_id === merchantId);
  if (index < 0) throw notFound();
  return index;
};

export const ownProductIndex = (state: StateWithRestaurant, merchantId: number, id: number) => {
  const index = state.products.findIndex((product) => product.id === id && product.merchant_id === merchantId);
  if (index < 0) throw notFound();
  return index;
};

const nextId = (records: { id: number }[]) => records.reduce((max, record) => Math.max(max, record.id), 0) + 1;

/** The checked menu body: its parent is one of the merchant's menus and not itself or below it. */
export const menuFromInput = (state: StateWithRestaurant, merchantId: number, input: MenuInput, existing?: MenuRecord): MenuRecord => {
  const menus = ownMenus(state, merchantId);
  if (input.parentId !== null) {
    if (!menus.some((menu) => menu.id === input.parentId)) throw badRequest(text.invalidChoice, { field: 'parentId' });
    if (existing) {
      // walk up from the new parent: meeting this menu means it would sit inside itself
      const seen = new Set<number>();
      for (let at: number | null = input.parentId; at !== null && !seen.has(at); at = menus.find((menu) => menu.id === at)?.parentId ?? null) {
        if (at === existing.id) throw badRequest(text.menuLoop, { field: 'parentId' });
        seen.add(at);
      }
    }
  }
  const siblings = menus.filter((menu) => menu.parentId === input.parentId && menu.id !== existing?.id);
  // menus at one level are told apart by their names on the QR menu and in the product form's select
  refuseTakenName(siblings, input.name, existing, text.menuNameTaken);
  const keepsPlace = existing && existing.parentId === input.parentId;
  return {
    id: existing?.id ?? nextId(state.menus),
    merchant_id: merchantId,
    ...input,
    order: keepsPlace ? existing.order : siblings.reduce((max, menu) => Math.max(max, menu.order), 0) + 1,
  };
};

/**
 * The checked product body. Its tax and CABYS description come from the catalogue by its code
 * (whatever `tax` a client sends is never read), and its tax type must be the code's rate.
 */
export const productFromInput = (
  state: StateWithRestaurant,
  merchantId: number,
  input: ProductInput,
  image: string | null,
  existing?: ProductRecord,
): ProductRecord => {
  if (!ownMenus(state, merchantId).some((menu) => menu.id === input.menuId)) throw badRequest(text.invalidChoice, { field: 'menuId' });
  const sameMenu = ownProducts(state, merchantId).filter((product) => product.menuId === input.menuId);
  refuseTakenName(sameMenu, input.name, existing, text.productNameTaken);
  const item = cabysCatalogue().byCode.get(input.cabysCode);
  if (!item) throw badRequest(text.cabysUnknown, { field: 'cabysCode' });
  if (TAX_TYPES.find((type) => type.code === input.taxCodeId)?.rate !== item.tax) throw badRequest(text.taxTypeMismatch, { field: 'taxCodeId' });
  return {
    id: existing?.id ?? nextId(state.products),
    merchant_id: merchantId,
    ...input,
    image,
    cabysDetails: item.description,
    tax: item.tax,
  };
};

/** A menu still holding products or submenus is not deleted (its products would vanish from the QR menu). */
export const menuInUse = (state: StateWithRestaurant, merchantId: number, menuId: number) =>
  state.menus.some((menu) => menu.merchant_id === merchantId && menu.parentId === menuId) ||
  state.products.some((product) => product.merchant_id === merchantId && product.menuId === menuId);
