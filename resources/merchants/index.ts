import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { executiveEndpoints, merchantEndpoints, merchantIdTypeEndpoints, merchantTypeEndpoints } from './endpoints';
import { merchantMessages } from './messages';

export const merchants: ResourceModule = {
  name: 'merchants',
  formPath: 'merchant',
  endpoints: [merchantEndpoints, merchantTypeEndpoints, executiveEndpoints, merchantIdTypeEndpoints],
  messages: merchantMessages,
  icon: StorefrontIcon,
  list: lazy(() => import('./MerchantList')),
  create: lazy(() => import('./MerchantCreate')),
  edit: lazy(() => import('./MerchantEdit')),
  recordRepresentation: 'name',
};
