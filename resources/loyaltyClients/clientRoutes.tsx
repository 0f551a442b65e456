import { Fragment, lazy, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';

const ClientList = lazy(() => import('./ClientList'));
const ClientCreate = lazy(() => import('./ClientCreate'));
const ClientInfo = lazy(() => import('./ClientInfo'));

const inClients = (screen: ReactNode) => <ResourceContextProvider value="loyaltyClients">{screen}</ResourceContextProvider>;

/** The spec's loyalty/clients (the list, with its search), loyalty/clients/client (create) and loyalty/clients/client/info. */
export const clientRoutes = (
  <Fragment key="loyaltyClients">
    <Route path="/loyalty/clients" element={inClients(<ClientList />)} />
    <Route path="/loyalty/clients/client" element={inClients(<ClientCreate />)} />
    <Route path="/loyalty/clients/client/info" element={inClients(<ClientInfo />)} />
  </Fragment>
);
