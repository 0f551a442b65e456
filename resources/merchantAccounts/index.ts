import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { merchantChildScreens } from '../../src/routes/merchantChildScreens';
import { merchantAccountEndpoints } from './endpoints';
import { merchantAccountMessages } from './messages';

/** Merchant bank accounts: no screens of their own at /merchantAccounts, reached from each merchant's row. */
export const merchantAccounts: ResourceModule = {
  name: 'merchantAccounts',
  endpoints: [merchantAccountEndpoints],
  messages: merchantAccountMessages,
  screens: merchantChildScreens({
    segment: 'accounts',
    list: lazy(() => import('./MerchantAccountList')),
    create: lazy(() => import('./MerchantAccountCreate')),
    edit: lazy(() => import('./MerchantAccountEdit')),
    specPaths: ['merchant/accounts', 'merchant/account'],
  }),
  recordRepresentation: 'accountName',
};
