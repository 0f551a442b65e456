import type { ElectronicDocumentStatus, ElectronicDocumentType } from './wire/electronicDocument';
import type { DocumentMailStatus } from './wire/printableDocument';

/** Texts of the electronic documents' screens ('Comprobantes', the provider's home) that the mock API gives too. */
export const receiptMessages = {
  documentNotFound: 'El comprobante no existe.',
  invalidType: 'El tipo de comprobante no es válido.',
  invalidStatus: 'El estado del comprobante no es válido.',
  invalidSearch: 'La búsqueda debe ser de 1 a 50 dígitos de la clave o del consecutivo.',
  notRejected: 'Solo se puede reenviar un comprobante rechazado por Hacienda.',
  alreadyReissued: 'Este comprobante ya se emitió de nuevo con otro consecutivo.',
  notReissued: 'El comprobante no se pudo emitir de nuevo. Revise los datos fiscales de la empresa y los códigos CABYS de los productos.',
  chargeNotFound: 'El cobro no existe.',
  chargeHasDocument: 'Este cobro ya tiene su comprobante.',
  chargeNotIssued: 'El comprobante del cobro no se pudo emitir. Revise los datos fiscales de la empresa y los códigos CABYS de los productos.',
  chargeIssued: (consecutivo: string) => `Se emitió el comprobante con el consecutivo ${consecutivo} y se envió a Hacienda.`,
  reissued: (consecutivo: string) => `Se emitió un comprobante nuevo con el consecutivo ${consecutivo} y se envió a Hacienda.`,
} as const;

/** How a person names each document type (mock-api/receipts/documentTypes.ts says the same). */
export const RECEIPT_TYPE_LABELS: Record<ElectronicDocumentType, string> = {
  '01': 'Factura electrónica',
  '03': 'Nota de crédito electrónica',
  '04': 'Tiquete electrónico',
};

/** Where Hacienda's reception stands with a document. */
export const RECEIPT_STATUS_LABELS: Record<ElectronicDocumentStatus, string> = {
  pendiente: 'Pendiente de envío',
  recibido: 'Recibido',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
};

/** 'Envío': where a document's latest e-mail stands (mock-api/restaurant/documentMail.ts). */
export const RECEIPT_MAIL_LABELS: Record<DocumentMailStatus, string> = {
  pendiente: 'Pendiente',
  fallido: 'Fallido (se reintenta)',
  enviado: 'Enviado',
};

/** MedioPago codes (Hacienda's v4.4 note). */
export const PAYMENT_MEAN_LABELS: Record<string, string> = {
  '01': 'Efectivo',
  '02': 'Tarjeta',
  '03': 'Cheque',
  '04': 'Transferencia',
  '05': 'Recaudado por terceros',
  '06': 'SINPE Móvil',
  '07': 'Plataforma digital',
  '99': 'Otros',
};

/** The documents' page size on the screen; the API takes 1 to 100. */
export const RECEIPT_PAGE_SIZE = 25;

/** 'Cobros sin comprobante': charges shown a page at a time above the documents. */
export const UNISSUED_PAGE_SIZE = 10;
