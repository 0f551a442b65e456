import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { supplierEndpoints } from './endpoints';
import { supplierMessages } from './messages';

export const suppliers: ResourceModule = {
  name: 'suppliers',
  formPath: 'supplier',
  endpoints: [supplierEndpoints],
  messages: supplierMessages,
  icon: LocalShippingIcon,
  list: lazy(() => import('./SupplierList')),
  create: lazy(() => import('./SupplierCreate')),
  edit: lazy(() => import('./SupplierEdit')),
  recordRepresentation: 'name',
};
