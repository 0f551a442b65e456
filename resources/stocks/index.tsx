import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { stockEndpoints } from './endpoints';
import { stockMessages } from './messages';

const ModifyStock = lazy(() => import('./ModifyStock'));
const AddStock = () => <ModifyStock mode="add" />;
const RemoveStock = () => <ModifyStock mode="remove" />;

/**
 * Stock (docs/spec-reference.md §2): list, create and edit at /stocks; the spec's modify-stock screen
 * at /stocks/:id/add and /stocks/:id/remove (it needs an item: the bare /modify-stock opens the
 * list), and the item's movements at /stocks/:id/history.
 */
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
  screens: [
    { path: 'stocks/:id/add', screen: AddStock },
    { path: 'stocks/:id/remove', screen: RemoveStock },
    { path: 'stocks/:id/history', screen: lazy(() => import('./StockHistory')) },
    { path: 'modify-stock', redirect: '/stocks' },
  ],
};
