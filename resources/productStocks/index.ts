import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { productStockEndpoints } from './endpoints';
import { productStockMessages } from './messages';

/**
 * Product recipes (docs/spec-reference.md §2 product-stock, add-product-stock): no screens of their
 * own at /productStocks. Reached from a product's 'associate inventory' action: the list at
 * /product-stock?productId=…, a new line at /add-product-stock?productId=…, a line's edit at
 * /add-product-stock/:productId-:stockId (so a reload keeps the line).
 */
export const productStocks: ResourceModule = {
  name: 'productStocks',
  endpoints: [productStockEndpoints],
  messages: productStockMessages,
  screens: [
    { path: 'product-stock', screen: lazy(() => import('./ProductStockList')) },
    { path: 'add-product-stock', screen: lazy(() => import('./ProductStockCreate')) },
    { path: 'add-product-stock/:id', screen: lazy(() => import('./ProductStockEdit')) },
  ],
  recordRepresentation: 'stock.name',
};
