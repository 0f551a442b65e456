import { z } from 'zod';
import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { messages } from '../../src/domain/messages';
import { providerMessages } from '../../src/domain/providerMessages';
import { foldForSearch } from '../../src/domain/textFold';
import { saved } from '../../src/domain/wire/common';
import { loyaltyClient, loyaltyClientPage, reward, type LoyaltyClient, type Reward } from '../../src/domain/wire/loyalty';
import { clientSearchSchema, loyaltyClientSchema, resendCardSchema } from '../../src/schemas/loyaltyClientSchema';
import { rewardSchema, rewardUpdateSchema, type RewardInput } from '../../src/schemas/rewardSchema';
import { callerMerchant, isOwnRecord, nextId } from '../auth/merchantScope';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { conflict, notFound } from '../http';
import { inventoryState } from '../restaurant/inventoryData';
import { loyaltyCardMail } from '../restaurant/loyaltyCard';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import { restaurantState } from '../restaurant/restaurantData';
import { memberNumber } from '../seed/loyalty';
import type { LoyaltyClientRecord, RewardRecord } from '../storage/restaurantRecords';
import type { Store } from '../store';
import { byText, pageOf, pageParams } from './paging';

const clientsAccess = { screens: ['loyalty/clients'] } as const;
const inventory = (store: Store) => inventoryState(restaurantState(store));
const publicClient = ({ merchant_id: _merchant, ...client }: LoyaltyClientRecord): LoyaltyClient => client;
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /loyalty: rewards and loyalty clients (group 4 only, docs/roles.md), for the caller's own
 * merchant: another merchant's reward or client answers 404 as if it did not exist, and a search
 * finds only the caller's clients.
 */
const rewards = merchantRecordEndpoints<RewardRecord, RewardInput, 'id', Reward, z.output<typeof rewardUpdateSchema>>({
  prefix: '/loyalty/rewards',
  access: { screens: ['loyalty/rewards'] },
  collection: 'rewards',
  noun: 'reward',
  key: 'id',
  wrap: 'reward',
  list: { path: '', envelope: 'rewards' },
  schema: rewardSchema,
  updateSchema: rewardUpdateSchema,
  example: { recompensa: 'Café gratis', requiere: 50 },
  answer: reward,
  build: (input, id, merchantId) => ({ id, merchant_id: merchantId, recompensa: input.recompensa, requiere: input.requiere }),
  texts: { created: text.rewardCreated, updated: text.rewardUpdated },
  // docs/spec-reference.md §7: POST and PUT /loyalty/rewards, the reward's id in the PUT's body
  createPath: '',
  keyInBody: true,
});

export const loyaltyRoutes = declaredArea('/loyalty', [
  ...rewards.endpoints,
  endpoint({
    method: 'POST',
    path: '/loyalty/register-client',
    summary: "Registers a loyalty client of the caller's merchant: a card number, no points yet; an e-mail names one client.",
    access: clientsAccess,
    addition: false,
    body: { schema: loyaltyClientSchema, wrap: 'client', example: { client: { nombre: 'Sofía Mora', correo: 'sofia.mora@correo.cr', plataforma: 'android' } } },
    answer: saved('client', loyaltyClient),
    refusals: [{ status: 409, message: text.clientEmailTaken }],
    handle: ({ ctx: { store, clock }, session, body: input }) => {
      const merchantId = callerMerchant(session);
      const clients = inventory(store).loyaltyClients;
      if (clients.some((client) => client.merchant_id === merchantId && sameEmail(client.correo, input.correo))) throw conflict(text.clientEmailTaken, { field: 'correo' });
      const id = nextId(clients, (client) => client.id);
      const client: LoyaltyClientRecord = {
        id,
        merchant_id: merchantId,
        ...input,
        loyaltyMemberId: memberNumber(merchantId, id),
        puntosActuales: 0,
        sellosActuales: 0,
        fechaRegistro: new Date(clock.now()).toISOString(),
      };
      clients.push(client);
      store.save('loyaltyClients');
      return { client: publicClient(client), message: text.clientCreated };
    },
  }),
  /**
   * Ours: the merchant's clients by name, a page at a time (pages from 1), optionally only those
   * whose name or e-mail contains `?search=` (accents and case aside: 'sofia' finds 'Sofía').
   */
  endpoint({
    method: 'GET',
    path: '/loyalty/clients/:page/:size',
    summary: "A page of the caller's merchant's loyalty clients by name (pages from 1, at most 100 a page); ?search= keeps those whose name or e-mail contains it.",
    access: clientsAccess,
    addition: true,
    answer: loyaltyClientPage,
    refusals: [{ status: 400, message: providerMessages.invalidPage }],
    handle: ({ ctx, session, params, req }) => {
      const paging = pageParams(params.page, params.size);
      const search = typeof req.query.search === 'string' ? foldForSearch(req.query.search.slice(0, 120)) : '';
      const found = inventory(ctx.store)
        .loyaltyClients.filter((client) => isOwnRecord(session, client))
        .filter((client) => !search || foldForSearch(client.nombre).includes(search) || foldForSearch(client.correo).includes(search))
        .sort(byText((client) => client.nombre));
      const { rows, pages } = pageOf(found, paging);
      return { clients: rows.map(publicClient), pages, total: found.length };
    },
  }),
  // nobody found answers {client: null} (docs/spec-reference.md §8), whether the e-mail is unknown or another merchant's
  endpoint({
    method: 'POST',
    path: '/loyalty/search-client',
    summary: "The caller's merchant's loyalty client with this e-mail (case aside), or null.",
    access: clientsAccess,
    addition: false,
    body: { schema: clientSearchSchema, wrap: 'client', example: { client: { email: 'sofia.mora@correo.cr' } } },
    answer: z.object({ client: loyaltyClient.nullable() }),
    refusals: [],
    handle: ({ ctx, session, body: { email } }) => {
      const client = inventory(ctx.store).loyaltyClients.find((candidate) => isOwnRecord(session, candidate) && sameEmail(candidate.correo, email));
      return { client: client ? publicClient(client) : null };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/loyalty/resendCard',
    summary: "E-mails again the card of the caller's merchant's client with this card number and e-mail.",
    access: clientsAccess,
    addition: false,
    body: { schema: resendCardSchema, wrap: 'client', example: { client: { loyaltyMemberId: '0002000001', email: 'sofia.mora@correo.cr' } } },
    answer: z.object({ message: z.string() }),
    refusals: [{ status: 404, message: messages.notFound }],
    handle: ({ ctx: { store, outbox }, session, body: { loyaltyMemberId, email } }) => {
      const state = inventory(store);
      const client = state.loyaltyClients.find(
        (candidate) => isOwnRecord(session, candidate) && candidate.loyaltyMemberId === loyaltyMemberId && sameEmail(candidate.correo, email),
      );
      if (!client) throw notFound();
      outbox.send(loyaltyCardMail(client, state.merchants.find((merchant) => merchant.id === client.merchant_id)));
      return { message: text.cardResent };
    },
  }),
]);
