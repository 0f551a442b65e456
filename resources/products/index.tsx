import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { productEndpoints } from './endpoints';
import { productResourceMessages } from './messages';

/** docs/spec-reference.md §2 'Menu and product list and forms': /products nests the menus with their products. */
export const products: ResourceModule = {
  name: 'products',
  formPath: 'product',
  endpoints: [productEndpoints],
  messages: productResourceMessages,
  icon: RestaurantMenuIcon,
  list: lazy(() => import('./ProductList')),
  create: lazy(() => import('./ProductCreate')),
  edit: lazy(() => import('./ProductEdit')),
  recordRepresentation: 'name',
  screens: [{ path: 'search-product', screen: lazy(() => import('./SearchProductPage')) }],
};
