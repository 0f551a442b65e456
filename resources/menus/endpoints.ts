import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** docs/spec-reference.md §7: GET /menu/getMenu (its `menus`), POST /menu/ {menu}, PUT and DELETE /menu/{id}. */
export const menuEndpoints: ResourceEndpoints = {
  name: 'menus',
  list: { path: () => '/menu/getMenu', envelope: 'menus' },
  create: { path: () => '/menu/', wrap: 'menu' },
  update: { path: (id) => `/menu/${id}`, wrap: 'menu' },
  delete: { path: (id) => `/menu/${id}` },
  toPayload: ({ name, lastname, parentId, nameEn, availability }) => ({
    name,
    lastname: lastname ?? '',
    parentId: parentId === '' || parentId === null || parentId === undefined ? null : Number(parentId),
    // The English name and the hours, as the form holds them (the schema checks each slot)
    nameEn: nameEn ?? '',
    availability: availability ?? [],
  }),
};
