import type { NavResource } from './wire/navigation';

export type { NavResource };

type Group = 1 | 2 | 3 | 4;
const PROVIDER: readonly Group[] = [1, 3];
const RESTAURANT: readonly Group[] = [2, 4];
const OWNER: readonly Group[] = [4];
const EVERY_GROUP: readonly Group[] = [1, 2, 3, 4];

/** The menu's headings: shown only when one of their screens is (docs/spec-reference.md §3 Resource, code ''). */
export const MENU_HEADINGS: readonly NavResource[] = [
  { id: 10, parentId: null, order: 3, name: 'Restaurante', code: '' },
  { id: 20, parentId: null, order: 4, name: 'Inventario', code: '' },
  { id: 30, parentId: null, order: 5, name: 'Lealtad', code: '' },
  { id: 50, parentId: null, order: 8, name: 'Reportes', code: '' },
];

/**
 * Every screen, once: its code (the address under which it opens), its menu entry and the groups
 * that have it (docs/roles.md). The menu GET /security/getResources hands out and the guard of
 * every endpoint (mock-api/auth/permissions.ts) both come from here, so a hidden screen is also a
 * refused endpoint.
 */
export const SCREENS = [
  { code: 'merchants', menu: { id: 1, parentId: null, order: 1, name: 'Comercios' }, groups: PROVIDER },
  { code: 'banks', menu: { id: 2, parentId: null, order: 2, name: 'Bancos' }, groups: PROVIDER },
  // the day's dollar reference rates dollar sales are charged at (docs/departures.md), after Bancos
  { code: 'exchangeRates', menu: { id: 4, parentId: null, order: 2.5, name: 'Tipos de cambio' }, groups: PROVIDER },
  { code: 'products', menu: { id: 11, parentId: 10, order: 1, name: 'Menú y productos' }, groups: RESTAURANT },
  { code: 'tables', menu: { id: 12, parentId: 10, order: 2, name: 'Mesas' }, groups: RESTAURANT },
  // After Mesas (orders are whole numbers elsewhere; a half keeps the others unchanged)
  { code: 'orders', menu: { id: 16, parentId: 10, order: 2.5, name: 'Pedidos' }, groups: RESTAURANT },
  // The electronic documents the restaurant issued, after Pedidos
  { code: 'receipts', menu: { id: 17, parentId: 10, order: 2.7, name: 'Comprobantes' }, groups: RESTAURANT },
  { code: 'sections', menu: { id: 13, parentId: 10, order: 3, name: 'Secciones' }, groups: RESTAURANT },
  { code: 'printers', menu: { id: 14, parentId: 10, order: 4, name: 'Impresoras' }, groups: RESTAURANT },
  { code: 'waiters', menu: { id: 15, parentId: 10, order: 5, name: 'Meseros' }, groups: RESTAURANT },
  { code: 'suppliers', menu: { id: 21, parentId: 20, order: 1, name: 'Proveedores' }, groups: RESTAURANT },
  { code: 'stocks', menu: { id: 22, parentId: 20, order: 2, name: 'Inventario' }, groups: RESTAURANT },
  { code: 'loyalty/rewards', menu: { id: 31, parentId: 30, order: 1, name: 'Recompensas' }, groups: OWNER },
  { code: 'loyalty/clients', menu: { id: 32, parentId: 30, order: 2, name: 'Clientes' }, groups: OWNER },
  { code: 'company', menu: { id: 40, parentId: null, order: 6, name: 'Empresa' }, groups: OWNER },
  { code: 'users', menu: { id: 3, parentId: null, order: 7, name: 'Usuarios' }, groups: EVERY_GROUP },
  { code: 'reports/transactions', menu: { id: 51, parentId: 50, order: 1, name: 'Transacciones' }, groups: EVERY_GROUP },
  { code: 'reports/merchant-payment', menu: { id: 52, parentId: 50, order: 2, name: 'Pago a comercios' }, groups: PROVIDER },
  // The day's close of the restaurant's till
  { code: 'reports/cash-close', menu: { id: 53, parentId: 50, order: 3, name: 'Cierre de caja' }, groups: RESTAURANT },
] as const satisfies readonly { code: string; menu: Omit<NavResource, 'code'>; groups: readonly Group[] }[];

/** Every screen a group may or may not have; a navigation code is one of these. */
export const SCREEN_CODES = SCREENS.map((screen) => screen.code);

export type ScreenCode = (typeof SCREENS)[number]['code'];

/** Addresses that belong to a screen under another name (a menu's form is part of 'Menú y productos'). */
const SCREEN_ALIASES: Record<string, ScreenCode> = {
  'menus': 'products',
  'search-product': 'products',
  // option sets are the products screen's (docs/departures.md)
  'optionSets': 'products',
};

/** The screen an address belongs to (`/merchants/2/tariffs` → merchants), or undefined for the home and other pages. */
export const screenOfPath = (pathname: string): ScreenCode | undefined => {
  const under = (path: string) => pathname === `/${path}` || pathname.startsWith(`/${path}/`);
  const alias = Object.entries(SCREEN_ALIASES).find(([path]) => under(path));
  if (alias) return alias[1];
  return SCREEN_CODES.filter(under).sort((a, b) => b.length - a.length)[0];
};
