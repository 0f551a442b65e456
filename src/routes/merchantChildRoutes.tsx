import { type ComponentType, Fragment } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

interface MerchantChildScreens {
  /** react-admin resource name (tariffs, merchantAccounts). */
  resource: string;
  /** Address segment under the merchant (tariffs, accounts). */
  segment: string;
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  /** The spec's merchant/… paths, which name no merchant: they open the merchant list to pick one. */
  specPaths: string[];
}

/**
 * A resource that lives under a merchant (/merchants/:merchantId/<segment>[/create|/:id]), so a
 * reload or a shared link keeps the merchant.
 */
export const merchantChildRoutes = ({ resource, segment, list: List, create: Create, edit: Edit, specPaths }: MerchantChildScreens) => {
  const base = `/merchants/:merchantId/${segment}`;
  const inResource = (Screen: ComponentType) => (
    <ResourceContextProvider value={resource}>
      <Screen />
    </ResourceContextProvider>
  );
  return (
    <Fragment key={resource}>
      <Route path={base} element={inResource(List)} />
      <Route path={`${base}/create`} element={inResource(Create)} />
      <Route path={`${base}/:id`} element={inResource(Edit)} />
      {specPaths.map((path) => (
        <Route key={path} path={`/${path}`} element={<Navigate to="/merchants" replace />} />
      ))}
    </Fragment>
  );
};
