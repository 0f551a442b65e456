import { floorMessages } from '../../src/domain/floorMessages';
import { waiter, type Waiter } from '../../src/domain/wire/floor';
import { waiterSchema, type WaiterInput } from '../../src/schemas/waiterSchema';
import { declaredArea } from '../contract/mount';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import type { WaiterRecord } from '../storage/restaurantRecords';

/** /waiter: the restaurant's waiters ('waiters' screen), only the caller's merchant's. */
const { endpoints } = merchantRecordEndpoints<WaiterRecord, WaiterInput, 'id', Waiter>({
  prefix: '/waiter',
  access: { screens: ['waiters'] },
  collection: 'waiters',
  noun: 'waiter',
  key: 'id',
  wrap: 'waiter',
  list: { path: '/getWaiters', envelope: 'waiters' },
  schema: waiterSchema,
  example: { name: 'Ana Solís' },
  answer: waiter,
  build: (input, id, merchantId) => ({ id, merchant_id: merchantId, ...input }),
  nameTaken: floorMessages.waiterNameTaken,
  texts: { created: floorMessages.waiterCreated, updated: floorMessages.waiterUpdated, deleted: floorMessages.waiterDeleted },
});

export const waiterRoutes = declaredArea('/waiter', endpoints, { ownsPrefix: true });
