import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { companyEndpoints } from './endpoints';
import { companyMessages } from './messages';

/** Company settings: one screen at the spec's path, not a list. */
export const company: ResourceModule = {
  name: 'company',
  endpoints: [companyEndpoints],
  messages: companyMessages,
  icon: BusinessIcon,
  isResource: false,
  screens: [{ path: 'company', screen: lazy(() => import('./CompanySettings')) }],
};
