import { CARD_NUMBER_MAX, cardBrand, digitsOnly, EXPIRY_LENGTH } from '../../../src/domain/card';

/**
 * The expiry field's value as MMYY, however it arrived: typed with or without the slash ('12/30'
 * or '1230' → '1230', cut at four digits), a one-digit month before the slash ('1/30' → '0130'),
 * or filled by the browser's card autofill, which may write the year in full ('12/2030' or
 * '122030' → '1230'). Six digits at once can only be a month and a four-digit year.
 */
export const expiryFromInput = (value: string) => {
  const digits = digitsOnly(value);
  if (digits.length === 6 && /^\d{2}\D?20\d{2}$/.test(value.trim())) return digits.slice(0, 2) + digits.slice(4);
  const shortMonth = /^\s*(\d)\s*\/\s*(\d*)/.exec(value);
  if (shortMonth) return `0${shortMonth[1]}${shortMonth[2]}`.slice(0, EXPIRY_LENGTH);
  return digits.slice(0, EXPIRY_LENGTH);
};

/** MMYY as the field shows it while typed: the slash once the year starts ('123' → '12/3'). */
export const expiryForField = (expiry: string) => (expiry.length > 2 ? `${expiry.slice(0, 2)}/${expiry.slice(2)}` : expiry);

/**
 * The number as the field shows it, in the groups printed on the card, so it reads back like the
 * card: fours ('4929 1805 6730 5545'), American Express 4-6-5. Only the digits are kept.
 */
export const cardNumberForField = (number: string) => {
  const digits = digitsOnly(number, CARD_NUMBER_MAX);
  const groups = cardBrand(digits) === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, (start += size)));
  }
  return parts.join(' ');
};
