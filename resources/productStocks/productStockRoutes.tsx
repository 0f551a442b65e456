import { Fragment, lazy, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';

const ProductStockList = lazy(() => import('./ProductStockList'));
const ProductStockCreate = lazy(() => import('./ProductStockCreate'));
const ProductStockEdit = lazy(() => import('./ProductStockEdit'));

const inRecipes = (screen: ReactNode) => <ResourceContextProvider value="productStocks">{screen}</ResourceContextProvider>;

/**
 * The spec's recipe paths, reached from a product's 'associate inventory' action: the list at
 * /product-stock?productId=…, a new line at /add-product-stock?productId=…, a line's edit at
 * /add-product-stock/:productId-:stockId (so a reload keeps the line).
 */
export const productStockRoutes = (
  <Fragment key="productStocks">
    <Route path="/product-stock" element={inRecipes(<ProductStockList />)} />
    <Route path="/add-product-stock" element={inRecipes(<ProductStockCreate />)} />
    <Route path="/add-product-stock/:id" element={inRecipes(<ProductStockEdit />)} />
  </Fragment>
);
