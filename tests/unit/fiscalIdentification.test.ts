import { describe, expect, it } from 'vitest';
import { IDENTIFICATION_TYPES, identificationFits, isIdentificationType } from '../../src/domain/fiscalIdentification';

describe("Hacienda's identification numbers, checked by type", () => {
  it('names the four types', () => {
    expect(IDENTIFICATION_TYPES.map((type) => `${type.code} ${type.description}`)).toEqual(['01 Cédula física', '02 Cédula jurídica', '03 DIMEX', '04 NITE']);
    expect(isIdentificationType('02')).toBe(true);
    expect(isIdentificationType('05')).toBe(false);
    expect(isIdentificationType(2)).toBe(false);
  });

  it('takes each type’s digits, without dashes', () => {
    const fits: [string, string][] = [
      ['01', '102340567'],
      ['02', '3101123456'],
      ['03', '12345678901'],
      ['03', '123456789012'],
      ['04', '1000123456'],
    ];
    for (const [type, number] of fits) expect(identificationFits(type, number), `${type} ${number}`).toBe(true);
  });

  it('refuses a number of the wrong length, with dashes, a leading zero where the type has none, or not text', () => {
    const wrong: [unknown, unknown][] = [
      ['01', '1-0234-0567'],
      ['01', '012340567'],
      ['01', '1023405671'],
      ['02', '310112345'],
      ['02', '3-101-123456'],
      ['03', '1234567890'],
      ['03', '012345678901'],
      ['03', '1234567890123'],
      ['04', '100012345'],
      ['05', '102340567'],
      ['01', 102340567],
      ['01', ''],
    ];
    for (const [type, number] of wrong) expect(identificationFits(type, number), `${String(type)} ${String(number)}`).toBe(false);
  });
});
