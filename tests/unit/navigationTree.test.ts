import { describe, expect, it } from 'vitest';
import { navigationTree } from '../../src/layout/navigationTree';
import { navigationFor } from '../../mock-api/auth/permissions';
import { screenOfPath } from '../../src/domain/navigation';

describe('navigation from getResources (docs/spec-reference.md §2)', () => {
  it('sorts top-level items by order, groups children into dropdowns, links /{code}', () => {
    const tree = navigationTree([
      { id: 9, parentId: null, order: 3, name: 'Reportes', code: '' },
      { id: 11, parentId: 9, order: 2, name: 'Pagos', code: 'reports/merchant-payment' },
      { id: 10, parentId: 9, order: 1, name: 'Transacciones', code: 'reports/transactions' },
      { id: 2, parentId: null, order: 2, name: 'Bancos', code: 'banks' },
      { id: 1, parentId: null, order: 1, name: 'Comercios', code: 'merchants' },
    ]);
    expect(tree.map((item) => item.name)).toEqual(['Comercios', 'Bancos', 'Reportes']);
    expect(tree[0]).toMatchObject({ to: '/merchants', children: [] });
    expect(tree[2].to).toBeUndefined();
    expect(tree[2].children.map((child) => [child.name, child.to])).toEqual([
      ['Transacciones', '/reports/transactions'],
      ['Pagos', '/reports/merchant-payment'],
    ]);
  });

  it('drops a parent without children', () => {
    expect(navigationTree([{ id: 5, parentId: null, order: 1, name: 'Vacío', code: '' }])).toEqual([]);
  });

  it('gives each group its screens as docs/roles.md sets out', () => {
    const codes = (group: 1 | 2 | 3 | 4) => navigationFor(group).filter((item) => item.code).map((item) => item.code).sort();
    const provider = ['banks', 'exchangeRates', 'merchants', 'reports/merchant-payment', 'reports/transactions', 'users'];
    expect(codes(1)).toEqual(provider);
    expect(codes(3)).toEqual(provider);
    expect(codes(4)).toEqual(
      ['company', 'loyalty/clients', 'loyalty/rewards', 'orders', 'printers', 'products', 'receipts', 'reports/cash-close', 'reports/transactions', 'sections', 'stocks', 'suppliers', 'tables', 'users', 'waiters'],
    );
    expect(codes(2)).not.toContain('company');
    expect(codes(2)).not.toContain('banks');
    expect(codes(2)).toContain('users');
    expect(codes(2)).toContain('orders');
    expect(codes(2)).toContain('reports/cash-close');
  });
});

describe('the screen an address belongs to', () => {
  it.each([
    ['/banks', 'banks'],
    ['/banks/3', 'banks'],
    ['/orders/kitchen', 'orders'],
    ['/merchants/2/tariffs/create', 'merchants'],
    ['/reports/transactions', 'reports/transactions'],
    ['/loyalty/clients/client/info', 'loyalty/clients'],
    ['/', undefined],
    ['/bank', undefined],
    ['/bankster', undefined],
    ['/change-password', undefined],
  ])('%s → %s', (path, screen) => {
    expect(screenOfPath(path)).toBe(screen);
  });
});
