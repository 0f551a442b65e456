import type { ResourceModule } from '../../src/resourceModule';
import { tariffEndpoints } from './endpoints';
import { tariffMessages } from './messages';
import { tariffRoutes } from './routes';

/** Tariffs: a resource without screens of its own at /tariffs, reached from each merchant's row. */
export const tariffs: ResourceModule = {
  name: 'tariffs',
  endpoints: [tariffEndpoints],
  messages: tariffMessages,
  routes: tariffRoutes,
  specPaths: ['merchant/tariffs', 'merchant/tariff'],
  recordRepresentation: 'description',
};
