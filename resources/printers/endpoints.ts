import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** docs/spec-reference.md §7 Restaurant operations: the merchant's printers at once; writes wrap the record as `{printer}`. */
export const printerEndpoints: ResourceEndpoints = {
  name: 'printers',
  list: { path: () => '/printer/getPrinters', envelope: 'printers' },
  searchFields: ['name', 'ip'],
  create: { path: () => '/printer/', wrap: 'printer' },
  update: { path: (id) => `/printer/${id}`, wrap: 'printer' },
  delete: { path: (id) => `/printer/${id}` },
  toPayload: ({ name, ip, typeId }) => ({ name, ip, typeId: typeof typeId === 'number' ? typeId : Number(typeId) || 0 }),
};
