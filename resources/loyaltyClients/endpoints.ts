import type { ResourceEndpoints } from '../../src/providers/endpoints';

export const CLIENT_PAGE_SIZE = 25;

/**
 * docs/spec-reference.md §7 loyalty clients (search-client by exact e-mail, register, resend the card), and our
 * paged list (GET /loyalty/clients/{page}/{size}?search=…), which searches names and e-mails
 * itself, partially and accents aside.
 */
export const loyaltyClientEndpoints: ResourceEndpoints = {
  name: 'loyaltyClients',
  list: {
    path: ({ filter }, apiPage) => `/loyalty/clients/${apiPage}/${CLIENT_PAGE_SIZE}${filter.q ? `?search=${encodeURIComponent(String(filter.q))}` : ''}`,
    envelope: 'clients',
    serverPaging: { pagesKey: 'pages', pageSize: CLIENT_PAGE_SIZE, firstPage: 1, searchesOnServer: true },
  },
  create: { path: () => '/loyalty/register-client', wrap: 'client' },
  toPayload: ({ nombre, correo, plataforma }) => ({ nombre, correo, plataforma: plataforma || 'android' }),
  actions: {
    resendCard: { path: () => '/loyalty/resendCard', method: 'POST', body: ({ loyaltyMemberId, email }) => ({ client: { loyaltyMemberId, email } }) },
  },
};
