import { providerMessages as text } from './providerMessages';

/**
 * Merchant constants and the document-number mask of docs/spec-reference.md §3/§5; the merchant's whole set of
 * rules is its schema (src/schemas/merchantSchema.ts).
 */
export const ADDRESS_MAX = 250;
export const ITBMS_MIN = 0;
export const ITBMS_MAX = 99;

/** docs/spec-reference.md §9: banks 1 and 2 are the values of topBankId (and of the e-commerce bank). */
export const TOP_BANKS = [
  { id: 1, name: 'LAFISE Costa Rica' },
  { id: 2, name: 'Banco Nacional de Costa Rica' },
] as const;

/**
 * An identification type's `format` is a mask where each # is a digit (e.g. '#-####-####').
 * A document number matches when it has exactly that many digits, with or without the mask's separators.
 */
export const documentNumberMatches = (format: string, value: unknown) => {
  const typed = String(value ?? '').trim();
  const digits = typed.replace(/\D/g, '');
  return /^[\d\s-]+$/.test(typed) && digits.length === (format.match(/#/g) ?? []).length;
};

export const documentNumberError = (format: string | undefined, value: unknown) =>
  !format || String(value ?? '').trim() === '' || documentNumberMatches(format, value) ? undefined : text.documentFormat(format);
