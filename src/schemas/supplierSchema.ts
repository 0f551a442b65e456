import { z } from 'zod';
import { floorMessages as text } from '../domain/floorMessages';
import { LEGAL_ID_TYPES, legalIdFits } from '../domain/floorRules';
import { acrossFields, ALWAYS, choiceId, identificationText, optionalEmail, optionalText, patternText, requiredText } from './fields';

const legalIdTypes: number[] = LEGAL_ID_TYPES.map((type) => type.id);
const phone = () => patternText(20, /^\+?[\d\s-]{8,20}$/, text.phoneFormat);

/**
 * docs/spec-reference.md §3/§5 supplier: service type and name required. The identification is optional, but when
 * given it must have the length its Costa Rican kind demands (física 9, jurídica 10, DIMEX 11–12,
 * NITE 10), written with or without dashes and spaces and kept as digits. supplierCode is the
 * server's: never read from a body.
 */
export const supplierFields = z.object({
  serviceTypeId: choiceId(),
  name: requiredText(120),
  legalIdType: choiceId().refine((id) => legalIdTypes.includes(id), text.legalIdType),
  legalId: identificationText().refine((value) => value === '' || /^\d+$/.test(value), text.legalIdDigits),
  phone: phone(),
  mobile: phone(),
  email: optionalEmail(120),
  contact: optionalText(120),
  address: optionalText(250, { multiline: true }),
});

export const supplierSchema = supplierFields.superRefine(
  acrossFields(({ legalIdType, legalId }, report) => {
    if (typeof legalId !== 'string' || typeof legalIdType !== 'number') return;
    const digits = legalId;
    if (!digits || !/^\d+$/.test(digits)) return;
    if (!legalIdFits(legalIdType, digits)) report('legalId', text.legalIdLength[legalIdType] ?? text.legalIdType);
  }),
  ALWAYS,
);

export type SupplierInput = z.output<typeof supplierSchema>;
