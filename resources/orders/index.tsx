import RoomServiceIcon from '@mui/icons-material/RoomService';
import { Fragment, lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceModule } from '../../src/resourceModule';
import { orderEndpoints } from './endpoints';
import { orderMessages } from './messages';

const OrderBoard = lazy(() => import('./OrderBoard'));
const KitchenView = lazy(() => import('./KitchenView'));

/** The live order board and the kitchen's view (issue 13): screens at their paths, not a react-admin list. */
export const orders: ResourceModule = {
  name: 'orders',
  endpoints: [orderEndpoints],
  messages: orderMessages,
  icon: RoomServiceIcon,
  isResource: false,
  routes: (
    <Fragment key="orders">
      <Route key="orders" path="/orders" element={<OrderBoard />} />
      <Route key="orders/kitchen" path="/orders/kitchen" element={<KitchenView />} />
    </Fragment>
  ),
};
