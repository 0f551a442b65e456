import { costaRicaIban } from '../../src/domain/iban';
import type { Rng } from './random';
import type { BankRecord, DbState, Merchant } from '../storage/records';

/** docs/spec-reference.md §3 merchant account; one per merchant and currency. The IBAN is stored without spaces. */
export interface MerchantAccountRecord {
  merchantId: number;
  currencyId: number;
  countryId: number;
  /** The bank's id (the `code` of the banks catalog). */
  bankCode: number;
  accountTypeId: number;
  ibanAccount: string;
  accountName: string;
}

const digits = (r: Rng, count: number) => Array.from({ length: count }, () => r.int(0, 9)).join('');

/**
 * A colones account for every merchant with its own bank, and a dollar account for those that
 * sell in dollars and some others: Costa Rican IBANs whose check digits are real (ISO 13616).
 */
export const seedMerchantAccounts = (r: Rng, merchants: Merchant[], banks: BankRecord[]): MerchantAccountRecord[] => {
  const accounts: MerchantAccountRecord[] = [];
  for (const merchant of merchants) {
    const bank = banks.find((candidate) => candidate.id === merchant.bank_id && candidate.country_code === 1) ?? banks[0];
    const add = (currencyId: number, accountTypeId: number) =>
      accounts.push({
        merchantId: merchant.id,
        currencyId,
        countryId: 1,
        bankCode: bank.id,
        accountTypeId,
        ibanAccount: costaRicaIban(bank.code, digits(r, 14)),
        accountName: merchant.name,
      });
    add(188, r.chance(0.8) ? 1 : 2);
    if (merchant.currency_code === 840 || r.chance(0.35)) add(840, 1);
  }
  return accounts;
};

/** The stored accounts (an older data file gets an empty collection). */
export const merchantAccountsIn = (state: DbState): MerchantAccountRecord[] =>
  (state.merchantAccounts ??= []) as MerchantAccountRecord[];
