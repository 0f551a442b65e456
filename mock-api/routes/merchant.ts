import { Router } from 'express';
import { allowScreen } from '../auth/session';
import { route } from '../http';
import type { RouteArea } from './context';

export const merchantRoutes: RouteArea = {
  prefix: '/merchant',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('merchants'));

    // Home panel: merchants whose ITBMS is neither automatic nor set by hand.
    router.get(
      '/getWithoutITBMSConfiguration',
      route(() => ({
        merchants: store
          .state()
          .merchants.filter((merchant) => !merchant.automatic_itbms && merchant.itbms === null)
          .map(({ id, name }) => ({ id, name })),
      })),
    );
    return router;
  },
};
