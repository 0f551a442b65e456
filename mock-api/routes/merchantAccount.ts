import { Router } from 'express';
import { CRC, USD } from '../../src/domain/money';
import { providerMessages } from '../../src/domain/providerMessages';
import { allowScreen } from '../auth/session';
import { badRequest, conflict, idParam, notFound, route } from '../http';
import { merchantAccountsIn, type MerchantAccountRecord } from '../seed/merchantAccounts';
import { bankCatalog, catalogsIn } from '../seed/providerCatalogs';
import type { DbState } from '../seed/types';
import type { RouteArea } from './context';
import { parseWrapped } from '../validation';
import { type AccountBank, merchantAccountSchema } from '../../src/schemas/merchantAccountSchema';

/** The banks as the account rules see them: a Costa Rican IBAN must carry its bank's code. */
const accountBanks = (state: DbState): AccountBank[] => state.banks.map((bank) => ({ id: bank.id, ibanCode: bank.code, name: bank.name }));

// The banks' items also carry their IBAN code, so the form refuses an IBAN of another bank as the API does.
const accountCatalogs = (state: DbState) => {
  const { currencies, accountTypes } = catalogsIn(state);
  const ibanCodes = new Map(accountBanks(state).map((bank) => [bank.id, bank.ibanCode]));
  const banks = bankCatalog(state).map((item) => ({ ...item, ibanCode: ibanCodes.get(item.code) }));
  return { countries: state.countries, currencies, banks, accountTypes };
};

/** A whole, valid account from a body: the shared rules (IBAN included), the catalogs, an existing merchant. */
const checkedAccount = (state: DbState, body: unknown): MerchantAccountRecord => {
  const account: MerchantAccountRecord = parseWrapped(merchantAccountSchema(accountBanks(state)), body, 'merchantAccount');
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

/** Spec §7 merchant accounts: provider groups only; one account per merchant and currency. */
export const merchantAccountRoutes: RouteArea = {
  prefix: '/merchantAccount',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('merchants'));
    const accounts = () => merchantAccountsIn(store.state());
    const indexOf = (merchantId: number, currencyId: number) => {
      const index = accounts().findIndex((account) => account.merchantId === merchantId && account.currencyId === currencyId);
      if (index < 0) throw notFound();
      return index;
    };

    router.get('/getCatalogsForMerchantAccounts', route(() => accountCatalogs(store.state())));

    router.get(
      '/getMerchantAccounts/:merchantId',
      route((req) => {
        const merchantId = idParam(req.params.merchantId);
        if (!store.state().merchants.some((merchant) => merchant.id === merchantId)) throw notFound();
        return { merchantAccounts: accounts().filter((account) => account.merchantId === merchantId) };
      }),
    );

    router.post(
      '/',
      route((req) => {
        const account = checkedAccount(store.state(), req.body);
        const taken = accounts().some((other) => other.merchantId === account.merchantId && other.currencyId === account.currencyId);
        if (taken) throw conflict(providerMessages.accountTaken);
        accounts().push(account);
        store.save('merchantAccounts');
        return { merchantAccount: account, message: providerMessages.accountCreated };
      }),
    );

    // Merchant and currency name the account to change; the rest is replaced.
    router.put(
      '/',
      route((req) => {
        const account = checkedAccount(store.state(), req.body);
        accounts()[indexOf(account.merchantId, account.currencyId)] = account;
        store.save('merchantAccounts');
        return { merchantAccount: account, message: providerMessages.accountUpdated };
      }),
    );

    router.delete(
      '/:currencyId/:merchantId',
      route((req) => {
        const [account] = accounts().splice(indexOf(idParam(req.params.merchantId), idParam(req.params.currencyId)), 1);
        store.save('merchantAccounts');
        return { merchantAccount: account, message: providerMessages.accountDeleted };
      }),
    );
    return router;
  },
};
