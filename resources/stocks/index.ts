import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { stockEndpoints } from './endpoints';
import { stockMessages } from './messages';
import { stockRoutes } from './stockRoutes';

/** Stock (docs/spec-reference.md §2): list, create and edit at /stocks; adding, removing and the movements per item (stockRoutes). */
export const stocks: ResourceModule = {
  name: 'stocks',
  formPath: 'stock',
  endpoints: [stockEndpoints],
  messages: stockMessages,
  icon: Inventory2Icon,
  list: lazy(() => import('./StockList')),
  create: lazy(() => import('./StockCreate')),
  edit: lazy(() => import('./StockEdit')),
  recordRepresentation: 'name',
  routes: stockRoutes,
  specPaths: ['modify-stock'],
};
