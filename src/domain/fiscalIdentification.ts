/**
 * Hacienda's identification types (electronic receipts v4.4, `Identificacion/Tipo`) and how many
 * digits each number has: the issuer's fiscal identity in company settings, the diner's when a
 * factura is asked for, and the clave (mock-api/receipts/README.md) all use them. Numbers are digits
 * only, without dashes: a física is 9 digits not starting with 0, a jurídica 10, a DIMEX 11 or 12 not
 * starting with 0, a NITE 10.
 */
export const IDENTIFICATION_TYPES = [
  { code: '01', description: 'Cédula física', pattern: /^[1-9]\d{8}$/ },
  { code: '02', description: 'Cédula jurídica', pattern: /^\d{10}$/ },
  { code: '03', description: 'DIMEX', pattern: /^[1-9]\d{10,11}$/ },
  { code: '04', description: 'NITE', pattern: /^\d{10}$/ },
] as const;

export type IdentificationTypeCode = (typeof IDENTIFICATION_TYPES)[number]['code'];

export const isIdentificationType = (code: unknown): code is IdentificationTypeCode => IDENTIFICATION_TYPES.some((type) => type.code === code);

/** True when `number` is written as Hacienda expects for that type (digits only, the type's length). */
export const identificationFits = (type: unknown, number: unknown) =>
  typeof number === 'string' && IDENTIFICATION_TYPES.some((item) => item.code === type && item.pattern.test(number));
