import type { RouteArea } from '../routes/context';

/**
 * TO BE CONVERTED: the route modules still mounted by hand, and every route each one mounts.
 * The one allow-list of routes without a declaration (tests/api/contract.test.ts fails on a
 * mounted route that is neither declared nor listed here, and on a listed one no longer mounted).
 * The document lists them as `x-portal-undeclared`. A module converted to declarations
 * (docs/api-contract.md) leaves this list; a new endpoint never enters it.
 */
export const UNDECLARED_ROUTES: Record<string, readonly string[]> = {
};

export const undeclaredRoutes = () =>
  Object.values(UNDECLARED_ROUTES).flatMap((routes) =>
    routes.map((route) => {
      const [method, path] = route.split(' ');
      return { method, path };
    }),
  );

/** The declarations of every declared area, in mounting order. */
export const declaredEndpoints = (areas: readonly RouteArea[]) => areas.flatMap((area) => area.endpoints ?? []);
