import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** Our option sets (docs/departures.md): the merchant's at once; writes wrap the record as `{optionSet}`. */
export const optionSetEndpoints: ResourceEndpoints = {
  name: 'optionSets',
  list: { path: () => '/optionSet/getOptionSets', envelope: 'optionSets' },
  searchFields: ['name'],
  create: { path: () => '/optionSet/', wrap: 'optionSet' },
  update: { path: (id) => `/optionSet/${id}`, wrap: 'optionSet' },
  delete: { path: (id) => `/optionSet/${id}` },
  toPayload: ({ name, nameEn, min, max, options }) => ({
    name,
    nameEn: nameEn ?? '',
    min,
    max,
    options: ((options ?? []) as { name: string; nameEn?: string; price?: number; recipe?: unknown[] }[]).map((option) => ({
      name: option.name,
      nameEn: option.nameEn ?? '',
      price: option.price ?? 0,
      recipe: option.recipe ?? [],
    })),
  }),
};
