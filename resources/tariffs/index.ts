import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { merchantChildScreens } from '../../src/routes/merchantChildScreens';
import { tariffEndpoints } from './endpoints';
import { tariffMessages } from './messages';

/** Tariffs: a resource without screens of its own at /tariffs, reached from each merchant's row. */
export const tariffs: ResourceModule = {
  name: 'tariffs',
  endpoints: [tariffEndpoints],
  messages: tariffMessages,
  screens: merchantChildScreens({
    segment: 'tariffs',
    list: lazy(() => import('./TariffList')),
    create: lazy(() => import('./TariffCreate')),
    edit: lazy(() => import('./TariffEdit')),
    specPaths: ['merchant/tariffs', 'merchant/tariff'],
  }),
  recordRepresentation: 'description',
};
