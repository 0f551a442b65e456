import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { merchantChildRoutes } from '../../src/routes/merchantChildRoutes';
import { merchantAccountEndpoints } from './endpoints';
import { merchantAccountMessages } from './messages';

const specPaths = ['merchant/accounts', 'merchant/account'];

/** Merchant bank accounts: no screens of their own at /merchantAccounts, reached from each merchant's row. */
export const merchantAccounts: ResourceModule = {
  name: 'merchantAccounts',
  endpoints: [merchantAccountEndpoints],
  messages: merchantAccountMessages,
  routes: merchantChildRoutes({
    resource: 'merchantAccounts',
    segment: 'accounts',
    list: lazy(() => import('./MerchantAccountList')),
    create: lazy(() => import('./MerchantAccountCreate')),
    edit: lazy(() => import('./MerchantAccountEdit')),
    specPaths,
  }),
  specPaths,
  recordRepresentation: 'accountName',
};
