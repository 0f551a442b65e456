/**
 * How one resource speaks the provider's API. Each folder under resources/ exports one of
 * these; the data provider is a single engine that reads them.
 */
export type Raw = Record<string, any>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ListQuery {
  /** The list's filter, including the permanent one (e.g. `{merchantId}` for nested lists). */
  filter: Raw;
  /** 1-based page. */
  page: number;
  perPage: number;
  /** The list's sort, for an API that sorts (e.g. a report by date); absent for the client's own sorting. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface ServerPaging {
  /** Key of the answer holding the number of pages. */
  pagesKey: string;
  pageSize: number;
  /** Number of the first page as the API counts them (0 or 1). */
  firstPage: 0 | 1;
  /** The API searches itself (the list path reads the 'Buscar' text as `filter.q`): a search is paged by the server too. */
  searchesOnServer?: boolean;
  /**
   * The list's body sends the asked page size (`perPage`), which the API takes up to this many
   * rows: reading every page (a search over the range, a download) asks for the largest pages,
   * a quarter of the calls at 100 a page instead of 25. Absent: always `pageSize`.
   */
  maxPageSize?: number;
}

export interface ResourceEndpoints {
  /** react-admin resource name, also the admin path (`/banks`). */
  name: string;
  /** The record field that identifies it, when not `id` (e.g. `supplierCode`, a composite key). */
  id?: (record: Raw) => string | number;
  list: {
    /** Path of the list call; for server paging it receives the API's page number. */
    path: (query: ListQuery, apiPage: number) => string;
    method?: Method;
    body?: (query: ListQuery, apiPage: number) => unknown;
    /** Key of the answer holding the records. */
    envelope: string;
    /** Absent: the API answers everything at once and the client searches, sorts and pages. */
    serverPaging?: ServerPaging;
    /** Keys of the answer handed to the screen as the list's `meta` (e.g. a report's `totals`). */
    metaKeys?: string[];
  };
  /** Fields the list's 'Buscar' box looks in. */
  searchFields?: string[];
  /**
   * Where the API has no single-record endpoint, getOne is answered from the list; this gives
   * the list filter needed for an id (e.g. the merchant of a composite tariff id).
   */
  filterForId?: (id: string) => Raw;
  getOne?: { path: (id: string) => string; envelope?: string };
  create?: { path: (data: Raw) => string; method?: Method; wrap?: string };
  update?: { path: (id: string, data: Raw) => string; method?: Method; wrap?: string };
  delete?: { path: (id: string, record: Raw) => string; method?: Method; body?: (record: Raw) => unknown };
  /** The body's record from the form's data: drop read-only fields, convert types. */
  toPayload?: (data: Raw) => Raw;
  /** Extra calls (suspend, activate…): `dataProvider.action(resource, name, params)`. */
  actions?: Record<string, { path: (params: Raw) => string; method: Method; body?: (params: Raw) => unknown; envelope?: string }>;
}
