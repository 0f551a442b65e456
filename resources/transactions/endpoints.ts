import { TRANSACTION_PAGE_SIZE } from '../../src/domain/reportFilters';
import { searchBody } from '../../src/domain/transactionSearch';
import type { ResourceEndpoints } from '../../src/providers/endpoints';

/**
 * docs/spec-reference.md §7: POST /transaction/bymerchant, 15 a page, pages counted from 0. An empty merchant or
 * transaction number is sent as 0 ("all"); the server narrows a merchant's user to its own.
 */
export const transactionEndpoints: ResourceEndpoints = {
  name: 'transactions',
  id: (row) => row.transaction_id,
  list: {
    path: () => '/transaction/bymerchant',
    method: 'POST',
    body: ({ filter, sort }, apiPage) => ({
      merchantId: Number(filter.merchantId) || 0,
      startDate: filter.startDate,
      endDate: filter.endDate,
      pageIndex: apiPage,
      pageSize: TRANSACTION_PAGE_SIZE,
      transactionId: Number(filter.transactionId) || 0,
      // the server pages, so it sorts too: by date only, newest first unless asked otherwise
      sortOrder: sort?.field === 'date_time' && sort.order === 'ASC' ? 'ASC' : 'DESC',
      // the search (last four, authorization, amounts, voucher, brand): only the fields filled in
      ...searchBody(filter),
    }),
    envelope: 'transactions',
    metaKeys: ['totals'],
    serverPaging: { pagesKey: 'pages', pageSize: TRANSACTION_PAGE_SIZE, firstPage: 0 },
  },
  // GET /transaction/{id} (our addition): the detail screen's one transaction
  getOne: { path: (id) => `/transaction/${encodeURIComponent(id)}`, envelope: 'transaction' },
};

/** The merchant dropdown's list (provider groups only), every merchant at once. */
export const reportMerchantEndpoints: ResourceEndpoints = {
  name: 'reportMerchants',
  list: { path: () => '/transaction/getMerchants', envelope: 'merchants' },
};
