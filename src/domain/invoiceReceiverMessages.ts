/**
 * The texts of the diner's '¿Necesita factura a su nombre?' form and of the API's refusal of
 * its data: one message per field, so the diner app can show each in the diner's language
 * (public-app/src/texts.ts reads these keys) while the form and the API check with one schema
 * (src/schemas/invoiceReceiverSchema.ts).
 */
export const invoiceReceiverMessages = {
  name: 'Escriba el nombre o la razón social de la factura (de 3 a 100 caracteres).',
  identificationType: 'Elija el tipo de identificación.',
  identificationNumber: {
    '01': 'La cédula física tiene 9 dígitos y no empieza con 0.',
    '02': 'La cédula jurídica tiene 10 dígitos.',
    '03': 'El DIMEX tiene 11 o 12 dígitos y no empieza con 0.',
    '04': 'El NITE tiene 10 dígitos.',
  },
  /** The number before its type is chosen, or one that is not digits. */
  identificationDigits: 'Escriba el número de identificación (solo dígitos; puede separarlos con guiones).',
  email: 'Escriba un correo electrónico válido para recibir la factura.',
  invalid: 'Los datos para la factura no son válidos.',
} as const;

export type InvoiceReceiverProblem = 'name' | 'identificationType' | 'identificationNumber01' | 'identificationNumber02' | 'identificationNumber03' | 'identificationNumber04' | 'identificationDigits' | 'email' | 'invalid';

/** Each message by a key the diner app's catalogues share. */
export const INVOICE_RECEIVER_PROBLEMS: Record<InvoiceReceiverProblem, string> = {
  name: invoiceReceiverMessages.name,
  identificationType: invoiceReceiverMessages.identificationType,
  identificationNumber01: invoiceReceiverMessages.identificationNumber['01'],
  identificationNumber02: invoiceReceiverMessages.identificationNumber['02'],
  identificationNumber03: invoiceReceiverMessages.identificationNumber['03'],
  identificationNumber04: invoiceReceiverMessages.identificationNumber['04'],
  identificationDigits: invoiceReceiverMessages.identificationDigits,
  email: invoiceReceiverMessages.email,
  invalid: invoiceReceiverMessages.invalid,
};

/** The key of a message the schema gave, to show it in the diner's language ('invalid' for any other). */
export const invoiceReceiverProblemOf = (message: string): InvoiceReceiverProblem =>
  (Object.entries(INVOICE_RECEIVER_PROBLEMS).find(([, text]) => text === message)?.[0] as InvoiceReceiverProblem | undefined) ?? 'invalid';
