import { z } from 'zod';
import { messages } from '../../src/domain/messages';
import { CRC, USD } from '../../src/domain/money';
import { providerMessages } from '../../src/domain/providerMessages';
import { saved } from '../../src/domain/wire/common';
import { accountCatalogs as accountCatalogsAnswer, merchantAccount } from '../../src/domain/wire/provider';
import { type AccountBank, merchantAccountSchema } from '../../src/schemas/merchantAccountSchema';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest, conflict, idParam, notFound } from '../http';
import { merchantAccountsIn, type MerchantAccountRecord } from '../seed/merchantAccounts';
import { bankCatalog, catalogsIn } from '../seed/providerCatalogs';
import type { DbState } from '../seed/types';
import type { Store } from '../store';

/** The banks as the account rules see them: a Costa Rican IBAN must carry its bank's code. */
const accountBanks = (state: DbState): AccountBank[] => state.banks.map((bank) => ({ id: bank.id, ibanCode: bank.code, name: bank.name }));

// The banks' items also carry their IBAN code, so the form refuses an IBAN of another bank as the API does.
const accountCatalogs = (state: DbState) => {
  const { currencies, accountTypes } = catalogsIn(state);
  const ibanCodes = new Map(accountBanks(state).map((bank) => [bank.id, bank.ibanCode]));
  const banks = bankCatalog(state).map((item) => ({ ...item, ibanCode: ibanCodes.get(item.code) }));
  return { countries: state.countries, currencies, banks, accountTypes };
};

/** A whole, valid account: the shared rules (IBAN included), the catalogs, an existing merchant. */
const checkedAccount = (state: DbState, account: MerchantAccountRecord): MerchantAccountRecord => {
  if (!state.merchants.some((merchant) => merchant.id === account.merchantId)) throw notFound();
  const catalogs = accountCatalogs(state);
  const valid =
    [CRC, USD].includes(account.currencyId) &&
    catalogs.countries.some((country) => country.code === account.countryId) &&
    catalogs.banks.some((bank) => bank.code === account.bankCode) &&
    catalogs.accountTypes.some((type) => type.code === account.accountTypeId);
  if (!valid) throw badRequest(providerMessages.invalidChoice);
  return account;
};

const accounts = (store: Store) => merchantAccountsIn(store.state());
const indexOf = (store: Store, merchantId: number, currencyId: number) => {
  const index = accounts(store).findIndex((account) => account.merchantId === merchantId && account.currencyId === currencyId);
  if (index < 0) throw notFound();
  return index;
};

const access = { screens: ['merchants'] } as const;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;
const invalidChoice = { status: 400, message: providerMessages.invalidChoice } as const;
/** The IBAN rules need the banks' codes: the schema is built from the stored banks. */
const body = { schema: (state: DbState) => merchantAccountSchema(accountBanks(state)), wrap: 'merchantAccount' };

/** docs/spec-reference.md §7 merchant accounts: provider groups only; one account per merchant and currency. */
export const merchantAccountEndpoints = [
  endpoint({
    method: 'GET',
    path: '/merchantAccount/getCatalogsForMerchantAccounts',
    summary: "The choices an account is made of; each bank with its IBAN code.",
    access,
    addition: false,
    answer: accountCatalogsAnswer,
    refusals: [],
    handle: ({ ctx }) => accountCatalogs(ctx.store.state()),
  }),
  endpoint({
    method: 'GET',
    path: '/merchantAccount/getMerchantAccounts/:merchantId',
    summary: "A merchant's bank accounts.",
    access,
    addition: false,
    answer: z.object({ merchantAccounts: z.array(merchantAccount) }),
    refusals: [notFoundRefusal],
    handle: ({ ctx, params }) => {
      const merchantId = idParam(params.merchantId);
      if (!ctx.store.state().merchants.some((merchant) => merchant.id === merchantId)) throw notFound();
      return { merchantAccounts: accounts(ctx.store).filter((account) => account.merchantId === merchantId) };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/merchantAccount/',
    summary: 'Creates an account; one per merchant and currency.',
    access,
    addition: false,
    body,
    answer: saved('merchantAccount', merchantAccount),
    refusals: [notFoundRefusal, invalidChoice, { status: 409, message: providerMessages.accountTaken }],
    handle: ({ ctx, body: input }) => {
      const account = checkedAccount(ctx.store.state(), input);
      const taken = accounts(ctx.store).some((other) => other.merchantId === account.merchantId && other.currencyId === account.currencyId);
      if (taken) throw conflict(providerMessages.accountTaken);
      accounts(ctx.store).push(account);
      ctx.store.save('merchantAccounts');
      return { merchantAccount: account, message: providerMessages.accountCreated };
    },
  }),
  // Merchant and currency name the account to change; the rest is replaced.
  endpoint({
    method: 'PUT',
    path: '/merchantAccount/',
    summary: 'Replaces the account its merchant and currency name.',
    access,
    addition: false,
    body,
    answer: saved('merchantAccount', merchantAccount),
    refusals: [notFoundRefusal, invalidChoice],
    handle: ({ ctx, body: input }) => {
      const account = checkedAccount(ctx.store.state(), input);
      accounts(ctx.store)[indexOf(ctx.store, account.merchantId, account.currencyId)] = account;
      ctx.store.save('merchantAccounts');
      return { merchantAccount: account, message: providerMessages.accountUpdated };
    },
  }),
  endpoint({
    method: 'DELETE',
    path: '/merchantAccount/:currencyId/:merchantId',
    summary: 'Deletes the account of a merchant in a currency.',
    access,
    addition: false,
    answer: saved('merchantAccount', merchantAccount),
    refusals: [notFoundRefusal],
    handle: ({ ctx, params }) => {
      const [account] = accounts(ctx.store).splice(indexOf(ctx.store, idParam(params.merchantId), idParam(params.currencyId)), 1);
      ctx.store.save('merchantAccounts');
      return { merchantAccount: account, message: providerMessages.accountDeleted };
    },
  }),
];

export const merchantAccountRoutes = declaredArea('/merchantAccount', merchantAccountEndpoints, { ownsPrefix: true });
