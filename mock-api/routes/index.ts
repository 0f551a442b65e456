import { authRoutes } from './auth';
import { bankRoutes } from './bank';
import { comboRoutes } from './combo';
import type { RouteArea } from './context';
import { invoiceRoutes } from './invoice';
import { loyaltyRoutes } from './loyalty';
import { menuRoutes } from './menu';
import { merchantRoutes } from './merchant';
import { merchantAccountRoutes } from './merchantAccount';
import { orderRoutes } from './order';
import { reportRoutes } from './reports';
import { securityRoutes } from './security';
import { stockRoutes } from './stock';
import { tableRoutes } from './table';
import { tariffRoutes } from './tariff';
import { transactionRoutes } from './transaction';
import { userRoutes } from './user';

/** Every API area. A new area is one module here; nothing else answers. */
export const routeAreas: RouteArea[] = [authRoutes, securityRoutes, merchantRoutes, bankRoutes,
  // provider administration: merchants' tariffs and bank accounts, users
  tariffRoutes, merchantAccountRoutes, userRoutes,
  // the diner's QR menu, orders and the public voucher; the merchant's tables
  menuRoutes, orderRoutes, invoiceRoutes, tableRoutes,
  // the card transaction and merchant payment reports
  transactionRoutes, reportRoutes,
  // the merchant's stock and the recipes that use it; loyalty rewards and clients
  stockRoutes, comboRoutes, loyaltyRoutes];
