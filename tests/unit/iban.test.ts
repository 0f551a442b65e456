import { describe, expect, it } from 'vitest';
import { buildIban, costaRicaIban, formatIban, hasValidCheckDigits, ibanError, ibanRemainder, normalizeIban } from '../../src/domain/iban';

// Published examples: the Costa Rican banking system's sample IBAN and the ISO registry's samples.
const CR = 'CR05015202001026284066';
const GT = 'GT82TRAJ01020000001210029690';
const DE = 'DE89370400440532013000';
const GB = 'GB29NWBK60161331926819';

describe('IBAN check digits (ISO 13616, mod 97-10)', () => {
  it('accepts published valid IBANs', () => {
    for (const iban of [CR, GT, DE, GB]) expect(hasValidCheckDigits(iban), iban).toBe(true);
    expect(ibanRemainder(CR)).toBe(1);
  });

  it('rejects every single-digit change and every swap of neighbouring digits of a valid IBAN', () => {
    for (let index = 2; index < CR.length; index++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === CR[index]) continue;
        const changed = `${CR.slice(0, index)}${digit}${CR.slice(index + 1)}`;
        expect(hasValidCheckDigits(changed), changed).toBe(false);
      }
      if (index < CR.length - 1 && CR[index] !== CR[index + 1]) {
        const swapped = `${CR.slice(0, index)}${CR[index + 1]}${CR[index]}${CR.slice(index + 2)}`;
        expect(hasValidCheckDigits(swapped), swapped).toBe(false);
      }
    }
  });

  it('computes check digits: building the samples gives them back', () => {
    expect(buildIban('CR', CR.slice(4))).toBe(CR);
    expect(buildIban('GB', GB.slice(4))).toBe(GB);
    expect(costaRicaIban('152', '02001026284066')).toBe(CR);
    const built = costaRicaIban('151', '1');
    expect(built).toMatch(/^CR\d{2}015100000000000001$/);
    expect(hasValidCheckDigits(built)).toBe(true);
  });

  it('reads what people type: spaces, dashes and lower case', () => {
    expect(normalizeIban(' cr05 0152-0200 1026 2840 66 ')).toBe(CR);
    expect(ibanError('cr05 0152 0200 1026 2840 66', 1)).toBeUndefined();
    expect(formatIban(CR)).toBe('CR05 0152 0200 1026 2840 66');
  });
});

describe('IBAN rule per country (form and mock API)', () => {
  it('requires CR + 20 digits for Costa Rica (country 1), the default', () => {
    expect(ibanError(CR)).toBeUndefined();
    expect(ibanError(`${CR}7`)).toBe('La cuenta IBAN de Costa Rica debe tener el formato CR seguido de 20 dígitos.');
    expect(ibanError(CR.slice(0, -1))).toBe('La cuenta IBAN de Costa Rica debe tener el formato CR seguido de 20 dígitos.');
    expect(ibanError(GT, 1)).toBe('La cuenta IBAN de Costa Rica debe tener el formato CR seguido de 20 dígitos.');
    expect(ibanError('CR06015202001026284066', 1)).toBe('Los dígitos de control de la cuenta IBAN no son válidos.');
  });

  it('accepts any well-formed IBAN with valid check digits for other countries', () => {
    expect(ibanError(GT, 4)).toBeUndefined();
    expect(ibanError(CR, 2)).toBeUndefined();
    expect(ibanError('GT83TRAJ01020000001210029690', 4)).toBe('Los dígitos de control de la cuenta IBAN no son válidos.');
    expect(ibanError('GT8', 4)).toBe('La cuenta IBAN debe tener dos letras de país, dos dígitos de control y de 11 a 30 letras o dígitos.');
    expect(ibanError('12345678901234567', 4)).toMatch(/dos letras de país/);
  });

  it('asks for the field when it is empty', () => {
    expect(ibanError('')).toBe('Debe completar los campos requeridos.');
    expect(ibanError(undefined)).toBe('Debe completar los campos requeridos.');
  });
});
