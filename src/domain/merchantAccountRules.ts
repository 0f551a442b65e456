import { ibanError } from './iban';
import { CRC } from './money';
import { providerMessages as text } from './providerMessages';

/** Spec §3/§5 merchant bank accounts: one per merchant and currency; country 1 and colones by default. */
export const ACCOUNT_CHOICE_FIELDS = ['merchantId', 'currencyId', 'countryId', 'bankCode', 'accountTypeId'] as const;
export const ACCOUNT_NAME_MAX = 100;
export const DEFAULT_ACCOUNT_COUNTRY = 1;
export const DEFAULT_ACCOUNT_CURRENCY = CRC;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The composite id the admin uses in addresses: merchant and currency. */
export const merchantAccountId = (account: Partial<Record<string, unknown>>) => `${Number(account.merchantId)}-${Number(account.currencyId)}`;

/** The first rule an account breaks, or undefined. */
export const merchantAccountError = (account: Partial<Record<string, unknown>>): string | undefined => {
  if (!ACCOUNT_CHOICE_FIELDS.every((field) => Number(account[field]) > 0)) return text.requiredFields;
  if (isBlank(account.ibanAccount) || isBlank(account.accountName)) return text.requiredFields;
  if (String(account.accountName).trim().length > ACCOUNT_NAME_MAX) return text.accountNameTooLong;
  return ibanError(account.ibanAccount, account.countryId);
};
