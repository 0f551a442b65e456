import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { providerMessages } from '../../src/domain/providerMessages';
import { namedItem, saved } from '../../src/domain/wire/common';
import { executive, idType, merchant as merchantAnswer, merchantType } from '../../src/domain/wire/provider';
import { nextId } from '../auth/merchantScope';
import { merchantSuspended } from '../auth/session';
import { sessionRegistry } from '../auth/sessionRegistry';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { conflict, idParam, notFound, wrapped } from '../http';
import { merchantAccountsIn } from '../seed/merchantAccounts';
import { catalogsIn } from '../seed/providerCatalogs';
import { tariffsIn } from '../seed/tariffs';
import type { DbState, Merchant, TransactionRecord } from '../storage/records';
import type { Store } from '../store';
import { checkedMerchant, type MerchantInput, storedMerchantSchema } from './merchantInput';
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

const find = (store: Store, id: number) => {
  const merchant = store.state().merchants.find((candidate) => candidate.id === id);
  if (!merchant) throw notFound();
  return merchant;
};

// Guards per route, so other /merchant/… endpoints (company settings) can be mounted beside these.
const access = { screens: ['merchants'] } as const;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;
const invalidChoice = { status: 400, message: providerMessages.invalidChoice } as const;
const duplicates = [
  { status: 409, message: providerMessages.terminalTaken },
  { status: 409, message: providerMessages.merchantCodeTaken },
] as const;
/** The identification types' masks check the document number: the schema is built from the stored lookups. */
const body = {
  schema: (state: DbState) => storedMerchantSchema(catalogsIn(state).idTypes),
  wrap: 'merchant',
  // checkedMerchant (merchantInput.ts) also checks the lookups and, on edit, puts the locked identification back
  parsedBy: 'handler',
} as const;

const setStatus = (path: string, summary: string, status: Merchant['status'], message: string) =>
  endpoint({
    method: 'POST',
    path,
    summary,
    access,
    addition: false,
    answer: saved('merchant', merchantAnswer),
    refusals: [notFoundRefusal],
    handle: ({ ctx, params }) => {
      const merchant = find(ctx.store, idParam(params.id));
      merchant.status = status;
      ctx.store.save('merchants');
      if (status === 'INA') {
        // its users are signed out now, their open order screens closed with them
        const state = ctx.store.state();
        for (const user of state.users) if (merchantSuspended(user, state)) sessionRegistry(ctx.store).revokeUser(user.id);
      }
      return { merchant, message };
    },
  });

/** docs/spec-reference.md §7 merchants: provider groups only. */
export const merchantEndpoints = [
  // Home panel: merchants whose ITBMS is neither automatic nor set by hand.
  endpoint({
    method: 'GET',
    path: '/merchant/getWithoutITBMSConfiguration',
    summary: 'Merchants whose ITBMS is neither automatic nor set by hand (the home panel).',
    access,
    addition: false,
    answer: z.object({ merchants: z.array(namedItem) }),
    refusals: [],
    handle: ({ ctx }) => ({
      merchants: ctx.store
        .state()
        .merchants.filter((merchant) => !merchant.automatic_itbms && merchant.itbms === null)
        .map(({ id, name }) => ({ id, name })),
    }),
  }),
  endpoint({
    method: 'GET',
    path: '/merchant/getMerchants/:page/:size',
    summary: 'A page of merchants by name; pages count from 1, at most 100 rows.',
    access,
    addition: false,
    answer: z.object({ merchants: z.array(merchantAnswer), pages: z.number().int() }),
    refusals: [{ status: 400, message: providerMessages.invalidPage }],
    handle: ({ ctx, params }) => {
      const { rows, pages } = pageOf([...ctx.store.state().merchants].sort(byName), pageParams(params.page, params.size));
      return { merchants: rows, pages };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/merchant/getMerchantTypes',
    summary: 'Merchant types.',
    access,
    addition: false,
    answer: z.object({ types: z.array(merchantType) }),
    refusals: [],
    handle: ({ ctx }) => ({ types: catalogsIn(ctx.store.state()).merchantTypes }),
  }),
  endpoint({
    method: 'GET',
    path: '/merchant/getExecutives',
    summary: "The provider's account executives.",
    access,
    addition: false,
    answer: z.object({ executives: z.array(executive) }),
    refusals: [],
    handle: ({ ctx }) => ({ executives: catalogsIn(ctx.store.state()).executives }),
  }),
  endpoint({
    method: 'GET',
    path: '/merchant/getMerchantIdTypes',
    summary: 'Identification types, each with the mask its document number must match.',
    access,
    addition: false,
    answer: z.object({ idTypes: z.array(idType) }),
    refusals: [],
    handle: ({ ctx }) => ({ idTypes: catalogsIn(ctx.store.state()).idTypes }),
  }),
  endpoint({
    method: 'POST',
    path: '/merchant/',
    summary: 'Creates a merchant, active; without a merchant code the server gives one.',
    access,
    addition: false,
    body,
    answer: saved('merchant', merchantAnswer),
    refusals: [invalidChoice, ...duplicates],
    handle: ({ ctx, rawBody }) => {
      const state = ctx.store.state();
      const merchants = state.merchants;
      const { fiscal, ...input } = checkedMerchant(wrapped(rawBody, 'merchant'), state);
      const id = nextId(merchants, (merchant) => merchant.id);
      const merchant: Merchant = { id, ...input, ...(fiscal ? { fiscal } : {}), merchant_code: input.merchant_code || `MC${String(id).padStart(6, '0')}`, status: 'ACT' };
      refuseDuplicates(state, merchant);
      merchants.push(merchant);
      ctx.store.save('merchants');
      return { merchant, message: providerMessages.merchantCreated };
    },
  }),
  endpoint({
    method: 'PUT',
    path: '/merchant/:id',
    summary: 'Replaces a merchant; its identification type and document number stay as created.',
    access,
    addition: false,
    body,
    answer: saved('merchant', merchantAnswer),
    refusals: [notFoundRefusal, invalidChoice, ...duplicates],
    handle: ({ ctx, params, rawBody }) => {
      const state = ctx.store.state();
      const stored = find(ctx.store, idParam(params.id));
      // identification type and document number are locked once the merchant exists
      const { typeLegalId, documentNumber } = stored;
      const { fiscal, ...input } = checkedMerchant(wrapped(rawBody, 'merchant'), state, { typeLegalId, documentNumber });
      const merchant: Merchant = { ...input, id: stored.id, status: stored.status, merchant_code: input.merchant_code || stored.merchant_code };
      refuseDuplicates(state, merchant, stored.id);
      Object.assign(stored, merchant);
      // the fiscal identity: null clears it, absent leaves it as stored
      if (fiscal === null) delete stored.fiscal;
      else if (fiscal) stored.fiscal = fiscal;
      ctx.store.save('merchants');
      return { merchant: stored, message: providerMessages.merchantUpdated };
    },
  }),
  setStatus('/merchant/suspend/:id', "Suspends a merchant: its users' sessions end and they cannot sign in.", 'INA', providerMessages.merchantSuspended),
  setStatus('/merchant/activate/:id', 'Activates a suspended merchant.', 'ACT', providerMessages.merchantActivated),
  endpoint({
    method: 'DELETE',
    path: '/merchant/:id',
    summary: 'Deletes a merchant without users, accounts or transactions, and its tariffs with it.',
    access,
    addition: false,
    answer: saved('merchant', merchantAnswer),
    refusals: [notFoundRefusal, { status: 409, message: providerMessages.merchantInUse([providerMessages.inUseUsers]) }],
    handle: ({ ctx, params }) => {
      const merchant = find(ctx.store, idParam(params.id));
      const current = ctx.store.state();
      const reasons = inUse(current, merchant.id);
      if (reasons.length) throw conflict(providerMessages.merchantInUse(reasons));
      current.merchants.splice(current.merchants.indexOf(merchant), 1);
      // its tariffs are its configuration, not history: they go with it
      const tariffs = tariffsIn(current);
      for (let index = tariffs.length - 1; index >= 0; index--) if (tariffs[index].merchantId === merchant.id) tariffs.splice(index, 1);
      ctx.store.save('merchants', 'tariffs');
      return { merchant, message: providerMessages.merchantDeleted };
    },
  }),
];

export const merchantRoutes = declaredArea('/merchant', merchantEndpoints);
