import { z } from 'zod';
import { ibanError, normalizeIban } from '../domain/iban';
import { ACCOUNT_NAME_MAX } from '../domain/merchantAccountRules';
import { providerMessages as text } from '../domain/providerMessages';
import { acrossFields, ALWAYS, choiceId, requiredText } from './fields';

/** Spec §3/§5 merchant account: country, currency, bank and type chosen; IBAN (for that country) and name filled. */
const accountFields = z.object({
  countryId: choiceId(),
  currencyId: choiceId(),
  bankCode: choiceId(),
  accountTypeId: choiceId(),
  // typed with spaces or dashes, stored without them
  ibanAccount: requiredText(42).transform(normalizeIban),
  accountName: requiredText(ACCOUNT_NAME_MAX, { tooLong: text.accountNameTooLong }),
});

const ibanForCountry = acrossFields(({ ibanAccount, countryId }, report) => {
  if (typeof ibanAccount !== 'string' || !ibanAccount.trim()) return;
  const problem = ibanError(ibanAccount, typeof countryId === 'number' ? countryId : undefined);
  if (problem) report('ibanAccount', problem);
});

export const merchantAccountFormSchema = accountFields.superRefine(ibanForCountry, ALWAYS);

/** The body of POST/PUT /merchantAccount/: the form's fields and the merchant they belong to. */
export const merchantAccountSchema = accountFields.extend({ merchantId: choiceId() }).superRefine(ibanForCountry, ALWAYS);
