import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { merchantChildRoutes } from '../../src/routes/merchantChildRoutes';
import { tariffEndpoints } from './endpoints';
import { tariffMessages } from './messages';

const specPaths = ['merchant/tariffs', 'merchant/tariff'];

/** Tariffs: a resource without screens of its own at /tariffs, reached from each merchant's row. */
export const tariffs: ResourceModule = {
  name: 'tariffs',
  endpoints: [tariffEndpoints],
  messages: tariffMessages,
  routes: merchantChildRoutes({
    resource: 'tariffs',
    segment: 'tariffs',
    list: lazy(() => import('./TariffList')),
    create: lazy(() => import('./TariffCreate')),
    edit: lazy(() => import('./TariffEdit')),
    specPaths,
  }),
  specPaths,
  recordRepresentation: 'description',
};
