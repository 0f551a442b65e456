import { z } from 'zod';
import { floorMessages } from '../../src/domain/floorMessages';
import { supplier, supplierServiceType, type Supplier } from '../../src/domain/wire/floor';
import { supplierSchema, type SupplierInput } from '../../src/schemas/supplierSchema';
import type { Store } from '../store';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest } from '../http';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import { restaurantState } from '../restaurant/restaurantData';
import type { SupplierRecord } from '../storage/restaurantRecords';

const access = { screens: ['suppliers'] } as const;
const serviceTypes = (store: Store) => restaurantState(store).supplierServiceTypes;

/** The stock screen's items, when that collection exists (it is built beside this one). */
const stockItemsOf = (state: object): { supplierId?: unknown; supplierCode?: unknown }[] => {
  const stocks = (state as { stocks?: unknown }).stocks;
  return Array.isArray(stocks) ? stocks : [];
};

/**
 * /supplier: the merchant's suppliers ('suppliers' screen), identified by `supplierCode` (docs/spec-reference.md §7:
 * cleared on create, in the path of update and delete). The stock screen reads this collection.
 */
const records = merchantRecordEndpoints<SupplierRecord, SupplierInput, 'supplierCode', Supplier>({
  prefix: '/supplier',
  access,
  collection: 'suppliers',
  noun: 'supplier',
  key: 'supplierCode',
  wrap: 'supplier',
  list: { path: '/getSuppliers', envelope: 'suppliers' },
  schema: supplierSchema,
  example: { serviceTypeId: 1, name: 'Distribuidora La Central', legalIdType: 2, legalId: '3101123456', phone: '2222-3333', mobile: '', email: '', contact: '', address: '' },
  answer: supplier,
  check: (state, input) => {
    if (!state.supplierServiceTypes.some((type) => type.id === input.serviceTypeId)) throw badRequest(floorMessages.supplierServiceType, { field: 'serviceTypeId' });
  },
  refusals: { write: [{ status: 400, message: floorMessages.supplierServiceType }], delete: [{ status: 409, message: floorMessages.supplierInUse }] },
  build: (input, supplierCode, merchantId) => ({
    supplierCode,
    merchant_id: merchantId,
    ...input,
    legalIdType: input.legalIdType as SupplierRecord['legalIdType'],
  }),
  // stock items name their supplier by its code (docs/spec-reference.md §3 Stock item: supplierId): they must not point at nothing
  refuseDelete: (state, record) => (stockItemsOf(state).some((item) => item.supplierId === record.supplierCode || item.supplierCode === record.supplierCode) ? floorMessages.supplierInUse : undefined),
  texts: { created: floorMessages.supplierCreated, updated: floorMessages.supplierUpdated, deleted: floorMessages.supplierDeleted },
});

export const supplierRoutes = declaredArea(
  '/supplier',
  [
    endpoint({
      method: 'GET',
      path: '/supplier/getTypeServices',
      summary: 'The kinds of service a supplier may give.',
      access,
      addition: false,
      answer: z.object({ services: z.array(supplierServiceType) }),
      refusals: [],
      handle: ({ ctx }) => ({ services: serviceTypes(ctx.store) }),
    }),
    ...records.endpoints,
  ],
  { ownsPrefix: true },
);
