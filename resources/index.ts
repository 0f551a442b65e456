import type { ResourceModule } from '../src/resourceModule';
import { banks } from './banks';
import { merchantAccounts } from './merchantAccounts';
import { merchantPayments } from './merchantPayments';
import { merchants } from './merchants';
import { orders } from './orders';
import { tariffs } from './tariffs';
import { transactions } from './transactions';
import { users } from './users';

/** Every back-office entity. Adding one is adding its folder and a line here. */
export const resourceModules: ResourceModule[] = [
  banks, transactions, merchantPayments,
  // provider administration: merchants with their tariffs and bank accounts, users
  merchants, tariffs, merchantAccounts, users,
  // the restaurant's live order board and kitchen view (issue 13)
  orders,
];
