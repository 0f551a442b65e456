import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** docs/spec-reference.md §7 Restaurant operations: the merchant's sections at once; writes wrap the record as `{section}`. */
export const sectionEndpoints: ResourceEndpoints = {
  name: 'sections',
  list: { path: () => '/section/getSections', envelope: 'sections' },
  searchFields: ['name', 'description'],
  create: { path: () => '/section/', wrap: 'section' },
  update: { path: (id) => `/section/${id}`, wrap: 'section' },
  delete: { path: (id) => `/section/${id}` },
  toPayload: ({ name, description, status }) => ({ name, description: description ?? '', status }),
};
