import type { ResourceModule } from '../../src/resourceModule';
import { productStockEndpoints } from './endpoints';
import { productStockMessages } from './messages';
import { productStockRoutes } from './productStockRoutes';

/** Product recipes (docs/spec-reference.md §2 product-stock, add-product-stock): no screens of their own at /productStocks. */
export const productStocks: ResourceModule = {
  name: 'productStocks',
  endpoints: [productStockEndpoints],
  messages: productStockMessages,
  routes: productStockRoutes,
  specPaths: ['product-stock', 'add-product-stock'],
  recordRepresentation: 'stock.name',
};
