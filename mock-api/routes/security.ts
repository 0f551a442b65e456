import { Router } from 'express';
import { navigationFor } from '../auth/permissions';
import { route } from '../http';
import type { RouteArea } from './context';

export const securityRoutes: RouteArea = {
  prefix: '/security',
  build({ authenticate }) {
    const router = Router();
    router.get(
      '/getResources',
      authenticate,
      route((req) => ({ resources: navigationFor(req.session!.groupId) })),
    );
    return router;
  },
};
