import { INVOICE_RECEIVER_PROBLEMS, type InvoiceReceiverProblem } from '../../../src/domain/invoiceReceiverMessages';
import { documentMailMessages } from '../../../src/domain/documentMailMessages';
import { electronicDocumentMessages } from '../../../src/domain/electronicDocumentMessages';
import { en } from './documentTexts.en';

/**
 * The texts of the factura form, the electronic receipt's panel and its printable representation
 *, in Spanish; English in documentTexts.en.ts, key for key (tests/unit/dinerTexts.test.ts).
 * Apart from texts.ts: only the pages after the menu show them, so they stay out of the menu's
 * first download (tests/e2e/publicAppBudget.test.ts).
 */
const es = {
  // the printable representation's words, shared with the e-mailed PDF (mock-api/restaurant/documentPdf.ts)
  ...electronicDocumentMessages,
  // The factura a su nombre, asked for before paying (the payment issues it instead of the tiquete)
  invoiceQuestion: '¿Necesita factura a su nombre?',
  invoiceHint: 'Complete sus datos antes de pagar: el pago emitirá una factura electrónica a su nombre en lugar del tiquete.',
  invoiceName: 'Nombre o razón social',
  invoiceIdType: 'Tipo de identificación',
  invoiceIdTypeChoose: 'Elija el tipo',
  invoiceIdTypes: { '01': 'Cédula física', '02': 'Cédula jurídica', '03': 'DIMEX', '04': 'NITE' } as Record<string, string>,
  invoiceIdNumber: 'Número de identificación',
  invoiceEmail: 'Correo electrónico',
  invoiceProblems: { ...INVOICE_RECEIVER_PROBLEMS } as Record<InvoiceReceiverProblem, string>,
  invoiceFor: (name: string, identification: string) => `Factura electrónica a nombre de ${name} (${identification}).`,
  changeInvoiceData: 'Cambiar los datos de la factura',
  // the electronic document of a payment (Hacienda's comprobante electrónico v4.4)
  electronicDocument: 'Comprobante electrónico',
  documentType: 'Tipo',
  downloadXml: 'Descargar XML',
  viewPrintable: 'Ver para imprimir',
  noElectronicReceipt: {
    simplifiedRegime: 'Comercio inscrito en el Régimen de Tributación Simplificada: no emite comprobantes electrónicos.',
    off: 'Este comercio no emite comprobantes electrónicos por este medio: este recibo no es un comprobante electrónico.',
  } as Record<string, string>,
  // the printable representation (representación gráfica)
  print: 'Imprimir',
  backToVoucher: 'Volver',
  claveQr: 'Código QR de la clave',
  noDocument: 'Este pago no tiene comprobante electrónico.',
  // 'Enviar comprobante por correo' (mock-api/restaurant/documentMail.ts)
  mailTitle: 'Enviar comprobante por correo',
  mailHint: 'Le enviamos el comprobante con su XML, la respuesta de Hacienda y el PDF.',
  mailEmail: 'Correo electrónico',
  mailSend: 'Enviar',
  mailSending: 'Enviando…',
  mailProblem: documentMailMessages.email as string,
  mailQueued: (email: string) => documentMailMessages.queued(email) as string,
  mailFailed: 'No se pudo pedir el envío. Intente de nuevo.',
  mailTooMany: documentMailMessages.tooMany as string,
  mailRateLimited: 'Demasiados envíos desde esta conexión. Intente de nuevo más tarde.',
};

export type DocumentTexts = typeof es;
export const spanishDocumentTexts: DocumentTexts = es;

/** The texts in the language the diner reads now (language.ts sets the page's lang). */
export const docTexts = (): DocumentTexts => (document.documentElement.lang === 'en' ? en : es);
