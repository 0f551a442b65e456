/** The languages a document's e-mail is written in: the diner app's (public-app/src/texts.ts). */
export const MAIL_LANGUAGES = ['es', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * 'Enviar comprobante por correo' (the voucher page): the API's Spanish answers and refusals. The
 * diner app shows the schema's refusal in the diner's language by its text (public-app/src/receipt/documentTexts.ts).
 */
export const documentMailMessages = {
  email: 'Escriba un correo electrónico válido para recibir el comprobante.',
  queued: (email: string) => `Enviaremos el comprobante a ${email} con su XML, la respuesta de Hacienda y el PDF.`,
  tooMany: 'Este comprobante ya se envió por correo demasiadas veces.',
  language: 'El idioma del correo debe ser es (español) o en (inglés).',
  /** The e-mail of a document (mock-api/restaurant/documentMail.ts). */
  subject: (type: string, consecutivo: string, merchant: string) => `${type} N.º ${consecutivo} de ${merchant}`,
  body: (type: string, consecutivo: string, merchant: string) =>
    [
      `Adjuntamos su ${type} N.º ${consecutivo} de ${merchant}:`,
      '- el comprobante electrónico firmado (XML),',
      '- la respuesta de Hacienda (XML),',
      '- su representación gráfica (PDF).',
      '',
      'Gracias por su compra.',
    ].join('\n'),
} as const;

/**
 * The e-mail of a document asked for from an English phone: English words, with the legal names
 * Hacienda gives the document kept beside them ('Electronic receipt (Tiquete Electrónico)'), as the
 * diner's printable page says them (public-app/src/receipt/documentTexts.en.ts). The attachments
 * (signed XML, Hacienda's answer, PDF) are the legal document and stay in Spanish.
 */
export const documentMailMessagesEn = {
  documentTypes: {
    '01': 'Electronic invoice (Factura Electrónica)',
    '03': 'Electronic credit note (Nota de Crédito Electrónica)',
    '04': 'Electronic receipt (Tiquete Electrónico)',
  } as Record<string, string>,
  /** What a document of an unknown type is called. */
  anyDocument: 'Electronic receipt (comprobante electrónico)',
  subject: (type: string, consecutivo: string, merchant: string) => `${type} No. ${consecutivo} from ${merchant}`,
  body: (type: string, consecutivo: string, merchant: string) =>
    [
      `Attached is your ${type} No. ${consecutivo} from ${merchant}:`,
      '- the signed electronic receipt (comprobante electrónico, XML),',
      '- Hacienda’s answer (XML),',
      '- its printable version (PDF).',
      '',
      'The attachments are the legal document and are in Spanish, as Hacienda requires.',
      '',
      'Thank you for your purchase.',
    ].join('\n'),
} as const;
