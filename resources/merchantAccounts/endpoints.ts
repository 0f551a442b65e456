import { normalizeIban } from '../../src/domain/iban';
import { merchantAccountId } from '../../src/domain/merchantAccountRules';
import type { ResourceEndpoints } from '../../src/providers/endpoints';

/**
 * GET /merchantAccount/getCatalogsForMerchantAccounts's answer, as the server builds it. A bank's
 * ibanCode is the code a Costa Rican IBAN carries for it (the rule skips a bank without it).
 */
export type { AccountCatalogs as MerchantAccountCatalogs } from '../../src/domain/wire/provider';

/**
 * docs/spec-reference.md §7 merchant accounts: a merchant's whole list at once (permanent filter {merchantId});
 * one account per merchant and currency, so the id is 'merchant-currency'.
 */
export const merchantAccountEndpoints: ResourceEndpoints = {
  name: 'merchantAccounts',
  id: merchantAccountId,
  list: { path: ({ filter }) => `/merchantAccount/getMerchantAccounts/${filter.merchantId}`, envelope: 'merchantAccounts' },
  filterForId: (id) => ({ merchantId: Number(id.split('-')[0]) }),
  searchFields: ['accountName', 'ibanAccount'],
  create: { path: () => '/merchantAccount/', wrap: 'merchantAccount' },
  update: { path: () => '/merchantAccount/', wrap: 'merchantAccount' },
  delete: { path: (_id, record) => `/merchantAccount/${record.currencyId}/${record.merchantId}` },
  toPayload: (data) => ({
    merchantId: Number(data.merchantId),
    currencyId: Number(data.currencyId),
    countryId: Number(data.countryId),
    bankCode: Number(data.bankCode),
    accountTypeId: Number(data.accountTypeId),
    ibanAccount: normalizeIban(data.ibanAccount),
    accountName: String(data.accountName ?? '').trim(),
  }),
  actions: { catalogs: { path: () => '/merchantAccount/getCatalogsForMerchantAccounts', method: 'GET' } },
};
