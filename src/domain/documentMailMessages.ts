/**
 * 'Enviar comprobante por correo' (the voucher page): the API's Spanish answers and refusals. The
 * diner app shows the schema's refusal in the diner's language by its text (public-app/src/receipt/documentTexts.ts).
 */
export const documentMailMessages = {
  email: 'Escriba un correo electrónico válido para recibir el comprobante.',
  queued: (email: string) => `Enviaremos el comprobante a ${email} con su XML, la respuesta de Hacienda y el PDF.`,
  tooMany: 'Este comprobante ya se envió por correo demasiadas veces.',
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
