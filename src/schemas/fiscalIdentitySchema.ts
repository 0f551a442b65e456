import { z } from 'zod';
import { fiscalMessages as text } from '../domain/fiscalMessages';
import { IDENTIFICATION_DIGITS } from '../domain/fiscalMessages';
import { identificationFits, IDENTIFICATION_TYPES } from '../domain/fiscalIdentification';
import { acrossFields, ALWAYS, identificationText, optionalText, patternText, requiredEmail, requiredText } from './fields';
import { schemaMessages } from './schemaMessages';

/**
 * The merchant's fiscal identity, as Hacienda's electronic documents name the issuer
 * (mock-api/receipts/README.md): one schema for the company settings screen, the provider's merchant
 * form and both endpoints that store it (PUT /merchant/config/{id}, POST and PUT /merchant/).
 * Lengths are the v4.4 schema's (Nombre 100, NombreComercial 80, OtrasSenas 250, CorreoElectronico 160).
 */
export interface FiscalSchemaContext {
  /** True when the three codes name a district of Costa Rica's list (mock-api/locations); the server passes it. */
  knownDistrict?: (province: number, canton: number, district: number) => boolean;
  /** True when the code is one of Hacienda's economic activities (mock-api/activities); the server passes it. */
  knownActivity?: (code: string) => boolean;
}

const identificationType = () =>
  z.enum(
    IDENTIFICATION_TYPES.map((type) => type.code) as ['01', '02', '03', '04'],
    { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? schemaMessages.requiredFields : text.identificationType) },
  );

/** A code of the territorial division: a whole number from 1, chosen from the list. */
const locationCode = () =>
  z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? schemaMessages.requiredFields : text.location) }).int(text.location).min(1, text.location).max(99, text.location);

/**
 * Hacienda's economic activity code: 6 digits (the merchant's activityCode), one of the list when
 * the caller knows it (the server always does; the form picks from the same list, GET /activities/).
 */
export const activityCodeField = ({ knownActivity }: FiscalSchemaContext = {}) =>
  patternText(6, /^\d{6}$/, text.activityCode, { required: true }).refine(
    (value: string) => !knownActivity || !/^\d{6}$/.test(value) || knownActivity(value),
    text.unknownActivity,
  );

const fiscalObject = ({ knownDistrict }: FiscalSchemaContext) =>
  z
    .object({
      legalName: requiredText(100),
      commercialName: optionalText(80),
      identificationType: identificationType(),
      // checked against its type below; kept as its digits
      identificationNumber: identificationText(12).refine((value: string) => value !== '', schemaMessages.requiredFields),
      province: locationCode(),
      canton: locationCode(),
      district: locationCode(),
      otherSigns: requiredText(250),
      email: requiredEmail(160),
      // 000 and 00000 do not exist: Hacienda numbers both from 1 (mock-api/receipts/consecutivo.ts)
      establishment: patternText(3, /^(?!000)\d{3}$/, text.establishment, { required: true }),
      terminal: patternText(5, /^(?!00000)\d{5}$/, text.terminal, { required: true }),
    })
    .superRefine(
      acrossFields(({ identificationType: type, identificationNumber: number, province, canton, district }, report) => {
        if (typeof type === 'string' && typeof number === 'string' && number !== '' && IDENTIFICATION_DIGITS[type] && !identificationFits(type, number)) {
          report('identificationNumber', text.identificationNumber(IDENTIFICATION_DIGITS[type].description, IDENTIFICATION_DIGITS[type].digits));
        }
        if (knownDistrict && typeof province === 'number' && typeof canton === 'number' && typeof district === 'number' && !knownDistrict(province, canton, district)) {
          report('district', text.location);
        }
      }),
      ALWAYS,
    );

const FISCAL_KEYS = ['legalName', 'commercialName', 'identificationType', 'identificationNumber', 'province', 'canton', 'district', 'otherSigns', 'email', 'establishment', 'terminal'];

/** Nothing filled in: the form's empty section, or null. */
const blank = (value: unknown) =>
  value === null ||
  (typeof value === 'object' && !Array.isArray(value) && FISCAL_KEYS.every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return field === undefined || field === null || field === '';
  }));

/**
 * The fiscal identity, or null for none: a section left wholly empty is none (a merchant without
 * electronic invoicing need not fill it); a section begun must be completed. Missing (undefined)
 * leaves the stored one as it is.
 */
export const fiscalIdentityField = (context: FiscalSchemaContext = {}) =>
  z.preprocess((value) => (value !== undefined && blank(value) ? null : value), fiscalObject(context).nullable().optional());

export type FiscalIdentityInput = z.output<ReturnType<typeof fiscalObject>>;
