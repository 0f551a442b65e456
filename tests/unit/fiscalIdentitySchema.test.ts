import { describe, expect, it } from 'vitest';
import { certificateExpiry } from '../../src/domain/certificateExpiry';
import { fiscalMessages } from '../../src/domain/fiscalMessages';
import { messages } from '../../src/domain/messages';
import { companySettingsSchema } from '../../src/schemas/companySettingsSchema';
import { merchantSchema } from '../../src/schemas/merchantSchema';

/** The fiscal identity, one schema for company settings, the merchant form and the API. */
const knownDistrict = (province: number, canton: number, district: number) => province === 4 && canton === 1 && district === 1;
const schema = companySettingsSchema({ knownDistrict });
const fiscal = {
  legalName: 'Inversiones La Casona S.A.',
  commercialName: 'La Casona',
  identificationType: '02',
  identificationNumber: '3-101-100274',
  province: 4,
  canton: 1,
  district: 1,
  otherSigns: 'Costado norte del parque',
  email: 'facturas@casona.cr',
  establishment: '001',
  terminal: '00001',
};
const body = (changes: Record<string, unknown> = {}, fiscalChanges: Record<string, unknown> = {}) => ({
  simplifiedRegime: false,
  tableService: true,
  electronicInvoice: true,
  activityCode: '552004',
  fiscal: { ...fiscal, ...fiscalChanges },
  ...changes,
});
const problem = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : `${result.error.issues[0].path.join('.')}: ${result.error.issues[0].message}`;
};

describe('the fiscal identity', () => {
  it('takes a complete identity, keeping the identification’s digits', () => {
    const parsed = schema.parse(body());
    expect(parsed.fiscal).toMatchObject({ identificationNumber: '3101100274', establishment: '001' });
  });

  it('checks the number by its type, in Spanish', () => {
    expect(problem(body({}, { identificationNumber: '123456789' }))).toBe(`fiscal.identificationNumber: ${fiscalMessages.identificationNumber('cédula jurídica', '10 dígitos')}`);
    expect(problem(body({}, { identificationType: '01', identificationNumber: '1-0234-0567' }))).toBeUndefined();
    expect(problem(body({}, { identificationType: '01', identificationNumber: '012340567' }))).toMatch(/cédula física: debe tener 9 dígitos/);
    expect(problem(body({}, { identificationType: '03', identificationNumber: '1234567890' }))).toMatch(/DIMEX/);
    expect(problem(body({}, { identificationType: '05' }))).toBe(`fiscal.identificationType: ${fiscalMessages.identificationType}`);
  });

  it('takes only a district of the list, establishment of 3 digits, terminal of 5, an activity code of 6', () => {
    expect(problem(body({}, { district: 2 }))).toBe(`fiscal.district: ${fiscalMessages.location}`);
    expect(problem(body({}, { province: '4' }))).toBe(`fiscal.province: ${fiscalMessages.location}`);
    expect(problem(body({}, { establishment: '1' }))).toBe(`fiscal.establishment: ${fiscalMessages.establishment}`);
    expect(problem(body({}, { establishment: '000' }))).toBe(`fiscal.establishment: ${fiscalMessages.establishment}`);
    expect(problem(body({}, { terminal: '0001' }))).toBe(`fiscal.terminal: ${fiscalMessages.terminal}`);
    expect(problem(body({ activityCode: '56100' }))).toBe(`activityCode: ${fiscalMessages.activityCode}`);
    expect(problem(body({}, { email: 'no-es-correo' }))).toBe(`fiscal.email: ${messages.invalidEmail}`);
    expect(problem(body({}, { legalName: 'x'.repeat(101) }))).toMatch(/^fiscal.legalName: .*100/);
  });

  it('reads an empty section as none, a begun one as to be completed, and leaves out what is not sent', () => {
    expect(schema.parse(body({ fiscal: { legalName: '', province: null } })).fiscal).toBeNull();
    expect(problem(body({ fiscal: { legalName: 'Algo' } }))).toBe(`fiscal.identificationType: ${messages.requiredFields}`);
    const spec = schema.parse({ simplifiedRegime: false, tableService: true });
    expect(spec).toEqual({ simplifiedRegime: false, tableService: true });
    expect(problem(body({ electronicInvoice: 'true' }))).toMatch(/^electronicInvoice: /);
  });

  it('is the same rule in the provider’s merchant form', () => {
    const merchant = merchantSchema({ knownDistrict }).safeParse({ fiscal: { ...fiscal, identificationNumber: '31011' }, activityCode: '5610011' });
    expect(merchant.success).toBe(false);
    const fields = merchant.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(fields).toContain(`activityCode: ${fiscalMessages.activityCode}`);
    expect(fields.some((field) => field.startsWith('fiscal.identificationNumber: El número de identificación no corresponde'))).toBe(true);
  });
});

describe('the certificate’s expiry warning', () => {
  const DAY = 24 * 3600_000;
  const now = Date.UTC(2026, 10, 24, 12);
  it('warns from 30 days before, and once expired', () => {
    expect(certificateExpiry(new Date(now + 31 * DAY), now)).toEqual({ state: 'valid' });
    expect(certificateExpiry(new Date(now + 30 * DAY), now)).toEqual({ state: 'expiring', days: 30 });
    expect(certificateExpiry(new Date(now + 1), now)).toEqual({ state: 'expiring', days: 1 });
    expect(certificateExpiry(new Date(now), now)).toEqual({ state: 'expired' });
    expect(certificateExpiry('no es fecha', now)).toEqual({ state: 'expired' });
  });
});
