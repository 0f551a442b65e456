import type { ResourceEndpoints } from '../../src/providers/endpoints';

/** A loyalty client as the API answers it (spec §3). */
export interface LoyaltyClient {
  id: number;
  nombre: string;
  correo: string;
  plataforma: 'android' | 'ios';
  loyaltyMemberId: string;
  puntosActuales: number;
  sellosActuales: number;
  fechaRegistro: string;
}

/**
 * Spec §7 loyalty clients. The API lists nobody: a client is found by e-mail (search-client,
 * `{client: null}` when nobody has it), so the "list" is that search, by the filter's e-mail.
 */
export const loyaltyClientEndpoints: ResourceEndpoints = {
  name: 'loyaltyClients',
  list: { path: () => '/loyalty/search-client', method: 'POST', body: ({ filter }) => ({ client: { email: filter.email } }), envelope: 'clients' },
  create: { path: () => '/loyalty/register-client', wrap: 'client' },
  toPayload: ({ nombre, correo, plataforma }) => ({ nombre, correo, plataforma: plataforma || 'android' }),
  actions: {
    search: { path: () => '/loyalty/search-client', method: 'POST', body: ({ email }) => ({ client: { email } }), envelope: 'client' },
    resendCard: { path: () => '/loyalty/resendCard', method: 'POST', body: ({ loyaltyMemberId, email }) => ({ client: { loyaltyMemberId, email } }) },
  },
};
