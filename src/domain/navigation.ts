export type { NavResource } from './wire/navigation';

/** Every screen a group may or may not have (docs/roles.md); a navigation code is one of these. */
export const SCREEN_CODES = [
  'merchants', 'banks', 'users', 'reports/transactions', 'reports/merchant-payment',
  'products', 'tables', 'sections', 'printers', 'waiters', 'suppliers', 'stocks',
  'company', 'loyalty/rewards', 'loyalty/clients',
  'orders',
] as const;

export type ScreenCode = (typeof SCREEN_CODES)[number];

/** Addresses that belong to a screen under another name (a menu's form is part of 'Menú y productos'). */
const SCREEN_ALIASES: Record<string, ScreenCode> = {
  'menus': 'products',
  'search-product': 'products',
};

/** The screen an address belongs to (`/merchants/2/tariffs` → merchants), or undefined for the home and other pages. */
export const screenOfPath = (pathname: string): ScreenCode | undefined => {
  const under = (path: string) => pathname === `/${path}` || pathname.startsWith(`/${path}/`);
  const alias = Object.entries(SCREEN_ALIASES).find(([path]) => under(path));
  if (alias) return alias[1];
  return SCREEN_CODES.filter(under).sort((a, b) => b.length - a.length)[0];
};
