import type { ResourceModule } from '../../src/resourceModule';
import { rewardEndpoints } from './endpoints';
import { rewardMessages } from './messages';
import { rewardRoutes } from './rewardRoutes';

/** Loyalty rewards (group 4 only), at the spec's loyalty/rewards paths. */
export const rewards: ResourceModule = {
  name: 'rewards',
  endpoints: [rewardEndpoints],
  messages: rewardMessages,
  routes: rewardRoutes,
  specPaths: ['loyalty/rewards', 'loyalty/rewards/reward'],
  recordRepresentation: 'recompensa',
};
