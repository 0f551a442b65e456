import type { ResourceModule } from '../src/resourceModule';
import { banks } from './banks';
import { merchantAccounts } from './merchantAccounts';
import { merchantPayments } from './merchantPayments';
import { loyaltyClients } from './loyaltyClients';
import { merchants } from './merchants';
import { productStocks } from './productStocks';
import { rewards } from './rewards';
import { stocks } from './stocks';
import { tariffs } from './tariffs';
import { transactions } from './transactions';
import { users } from './users';

/** Every back-office entity. Adding one is adding its folder and a line here. */
export const resourceModules: ResourceModule[] = [
  banks, transactions, merchantPayments,
  // provider administration: merchants with their tariffs and bank accounts, users
  merchants, tariffs, merchantAccounts, users,
  // the restaurant's stock with its movements, product recipes; loyalty rewards and clients
  stocks, productStocks, rewards, loyaltyClients,
];
