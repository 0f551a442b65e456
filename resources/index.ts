import type { ResourceModule } from '../src/resourceModule';
import { banks } from './banks';
import { merchantAccounts } from './merchantAccounts';
import { merchantPayments } from './merchantPayments';
import { menus } from './menus';
import { merchants } from './merchants';
import { products } from './products';
import { tariffs } from './tariffs';
import { transactions } from './transactions';
import { users } from './users';

/** Every back-office entity. Adding one is adding its folder and a line here. */
export const resourceModules: ResourceModule[] = [
  banks, transactions, merchantPayments,
  // provider administration: merchants with their tariffs and bank accounts, users
  merchants, tariffs, merchantAccounts, users,
  // the merchant's catalogue: menus and products with their Hacienda codes
  products, menus,
];
