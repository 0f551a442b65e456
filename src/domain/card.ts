/**
 * Card rules for the diner's card form (docs/spec-reference.md §5, docs/departures.md) and for showing stored cards.
 * Pure functions: the number never leaves the page, so nothing here logs, stores or sends it.
 */

/** The card brands the provider processes (a report row's `scheme`). */
export const CARD_BRANDS = ['VISA', 'MasterCard', 'American Express'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Field limits of docs/spec-reference.md §5. */
export const CARD_NUMBER_MAX = 16;
export const CVV_MAX = 4;
export const EXPIRY_LENGTH = 4;
export const CARD_NAME_MAX = 26;

export const digitsOnly = (value: string, max = Infinity) => value.replace(/\D/g, '').slice(0, max);

/** 4 is VISA; 51–55 MasterCard; 34 or 37 American Express; otherwise none. */
export const cardBrand = (number: string): CardBrand | null => {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'VISA';
  if (/^5[1-5]/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return null;
};

/** The Luhn check digit over the whole number (12 to 19 digits). */
export const luhnValid = (number: string) => {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19 || digits !== number.replace(/\s/g, '')) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * The preview's number: every digit but the last four hidden, in groups of four, padded to the
 * brand's length so the card looks whole while typing ("•••• •••• •••• 4242").
 */
export const maskCardNumber = (number: string) => {
  const digits = digitsOnly(number, CARD_NUMBER_MAX);
  const length = cardBrand(digits) === 'American Express' ? 15 : 16;
  const shown = digits.split('').map((digit, index) => (index < digits.length - 4 ? '•' : digit));
  while (shown.length < length) shown.push('•');
  const groups = length === 15 ? [4, 6, 5] : [4, 4, 4, 4];
  let start = 0;
  return groups.map((size) => shown.slice(start, (start += size)).join('')).join(' ');
};

/** A stored card as transactions carry it (docs/spec-reference.md §3): eight asterisks and the last four digits. */
export const maskPan = (pan: string) => {
  const digits = digitsOnly(String(pan ?? ''));
  return `********${digits.slice(-4).padStart(4, '*')}`;
};

/** MMYY as the preview shows it: MM/YY, with placeholders for what is not typed yet. */
export const formatExpiry = (expiry: string) => {
  const digits = digitsOnly(expiry, EXPIRY_LENGTH).padEnd(EXPIRY_LENGTH, '•');
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
};

/** A MMYY expiry is usable through the last day of its month; month must be 01–12. */
export const expiryValid = (expiry: string, now: Date = new Date()) => {
  if (!/^\d{4}$/.test(expiry)) return false;
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2));
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
};

export const cvvValid = (cvv: string, number: string) =>
  new RegExp(cardBrand(number) === 'American Express' ? '^\\d{4}$' : '^\\d{3}$').test(cvv);

export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvv: string;
}

/**
 * The first problem of the form, in the order the spec's alerts come:
 * missing field, expiry not 4 digits, then anything that makes the card unusable
 * (check digit, month, already expired, CVV length).
 */
export type CardProblem = 'required' | 'expiryLength' | 'invalid';

export const cardFormProblem = (form: CardForm, now: Date = new Date()): CardProblem | null => {
  if (!form.name.trim() || !form.number || !form.expiry || !form.cvv) return 'required';
  if (!/^\d{4}$/.test(form.expiry)) return 'expiryLength';
  if (!luhnValid(form.number) || !expiryValid(form.expiry, now) || !cvvValid(form.cvv, form.number)) return 'invalid';
  return null;
};
