import type { ComponentType, ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';

/**
 * A screen of a resource at an address of its own, beyond react-admin's list, create and edit
 * (docs/spec-reference.md §2's paths such as loyalty/rewards or product-stock), declared as data:
 * the path without its leading slash, and either the screen it opens or the address it sends to.
 */
export type ScreenRoute = { path: string; screen: ComponentType } | { path: string; redirect: string };

interface ScreenOwner {
  name: string;
  isResource?: boolean;
  screens?: ScreenRoute[];
}

/**
 * The <Route>s of a module's screens, inside the layout. A resource's screens read and write
 * through it (react-admin's resource context), so they are rendered inside it; a module that is
 * not a resource (a report) renders them as they are.
 */
export const screenRoutes = ({ name, isResource, screens = [] }: ScreenOwner): ReactElement[] =>
  screens.map((route) => {
    const key = `${name}:${route.path}`;
    if ('redirect' in route) return <Route key={key} path={`/${route.path}`} element={<Navigate to={route.redirect} replace />} />;
    const Screen = route.screen;
    const element =
      isResource === false ? (
        <Screen />
      ) : (
        <ResourceContextProvider value={name}>
          <Screen />
        </ResourceContextProvider>
      );
    return <Route key={key} path={`/${route.path}`} element={element} />;
  });
