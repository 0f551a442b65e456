import { Fragment, lazy, type ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';

const RewardList = lazy(() => import('./RewardList'));
const RewardCreate = lazy(() => import('./RewardCreate'));
const RewardEdit = lazy(() => import('./RewardEdit'));

const inRewards = (screen: ReactNode) => <ResourceContextProvider value="rewards">{screen}</ResourceContextProvider>;

/** The spec's loyalty/rewards (list) and loyalty/rewards/reward (create); a reward's edit at /loyalty/rewards/:id. */
export const rewardRoutes = (
  <Fragment key="rewards">
    <Route path="/loyalty/rewards" element={inRewards(<RewardList />)} />
    <Route path="/loyalty/rewards/reward" element={inRewards(<RewardCreate />)} />
    <Route path="/loyalty/rewards/:id" element={inRewards(<RewardEdit />)} />
  </Fragment>
);
