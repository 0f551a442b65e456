import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { rewardEndpoints } from './endpoints';
import { rewardMessages } from './messages';

/** Loyalty rewards (group 4 only): the spec's loyalty/rewards (list) and loyalty/rewards/reward (create); a reward's edit at /loyalty/rewards/:id. */
export const rewards: ResourceModule = {
  name: 'rewards',
  endpoints: [rewardEndpoints],
  messages: rewardMessages,
  screens: [
    { path: 'loyalty/rewards', screen: lazy(() => import('./RewardList')) },
    { path: 'loyalty/rewards/reward', screen: lazy(() => import('./RewardCreate')) },
    { path: 'loyalty/rewards/:id', screen: lazy(() => import('./RewardEdit')) },
  ],
  recordRepresentation: 'recompensa',
};
