import './zodSetup';
import { z } from 'zod';
import { isEmail } from '../domain/email';
import { identificationFits, IDENTIFICATION_TYPES, type IdentificationTypeCode } from '../domain/fiscalIdentification';
import { invoiceReceiverMessages as text } from '../domain/invoiceReceiverMessages';
import { acrossFields, ALWAYS, withoutControlCharacters } from './fields';

/**
 * The v4.4 Receptor's CorreoElectronico pattern (mock-api/receipts/xsd/FacturaElectronica_V4.4.xsd), with XML
 * Schema's \w (anything but punctuation, separators and control characters): an address the schema
 * would refuse is refused here, where the diner can correct it, not when the factura is signed.
 */
const W = '[^\\p{P}\\p{Z}\\p{C}]';
const HACIENDA_EMAIL = new RegExp(`^${W}+([-+.']${W}+)*@${W}+([-.]${W}+)*\\.${W}+([-.]${W}+)*$`, 'u');

const TYPE_CODES = IDENTIFICATION_TYPES.map((type) => type.code) as [IdentificationTypeCode, ...IdentificationTypeCode[]];

/**
 * Who a factura electrónica (01) is made out to: the diner's '¿Necesita factura a su nombre?'
 * form and the card payment that carries it (src/schemas/paymentSchema.ts) check it with this one
 * schema. The identification is checked like the issuer's (src/domain/fiscalIdentification.ts):
 * typed as people write it ('1-0234-0567'), kept as digits. Lengths are the v4.4 Receptor's
 * (Nombre 3–100, CorreoElectronico up to 160).
 */
export const invoiceReceiverFields = z.object(
  {
    name: z
      .string({ error: text.name })
      .trim()
      .min(3, text.name)
      .max(100, text.name)
      .refine((value) => withoutControlCharacters(value), text.name),
    identificationType: z.enum(TYPE_CODES, { error: text.identificationType }),
    identificationNumber: z
      .string({ error: text.identificationDigits })
      .trim()
      .max(25, text.identificationDigits)
      .regex(/^[\d\s-]+$/, text.identificationDigits)
      .transform((value) => value.replace(/[\s-]/g, '')),
    email: z
      .string({ error: text.email })
      .trim()
      .max(160, text.email)
      .refine((value) => isEmail(value) && withoutControlCharacters(value) && HACIENDA_EMAIL.test(value), text.email),
  },
  { error: text.invalid },
);

export const invoiceReceiverSchema = invoiceReceiverFields.superRefine(
  acrossFields(({ identificationType, identificationNumber }, report) => {
    if (typeof identificationNumber !== 'string' || !/^\d+$/.test(identificationNumber)) return;
    const type = TYPE_CODES.find((code) => code === identificationType);
    if (type && !identificationFits(type, identificationNumber)) report('identificationNumber', text.identificationNumber[type]);
  }),
  ALWAYS,
);

export type InvoiceReceiver = z.output<typeof invoiceReceiverSchema>;
/** The form's values as typed. */
export type InvoiceReceiverInput = z.input<typeof invoiceReceiverSchema>;
