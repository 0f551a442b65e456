import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** docs/spec-reference.md §7 loyalty rewards: the whole list at once; the update names the reward in its body. */
export const rewardEndpoints: ResourceEndpoints = {
  name: 'rewards',
  list: { path: () => '/loyalty/rewards', envelope: 'rewards' },
  searchFields: ['recompensa'],
  create: { path: () => '/loyalty/rewards', wrap: 'reward' },
  update: { path: () => '/loyalty/rewards', wrap: 'reward' },
  delete: { path: (id) => `/loyalty/rewards/${id}` },
  toPayload: ({ id, recompensa, requiere }) => ({ ...(id ? { id: Number(id) } : {}), recompensa, requiere }),
};
