/** A navigation entry as GET /security/getResources gives it (spec §3 Resource). */
export interface NavResource {
  id: number;
  parentId: number | null;
  order: number;
  name: string;
  code: string;
}

/** Every screen a group may or may not have (decisions.md); a navigation code is one of these. */
export const SCREEN_CODES = [
  'merchants', 'banks', 'users', 'reports/transactions', 'reports/merchant-payment',
  'products', 'tables', 'sections', 'printers', 'waiters', 'suppliers', 'stocks',
  'company', 'loyalty/rewards', 'loyalty/clients',
  'orders',
] as const;

export type ScreenCode = (typeof SCREEN_CODES)[number];

/** The screen an address belongs to (`/merchants/2/tariffs` → merchants), or undefined for the home and other pages. */
export const screenOfPath = (pathname: string): ScreenCode | undefined =>
  SCREEN_CODES.filter((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`)).sort((a, b) => b.length - a.length)[0];
