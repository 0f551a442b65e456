import { z } from 'zod';
import { COSTA_RICA_COUNTRY, costaRicaIbanBankCode, ibanError, normalizeIban } from '../domain/iban';
import { ACCOUNT_NAME_MAX } from '../domain/merchantAccountRules';
import { providerMessages as text } from '../domain/providerMessages';
import { acrossFields, ALWAYS, choiceId, requiredText } from './fields';

/** docs/spec-reference.md §3/§5 merchant account: country, currency, bank and type chosen; IBAN (for that country) and name filled. */
export const merchantAccountFields = z.object({
  countryId: choiceId(),
  currencyId: choiceId(),
  bankCode: choiceId(),
  accountTypeId: choiceId(),
  // typed with spaces or dashes, stored without them
  ibanAccount: requiredText(42).transform(normalizeIban),
  accountName: requiredText(ACCOUNT_NAME_MAX, { tooLong: text.accountNameTooLong }),
});

/**
 * What the IBAN rule knows of a bank: its id (the account's bankCode), the code a Costa Rican
 * IBAN carries for it (the bank's `code`, '152' for Banco de Costa Rica) and its name.
 */
export interface AccountBank {
  id: number;
  ibanCode?: string;
  name: string;
}

const ibanRules = (banks: readonly AccountBank[]) =>
  acrossFields(({ ibanAccount, countryId, bankCode }, report) => {
    if (typeof ibanAccount !== 'string' || !ibanAccount.trim()) return;
    const country = typeof countryId === 'number' ? countryId : undefined;
    const problem = ibanError(ibanAccount, country);
    if (problem) return report('ibanAccount', problem);
    // A Costa Rican IBAN names its bank (CR, check digits, 0, the bank's 3-digit code, account):
    // an account of one bank filed under another would send deposits to the wrong bank.
    if (country !== COSTA_RICA_COUNTRY) return;
    const bank = banks.find((candidate) => candidate.id === bankCode);
    if (!bank?.ibanCode || !/^\d{1,4}$/.test(bank.ibanCode)) return;
    if (costaRicaIbanBankCode(normalizeIban(ibanAccount)) !== bank.ibanCode.padStart(3, '0').slice(-3)) {
      report('ibanAccount', text.ibanOtherBank(bank.name));
    }
  });

/**
 * The account form's schema. The bank rule applies to the banks given (the form's catalog, when
 * it carries their IBAN codes); without them the IBAN is checked for its country only.
 */
export const merchantAccountFormSchema = (banks: readonly AccountBank[] = []) => merchantAccountFields.superRefine(ibanRules(banks), ALWAYS);

/** The body of POST/PUT /merchantAccount/: the form's fields and the merchant they belong to, checked against the stored banks. */
export const merchantAccountSchema = (banks: readonly AccountBank[]) =>
  merchantAccountFields.extend({ merchantId: choiceId() }).superRefine(ibanRules(banks), ALWAYS);
