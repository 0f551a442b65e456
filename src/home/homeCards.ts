import type { NavResource } from '../domain/navigation';

export type HomeCardKey = 'add_user' | 'create_product' | 'configure_supplier';

export interface HomeCard {
  key: HomeCardKey;
  /** The spec's form path the card opens (`/user` opens the user form). */
  to: string;
}

/** docs/spec-reference.md §2's three home cards: the screen each belongs to (a getResources code) and the form it opens. */
export const HOME_CARDS: (HomeCard & { screen: string })[] = [
  { key: 'add_user', screen: 'users', to: '/user' },
  { key: 'create_product', screen: 'products', to: '/product' },
  { key: 'configure_supplier', screen: 'suppliers', to: '/supplier' },
];

/**
 * The cards a user sees: those whose screen is in the user's menu (GET /security/getResources).
 * A card leading to 'Acceso denegado' promises what it cannot do, so it is left out.
 */
export const homeCards = (menu: Pick<NavResource, 'code'>[]): HomeCard[] => {
  const codes = new Set(menu.map((item) => item.code));
  return HOME_CARDS.filter((card) => codes.has(card.screen)).map(({ key, to }) => ({ key, to }));
};
