import { lazy } from 'react';
import type { ResourceModule } from '../../src/resourceModule';
import { loyaltyClientEndpoints } from './endpoints';
import { loyaltyClientMessages } from './messages';

/** Loyalty clients (group 4 only): the list with its search, register, the client's info with 'Reenviar tarjeta'. */
export const loyaltyClients: ResourceModule = {
  name: 'loyaltyClients',
  endpoints: [loyaltyClientEndpoints],
  messages: loyaltyClientMessages,
  screens: [
    { path: 'loyalty/clients', screen: lazy(() => import('./ClientList')) },
    { path: 'loyalty/clients/client', screen: lazy(() => import('./ClientCreate')) },
    { path: 'loyalty/clients/client/info', screen: lazy(() => import('./ClientInfo')) },
  ],
  recordRepresentation: 'nombre',
};
