import type { Raw, ResourceEndpoints } from '../../src/providers/endpoints';

export const MERCHANT_PAGE_SIZE = 15;

/** Fields the server decides: never sent back. */
const merchantPayload = ({ id: _id, status: _status, ...merchant }: Raw) => merchant;

/**
 * docs/spec-reference.md §7 Merchants: paged by the server, 15 a page, pages counted from 1 (mock-api/routes/paging.ts);
 * writes wrap the record as `{merchant}`; suspend and activate are extra calls.
 */
export const merchantEndpoints: ResourceEndpoints = {
  name: 'merchants',
  list: {
    path: (_query, apiPage) => `/merchant/getMerchants/${apiPage}/${MERCHANT_PAGE_SIZE}`,
    envelope: 'merchants',
    serverPaging: { pagesKey: 'pages', pageSize: MERCHANT_PAGE_SIZE, firstPage: 1 },
  },
  searchFields: ['name'],
  create: { path: () => '/merchant/', wrap: 'merchant' },
  update: { path: (id) => `/merchant/${id}`, wrap: 'merchant' },
  delete: { path: (id) => `/merchant/${id}` },
  toPayload: merchantPayload,
  actions: {
    suspend: { path: ({ id }) => `/merchant/suspend/${id}`, method: 'POST', envelope: 'merchant' },
    activate: { path: ({ id }) => `/merchant/activate/${id}`, method: 'POST', envelope: 'merchant' },
    // the activity code picker's list (src/components/ActivityCodeInput.tsx)
    activities: { path: () => '/activities/', method: 'GET' },
  },
};

/** The merchant form's lookups (read-only, answered at once). */
export const merchantTypeEndpoints: ResourceEndpoints = {
  name: 'merchantTypes',
  list: { path: () => '/merchant/getMerchantTypes', envelope: 'types' },
};
export const executiveEndpoints: ResourceEndpoints = {
  name: 'executives',
  list: { path: () => '/merchant/getExecutives', envelope: 'executives' },
};
export const merchantIdTypeEndpoints: ResourceEndpoints = {
  name: 'merchantIdTypes',
  list: { path: () => '/merchant/getMerchantIdTypes', envelope: 'idTypes' },
};
