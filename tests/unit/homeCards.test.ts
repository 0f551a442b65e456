import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../resources';
import { HOME_CARDS, homeCards } from '../../src/home/homeCards';
import { routePlan } from '../../src/routes/routePlan';
import { SPEC_ROUTES } from '../../src/routes/specRoutes';

const menu = (...codes: string[]) => codes.map((code) => ({ code }));
const ALL_BUILT = new Set(['user', 'product', 'supplier']);

describe('home cards', () => {
  it('shows a card only when its screen is in the user menu', () => {
    expect(homeCards(menu('users', 'products', 'suppliers'), ALL_BUILT).map((card) => card.key)).toEqual(['add_user', 'create_product', 'configure_supplier']);
    expect(homeCards(menu('merchants', 'banks', 'users'), ALL_BUILT).map((card) => card.key)).toEqual(['add_user']);
    expect(homeCards(menu('products'), ALL_BUILT).map((card) => card.key)).toEqual(['create_product']);
    expect(homeCards([], ALL_BUILT)).toEqual([]);
  });

  it('leaves out a card whose form is not built yet', () => {
    expect(homeCards(menu('users', 'products', 'suppliers'), new Set(['user']))).toEqual([{ key: 'add_user', to: '/user' }]);
  });

  it('each card opens the form it names, and with the modules of today the user, product and supplier forms are built', () => {
    expect(HOME_CARDS.map((card) => card.to)).toEqual(['/user', '/product', '/supplier']);
    const { underConstruction, formRedirects } = routePlan(resourceModules);
    const built = new Set(SPEC_ROUTES.filter((path) => !underConstruction.includes(path)));
    expect(homeCards(menu('users', 'products', 'suppliers'), built)).toEqual([
      { key: 'add_user', to: '/user' },
      { key: 'create_product', to: '/product' },
      { key: 'configure_supplier', to: '/supplier' },
    ]);
    expect(formRedirects).toContainEqual({ path: 'user', to: '/users/create' });
    expect(formRedirects).toContainEqual({ path: 'supplier', to: '/suppliers/create' });
    expect(formRedirects).toContainEqual({ path: 'product', to: '/products/create' });
    expect(formRedirects).toContainEqual({ path: 'menu', to: '/menus/create' });
    expect(underConstruction).not.toContain('search-product');
  });
});
