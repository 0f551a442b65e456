import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../resources';
import { HOME_CARDS, homeCards } from '../../src/home/homeCards';
import { routePlan } from '../../src/routes/routePlan';
import { SPEC_ROUTES } from '../../src/routes/specRoutes';

const menu = (...codes: string[]) => codes.map((code) => ({ code }));

describe('home cards', () => {
  it('shows a card only when its screen is in the user menu', () => {
    expect(homeCards(menu('users', 'products', 'suppliers')).map((card) => card.key)).toEqual(['add_user', 'create_product', 'configure_supplier']);
    expect(homeCards(menu('merchants', 'banks', 'users')).map((card) => card.key)).toEqual(['add_user']);
    expect(homeCards(menu('products')).map((card) => card.key)).toEqual(['create_product']);
    expect(homeCards([])).toEqual([]);
  });

  it('each card opens a path of the spec route table', () => {
    for (const card of HOME_CARDS) expect(SPEC_ROUTES).toContain(card.to.slice(1));
  });

  it('each card opens the form it names: the user, product and supplier create forms', () => {
    expect(HOME_CARDS.map((card) => card.to)).toEqual(['/user', '/product', '/supplier']);
    const { unserved, formRedirects } = routePlan(resourceModules);
    expect(homeCards(menu('users', 'products', 'suppliers'))).toEqual([
      { key: 'add_user', to: '/user' },
      { key: 'create_product', to: '/product' },
      { key: 'configure_supplier', to: '/supplier' },
    ]);
    expect(formRedirects).toContainEqual({ path: 'user', to: '/users/create' });
    expect(formRedirects).toContainEqual({ path: 'supplier', to: '/suppliers/create' });
    expect(formRedirects).toContainEqual({ path: 'product', to: '/products/create' });
    expect(formRedirects).toContainEqual({ path: 'menu', to: '/menus/create' });
    expect(unserved).not.toContain('search-product');
  });
});
