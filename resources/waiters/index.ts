import RoomServiceIcon from '@mui/icons-material/RoomService';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { waiterEndpoints } from './endpoints';
import { waiterMessages } from './messages';

export const waiters: ResourceModule = {
  name: 'waiters',
  formPath: 'waiter',
  endpoints: [waiterEndpoints],
  messages: waiterMessages,
  icon: RoomServiceIcon,
  list: lazy(() => import('./WaiterList')),
  create: lazy(() => import('./WaiterCreate')),
  edit: lazy(() => import('./WaiterEdit')),
  recordRepresentation: 'name',
};
