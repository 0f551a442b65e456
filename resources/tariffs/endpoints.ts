import type { ResourceEndpoints } from '../../src/providers/endpoints';
import { tariffId, tariffKeyOf } from '../../src/domain/tariffRules';

/** GET /tariff/getCatalogsForTariffs's answer, as the server builds it. */
export type { TariffCatalogs } from '../../src/domain/wire/provider';

/**
 * docs/spec-reference.md §7 tariffs: a merchant's whole list at once (permanent filter {merchantId}); the record's
 * id is its six key numbers joined by '-', so an edit address names it and its merchant.
 */
export const tariffEndpoints: ResourceEndpoints = {
  name: 'tariffs',
  id: tariffId,
  list: { path: ({ filter }) => `/tariff/getTariffs/${filter.merchantId}`, envelope: 'tariffs' },
  filterForId: (id) => ({ merchantId: Number(id.split('-')[0]) }),
  searchFields: ['description'],
  create: { path: () => '/tariff/', wrap: 'tariff' },
  update: { path: () => '/tariff/', wrap: 'tariff' },
  delete: { path: () => '/tariff/delete', method: 'POST', body: (record) => tariffKeyOf(record) },
  toPayload: (data) => ({
    ...tariffKeyOf(data),
    description: String(data.description ?? '').trim(),
    commission: Number(data.commission),
    advanceRent: Number(data.advanceRent),
    service: Number(data.service),
    // docs/spec-reference.md §3: always sent as 0
    commission_int: 0,
  }),
  actions: { catalogs: { path: () => '/tariff/getCatalogsForTariffs', method: 'GET' } },
};
