import { compactDay } from '../../src/domain/dateRanges';
import { PAYMENT_SEARCH_FIELDS } from '../../src/domain/merchantPayment';
import { MAX_PAGE_SIZE, PAYMENT_PAGE_SIZE } from '../../src/domain/reportFilters';
import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** docs/spec-reference.md §7: POST /reports/admin/getMerchantPayments, days as YYYYMMDD, pages from 0, 25 a page on screen. */
export const merchantPaymentEndpoints: ResourceEndpoints = {
  name: 'merchantPayments',
  id: (row) => row.ID,
  list: {
    path: () => '/reports/admin/getMerchantPayments',
    method: 'POST',
    body: ({ filter, sort, perPage }, apiPage) => ({
      from: compactDay(String(filter.startDate ?? '')),
      to: compactDay(String(filter.endDate ?? '')),
      page: apiPage,
      pageSize: perPage,
      // the server pages, so it sorts too: by date only, newest first unless asked otherwise
      sortOrder: sort?.field === 'FECHA_CREACION' && sort.order === 'ASC' ? 'ASC' : 'DESC',
    }),
    envelope: 'pagos',
    metaKeys: ['totals'],
    serverPaging: { pagesKey: 'pages', pageSize: PAYMENT_PAGE_SIZE, firstPage: 0, maxPageSize: MAX_PAGE_SIZE },
  },
  // a search reads every page of the range and filters here (the engine's rule for server paging)
  searchFields: PAYMENT_SEARCH_FIELDS,
};
