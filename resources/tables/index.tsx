import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { tableEndpoints } from './endpoints';
import { tableMessages } from './messages';

export const tables: ResourceModule = {
  name: 'tables',
  formPath: 'table',
  endpoints: [tableEndpoints],
  messages: tableMessages,
  icon: TableRestaurantIcon,
  list: lazy(() => import('./TableList')),
  create: lazy(() => import('./TableCreate')),
  edit: lazy(() => import('./TableEdit')),
  recordRepresentation: 'name',
  // the floor's codes on one printable page (a static path: react-router ranks it above /tables/:id)
  screens: [{ path: 'tables/print', screen: lazy(() => import('./TablePrintView')) }],
};
