import { Fragment, lazy, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

const ModifyStock = lazy(() => import('./ModifyStock'));
const StockHistory = lazy(() => import('./StockHistory'));

const inStocks = (screen: ReactNode) => <ResourceContextProvider value="stocks">{screen}</ResourceContextProvider>;

/**
 * The spec's modify-stock screen at /stocks/:id/add and /stocks/:id/remove (it needs an item: the
 * bare /modify-stock opens the list), and the item's movements at /stocks/:id/history.
 */
export const stockRoutes = (
  <Fragment key="stocks">
    <Route path="/stocks/:id/add" element={inStocks(<ModifyStock mode="add" />)} />
    <Route path="/stocks/:id/remove" element={inStocks(<ModifyStock mode="remove" />)} />
    <Route path="/stocks/:id/history" element={inStocks(<StockHistory />)} />
    <Route path="/modify-stock" element={<Navigate to="/stocks" replace />} />
  </Fragment>
);
