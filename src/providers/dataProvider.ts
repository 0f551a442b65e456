import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import { messages } from '../domain/messages';
import type { ListQuery, Raw, ResourceEndpoints } from './endpoints';
import type { HttpClient } from './httpClient';
import { matchesSearch, pageOf, sortBy } from './listInClient';

export interface PortalDataProvider extends DataProvider {
  /** A resource's extra call, as its description names it. */
  action<T = Raw>(resource: string, name: string, params?: Raw): Promise<T>;
}

const notFound = () => new HttpError(messages.notFound, 404);

/**
 * One data provider for every resource, driven by the resources' endpoint descriptions.
 */
export const createDataProvider = (http: HttpClient, descriptions: ResourceEndpoints[]): PortalDataProvider => {
  const byName = new Map(descriptions.map((description) => [description.name, description]));
  const describe = (resource: string) => {
    const description = byName.get(resource);
    if (!description) throw new Error(`Unknown resource ${resource}`);
    return description;
  };

  const toRecord = (description: ResourceEndpoints, raw: Raw): RaRecord => ({
    ...raw,
    id: description.id ? description.id(raw) : raw.id,
  });

  const fetchPage = async (description: ResourceEndpoints, filter: Raw, page: number, perPage: number, apiPage: number, sort?: ListQuery['sort']) => {
    const { list } = description;
    const query = { filter, page, perPage, sort };
    const answer = await http<Raw>(list.path(query, apiPage), {
      method: list.method ?? 'GET',
      body: list.body?.(query, apiPage),
    });
    const rows = Array.isArray(answer?.[list.envelope]) ? (answer[list.envelope] as Raw[]) : [];
    const pages = list.serverPaging ? Number(answer?.[list.serverPaging.pagesKey]) || (rows.length ? 1 : 0) : 1;
    const meta = list.metaKeys ? Object.fromEntries(list.metaKeys.map((key) => [key, answer?.[key]])) : undefined;
    return { records: rows.map((raw) => toRecord(description, raw)), pages, meta };
  };

  /** Every record the list endpoint has for this filter (all pages of a server-paged list). */
  const fetchAll = async (description: ResourceEndpoints, filter: Raw, onMeta?: (meta: Raw | undefined) => void) => {
    const paging = description.list.serverPaging;
    if (!paging) {
      const all = await fetchPage(description, filter, 1, Infinity, 1);
      onMeta?.(all.meta);
      return all.records;
    }
    const size = paging.maxPageSize ?? paging.pageSize;
    const first = await fetchPage(description, filter, 1, size, paging.firstPage);
    onMeta?.(first.meta);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.pages - 1) }, (_, index) =>
        fetchPage(description, filter, index + 2, size, paging.firstPage + index + 1),
      ),
    );
    return [first, ...rest].flatMap((page) => page.records);
  };

  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const description = describe(resource);
    const { q, ...filter } = params.filter ?? {};
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? 25;
    const paging = description.list.serverPaging;

    // Server paging without a search (or with one the server runs): ask the server for exactly this page.
    if (paging && (!q || paging.searchesOnServer)) {
      const sort = params.sort?.field ? { field: params.sort.field, order: params.sort.order === 'ASC' ? ('ASC' as const) : ('DESC' as const) } : undefined;
      const serverFilter = paging.searchesOnServer && q ? { ...filter, q } : filter;
      const size = paging.maxPageSize ? Math.min(perPage, paging.maxPageSize) : paging.pageSize;
      const { records, pages, meta } = await fetchPage(description, serverFilter, page, size, paging.firstPage + page - 1, sort);
      return {
        data: records,
        meta,
        total: pages * size,
        pageInfo: { hasPreviousPage: page > 1, hasNextPage: page < pages },
      };
    }
    // Everything at once (or a search, which must find records on any page): filter, sort and page here.
    // a report's totals cover its whole range (the search narrows the rows, not the server's totals)
    let meta: Raw | undefined;
    const found = (await fetchAll(description, filter, (first) => (meta = first))).filter((record) => matchesSearch(record, q, description.searchFields));
    const sorted = sortBy(found, params.sort, params.meta?.sortLabels);
    return { data: pageOf(sorted, page, perPage), total: sorted.length, meta };
  };

  const getOne = async (resource: string, id: Identifier, filter: Raw = {}) => {
    const description = describe(resource);
    if (description.getOne) {
      const answer = await http<Raw>(description.getOne.path(String(id)));
      const raw = description.getOne.envelope ? answer?.[description.getOne.envelope] : answer;
      if (!raw) throw notFound();
      return toRecord(description, raw);
    }
    const records = await fetchAll(description, { ...filter, ...description.filterForId?.(String(id)) });
    const record = records.find((candidate) => String(candidate.id) === String(id));
    if (!record) throw notFound();
    return record;
  };

  const payload = (description: ResourceEndpoints, data: Raw, wrap?: string) => {
    const body = description.toPayload ? description.toPayload(data) : data;
    return wrap ? { [wrap]: body } : body;
  };

  const provider: PortalDataProvider = {
    getList,
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id, params.meta?.filter)) as any }),
    getMany: async (resource, params) => {
      const all = await fetchAll(describe(resource), params.meta?.filter ?? {});
      const wanted = new Set(params.ids.map(String));
      return { data: all.filter((record) => wanted.has(String(record.id))) as any[] };
    },
    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, params) => {
      const description = describe(resource);
      if (!description.create) throw new Error(`${resource} cannot be created`);
      const { path, method = 'POST', wrap } = description.create;
      const answer = await http<Raw>(path(params.data), { method, body: payload(description, params.data, wrap) });
      const saved = (wrap && answer?.[wrap]) || { ...params.data, ...(answer && typeof answer === 'object' ? answer : {}) };
      return { data: toRecord(description, saved) as any };
    },
    update: async (resource, params) => {
      const description = describe(resource);
      if (!description.update) throw new Error(`${resource} cannot be updated`);
      const { path, method = 'PUT', wrap } = description.update;
      const data = { ...params.previousData, ...params.data };
      const answer = await http<Raw>(path(String(params.id), data), { method, body: payload(description, data, wrap) });
      const saved = (wrap && answer?.[wrap]) || data;
      return { data: toRecord(description, saved) as any };
    },
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id } })));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      const description = describe(resource);
      if (!description.delete) throw new Error(`${resource} cannot be deleted`);
      const record = (params.previousData ?? { id: params.id }) as Raw;
      const { path, method = 'DELETE', body } = description.delete;
      await http(path(String(params.id), record), { method, body: body?.(record) });
      return { data: record as any };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id, previousData: { id } as RaRecord })));
      return { data: params.ids };
    },
    action: async <T>(resource: string, name: string, params: Raw = {}) => {
      const action = describe(resource).actions?.[name];
      if (!action) throw new Error(`${resource} has no action ${name}`);
      const answer = await http<Raw>(action.path(params), { method: action.method, body: action.body?.(params) });
      return (action.envelope ? answer?.[action.envelope] : answer) as T;
    },
  };
  return provider;
};
