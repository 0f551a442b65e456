import { z } from 'zod';
import { paymentMethod } from './payment';
import { electronicDocumentStatus, electronicDocumentType } from './electronicDocument';
import { documentMailStatus } from './printableDocument';

/**
 * The merchant's 'Comprobantes' screen and the provider's view of them (item 5): the
 * electronic documents a merchant issued, as rows with what the XML says of each (its total, its
 * currency and MedioPago), whatever the document type or the way it was paid.
 */

/** 1 normal, 2 contingencia, 3 sin internet (issued while Hacienda's reception could not be reached). */
export const situacion = z.enum(['1', '2', '3']);

export const receiptRow = z
  .object({
    clave: z.string().regex(/^\d{50}$/),
    consecutivo: z.string().regex(/^\d{20}$/),
    type: electronicDocumentType,
    status: electronicDocumentStatus,
    /** Hacienda's answer, once it has one. */
    message: z.string().optional(),
    situacion,
    /** Costa Rica time, `2026-05-14T12:30:00-06:00`. */
    issuedAt: z.string(),
    orderId: z.number().int(),
    voucherId: z.string(),
    currency: z.enum(['CRC', 'USD']),
    /** TotalComprobante in the document's currency (major units), rounded to céntimos: the XML keeps its 5 decimals. */
    total: z.number(),
    /** MedioPago codes of the document: 01 efectivo, 02 tarjeta, 06 SINPE Móvil… */
    payments: z.array(z.string()),
    /** The receiver's name, on a factura. */
    receiver: z.string().optional(),
    /** A nota de crédito: the clave of the document it corrects (in full or in part). */
    corrects: z.string().optional(),
    /** Where its latest e-mail stands ('Envío'), once one was asked for. */
    mail: documentMailStatus.optional(),
    /** The rejected document this one re-issues, and the one that re-issued this. */
    replaces: z.string().optional(),
    replacedBy: z.string().optional(),
  })
  .meta({ id: 'ReceiptRow' });
export type ReceiptRow = z.infer<typeof receiptRow>;

/** One type and currency's line of the totals: how many documents and their TotalComprobante summed, each rounded to céntimos first (the rows' own figures). */
export const receiptTotal = z.object({ type: electronicDocumentType, currency: z.enum(['CRC', 'USD']), count: z.number().int(), amount: z.number() }).meta({ id: 'ReceiptTotal' });
export type ReceiptTotal = z.infer<typeof receiptTotal>;

export const receiptList = z.object({
  documents: z.array(receiptRow),
  /** Documents matching the filters, over every page. */
  total: z.number().int(),
  pages: z.number().int(),
  /** Per type and currency over the whole filtered range (not the page on screen). */
  totals: z.array(receiptTotal),
});

export const receiptLine = z.object({ detail: z.string(), quantity: z.number(), unit: z.string(), lineTotal: z.number() });

export const receiptDetail = z.object({ document: receiptRow.extend({ lines: z.array(receiptLine) }) });
export type ReceiptDetail = z.infer<typeof receiptDetail>['document'];

export const receiptResent = z.object({ document: receiptRow, message: z.string() });

/**
 * 'Cobros sin comprobante': a confirmed charge of the ledger (card, SINPE Móvil or cash) that has no
 * electronic document yet, such as the demo's seeded bills; 'Emitir comprobante' issues its tiquete.
 */
export const unissuedCharge = z
  .object({
    id: z.number().int(),
    /** Costa Rica time, `2026-05-14T12:30:00-06:00`. */
    at: z.string(),
    method: paymentMethod,
    /** What the charge paid of the bill (and kept, less any refund), in colones with céntimos: what its tiquete totals. */
    amount: z.number(),
    /** The voluntary tip, apart: never on the document. */
    tip: z.number(),
    /** The table's name, empty when it no longer exists. */
    table: z.string(),
    orderNumbers: z.array(z.number().int()),
    recordedBy: z.string(),
  })
  .meta({ id: 'UnissuedCharge' });
export type UnissuedCharge = z.infer<typeof unissuedCharge>;

export const unissuedCharges = z.object({
  charges: z.array(unissuedCharge),
  /** Charges without a document over the whole range, and what they add up to (colones). */
  total: z.number().int(),
  pages: z.number().int(),
  amount: z.number(),
});
export type UnissuedCharges = z.infer<typeof unissuedCharges>;

export const chargeIssued = z.object({ document: receiptRow, message: z.string() });

/** The provider's view (groups 1 and 3): per merchant, its documents of the range by state. */
export const receiptStateCounts = z.object({ pendiente: z.number().int(), recibido: z.number().int(), aceptado: z.number().int(), rechazado: z.number().int() });
export const providerReceipts = z.object({
  from: z.string(),
  to: z.string(),
  /** Merchants with documents in the range: those with rejected ones first (most first), then by name. */
  merchants: z.array(z.object({ id: z.number().int(), name: z.string(), counts: receiptStateCounts, total: z.number().int() })),
});
export type ProviderReceipts = z.infer<typeof providerReceipts>;
