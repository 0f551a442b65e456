import { isEmail, isEmailList } from './email';
import { messages } from './messages';

export interface Bank {
  id?: number;
  code: string;
  name: string;
  country_code: number;
  emails: string;
  phones?: string;
  email_delivery: string;
  vault_id: string;
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Spec §5: code, name, country, contact emails, delivery email and vault id must be filled. */
export const BANK_REQUIRED = ['code', 'name', 'country_code', 'emails', 'email_delivery', 'vault_id'] as const;

export const bankError = (bank: Partial<Record<keyof Bank, unknown>>): string | undefined => {
  if (BANK_REQUIRED.some((field) => isBlank(bank[field]))) return messages.requiredFields;
  if (!isEmailList(bank.emails) || !isEmail(bank.email_delivery)) return messages.invalidEmail;
  return undefined;
};
