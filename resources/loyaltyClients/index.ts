import type { ResourceModule } from '../../src/resourceModule';
import { clientRoutes } from './clientRoutes';
import { loyaltyClientEndpoints } from './endpoints';
import { loyaltyClientMessages } from './messages';

/** Loyalty clients (group 4 only): the list with its search, register, the client's info with 'Reenviar tarjeta'. */
export const loyaltyClients: ResourceModule = {
  name: 'loyaltyClients',
  endpoints: [loyaltyClientEndpoints],
  messages: loyaltyClientMessages,
  routes: clientRoutes,
  specPaths: ['loyalty/clients', 'loyalty/clients/client', 'loyalty/clients/client/info'],
  recordRepresentation: 'nombre',
};
