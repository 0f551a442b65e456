import { Router } from 'express';
import { providerMessages } from '../../src/domain/providerMessages';
import { allowScreen, merchantSuspended } from '../auth/session';
import { sessionRegistry } from '../auth/sessionRegistry';
import { conflict, idParam, notFound, route, wrapped } from '../http';
import { merchantAccountsIn } from '../seed/merchantAccounts';
import { catalogsIn } from '../seed/providerCatalogs';
import { tariffsIn } from '../seed/tariffs';
import type { DbState, Merchant, TransactionRecord } from '../seed/types';
import type { RouteArea } from './context';
import { checkedMerchant, type MerchantInput } from './merchantInput';
import { byText, pageOf, pageParams } from './paging';

const byName = byText<Merchant>((merchant) => merchant.name);

/** Why a merchant cannot be deleted: what still points at it. */
const inUse = (state: DbState, id: number) => {
  const transactions = (state.transactions as TransactionRecord[] | undefined) ?? [];
  const reasons: string[] = [];
  if (state.users.some((user) => user.merchant_id === id)) reasons.push(providerMessages.inUseUsers);
  if (merchantAccountsIn(state).some((account) => account.merchantId === id)) reasons.push(providerMessages.inUseAccounts);
  if (transactions.some((transaction) => transaction.merchant_id === id)) reasons.push(providerMessages.inUseTransactions);
  return reasons;
};

/** Terminal and merchant code each name one merchant. */
const refuseDuplicates = (state: DbState, merchant: MerchantInput, selfId?: number) => {
  const others = state.merchants.filter((other) => other.id !== selfId);
  if (others.some((other) => other.topId === merchant.topId)) throw conflict(providerMessages.terminalTaken);
  const code = merchant.merchant_code.toLowerCase();
  if (code && others.some((other) => other.merchant_code.toLowerCase() === code)) throw conflict(providerMessages.merchantCodeTaken);
};

export const merchantRoutes: RouteArea = {
  prefix: '/merchant',
  build({ store, authenticate }) {
    const router = Router();
    // Guards per route, so other /merchant/… endpoints (company settings) can be mounted beside these.
    const provider = [authenticate, allowScreen('merchants')];
    const state = () => store.state();
    const find = (id: number) => {
      const merchant = state().merchants.find((candidate) => candidate.id === id);
      if (!merchant) throw notFound();
      return merchant;
    };

    // Home panel: merchants whose ITBMS is neither automatic nor set by hand.
    router.get(
      '/getWithoutITBMSConfiguration',
      ...provider,
      route(() => ({
        merchants: state()
          .merchants.filter((merchant) => !merchant.automatic_itbms && merchant.itbms === null)
          .map(({ id, name }) => ({ id, name })),
      })),
    );

    router.get(
      '/getMerchants/:page/:size',
      ...provider,
      route((req) => {
        const { rows, pages } = pageOf([...state().merchants].sort(byName), pageParams(req.params.page, req.params.size));
        return { merchants: rows, pages };
      }),
    );

    router.get('/getMerchantTypes', ...provider, route(() => ({ types: catalogsIn(state()).merchantTypes })));
    router.get('/getExecutives', ...provider, route(() => ({ executives: catalogsIn(state()).executives })));
    router.get('/getMerchantIdTypes', ...provider, route(() => ({ idTypes: catalogsIn(state()).idTypes })));

    router.post(
      '/',
      ...provider,
      route((req) => {
        const merchants = state().merchants;
        const input = checkedMerchant(wrapped(req.body, 'merchant'), state());
        const id = Math.max(0, ...merchants.map((merchant) => merchant.id)) + 1;
        const merchant: Merchant = { id, ...input, merchant_code: input.merchant_code || `MC${String(id).padStart(6, '0')}`, status: 'ACT' };
        refuseDuplicates(state(), merchant);
        merchants.push(merchant);
        store.save('merchants');
        return { merchant, message: providerMessages.merchantCreated };
      }),
    );

    router.put(
      '/:id',
      ...provider,
      route((req) => {
        const stored = find(idParam(req.params.id));
        // identification type and document number are locked once the merchant exists
        const { typeLegalId, documentNumber } = stored;
        const input = checkedMerchant(wrapped(req.body, 'merchant'), state(), { typeLegalId, documentNumber });
        const merchant: Merchant = { ...input, id: stored.id, status: stored.status, merchant_code: input.merchant_code || stored.merchant_code };
        refuseDuplicates(state(), merchant, stored.id);
        Object.assign(stored, merchant);
        store.save('merchants');
        return { merchant: stored, message: providerMessages.merchantUpdated };
      }),
    );

    const setStatus = (status: Merchant['status'], message: string) =>
      route((req) => {
        const merchant = find(idParam(req.params.id));
        merchant.status = status;
        store.save('merchants');
        if (status === 'INA') {
          // its users are signed out now, their open order screens closed with them (issue 17)
          const state = store.state();
          for (const user of state.users) if (merchantSuspended(user, state)) sessionRegistry(store).revokeUser(user.id);
        }
        return { merchant, message };
      });
    router.post('/suspend/:id', ...provider, setStatus('INA', providerMessages.merchantSuspended));
    router.post('/activate/:id', ...provider, setStatus('ACT', providerMessages.merchantActivated));

    router.delete(
      '/:id',
      ...provider,
      route((req) => {
        const merchant = find(idParam(req.params.id));
        const reasons = inUse(state(), merchant.id);
        if (reasons.length) throw conflict(providerMessages.merchantInUse(reasons));
        const current = state();
        current.merchants.splice(current.merchants.indexOf(merchant), 1);
        // its tariffs are its configuration, not history: they go with it
        const tariffs = tariffsIn(current);
        for (let index = tariffs.length - 1; index >= 0; index--) if (tariffs[index].merchantId === merchant.id) tariffs.splice(index, 1);
        store.save('merchants', 'tariffs');
        return { merchant, message: providerMessages.merchantDeleted };
      }),
    );
    return router;
  },
};
