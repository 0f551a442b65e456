import RoomServiceIcon from '@mui/icons-material/RoomService';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { orderEndpoints } from './endpoints';
import { orderMessages } from './messages';

/** The live order board and the kitchen's view: screens at their paths, not a react-admin list. */
export const orders: ResourceModule = {
  name: 'orders',
  endpoints: [orderEndpoints],
  messages: orderMessages,
  icon: RoomServiceIcon,
  isResource: false,
  screens: [
    { path: 'orders', screen: lazy(() => import('./OrderBoard')) },
    { path: 'orders/kitchen', screen: lazy(() => import('./KitchenView')) },
    // the tables' bills
    { path: 'orders/tables', screen: lazy(() => import('./TablesView')) },
    // the waiter's own view of their tables ('Mi turno'), made for a phone
    { path: 'orders/mine', screen: lazy(() => import('./MyShift')) },
    // a round staff take at a table ('Tomar pedido')
    { path: 'orders/take', screen: lazy(() => import('./TakeOrder')) },
  ],
};
