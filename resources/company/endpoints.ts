import type { ResourceEndpoints } from '../../src/providers/endpoints';

/**
 * The merchant's company settings (docs/spec-reference.md §7 PUT /merchant/config/{id}; GET is our addition so the
 * screen shows what is set). One record per merchant, read and saved by the merchant's id; there
 * is no list screen, so the list description only answers getMany with the caller's own record.
 * Our additions: the fiscal identity travels in the same record; `locations` reads the
 * address selects' list, `activities` the activity picker's; `certificate` uploads the signing key (.p12 as base64 and its PIN).
 */
export const companyEndpoints: ResourceEndpoints = {
  name: 'company',
  list: { path: ({ filter }) => `/merchant/config/${Number(filter.id) || 0}`, envelope: 'merchants' },
  getOne: { path: (id) => `/merchant/config/${id}`, envelope: 'merchant' },
  update: { path: (id) => `/merchant/config/${id}`, wrap: 'merchant' },
  toPayload: ({ simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal }) => ({
    simplifiedRegime: simplifiedRegime === true,
    tableService: tableService === true,
    electronicInvoice: electronicInvoice === true,
    activityCode,
    fiscal: fiscal ?? null,
  }),
  actions: {
    locations: { path: () => '/locations/', method: 'GET' },
    activities: { path: () => '/activities/', method: 'GET' },
    certificate: {
      path: ({ id }) => `/merchant/config/${Number(id)}/certificate`,
      method: 'POST',
      body: ({ file, pin }) => ({ certificate: { file, pin } }),
      envelope: 'merchant',
    },
  },
};
