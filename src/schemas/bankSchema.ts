import { z } from 'zod';
import { choiceId, optionalText, requiredEmail, requiredEmailList, requiredText } from './fields';

/** docs/spec-reference.md §3/§5 bank: code, name, country, contact emails, delivery email and vault id are required. */
export const bankSchema = z.object({
  code: requiredText(10),
  name: requiredText(120),
  country_code: choiceId(),
  emails: requiredEmailList(500),
  phones: optionalText(120),
  email_delivery: requiredEmail(120),
  vault_id: requiredText(40),
});

export type BankInput = z.output<typeof bankSchema>;
