import { Router, type Request } from 'express';
import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { foldForSearch } from '../../src/domain/textFold';
import { clientSearchSchema, loyaltyClientSchema, resendCardSchema } from '../../src/schemas/loyaltyClientSchema';
import { rewardSchema } from '../../src/schemas/rewardSchema';
import { allowScreen, sessionOf } from '../auth/session';
import { badRequest, conflict, idParam, notFound, route, wrapped } from '../http';
import { nextId } from '../auth/merchantScope';
import { inventoryState } from '../restaurant/inventoryData';
import { loyaltyCardMail } from '../restaurant/loyaltyCard';
import { restaurantState } from '../restaurant/restaurantData';
import { memberNumber } from '../seed/loyalty';
import type { LoyaltyClientRecord, RewardRecord } from '../seed/restaurantTypes';
import { parseBody, parseWrapped } from '../validation';
import type { RouteArea } from './context';
import { byText, pageOf, pageParams } from './paging';

const publicReward = ({ merchant_id: _merchant, ...reward }: RewardRecord) => reward;
const publicClient = ({ merchant_id: _merchant, ...client }: LoyaltyClientRecord) => client;
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /loyalty: rewards and loyalty clients (group 4 only, docs/roles.md), for the caller's own
 * merchant: another merchant's reward id or client answers 404 as if it did not exist.
 */
export const loyaltyRoutes: RouteArea = {
  prefix: '/loyalty',
  build({ store, authenticate, clock, outbox }) {
    const router = Router();
    router.use(authenticate);
    const state = () => inventoryState(restaurantState(store));
    /** Groups 2 and 4 always carry a merchant; a scope of null never reaches here (provider groups are refused). */
    const merchantOf = (req: Request) => {
      const scope = sessionOf(req).merchantScope;
      if (scope === null) throw notFound();
      return scope;
    };
    const rewards = allowScreen('loyalty/rewards');
    const clients = allowScreen('loyalty/clients');

    const ownReward = (req: Request, id: unknown) => {
      const merchantId = merchantOf(req);
      const reward = state().rewards.find((candidate) => candidate.id === id && candidate.merchant_id === merchantId);
      if (!reward) throw notFound();
      return reward;
    };

    router.get(
      '/rewards',
      rewards,
      route((req) => {
        const merchantId = merchantOf(req);
        return { rewards: state().rewards.filter((reward) => reward.merchant_id === merchantId).map(publicReward) };
      }),
    );

    router.post(
      '/rewards',
      rewards,
      route((req) => {
        const merchantId = merchantOf(req);
        const input = parseWrapped(rewardSchema, req.body, 'reward');
        const inventory = state();
        const reward: RewardRecord = { id: nextId(inventory.rewards, (row) => row.id), merchant_id: merchantId, ...input };
        inventory.rewards.push(reward);
        store.save('rewards');
        return { reward: publicReward(reward), message: text.rewardCreated };
      }),
    );

    // docs/spec-reference.md §7: the reward's id travels in the body
    router.put(
      '/rewards',
      rewards,
      route((req) => {
        const body = wrapped(req.body, 'reward');
        const id = typeof body.id === 'number' && Number.isInteger(body.id) ? body.id : undefined;
        if (id === undefined) throw badRequest(undefined, { field: 'id' });
        const reward = ownReward(req, id);
        const input = parseBody(rewardSchema, body);
        Object.assign(reward, input);
        store.save('rewards');
        return { reward: publicReward(reward), message: text.rewardUpdated };
      }),
    );

    router.delete(
      '/rewards/:id',
      rewards,
      route((req) => {
        const reward = ownReward(req, idParam(req.params.id));
        const inventory = state();
        inventory.rewards.splice(inventory.rewards.indexOf(reward), 1);
        store.save('rewards');
        return { reward: publicReward(reward) };
      }),
    );

    router.post(
      '/register-client',
      clients,
      route((req) => {
        const merchantId = merchantOf(req);
        const input = parseWrapped(loyaltyClientSchema, req.body, 'client');
        const inventory = state();
        if (inventory.loyaltyClients.some((client) => client.merchant_id === merchantId && sameEmail(client.correo, input.correo))) {
          throw conflict(text.clientEmailTaken, { field: 'correo' });
        }
        const id = nextId(inventory.loyaltyClients, (row) => row.id);
        const client: LoyaltyClientRecord = {
          id,
          merchant_id: merchantId,
          ...input,
          loyaltyMemberId: memberNumber(merchantId, id),
          puntosActuales: 0,
          sellosActuales: 0,
          fechaRegistro: new Date(clock.now()).toISOString(),
        };
        inventory.loyaltyClients.push(client);
        store.save('loyaltyClients');
        return { client: publicClient(client), message: text.clientCreated };
      }),
    );

    /**
     * Ours: the merchant's clients by name, a page at a time (pages from 1), optionally only those
     * whose name or e-mail contains `search` (accents and case aside: 'sofia' finds 'Sofía').
     */
    router.get(
      '/clients/:page/:size',
      clients,
      route((req) => {
        const merchantId = merchantOf(req);
        const paging = pageParams(req.params.page, req.params.size);
        const search = typeof req.query.search === 'string' ? foldForSearch(req.query.search.slice(0, 120)) : '';
        const found = state()
          .loyaltyClients.filter((client) => client.merchant_id === merchantId)
          .filter((client) => !search || foldForSearch(client.nombre).includes(search) || foldForSearch(client.correo).includes(search))
          .sort(byText((client) => client.nombre));
        const { rows, pages } = pageOf(found, paging);
        return { clients: rows.map(publicClient), pages, total: found.length };
      }),
    );

    // nobody found answers {client: null} (docs/spec-reference.md §8), whether the e-mail is unknown or another merchant's
    router.post(
      '/search-client',
      clients,
      route((req) => {
        const merchantId = merchantOf(req);
        const { email } = parseWrapped(clientSearchSchema, req.body, 'client');
        const client = state().loyaltyClients.find((candidate) => candidate.merchant_id === merchantId && sameEmail(candidate.correo, email));
        return { client: client ? publicClient(client) : null };
      }),
    );

    router.post(
      '/resendCard',
      clients,
      route((req) => {
        const merchantId = merchantOf(req);
        const { loyaltyMemberId, email } = parseWrapped(resendCardSchema, req.body, 'client');
        const inventory = state();
        const client = inventory.loyaltyClients.find(
          (candidate) => candidate.merchant_id === merchantId && candidate.loyaltyMemberId === loyaltyMemberId && sameEmail(candidate.correo, email),
        );
        if (!client) throw notFound();
        outbox.send(loyaltyCardMail(client, inventory.merchants.find((merchant) => merchant.id === merchantId)));
        return { message: text.cardResent };
      }),
    );
    return router;
  },
};
