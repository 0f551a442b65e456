import { authRoutes } from './auth';
import { bankRoutes } from './bank';
import type { RouteArea } from './context';
import { merchantRoutes } from './merchant';
import { securityRoutes } from './security';

/** Every API area. A new area is one module here; nothing else answers. */
export const routeAreas: RouteArea[] = [authRoutes, securityRoutes, merchantRoutes, bankRoutes];
