import { digitsOnly, EXPIRY_LENGTH } from '../../../src/domain/card';

/**
 * The expiry field's value as MMYY, however it arrived: typed ('12/30' → '1230', cut at four
 * digits) or filled by the browser's card autofill, which may write the year in full
 * ('12/2030' or '122030' → '1230'). Six digits at once can only be a month and a four-digit year.
 */
export const expiryFromInput = (value: string) => {
  const digits = digitsOnly(value);
  if (digits.length === 6 && /^\d{2}\D?20\d{2}$/.test(value.trim())) return digits.slice(0, 2) + digits.slice(4);
  return digits.slice(0, EXPIRY_LENGTH);
};
