import type { IdentificationTypeCode } from '../../src/domain/fiscalIdentification';
import type { DocumentType } from './documentTypes';
import type { HaciendaUnit } from './units';

/**
 * What an electronic document is built from (mock-api/receipts/documentXml.ts): the issuer's fiscal
 * identity, the receiver when the diner asked for a factura, the lines as sold, how it was paid and
 * in which currency. Amounts are in the document's currency, as numbers with at most 5 decimals.
 */

export interface Identification {
  /** 01 física, 02 jurídica, 03 DIMEX, 04 NITE (src/domain/fiscalIdentification.ts). */
  type: IdentificationTypeCode;
  /** Digits only. */
  number: string;
}

/** Emisor/Ubicacion: codes of shared/data/cr-locations (province 1–7, canton and district 2 digits). */
export interface FiscalAddress {
  province: number;
  canton: number;
  district: number;
  /** 'Otras señas', 5 to 250 characters. */
  otherSigns: string;
}

export interface Issuer {
  /** Legal name, 5 to 100 characters. */
  name: string;
  commercialName?: string;
  identification: Identification;
  /** CodigoActividadEmisor, 6 digits. */
  activityCode: string;
  address: FiscalAddress;
  email: string;
}

export interface Receiver {
  name: string;
  identification: Identification;
  email: string;
  /**
   * The language the receiver's mails are written in (mock-api/restaurant/documentMail.ts): the
   * diner app's when the payer asked for the factura from it; absent, Spanish. Not in the XML.
   */
  language?: 'en';
}

export interface DocumentLine {
  /** CABYS code, 13 digits. */
  cabys: string;
  /** Up to 3 decimals. */
  quantity: number;
  unit: HaciendaUnit;
  /** 3 to 200 characters. */
  detail: string;
  /** Up to 5 decimals. */
  unitPrice: number;
  /** The CABYS code's IVA rate in percent (0, 1, 2, 4 or 13). */
  ivaRate: number;
  /**
   * The 10 % service (OtrosCargos 06) is charged on this line: the merchant has table service and
   * the product carries it (src/domain/serviceCharge.ts `takesService`).
   */
  carriesService: boolean;
}

/** TipoMedioPago: 01 efectivo, 02 tarjeta, 06 SINPE Móvil. */
export type PaymentMethod = '01' | '02' | '06';

export type Currency = 'CRC' | 'USD';

/** What a nota de crédito cancels. */
export interface Reference {
  type: Extract<DocumentType, '01' | '04'>;
  clave: string;
  issuedAt: number;
  /** Razon, up to 180 characters. */
  reason: string;
  /**
   * Codigo: '01' (the default) cancels the referenced document in full; '04' ('Referencia a otro
   * documento') refers to it for a part of its lines, such as one cancelled order of a bill.
   */
  code?: '01' | '04';
}

export interface DocumentInput {
  type: DocumentType;
  /** Carries the situación (mock-api/receipts/clave.ts). */
  clave: string;
  consecutivo: string;
  /** Epoch ms; written in Costa Rica time. */
  issuedAt: number;
  /** ProveedorSistemas: the software provider's identification number. */
  providerId: string;
  issuer: Issuer;
  /** Required for a factura (01). */
  receiver?: Receiver;
  lines: DocumentLine[];
  payment: PaymentMethod;
  currency: Currency;
  /** Colones per unit of the currency: 1 for CRC. */
  exchangeRate: number;
  /** Required for a nota de crédito (03). */
  reference?: Reference;
  /**
   * A dollar document's rounding to the card's cent, in hundred-thousandths (0 to 3): where no unit
   * prices of five decimals make TotalComprobante the charge exactly (a lone line of one or two
   * units; no IVA and the service on every line), the lines total just below it and the difference
   * is written as an OtrosCargos of its own (TipoDocumentoOC 99), so the document is the charge to
   * the hundred-thousandth (mock-api/restaurant/dollarSale.ts).
   */
  rounding?: number;
}
