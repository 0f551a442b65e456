import { Router } from 'express';
import { floorMessages } from '../../src/domain/floorMessages';
import { waiterSchema, type WaiterInput } from '../../src/schemas/waiterSchema';
import { allowScreen } from '../auth/session';
import { mountMerchantRecords } from '../restaurant/merchantRecords';
import type { WaiterRecord } from '../seed/restaurantTypes';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';

/** /waiter: the restaurant's waiters ('waiters' screen), only the caller's merchant's. */
export const waiterRoutes: RouteArea = {
  prefix: '/waiter',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('waiters'));
    mountMerchantRecords<WaiterRecord, WaiterInput, 'id'>(router, {
      store,
      collection: 'waiters',
      key: 'id',
      wrap: 'waiter',
      list: { path: '/getWaiters', envelope: 'waiters' },
      parse: (body) => parseWrapped(waiterSchema, body, 'waiter'),
      build: (input, id, merchantId) => ({ id, merchant_id: merchantId, ...input }),
      nameTaken: floorMessages.waiterNameTaken,
      texts: { created: floorMessages.waiterCreated, updated: floorMessages.waiterUpdated, deleted: floorMessages.waiterDeleted },
    });
    return router;
  },
};
