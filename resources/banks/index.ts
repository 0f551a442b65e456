import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { bankEndpoints, countryEndpoints } from './endpoints';
import { bankMessages } from './messages';

export const banks: ResourceModule = {
  name: 'banks',
  formPath: 'bank',
  endpoints: [bankEndpoints, countryEndpoints],
  messages: bankMessages,
  icon: AccountBalanceIcon,
  list: lazy(() => import('./BankList')),
  create: lazy(() => import('./BankCreate')),
  edit: lazy(() => import('./BankEdit')),
  recordRepresentation: 'name',
};
