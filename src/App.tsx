import { lazy, Suspense, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { resourceModules } from '../resources';
import { createI18nProvider } from './i18n/i18nProvider';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { httpClient } from './providers/httpClient';
import { routePlan } from './routes/routePlan';
import { screenRoutes } from './routes/screenRoutes';
import { portalTheme } from './theme';

// Only the sign-in page is in the first download; everything behind it loads when needed.
const LoginPage = lazy(() => import('./auth/LoginPage'));
const ChangePasswordPage = lazy(() => import('./auth/ChangePasswordPage'));
const PortalLayout = lazy(() => import('./layout/PortalLayout'));
const HomePanel = lazy(() => import('./home/HomePanel'));

export const dataProvider = createDataProvider(httpClient, resourceModules.flatMap((module) => module.endpoints));
export const authProvider = createAuthProvider(httpClient);
const i18nProvider = createI18nProvider(resourceModules.map((module) => module.messages));
const plan = routePlan(resourceModules);

const GoHome = () => <Navigate to="/" replace />;
// react-admin renders the sign-in page outside its layout, so it needs its own Suspense boundary.
const Login = () => (
  <Suspense fallback={null}>
    <LoginPage />
  </Suspense>
);

const PortalAdmin = () => (
  <Admin
    title="Portal de Comercios"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={Login}
    layout={PortalLayout}
    dashboard={HomePanel}
    catchAll={GoHome}
    theme={portalTheme}
    disableTelemetry
    requireAuth
  >
    {resourceModules
      .filter((module) => module.isResource !== false)
      .map((module) => (
        <Resource
          key={module.name}
          name={module.name}
          list={module.list}
          create={module.create}
          edit={module.edit}
          icon={module.icon}
          recordRepresentation={module.recordRepresentation}
        />
      ))}
    <CustomRoutes noLayout>
      <Route path="/change-password" element={<ChangePasswordPage />} />
    </CustomRoutes>
    <CustomRoutes>
      {plan.formRedirects.map(({ path, to }) => (
        <Route key={path} path={`/${path}`} element={<Navigate to={to} replace />} />
      ))}
      {resourceModules.flatMap(screenRoutes)}
    </CustomRoutes>
  </Admin>
);

/**
 * Real paths, not react-admin's default hash router: /banks/3 must open from the address bar. A
 * data router, so a changed form can hold a navigation until the user answers (useLeaveGuard).
 * Made when the admin mounts, not when its code loads: the code loads while the user is still
 * on the sign-in page, and a router reads the address once, when it is made.
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <PortalAdmin /> }]));
  return <RouterProvider router={router} />;
};
