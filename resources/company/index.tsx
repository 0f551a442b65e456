import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceModule } from '../../src/resourceModule';
import { companyEndpoints } from './endpoints';
import { companyMessages } from './messages';

const CompanySettings = lazy(() => import('./CompanySettings'));

/** Company settings: one screen at the spec's path, not a list. */
export const company: ResourceModule = {
  name: 'company',
  endpoints: [companyEndpoints],
  messages: companyMessages,
  icon: BusinessIcon,
  isResource: false,
  routes: <Route key="company" path="/company" element={<CompanySettings />} />,
  specPaths: ['company'],
};
