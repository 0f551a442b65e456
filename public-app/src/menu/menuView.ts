import { createContext, useContext } from 'react';
import { MENU_FILTERS } from '../../../src/domain/dietaryTags';
import type { MenuQrProduct } from '../../../src/domain/wire/product';
import type { Language } from '../texts';

/**
 * How the open menu is being looked at: the diner's language, the filters chosen and
 * what is sold out right now. Given once by MenuPage, read by the cards and the accordion.
 */
export interface MenuView {
  language: Language;
  filters: ReadonlySet<string>;
  /** Live from liveSoldOut.ts, or null before the first answer. */
  soldOut: SoldOutNow | null;
}

/** What cannot be ordered now: dishes by id, choices by optionKey. */
export interface SoldOutNow {
  products: ReadonlySet<number>;
  options: ReadonlySet<string>;
}

/** A dish's choice as the sold-out answer and an order line name it (the Spanish names). */
export const optionKey = (productId: number, group: string, option: string) => `${productId}\n${group}\n${option}`;

export const MenuViewContext = createContext<MenuView>({ language: 'es', filters: new Set(), soldOut: null });

export const useMenuView = () => useContext(MenuViewContext);

/** Whether a dish passes every filter chosen. */
export const passesFilters = (product: Pick<MenuQrProduct, 'allergens' | 'diets'>, filters: ReadonlySet<string>) =>
  MENU_FILTERS.every((filter) => !filters.has(filter.code) || filter.passes({ allergens: product.allergens ?? [], diets: product.diets ?? [] }));

/** Sold out now: the live answer once there is one, else what the menu said when loaded. */
export const isSoldOutNow = (product: Pick<MenuQrProduct, 'id' | 'soldOut'>, soldOut: SoldOutNow | null) =>
  soldOut ? soldOut.products.has(product.id) : product.soldOut;

/** A choice sold out now: the live answer once there is one, else what the menu said when loaded. */
export const isOptionSoldOutNow = (productId: number, group: string, option: { name: string; soldOut: boolean }, soldOut: SoldOutNow | null) =>
  soldOut ? soldOut.options.has(optionKey(productId, group, option.name)) : option.soldOut;
