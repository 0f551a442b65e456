import { CRC, USD } from '../../src/domain/money';
import { providerMessages } from '../../src/domain/providerMessages';
import { accountCatalogs as accountCatalogsAnswer, merchantAccount } from '../../src/domain/wire/provider';
import { type AccountBank, merchantAccountSchema } from '../../src/schemas/merchantAccountSchema';
import { declaredArea } from '../contract/mount';
import { badRequest, idParam, notFound } from '../http';
import { compositeKeyRecords } from '../provider/compositeKeyRecords';
import { merchantAccountsIn, type MerchantAccountRecord } from '../seed/merchantAccounts';
import { bankCatalog, catalogsIn } from '../seed/providerCatalogs';
import type { DbState } from '../storage/records';
import { schemaBuiltFrom } from '../validation';

/** The IBAN rules need the banks' codes: the schema is built from the stored banks, again only when they change. */
const storedAccountSchema = schemaBuiltFrom(merchantAccountSchema);

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

/** docs/spec-reference.md §7 merchant accounts: provider groups only; one account per merchant and currency. */
export const merchantAccountEndpoints = compositeKeyRecords({
  prefix: '/merchantAccount',
  collection: 'merchantAccounts',
  records: merchantAccountsIn,
  sameKey: (account, key) => account.merchantId === key.merchantId && account.currencyId === key.currencyId,
  wrap: 'merchantAccount',
  wire: merchantAccount,
  access: { screens: ['merchants'] },
  catalogs: {
    path: 'getCatalogsForMerchantAccounts',
    summary: "The choices an account is made of; each bank with its IBAN code.",
    answer: accountCatalogsAnswer,
    read: accountCatalogs,
  },
  list: { path: 'getMerchantAccounts', envelope: 'merchantAccounts', summary: "A merchant's bank accounts." },
  body: { schema: (state: DbState) => storedAccountSchema(accountBanks(state)), wrap: 'merchantAccount' },
  checked: checkedAccount,
  create: { summary: 'Creates an account; one per merchant and currency.', taken: providerMessages.accountTaken },
  // Merchant and currency name the account to change; the rest is replaced.
  update: { summary: 'Replaces the account its merchant and currency name.' },
  remove: {
    method: 'DELETE',
    path: ':currencyId/:merchantId',
    summary: 'Deletes the account of a merchant in a currency.',
    keyOf: ({ params }) => {
      const merchantId = idParam(params.merchantId);
      return { merchantId, currencyId: idParam(params.currencyId) };
    },
  },
  texts: { created: providerMessages.accountCreated, updated: providerMessages.accountUpdated, deleted: providerMessages.accountDeleted },
});

export const merchantAccountRoutes = declaredArea('/merchantAccount', merchantAccountEndpoints, { ownsPrefix: true });
