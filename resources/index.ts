import type { ResourceModule } from '../src/resourceModule';
import { banks } from './banks';
import { cashClose } from './cashClose';
import { company } from './company';
import { exchangeRates } from './exchangeRates';
import { merchantAccounts } from './merchantAccounts';
import { merchantPayments } from './merchantPayments';
import { menus } from './menus';
import { merchants } from './merchants';
import { printers } from './printers';
import { sections } from './sections';
import { suppliers } from './suppliers';
import { tables } from './tables';
import { orders } from './orders';
import { products } from './products';
import { optionSets } from './optionSets';
import { receipts } from './receipts';
import { loyaltyClients } from './loyaltyClients';
import { productStocks } from './productStocks';
import { rewards } from './rewards';
import { stocks } from './stocks';
import { tariffs } from './tariffs';
import { transactions } from './transactions';
import { users } from './users';
import { waiters } from './waiters';

/** Every back-office entity. Adding one is adding its folder and a line here. */
export const resourceModules: ResourceModule[] = [
  banks, transactions, merchantPayments,
  // the day's dollar reference rates the provider keeps
  exchangeRates,
  // the restaurant's day's close
  cashClose,
  // provider administration: merchants with their tariffs and bank accounts, users
  merchants, tariffs, merchantAccounts, users,
  // the restaurant floor: sections, tables with their QR codes, printers, waiters, suppliers, company settings
  sections, tables, printers, waiters, suppliers, company,
  // the restaurant's live order board and kitchen view, its electronic documents
  orders, receipts,
  // the merchant's catalogue: menus and products with their Hacienda codes, option sets
  products, menus, optionSets,
  // the restaurant's stock with its movements, product recipes; loyalty rewards and clients
  stocks, productStocks, rewards, loyaltyClients,
];
