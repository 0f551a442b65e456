import type { ResourceEndpoints } from '../../src/providers/endpoints';

/**
 * docs/spec-reference.md §7 Restaurant operations: the merchant's tables at once; writes wrap the record as
 * `{table}`. The QR token is not in the list: it is asked for per table (`token`, spec's
 * getTableToken) and replaced by `regenerate` (our addition), which makes the old code fail.
 */
export const tableEndpoints: ResourceEndpoints = {
  name: 'tables',
  list: { path: () => '/table/getTables', envelope: 'tables' },
  searchFields: ['name', 'section.name'],
  create: { path: () => '/table/', wrap: 'table' },
  update: { path: (id) => `/table/${id}`, wrap: 'table' },
  delete: { path: (id) => `/table/${id}` },
  toPayload: ({ name, sectionId }) => ({ name, sectionId }),
  actions: {
    token: { path: ({ id }) => `/table/getTableToken/${id}`, method: 'GET', envelope: 'tokenTable' },
    regenerate: { path: ({ id }) => `/table/regenerateToken/${id}`, method: 'POST' },
  },
};
