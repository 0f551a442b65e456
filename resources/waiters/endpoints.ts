import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** docs/spec-reference.md §7 Restaurant operations: the merchant's waiters at once; writes wrap the record as `{waiter}`. */
export const waiterEndpoints: ResourceEndpoints = {
  name: 'waiters',
  list: { path: () => '/waiter/getWaiters', envelope: 'waiters' },
  searchFields: ['name'],
  create: { path: () => '/waiter/', wrap: 'waiter' },
  update: { path: (id) => `/waiter/${id}`, wrap: 'waiter' },
  delete: { path: (id) => `/waiter/${id}` },
  // the user it is linked to, null for none ('Mis mesas')
  toPayload: ({ name, userId }) => ({ name, userId: typeof userId === 'number' ? userId : null }),
  actions: {
    users: { path: () => '/waiter/getUsers', method: 'GET', envelope: 'users' },
  },
};
