import type { ResourceEndpoints } from '../../src/providers/endpoints';


/**
 * docs/spec-reference.md §7 Restaurant operations: suppliers are identified by `supplierCode`, which create clears
 * (the server assigns it) and update and delete put in the path. Writes wrap the record as `{supplier}`.
 */
export const supplierEndpoints: ResourceEndpoints = {
  name: 'suppliers',
  id: (supplier) => supplier.supplierCode,
  list: { path: () => '/supplier/getSuppliers', envelope: 'suppliers' },
  searchFields: ['name', 'legalId', 'contact', 'email', 'phone', 'mobile'],
  create: { path: () => '/supplier/', wrap: 'supplier' },
  update: { path: (id) => `/supplier/${id}`, wrap: 'supplier' },
  delete: { path: (id) => `/supplier/${id}` },
  toPayload: ({ serviceTypeId, name, legalIdType, legalId, phone, mobile, email, contact, address }) => ({
    serviceTypeId,
    name,
    legalIdType,
    legalId: legalId ?? '',
    phone: phone ?? '',
    mobile: mobile ?? '',
    email: email ?? '',
    contact: contact ?? '',
    address: address ?? '',
  }),
  actions: {
    serviceTypes: { path: () => '/supplier/getTypeServices', method: 'GET', envelope: 'services' },
  },
};
