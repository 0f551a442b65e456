import type { ResourceEndpoints } from '../../src/providers/endpoints';

/**
 * The merchant's company settings (docs/spec-reference.md §7 PUT /merchant/config/{id}; GET is our addition so the
 * screen shows what is set). One record per merchant, read and saved by the merchant's id; there
 * is no list screen, so the list description only answers getMany with the caller's own record.
 */
export const companyEndpoints: ResourceEndpoints = {
  name: 'company',
  list: { path: ({ filter }) => `/merchant/config/${Number(filter.id) || 0}`, envelope: 'merchants' },
  getOne: { path: (id) => `/merchant/config/${id}`, envelope: 'merchant' },
  update: { path: (id) => `/merchant/config/${id}`, wrap: 'merchant' },
  toPayload: ({ simplifiedRegime, tableService }) => ({ simplifiedRegime: simplifiedRegime === true, tableService: tableService === true }),
};
