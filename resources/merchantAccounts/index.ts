import type { ResourceModule } from '../../src/resourceModule';
import { merchantAccountEndpoints } from './endpoints';
import { merchantAccountMessages } from './messages';
import { merchantAccountRoutes } from './routes';

/** Merchant bank accounts: no screens of their own at /merchantAccounts, reached from each merchant's row. */
export const merchantAccounts: ResourceModule = {
  name: 'merchantAccounts',
  endpoints: [merchantAccountEndpoints],
  messages: merchantAccountMessages,
  routes: merchantAccountRoutes,
  specPaths: ['merchant/accounts', 'merchant/account'],
  recordRepresentation: 'accountName',
};
