import { z } from 'zod';

/**
 * Hacienda's electronic document (comprobante electrónico v4.4) as the receipt, the voucher and the
 * merchant's screens read it: which document, its clave (50 digits) and consecutivo
 * (20 digits), and where Hacienda's reception stands with it. `message` is the reception's answer
 * when it has one (a rejection's reason, in Hacienda's Spanish).
 */

/** 01 factura electrónica, 03 nota de crédito electrónica, 04 tiquete electrónico. */
export const electronicDocumentType = z.enum(['01', '03', '04']);
export type ElectronicDocumentType = z.infer<typeof electronicDocumentType>;

/**
 * pendiente: issued and signed, not yet received (Hacienda could not be reached; it is retried);
 * recibido: Hacienda's reception took it and is checking it; aceptado / rechazado: its answer.
 */
export const electronicDocumentStatus = z.enum(['pendiente', 'recibido', 'aceptado', 'rechazado']);
export type ElectronicDocumentStatus = z.infer<typeof electronicDocumentStatus>;

export const electronicDocument = z
  .object({
    type: electronicDocumentType,
    clave: z.string().regex(/^\d{50}$/),
    consecutivo: z.string().regex(/^\d{20}$/),
    status: electronicDocumentStatus,
    message: z.string().optional(),
  })
  .meta({ id: 'ElectronicDocument' });
export type ElectronicDocument = z.infer<typeof electronicDocument>;

/**
 * Whether a merchant issues electronic receipts (the diner's receipt and voucher say so when it does
 * not): 'issued'; 'simplifiedRegime', in Hacienda's Régimen de Tributación Simplificada, which issues
 * none; 'off', electronic invoicing off or its fiscal identity not set.
 */
export const electronicReceipts = z.enum(['issued', 'simplifiedRegime', 'off']);
export type ElectronicReceipts = z.infer<typeof electronicReceipts>;
