import { Router } from 'express';
import { floorMessages } from '../../src/domain/floorMessages';
import { supplierSchema, type SupplierInput } from '../../src/schemas/supplierSchema';
import { allowScreen } from '../auth/session';
import { badRequest, route } from '../http';
import { mountMerchantRecords } from '../restaurant/merchantRecords';
import { restaurantState } from '../restaurant/restaurantData';
import type { SupplierRecord } from '../seed/restaurantTypes';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';

/** The stock screen's items, when that collection exists (it is built beside this one). */
const stockItemsOf = (state: object): { supplierId?: unknown; supplierCode?: unknown }[] => {
  const stocks = (state as { stocks?: unknown }).stocks;
  return Array.isArray(stocks) ? stocks : [];
};

/**
 * /supplier: the merchant's suppliers ('suppliers' screen), identified by `supplierCode` (docs/spec-reference.md §7:
 * cleared on create, in the path of update and delete). The stock screen reads this collection.
 */
export const supplierRoutes: RouteArea = {
  prefix: '/supplier',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('suppliers'));
    const serviceTypes = () => restaurantState(store).supplierServiceTypes;

    router.get('/getTypeServices', route(() => ({ services: serviceTypes() })));
    mountMerchantRecords<SupplierRecord, SupplierInput, 'supplierCode'>(router, {
      store,
      collection: 'suppliers',
      key: 'supplierCode',
      wrap: 'supplier',
      list: { path: '/getSuppliers', envelope: 'suppliers' },
      parse: (body) => parseWrapped(supplierSchema, body, 'supplier'),
      check: (_state, input) => {
        if (!serviceTypes().some((type) => type.id === input.serviceTypeId)) throw badRequest(floorMessages.supplierServiceType, { field: 'serviceTypeId' });
      },
      build: (input, supplierCode, merchantId) => ({
        supplierCode,
        merchant_id: merchantId,
        ...input,
        legalIdType: input.legalIdType as SupplierRecord['legalIdType'],
      }),
      // stock items name their supplier by its code (docs/spec-reference.md §3 Stock item: supplierId): they must not point at nothing
      refuseDelete: (state, supplier) => (stockItemsOf(state).some((item) => item.supplierId === supplier.supplierCode || item.supplierCode === supplier.supplierCode) ? floorMessages.supplierInUse : undefined),
      texts: { created: floorMessages.supplierCreated, updated: floorMessages.supplierUpdated, deleted: floorMessages.supplierDeleted },
    });
    return router;
  },
};
