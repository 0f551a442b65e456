import { Fragment, lazy, type ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

const MerchantAccountList = lazy(() => import('./MerchantAccountList'));
const MerchantAccountCreate = lazy(() => import('./MerchantAccountCreate'));
const MerchantAccountEdit = lazy(() => import('./MerchantAccountEdit'));

const asAccounts = (screen: ReactElement) => <ResourceContextProvider value="merchantAccounts">{screen}</ResourceContextProvider>;

/**
 * A merchant's bank accounts live under it (/merchants/:merchantId/accounts…). The spec's
 * merchant/accounts and merchant/account paths name no merchant: they open the merchant list.
 */
export const merchantAccountRoutes = (
  <Fragment key="merchantAccounts">
    <Route path="/merchants/:merchantId/accounts" element={asAccounts(<MerchantAccountList />)} />
    <Route path="/merchants/:merchantId/accounts/create" element={asAccounts(<MerchantAccountCreate />)} />
    <Route path="/merchants/:merchantId/accounts/:id" element={asAccounts(<MerchantAccountEdit />)} />
    <Route path="/merchant/accounts" element={<Navigate to="/merchants" replace />} />
    <Route path="/merchant/account" element={<Navigate to="/merchants" replace />} />
  </Fragment>
);
