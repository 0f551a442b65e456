import { isValidElement, type ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { merchantChildScreens } from '../../src/routes/merchantChildScreens';
import { screenRoutes } from '../../src/routes/screenRoutes';

const List = () => null;
const Create = () => null;
const Edit = () => null;

type RouteProps = { path: string; element: ReactElement<{ value?: string; to?: string; replace?: boolean; children?: ReactElement }> };
const propsOf = (routes: ReactElement[]) => routes.map((route) => route.props as RouteProps);

describe('screens declared as data', () => {
  it('mounts a resource’s screens at their paths inside its resource context, and redirects as declared', () => {
    const routes = propsOf(
      screenRoutes({ name: 'stocks', screens: [{ path: 'stocks/:id/history', screen: List }, { path: 'modify-stock', redirect: '/stocks' }] }),
    );
    expect(routes.map((route) => route.path)).toEqual(['/stocks/:id/history', '/modify-stock']);
    expect(routes[0].element.type).toBe(ResourceContextProvider);
    expect(routes[0].element.props.value).toBe('stocks');
    expect(isValidElement(routes[0].element.props.children) && routes[0].element.props.children.type).toBe(List);
    expect(routes[1].element.type).toBe(Navigate);
    expect(routes[1].element.props).toMatchObject({ to: '/stocks', replace: true });
  });

  it('renders the screens of a module that is not a resource (a report) as they are', () => {
    const [route] = propsOf(screenRoutes({ name: 'transactions', isResource: false, screens: [{ path: 'reports/transactions', screen: List }] }));
    expect(route.element.type).toBe(List);
  });

  it('puts a merchant’s child resource under /merchants/:merchantId and sends the spec’s bare paths to the merchant list', () => {
    const screens = merchantChildScreens({ segment: 'tariffs', list: List, create: Create, edit: Edit, specPaths: ['merchant/tariffs', 'merchant/tariff'] });
    expect(screens).toEqual([
      { path: 'merchants/:merchantId/tariffs', screen: List },
      { path: 'merchants/:merchantId/tariffs/create', screen: Create },
      { path: 'merchants/:merchantId/tariffs/:id', screen: Edit },
      { path: 'merchant/tariffs', redirect: '/merchants' },
      { path: 'merchant/tariff', redirect: '/merchants' },
    ]);
  });
});
