import { optionMessages } from '../../src/domain/optionMessages';
import { productMessages as text } from '../../src/domain/productMessages';
import { DEFAULT_AVAILABLE, TAX_TYPES } from '../../src/domain/productCatalogs';
import { carriesServiceByDefault } from '../../src/domain/serviceCharge';
import type { OptionGroup } from '../../src/domain/productOptions';
import type { Menu } from '../../src/domain/wire/menu';
import type { Product } from '../../src/domain/wire/product';
import type { ProductInput } from '../../src/schemas/productSchema';
import type { MenuInput } from '../../src/schemas/menuSchema';
import { cabysCatalogue } from '../cabys/catalogue';
import { badRequest } from '../http';
import type { MenuRecord, OptionSetRecord, ProductRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import { inventoryState } from './inventoryData';
import { refuseTakenName } from './uniqueName';

/**
 * The checks and records of a merchant's menus and products (mock-api/routes/menu.ts, product.ts,
 * mounted by merchantRecords.ts, which finds only the caller's own: another merchant's is 404). A
 * body naming another merchant's menu is refused like a menu that does not exist.
 */
export const adminMenu = ({ merchant_id: _merchant, ...menu }: MenuRecord): Menu => menu;
export const adminProduct = ({ merchant_id: _merchant, ...product }: ProductRecord): Product => ({
  ...product,
  // the count an unlimited product keeps is bookkeeping: the answer says 'Sin límite'
  available: product.unlimited ? null : product.available,
  optionGroups: (product.optionGroups ?? []).map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, recipe: option.recipe ?? [] })) })),
});

export const ownMenus = (state: StateWithRestaurant, merchantId: number) => state.menus.filter((menu) => menu.merchant_id === merchantId);
export const ownProducts = (state: StateWithRestaurant, merchantId: number) => state.products.filter((product) => product.merchant_id === merchantId);

const siblingsOf = (state: StateWithRestaurant, merchantId: number, parentId: number | null, existing?: MenuRecord) =>
  ownMenus(state, merchantId).filter((menu) => menu.parentId === parentId && menu.id !== existing?.id);

/** A menu body's checks: its parent is one of the merchant's menus and not itself or below it; its name is free at its level. */
export const checkMenu = (state: StateWithRestaurant, input: MenuInput, merchantId: number, existing?: MenuRecord) => {
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
  // menus at one level are told apart by their names on the QR menu and in the product form's select
  refuseTakenName(siblingsOf(state, merchantId, input.parentId, existing), input.name, existing, text.menuNameTaken);
};

/** The stored menu: it keeps its place among its siblings, or comes last at its new level. */
export const menuRecord = (state: StateWithRestaurant, input: MenuInput, id: number, merchantId: number, existing?: MenuRecord): MenuRecord => {
  const keepsPlace = existing && existing.parentId === input.parentId;
  const last = siblingsOf(state, merchantId, input.parentId, existing).reduce((max, menu) => Math.max(max, menu.order), 0);
  return { id, merchant_id: merchantId, ...input, order: keepsPlace ? existing.order : last + 1 };
};

/**
 * A product body's checks: its menu is one of the merchant's, its name is free in that menu, its
 * CABYS code exists and its tax type is the code's rate.
 */
export const checkProduct = (state: StateWithRestaurant, input: ProductInput, merchantId: number, existing?: ProductRecord) => {
  if (!ownMenus(state, merchantId).some((menu) => menu.id === input.menuId)) throw badRequest(text.invalidChoice, { field: 'menuId' });
  const sameMenu = ownProducts(state, merchantId).filter((product) => product.menuId === input.menuId);
  refuseTakenName(sameMenu, input.name, existing, text.productNameTaken);
  const item = cabysCatalogue().byCode.get(input.cabysCode);
  if (!item) throw badRequest(text.cabysUnknown, { field: 'cabysCode' });
  if (TAX_TYPES.find((type) => type.code === input.taxCodeId)?.rate !== item.tax) throw badRequest(text.taxTypeMismatch, { field: 'taxCodeId' });
  // an option's recipe uses the merchant's own stock items: another's is refused as one that does not exist
  const items = new Set(inventoryState(state).stocks.filter((stock) => stock.merchant_id === merchantId).map((stock) => stock.id));
  const sets = new Set(state.optionSets.filter((set) => set.merchant_id === merchantId).map((set) => set.id));
  if (input.optionGroups.some((group) => group.setId !== undefined && !sets.has(group.setId))) throw badRequest(optionMessages.unknownSet, { field: 'optionGroups' });
  for (const group of input.optionGroups) {
    const option = group.options.find((candidate) => candidate.recipe.some((line) => !items.has(line.stockId)));
    if (option) throw badRequest(optionMessages.unknownRecipeItem(option.name), { field: 'optionGroups' });
  }
};

/** A set's group as a product carries it: a copy naming the set, its options' own too. */
export const copyOfSet = ({ id, merchant_id: _merchant, ...group }: OptionSetRecord): OptionGroup => ({
  ...group,
  options: group.options.map((option) => ({ ...option, recipe: (option.recipe ?? []).map((line) => ({ ...line })) })),
  setId: id,
});

/**
 * The body's groups with each set's as it is stored: what a client sent of a set's group is not
 * read, so a product always carries the set as the owner last saved it.
 */
export const withOptionSets = (state: StateWithRestaurant, input: ProductInput, merchantId: number): ProductInput => ({
  ...input,
  optionGroups: input.optionGroups.map((group) => {
    const set = group.setId === undefined ? undefined : state.optionSets.find((candidate) => candidate.id === group.setId && candidate.merchant_id === merchantId);
    if (set) return copyOfSet(set) as typeof group;
    const own = { ...group };
    delete own.setId;
    return own;
  }),
});

/**
 * The stored product: its tax and CABYS description come from the catalogue by its code (a client's
 * `tax` is never read); 'Agotado' is kept as it was (only PUT /product/soldOut/{id} changes it).
 */
export const productRecord = (input: ProductInput, id: number, merchantId: number, image: string | null, existing?: ProductRecord): ProductRecord => {
  const item = cabysCatalogue().byCode.get(input.cabysCode)!;
  // an untracked product keeps a large count, so what orders take and give back still adds up
  const unlimited = input.available === null;
  const available = input.available ?? DEFAULT_AVAILABLE;
  // 'Lleva servicio (10 %)' as sent; a body without it keeps the stored one, or a new product takes its code's default
  const carriesService = input.carriesService ?? existing?.carriesService ?? carriesServiceByDefault(input.cabysCode);
  return { id, merchant_id: merchantId, ...input, available, unlimited, image, cabysDetails: item.description, tax: item.tax, carriesService, soldOut: existing?.soldOut ?? false };
};

/** A menu still holding products or submenus is not deleted (its products would vanish from the QR menu). */
export const menuInUse = (state: StateWithRestaurant, merchantId: number, menuId: number) =>
  state.menus.some((menu) => menu.merchant_id === merchantId && menu.parentId === menuId) ||
  state.products.some((product) => product.merchant_id === merchantId && product.menuId === menuId);
