import { Fragment, lazy, type ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

const TariffList = lazy(() => import('./TariffList'));
const TariffCreate = lazy(() => import('./TariffCreate'));
const TariffEdit = lazy(() => import('./TariffEdit'));

const asTariffs = (screen: ReactElement) => <ResourceContextProvider value="tariffs">{screen}</ResourceContextProvider>;

/**
 * A merchant's tariffs live under it, so a reload or a shared link keeps the merchant. The spec's
 * merchant/tariffs and merchant/tariff paths name no merchant: they open the merchant list to pick one.
 */
export const tariffRoutes = (
  <Fragment key="tariffs">
    <Route path="/merchants/:merchantId/tariffs" element={asTariffs(<TariffList />)} />
    <Route path="/merchants/:merchantId/tariffs/create" element={asTariffs(<TariffCreate />)} />
    <Route path="/merchants/:merchantId/tariffs/:id" element={asTariffs(<TariffEdit />)} />
    <Route path="/merchant/tariffs" element={<Navigate to="/merchants" replace />} />
    <Route path="/merchant/tariff" element={<Navigate to="/merchants" replace />} />
  </Fragment>
);
