import { z } from 'zod';
import { electronicDocumentStatus, electronicDocumentType } from './electronicDocument';

/**
 * GET /invoice/{voucherId}/document: what the printable representation (representación gráfica)
 * of a voucher's electronic document shows, read from its signed XML by the mock API
 * (src/domain/electronicDocumentContent.ts). The diner's page and the PDF sent by e-mail are drawn
 * from this one answer, so they cannot say different things.
 */

export const documentParty = z.object({
  name: z.string(),
  commercialName: z.string(),
  identificationType: z.string(),
  identificationNumber: z.string(),
  email: z.string(),
});
export type DocumentParty = z.infer<typeof documentParty>;

export const documentContentLine = z.object({
  cabys: z.string(),
  quantity: z.number(),
  unit: z.string(),
  detail: z.string(),
  unitPrice: z.number(),
  subtotal: z.number(),
  /** IVA rate in percent. */
  taxRate: z.number(),
  tax: z.number(),
  lineTotal: z.number(),
});
export type DocumentContentLine = z.infer<typeof documentContentLine>;

/** InformacionReferencia: the document a nota de crédito corrects, and how (Codigo: 01 anula, 04 referencia a otro documento…). */
export const documentReference = z.object({ type: z.string(), clave: z.string(), issuedAt: z.string(), code: z.string(), reason: z.string() });

export const documentContent = z.object({
  /** The root element: TiqueteElectronico, FacturaElectronica or NotaCreditoElectronica. */
  root: z.string(),
  clave: z.string(),
  consecutivo: z.string(),
  /** FechaEmision as written (Costa Rica time, with its offset). */
  issuedAt: z.string(),
  issuer: documentParty.extend({ province: z.string(), canton: z.string(), district: z.string(), otherSigns: z.string() }),
  receiver: documentParty.nullable(),
  /** CondicionVenta: 01 contado, 02 crédito… */
  saleCondition: z.string(),
  lines: z.array(documentContentLine),
  /** Whether it carries the 10 % service (OtrosCargos 06): table service. */
  tableService: z.boolean(),
  /** That service's amount, 0 without it. */
  serviceCharge: z.number(),
  /** A dollar charge's rounding to its cent (OtrosCargos 99), 0 without: the lines' total falls short of the card's charge by less than a thousandth of a cent. */
  rounding: z.number(),
  currency: z.string(),
  exchangeRate: z.number(),
  /** TipoMedioPago codes (01 efectivo, 02 tarjeta, 06 SINPE Móvil). */
  payments: z.array(z.string()),
  netSale: z.number(),
  tax: z.number(),
  otherCharges: z.number(),
  total: z.number(),
  reference: documentReference.nullable(),
});
export type DocumentContent = z.infer<typeof documentContent>;

/** One IVA rate of the document: the lines' taxable base at that rate and their IVA (Hacienda's TotalDesgloseImpuesto). */
export const taxAtRate = z.object({ rate: z.number(), base: z.number(), tax: z.number() });
export type TaxAtRate = z.infer<typeof taxAtRate>;

export const printableDocument = z
  .object({
    type: electronicDocumentType,
    /** Situación, the clave's 42nd digit: 1 normal, 2 contingencia, 3 sin internet. */
    situacion: z.enum(['1', '2', '3']),
    /** A nota de crédito that corrects part of its document (InformacionReferencia Codigo other than 01, anula). */
    partial: z.boolean(),
    /** IVA per rate, highest rate first. */
    taxByRate: z.array(taxAtRate),
    content: documentContent,
    /** Hacienda's state of the document now. */
    status: electronicDocumentStatus,
    /** The issuer's address as the merchant's record spells it. */
    issuerAddress: z.string(),
  })
  .meta({ id: 'PrintableDocument' });
export type PrintableDocument = z.infer<typeof printableDocument>;

export const printableDocumentAnswer = z.object({ document: printableDocument });

/** What became of a request to e-mail a document (mock-api/restaurant/documentMail.ts). */
export const documentMailStatus = z.enum(['pendiente', 'fallido', 'enviado']);
export type DocumentMailStatus = z.infer<typeof documentMailStatus>;

export const documentMailAnswer = z.object({ message: z.string(), status: documentMailStatus });
