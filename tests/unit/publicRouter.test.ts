import { describe, expect, it } from 'vitest';
import { menuPath, routeOf } from '../../public-app/src/router';

describe('public app routes (docs/spec-reference.md §2)', () => {
  it.each([
    ['/menuqr/Abc123_-xyz', { page: 'menu', token: 'Abc123_-xyz' }],
    ['/menuqr/any/thing/Abc123', { page: 'menu', token: 'Abc123' }],
    ['/menuqr/Abc123/', { page: 'menu', token: 'Abc123' }],
    ['/menuqr', { page: 'menu', token: '' }],
    ['/menuqr/confirm', { page: 'confirm' }],
    ['/menuqr/order', { page: 'order' }],
    ['/menuqr/pay', { page: 'pay' }],
    ['/voucher/Zx9_-Q', { page: 'voucher', id: 'Zx9_-Q' }],
    ['/voucher/a/b/Zx9', { page: 'voucher', id: 'Zx9' }],
    ['/voucher', { page: 'voucher', id: '' }],
    ['/banks', { page: 'unknown' }],
    ['/menuqr/%E0%A4%A', { page: 'menu', token: '%E0%A4%A' }],
  ])('%s', (path, route) => expect(routeOf(path)).toEqual(route));

  it('builds the menu path with the token escaped', () => {
    expect(menuPath('a/b')).toBe('/menuqr/a%2Fb');
    expect(menuPath(null)).toBe('/menuqr/');
  });
});
