import { RECEIPT_PAGE_SIZE, UNISSUED_PAGE_SIZE } from '../../src/domain/receiptMessages';
import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** The filters as the list's query string: only those set (our addition, GET /receipts/list). */
export const receiptQuery = (filter: Record<string, unknown>) => {
  const query = new URLSearchParams();
  for (const name of ['from', 'to', 'type', 'status', 'search']) {
    const value = filter[name];
    if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
  }
  return query;
};

/** The merchant's electronic documents, paged by the server (pages from 1), with the range's totals per type and currency. */
export const receiptEndpoints: ResourceEndpoints = {
  name: 'receipts',
  id: (row) => row.clave,
  list: {
    path: ({ filter }, apiPage) => {
      const query = receiptQuery(filter);
      query.set('page', String(apiPage));
      query.set('size', String(RECEIPT_PAGE_SIZE));
      return `/receipts/list?${query}`;
    },
    envelope: 'documents',
    metaKeys: ['totals'],
    serverPaging: { pagesKey: 'pages', pageSize: RECEIPT_PAGE_SIZE, firstPage: 1 },
  },
  getOne: { path: (id) => `/receipts/${encodeURIComponent(id)}`, envelope: 'document' },
  actions: {
    resend: { path: ({ clave }) => `/receipts/${encodeURIComponent(clave)}/resend`, method: 'POST' },
    // 'Cobros sin comprobante' of the same days as the list, and 'Emitir comprobante' of one of them
    charges: {
      path: ({ filter, page }) => {
        const query = receiptQuery((filter ?? {}) as Record<string, unknown>);
        query.set('page', String(page ?? 1));
        query.set('size', String(UNISSUED_PAGE_SIZE));
        return `/receipts/charges?${query}`;
      },
      method: 'GET',
    },
    issueCharge: { path: ({ id }) => `/receipts/charges/${encodeURIComponent(String(id))}/issue`, method: 'POST' },
  },
};
