import { providerMessages } from './providerMessages';

/**
 * IBAN rules (ISO 13616), shared by the account form and the mock API. Costa Rica (country 1)
 * uses CR + 20 digits; other countries only need a well-formed IBAN with valid check digits.
 */
export const COSTA_RICA_COUNTRY = 1;
const COSTA_RICA_IBAN = /^CR\d{20}$/;
const ANY_IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** What a person types, as the IBAN is stored: no spaces or dashes, upper case. */
export const normalizeIban = (value: unknown) => String(value ?? '').replace(/[\s-]+/g, '').toUpperCase();

/** The remainder ISO 7064 mod 97-10 gives for an IBAN (1 for a valid one); letters count A=10 … Z=35. */
export const ibanRemainder = (iban: string): number => {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    // digit by digit keeps the running number far below 2^53
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
};

export const hasValidCheckDigits = (iban: string) => ANY_IBAN.test(iban) && ibanRemainder(iban) === 1;

/** The IBAN of a country and BBAN, with the check digits computed (seed data, tests). */
export const buildIban = (country: string, bban: string): string => {
  const remainder = ibanRemainder(`${country}00${bban}`);
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
};

/** A Costa Rican IBAN: 0, the 3-digit bank code, 14 account digits. */
export const costaRicaIban = (bankCode: string, account: string) =>
  buildIban('CR', `0${bankCode.padStart(3, '0').slice(-3)}${account.padStart(14, '0').slice(-14)}`);

/** The bank code a (normalized) Costa Rican IBAN carries: the 3 digits after CR, the check digits and the 0. */
export const costaRicaIbanBankCode = (iban: string) => iban.slice(5, 8);

/** The first problem with an IBAN for an account of this country, or undefined. */
export const ibanError = (value: unknown, countryId: unknown = COSTA_RICA_COUNTRY): string | undefined => {
  const iban = normalizeIban(value);
  if (!iban) return providerMessages.requiredFields;
  if (Number(countryId) === COSTA_RICA_COUNTRY) {
    if (!COSTA_RICA_IBAN.test(iban)) return providerMessages.ibanCostaRicaFormat;
  } else if (!ANY_IBAN.test(iban)) {
    return providerMessages.ibanFormat;
  }
  return ibanRemainder(iban) === 1 ? undefined : providerMessages.ibanCheckDigits;
};

/** Groups of four for reading: CR05 0152 0200 1026 2840 66. */
export const formatIban = (value: unknown) => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
