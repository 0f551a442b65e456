import { CRC } from './money';

/** docs/spec-reference.md §3/§5 merchant bank accounts: one per merchant and currency; country 1 and colones by default. */
export const ACCOUNT_NAME_MAX = 100;
export const DEFAULT_ACCOUNT_COUNTRY = 1;
export const DEFAULT_ACCOUNT_CURRENCY = CRC;

/** The composite id the admin uses in addresses: merchant and currency. */
export const merchantAccountId = (account: Partial<Record<string, unknown>>) => `${Number(account.merchantId)}-${Number(account.currencyId)}`;
