import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** docs/spec-reference.md §7 Banks: the whole list at once; writes wrap the record as `{bank}`. */
export const bankEndpoints: ResourceEndpoints = {
  name: 'banks',
  list: { path: () => '/bank/getBanks', envelope: 'banks' },
  searchFields: ['name', 'code', 'emails'],
  create: { path: () => '/bank/', wrap: 'bank' },
  update: { path: (id) => `/bank/${id}`, wrap: 'bank' },
  delete: { path: (id) => `/bank/${id}` },
  toPayload: ({ code, name, country_code, emails, phones, email_delivery, vault_id }) => ({
    code,
    name,
    country_code: Number(country_code),
    emails,
    phones: phones ?? '',
    email_delivery,
    vault_id,
  }),
};

/** Countries are a lookup: read-only, identified by their code. */
export const countryEndpoints: ResourceEndpoints = {
  name: 'countries',
  id: (country) => country.code,
  list: { path: () => '/bank/getCountries', envelope: 'countries' },
};
