import { activityRoutes } from './activities';
import { authRoutes } from './auth';
import { bankRoutes } from './bank';
import { exchangeRateRoutes } from './exchangeRate';
import { cashCloseRoutes } from './cashClose';
import { companySettingsRoutes } from './companySettings';
import { comboRoutes } from './combo';
import type { RouteArea } from './context';
import { contractRoutes } from './contract';
import { dashboardRoutes } from './dashboard';
import { invoiceRoutes } from './invoice';
import { locationRoutes } from './locations';
import { loyaltyRoutes } from './loyalty';
import { menuRoutes } from './menu';
import { merchantRoutes } from './merchant';
import { merchantAccountRoutes } from './merchantAccount';
import { orderRoutes } from './order';
import { orderBoardRoutes } from './orderBoard';
import { printerRoutes } from './printer';
import { productRoutes } from './product';
import { receiptRoutes } from './receipts';
import { reportRoutes } from './reports';
import { sectionRoutes } from './section';
import { securityRoutes } from './security';
import { supplierRoutes } from './supplier';
import { stockRoutes } from './stock';
import { tabRoutes } from './tab';
import { tableBoardRoutes } from './tableBoard';
import { tableRoutes } from './table';
import { tariffRoutes } from './tariff';
import { transactionRoutes } from './transaction';
import { userRoutes } from './user';
import { waiterRoutes } from './waiter';
import { optionSetRoutes } from './optionSet';

/** Every API area. A new area is one module here; nothing else answers. */
export const routeAreas: RouteArea[] = [authRoutes, securityRoutes, merchantRoutes, bankRoutes,
  // provider administration: merchants' tariffs and bank accounts, users
  tariffRoutes, merchantAccountRoutes, userRoutes,
  // the day's dollar reference rates the provider keeps
  exchangeRateRoutes,
  // the diner's QR menu, orders and the public voucher; the merchant's tables
  menuRoutes, orderRoutes, invoiceRoutes, tabRoutes, tableRoutes,
  // the restaurant floor: sections, printers, waiters, suppliers, company settings (after /merchant's own routes)
  sectionRoutes, printerRoutes, waiterRoutes, supplierRoutes, companySettingsRoutes,
  // the fiscal address's provinces, cantons and districts; Hacienda's economic activities
  locationRoutes, activityRoutes,
  // the merchant's products and the CABYS picker; option sets carried by many products
  productRoutes, optionSetRoutes,
  // the card transaction and merchant payment reports
  transactionRoutes, reportRoutes,
  // the homes' summaries
  dashboardRoutes,
  // the live order board and kitchen view
  orderBoardRoutes,
  // the merchant's electronic documents
  receiptRoutes,
  // the day's close of a restaurant's till
  cashCloseRoutes,
  // the board's 'Mesas' view: tables' bills, calls, SINPE to confirm, cash, closing a table
  tableBoardRoutes,
  // the merchant's stock and the recipes that use it; loyalty rewards and clients
  stockRoutes, comboRoutes, loyaltyRoutes,
  // GET /openapi.json and /api-docs: the document written from every area's declarations
  contractRoutes(() => routeAreas)];
