import { INVOICE_RECEIVER_PROBLEMS, type InvoiceReceiverProblem } from '../../../src/domain/invoiceReceiverMessages';
import { en } from './documentTexts.en';

/**
 * The texts of the factura form, the electronic receipt's panel and its printable representation
 * (issue 19), in Spanish; English in documentTexts.en.ts, key for key (tests/unit/dinerTexts.test.ts).
 * Apart from texts.ts: only the pages after the menu show them, so they stay out of the menu's
 * first download (tests/e2e/publicAppBudget.test.ts).
 */
const es = {
  // issue 19: the factura a su nombre, asked for before paying (the payment issues it instead of the tiquete)
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
  documentTypes: { '01': 'Factura Electrónica', '03': 'Nota de Crédito Electrónica', '04': 'Tiquete Electrónico' } as Record<string, string>,
  clave: 'Clave',
  consecutivo: 'Consecutivo',
  documentState: 'Estado en Hacienda',
  documentStates: { pendiente: 'Pendiente de envío', recibido: 'Recibido', aceptado: 'Aceptado', rechazado: 'Rechazado' } as Record<string, string>,
  downloadXml: 'Descargar XML',
  viewPrintable: 'Ver para imprimir',
  noElectronicReceipt: {
    simplifiedRegime: 'Comercio inscrito en el Régimen de Tributación Simplificada: no emite comprobantes electrónicos.',
    off: 'Este comercio no emite comprobantes electrónicos por este medio: este recibo no es un comprobante electrónico.',
  } as Record<string, string>,
  // the printable representation (representación gráfica)
  print: 'Imprimir',
  backToVoucher: 'Volver',
  issuer: 'Emisor',
  receiver: 'Receptor',
  identification: 'Identificación',
  issuedAt: 'Fecha de emisión',
  detail: 'Detalle',
  cabys: 'CABYS',
  taxRate: 'IVA',
  netSale: 'Venta neta',
  paymentMethod: 'Medio de pago',
  paymentMethods: { '01': 'Efectivo', '02': 'Tarjeta', '06': 'SINPE Móvil' } as Record<string, string>,
  // a document in dollars states Hacienda's TipoCambio (colones per dollar)
  exchangeRate: (rate: string) => `Tipo de cambio: ${rate} por dólar`,
  cancelsDocument: 'Anula el documento',
  reason: 'Razón',
  claveQr: 'Código QR de la clave',
  resolution: 'Emitido conforme a la resolución MH-DGT-RES-0027-2024 de la Dirección General de Tributación.',
  noDocument: 'Este pago no tiene comprobante electrónico.',
};

export type DocumentTexts = typeof es;
export const spanishDocumentTexts: DocumentTexts = es;

/** The texts in the language the diner reads now (language.ts sets the page's lang). */
export const docTexts = (): DocumentTexts => (document.documentElement.lang === 'en' ? en : es);
