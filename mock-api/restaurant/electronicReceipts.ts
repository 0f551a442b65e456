import { amountUnits } from '../receipts/amounts';
import { DOMParser } from '@xmldom/xmldom';
import { readDocumentContent, type XmlNode } from '../../src/domain/electronicDocumentContent';
import { isIdentificationType } from '../../src/domain/fiscalIdentification';
import { totalsOptionsOf } from '../../src/domain/orderTotals';
import { takesService } from '../../src/domain/serviceCharge';
import type { DocumentMailStatus } from '../../src/domain/wire/printableDocument';
import type { ElectronicDocument, ElectronicDocumentStatus, ElectronicDocumentType, ElectronicReceipts } from '../../src/domain/wire/electronicDocument';
import { buildClave, newSecurityCode } from '../receipts/clave';
import { buildConsecutivo } from '../receipts/consecutivo';
import type { Currency, DocumentLine, Issuer, PaymentMethod, Receiver, Reference } from '../receipts/documentInput';
import { buildDocumentXml } from '../receipts/documentXml';
import { signDocument } from '../receipts/signing';
import { HACIENDA_UNITS, haciendaUnitOf } from '../receipts/units';
import { validateDocument } from '../receipts/xsdValidation';
import type { OrderRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import type { Merchant, MerchantFiscal } from '../storage/records';
import { sendDocument, situacionNow } from './receptionSwitch';
import { finalCentsOfLine, linesInSaleCurrency, type SaleCurrency } from './saleCurrency';
import { type ColonesLine, dollarCentsAt, dollarDocumentOf } from './dollarSale';
import { merchantSigningKey } from './signingKeys';
import { softwareProviderId } from './softwareProvider';
import { DOCUMENTS, storedDocuments } from './documentStore';
import { lineDetail } from '../receipts/lineDetail';

/**
 * The electronic receipt of a paid order (the documents themselves: mock-api/receipts/).
 * A card payment from the QR menu issues a Tiquete Electrónico (04), or a Factura Electrónica (01)
 * when the diner asked for one, when the merchant has electronic invoicing on, is not in the
 * simplified regime and has its fiscal identity; a paid order that staff cancel issues a Nota de
 * Crédito Electrónica (03) cancelling that document. Its
 * number is the next of a counter per merchant, establishment, terminal and type, kept in
 * `documentSequences`; the caller takes it in the same save as the document and the payment, so
 * the numbers are gapless and never reused (a failed save undoes all three).
 */
export interface ElectronicDocumentRecord {
  merchant_id: number;
  order_id: number;
  /** The voucher of the payment the document was issued for. */
  voucher_id: string;
  type: ElectronicDocumentType;
  clave: string;
  consecutivo: string;
  /** Epoch ms of issue. */
  issuedAt: number;
  status: ElectronicDocumentStatus;
  /** Hacienda's (simulated) answer, once it has one. */
  message?: string;
  /** A nota de crédito: the clave of the document it cancels. */
  references?: string;
  /** The signed XML, as sent to Hacienda's reception. */
  xml: string;
  /** A re-issue of a rejected document (mock-api/restaurant/receiptReissue.ts): the clave it replaces, and on the rejected one the clave that replaced it. */
  replaces?: string;
  replacedBy?: string;
  /** Where its latest e-mail stands, once one was asked for (mock-api/restaurant/documentMail.ts). */
  mailStatus?: DocumentMailStatus;
  /** The language of its mail on issue to the receiver (Receiver.language, documentInput.ts); absent: Spanish. */
  mailLanguage?: 'en';
  /**
   * The lines (NumeroLinea, from 1) the 10 % service was charged on. The XML states the charge, not
   * which lines it covers, so a nota that cancels the document and a re-issue read it here; absent
   * on a record from before it, whose service covered every line (serviceLinesOf).
   */
  serviceLines?: number[];
}

export interface DocumentSequenceRecord {
  merchant_id: number;
  establishment: string;
  terminal: string;
  type: ElectronicDocumentType;
  /** The last sequence number taken (0: none yet). */
  last: number;
}

export { DOCUMENTS, storedDocuments };
export const SEQUENCES = 'documentSequences';

const collection = <T>(state: Record<string, unknown>, name: string): T[] => {
  if (!Array.isArray(state[name])) state[name] = [];
  return state[name] as T[];
};
export const electronicDocumentsOf = (state: Record<string, unknown>) => collection<ElectronicDocumentRecord>(state, DOCUMENTS);
/** The sale's document of an order (its tiquete or factura), the one a refund's nota de crédito cancels. */
export const saleDocumentOfOrder = (state: Record<string, unknown>, orderId: number) =>
  storedDocuments(state).find((document) => document.order_id === orderId && document.type !== '03');

const sequencesOf = (state: Record<string, unknown>) => collection<DocumentSequenceRecord>(state, SEQUENCES);

/** ProveedorSistemas: the portal's setting PORTAL_PROVIDER_ID (softwareProvider.ts), read at start. */
export const PORTAL_PROVIDER_ID = softwareProviderId();

const FACTURA = '01';
const NOTA_CREDITO = '03';
const TIQUETE = '04';
/** MedioPago 02: tarjeta. */
const CARD = '02';

/**
 * Whether a merchant issues electronic receipts, and why not when it does not: 'simplifiedRegime'
 * (Régimen de Tributación Simplificada: no obligation to issue), 'off' (electronic invoicing off,
 * or its fiscal identity not set). The diner's receipt and voucher say so (src/domain/wire/menu.ts).
 */
export const electronicReceiptsOf = (merchant: Merchant): ElectronicReceipts =>
  merchant.simplifiedRegime ? 'simplifiedRegime' : merchant.electronicInvoice && merchant.fiscal ? 'issued' : 'off';

/** The issuer its documents name (mock-api/receipts/README.md), from its fiscal identity. */
const issuerFrom = (merchant: Merchant, fiscal: MerchantFiscal): Issuer => ({
  name: fiscal.legalName,
  commercialName: fiscal.commercialName ?? merchant.name,
  identification: { type: fiscal.identificationType, number: fiscal.identificationNumber },
  activityCode: merchant.activityCode,
  address: { province: fiscal.province, canton: fiscal.canton, district: fiscal.district, otherSigns: fiscal.otherSigns },
  email: fiscal.email,
});

/** The issuer a merchant's documents name, or undefined when it issues none (mock-api/receipts/README.md). */
export const issuerOf = (merchant: Merchant): Issuer | undefined =>
  electronicReceiptsOf(merchant) === 'issued' && merchant.fiscal ? issuerFrom(merchant, merchant.fiscal) : undefined;

/**
 * An order's lines as sold: the price and IVA rate the diner paid, the product's CABYS code and unit,
 * and whether the 10 % was charged on it (the line's own flag, as the order, the tab and the card
 * charged it: src/domain/serviceCharge.ts).
 */
export const documentLinesOfOrder = (state: StateWithRestaurant, order: OrderRecord): DocumentLine[] => {
  const options = totalsOptionsOf(state.merchants.find((merchant) => merchant.id === order.merchant_id) ?? {});
  return order.products.map((line) => {
    const product = state.products.find((candidate) => candidate.id === line.id && candidate.merchant_id === order.merchant_id);
    const unit = haciendaUnitOf(product?.unit);
    if (!product || !unit) throw new RangeError(`product ${line.id} has no CABYS code or unit`);
    return { cabys: product.cabysCode, quantity: line.quantity, unit, detail: lineDetail(line), unitPrice: line.price, ivaRate: line.tax, carriesService: takesService(line, options) };
  });
};

/** The lines of a stored document the service was charged on, by NumeroLinea (a record from before serviceLines: all, when it has a service). */
export const serviceLinesOf = (document: Pick<ElectronicDocumentRecord, 'serviceLines'>, lineCount: number, hasService: boolean) =>
  document.serviceLines ?? (hasService ? Array.from({ length: lineCount }, (_, index) => index + 1) : []);

export const sequenceKey = (merchantId: number, establishment: string, terminal: string, type: ElectronicDocumentType) => (row: DocumentSequenceRecord) =>
  row.merchant_id === merchantId && row.establishment === establishment && row.terminal === terminal && row.type === type;

/** A document built and signed, its number not yet taken. */
export interface PreparedDocument {
  record: Omit<ElectronicDocumentRecord, 'voucher_id'>;
  sequence: { establishment: string; terminal: string; number: number };
}

/** What a document is made of, beside the issuer and its numbers. */
interface DocumentRequest {
  type: ElectronicDocumentType;
  orderId: number;
  lines: DocumentLine[];
  payment: PaymentMethod;
  receiver?: Receiver;
  reference?: Reference;
  /** The sale's currency and TipoCambio (mock-api/restaurant/saleCurrency.ts); colones unless said. */
  currency?: Currency;
  exchangeRate?: number;
  /** Documents of the same type prepared before this one in the same write, not yet numbered (their numbers come first). */
  ahead?: number;
  /** A dollar document's rounding to the card's cent (documentInput.ts), hundred-thousandths. */
  rounding?: number;
}

/**
 * Numbers, builds, signs and checks one document against its v4.4 schema, and hands it to the
 * reception; undefined (and the reason in the log) when it cannot be made: the sale or the refund
 * still goes through. The caller must take the number (takeNumber) before any other document can:
 * documents are issued one at a time (oneAtATime).
 */
const prepareDocument = async (
  dataFile: string,
  state: StateWithRestaurant,
  merchant: Merchant,
  fiscal: MerchantFiscal,
  request: DocumentRequest,
  now: number,
): Promise<PreparedDocument | undefined> => {
  const { type } = request;
  try {
    const { establishment, terminal } = fiscal;
    const counters = Array.isArray(state[SEQUENCES]) ? (state[SEQUENCES] as DocumentSequenceRecord[]) : [];
    const number = (counters.find(sequenceKey(merchant.id, establishment, terminal, type))?.last ?? 0) + 1 + (request.ahead ?? 0);
    const consecutivo = buildConsecutivo({ establishment: Number(establishment), terminal: Number(terminal), type, sequence: number });
    const clave = buildClave({ issuedAt: now, issuerId: fiscal.identificationNumber, consecutivo, situacion: situacionNow(), securityCode: newSecurityCode() });
    const { xml } = buildDocumentXml({
      type,
      clave,
      consecutivo,
      issuedAt: now,
      providerId: PORTAL_PROVIDER_ID,
      issuer: issuerFrom(merchant, fiscal),
      ...(request.receiver ? { receiver: request.receiver } : {}),
      lines: request.lines,
      payment: request.payment,
      currency: request.currency ?? 'CRC',
      exchangeRate: request.exchangeRate ?? 1,
      ...(request.reference ? { reference: request.reference } : {}),
      ...(request.rounding ? { rounding: request.rounding } : {}),
    });
    const signed = await signDocument(xml, await merchantSigningKey(dataFile, merchant.id, fiscal, fiscal.legalName), new Date(now));
    const schema = await validateDocument(type, signed);
    if (!schema.valid) throw new RangeError(`the document (${type}) does not meet the v4.4 schema: ${schema.errors[0] ?? ''}`);
    const received = sendDocument(signed);
    return {
      record: {
        merchant_id: merchant.id,
        order_id: request.orderId,
        type,
        clave,
        consecutivo,
        issuedAt: now,
        status: received.status,
        ...(received.status === 'rechazado' ? { message: received.message } : {}),
        ...(request.reference ? { references: request.reference.clave } : {}),
        ...(request.receiver?.language ? { mailLanguage: request.receiver.language } : {}),
        serviceLines: request.lines.flatMap((line, index) => (line.carriesService ? [index + 1] : [])),
        xml: signed,
      },
      sequence: { establishment, terminal, number },
    };
  } catch (error) {
    // no key, no card in the log: only what could not be made and why
    console.error(`[mock-api] order ${request.orderId}: no electronic receipt (${type}): ${(error as Error).message}`);
    return undefined;
  }
};

/** A sale: the order or the bill it pays (its lines), how it was paid, and who a factura is made out to. */
export interface Sale {
  orderId: number;
  lines: DocumentLine[];
  payment: PaymentMethod;
  /** The diner asked for a factura a su nombre: a Factura Electrónica (01) instead of the tiquete (04). */
  receiver?: Receiver;
  /** A dollar sale: its lines' prices are in dollars already (saleCurrency.ts). */
  currency?: Pick<SaleCurrency, 'currency' | 'exchangeRate'>;
  /** A dollar sale's rounding to the card's cent (dollarSale.ts), hundred-thousandths. */
  rounding?: number;
}

/**
 * The electronic receipt of a sale: a Tiquete Electrónico (04), or a Factura Electrónica (01) made
 * out to the receiver when the diner asked for one; undefined when the merchant issues none. The
 * card payment of the QR menu calls it; a cash or SINPE Móvil payment passes its own MedioPago.
 */
export const prepareSaleDocument = async (dataFile: string, state: StateWithRestaurant, merchant: Merchant, sale: Sale, now: number) => {
  if (electronicReceiptsOf(merchant) !== 'issued' || !merchant.fiscal) return undefined;
  const type = sale.receiver ? FACTURA : TIQUETE;
  return prepareDocument(
    dataFile,
    state,
    merchant,
    merchant.fiscal,
    { type, orderId: sale.orderId, lines: sale.lines, payment: sale.payment, ...(sale.receiver ? { receiver: sale.receiver } : {}), ...sale.currency, ...(sale.rounding ? { rounding: sale.rounding } : {}) },
    now,
  );
};

/**
 * The card payment of an order: its tiquete, or its factura when `receiver` is given; in the sale's
 * currency, a dollar sale's lines made from `chargeCents`, what the card is charged (saleCurrency.ts).
 */
export const prepareCardReceipt = async (
  dataFile: string,
  state: StateWithRestaurant,
  merchant: Merchant,
  order: OrderRecord,
  charge: { sale: SaleCurrency; cents: number },
  now: number,
  receiver?: Receiver,
) => {
  if (electronicReceiptsOf(merchant) !== 'issued') return undefined;
  let lines: DocumentLine[];
  try {
    lines = documentLinesOfOrder(state, order);
  } catch (error) {
    console.error(`[mock-api] order ${order.id}: no electronic receipt: ${(error as Error).message}`);
    return undefined;
  }
  const options = totalsOptionsOf(merchant);
  const colones = lines.map((line, index) => ({ line, cents: finalCentsOfLine(order.products[index], options) }));
  const priced = inSaleCurrency(colones, charge.sale, charge.cents);
  return prepareSaleDocument(dataFile, state, merchant, { orderId: order.id, ...priced, payment: CARD, ...(receiver ? { receiver } : {}) }, now);
};

/**
 * Lines priced in colones, in the currency a card is charged (saleCurrency.ts): a dollar sale's
 * lines made from the dollars charged for them, with the currency and TipoCambio its document carries.
 */
export const inSaleCurrency = (lines: readonly ColonesLine[], sale: SaleCurrency, chargeCents: number): Pick<Sale, 'lines' | 'currency' | 'rounding'> => ({
  ...linesInSaleCurrency(lines, sale, chargeCents),
  currency: { currency: sale.currency, exchangeRate: sale.exchangeRate },
});

/** What a stored document says, read back from its signed XML: undefined when it cannot be read. */
export const contentOf = (document: Pick<ElectronicDocumentRecord, 'xml'>) =>
  readDocumentContent(new DOMParser({ onError: () => undefined }).parseFromString(document.xml, 'text/xml').documentElement as unknown as XmlNode);

/** Razon: at most 180 characters (v4.4 InformacionReferencia). */
const REASON_MAX = 180;

/**
 * The Nota de Crédito Electrónica (03) that cancels a sale's document in full (InformacionReferencia
 * code 01, anula): the original's own lines, service, payment and receiver, read back from its
 * signed XML, numbered by its own counter. Issued whenever the original exists and the merchant
 * still has its fiscal identity, even if it has since turned electronic invoicing off: a document
 * Hacienda holds is cancelled only by a credit note. Undefined when it cannot be made.
 */
export const prepareCreditNote = async (dataFile: string, state: StateWithRestaurant, merchant: Merchant, original: ElectronicDocumentRecord, reason: string, now: number, ahead = 0) => {
  const fiscal = merchant.fiscal;
  if (!fiscal || original.type === NOTA_CREDITO) return undefined;
  const content = contentOf(original);
  if (!content) return undefined;
  const lines: DocumentLine[] = [];
  // the service on the same lines as the original's, so the nota gives back exactly what it charged
  const serviced = new Set(serviceLinesOf(original, content.lines.length, content.tableService));
  for (const [index, line] of content.lines.entries()) {
    const unit = HACIENDA_UNITS.find((candidate) => candidate === line.unit);
    if (!unit) return undefined;
    lines.push({ cabys: line.cabys, quantity: line.quantity, unit, detail: line.detail, unitPrice: line.unitPrice, ivaRate: line.taxRate, carriesService: serviced.has(index + 1) });
  }
  const payment = (['01', '02', '06'] as const).find((code) => code === content.payments[0]) ?? CARD;
  const receiver: Receiver | undefined =
    content.receiver && isIdentificationType(content.receiver.identificationType)
      ? {
          name: content.receiver.name,
          identification: { type: content.receiver.identificationType, number: content.receiver.identificationNumber },
          email: content.receiver.email,
          // the nota's mail in the language the sale's went in
          ...(original.mailLanguage ? { language: original.mailLanguage } : {}),
        }
      : undefined;
  const reference: Reference = { type: original.type, clave: original.clave, issuedAt: original.issuedAt, reason: reason.trim().slice(0, REASON_MAX) || 'Anulación de la venta' };
  // in the original's currency and rate: the note gives back what the sale took
  const currency = content.currency === 'USD' ? { currency: 'USD' as const, exchangeRate: content.exchangeRate } : {};
  // and its rounding to the card's cent, so it gives back the charge itself
  const rounding = amountUnits(content.rounding ?? 0) ?? 0;
  return prepareDocument(dataFile, state, merchant, fiscal, { type: NOTA_CREDITO, orderId: original.order_id, lines, payment, ...(receiver ? { receiver } : {}), reference, ...currency, ahead, ...(rounding ? { rounding } : {}) }, now);
};

/**
 * A Nota de Crédito Electrónica (03) for a part of a sale's document (InformacionReferencia code 04):
 * the lines given back, such as one cancelled order of a table's bill that a payment paid with
 * others (mock-api/restaurant/tabRefund.ts). `ahead`: notes of the same write numbered before it.
 */
export const preparePartialCreditNote = async (
  dataFile: string,
  state: StateWithRestaurant,
  merchant: Merchant,
  original: ElectronicDocumentRecord,
  /** `dollarCents`: what a dollar sale's card gets back for these lines (mock-api/restaurant/tabRefund.ts). */
  part: { orderId: number; lines: ColonesLine[]; payment: PaymentMethod; dollarCents?: number },
  reason: string,
  now: number,
  ahead = 0,
) => {
  const fiscal = merchant.fiscal;
  if (!fiscal || original.type === NOTA_CREDITO || part.lines.length === 0) return undefined;
  const reference: Reference = { type: original.type, clave: original.clave, issuedAt: original.issuedAt, reason: reason.trim().slice(0, REASON_MAX) || 'Devolución parcial de la venta', code: '04' };
  // in the original's currency and rate: a dollar sale's part is the dollars given back, made into lines as the sale's were
  const content = contentOf(original);
  const colones = part.lines.reduce((sum, { cents }) => sum + cents, 0);
  const priced: Pick<Sale, 'lines' | 'currency' | 'rounding'> =
    content?.currency === 'USD'
      ? {
          ...dollarDocumentOf(part.lines, part.dollarCents ?? dollarCentsAt(colones, content.exchangeRate)),
          currency: { currency: 'USD', exchangeRate: content.exchangeRate },
        }
      : { lines: part.lines.map(({ line }) => line) };
  return prepareDocument(
    dataFile,
    state,
    merchant,
    fiscal,
    { type: NOTA_CREDITO, orderId: part.orderId, ...priced.currency, lines: priced.lines, payment: part.payment, reference, ahead, ...(priced.rounding ? { rounding: priced.rounding } : {}) },
    now,
  );
};

/**
 * Takes the prepared document's number and records it: the caller saves SEQUENCES and DOCUMENTS
 * in the same save as the payment. Undefined when the number is no longer the next (never while
 * payments are issued one at a time).
 */
export const takeNumber = (state: StateWithRestaurant, { record, sequence }: PreparedDocument, voucherId: string): ElectronicDocumentRecord | undefined => {
  const sequences = sequencesOf(state);
  const key = sequenceKey(record.merchant_id, sequence.establishment, sequence.terminal, record.type);
  let counter = sequences.find(key);
  if ((counter?.last ?? 0) + 1 !== sequence.number) return undefined;
  if (!counter) {
    counter = { merchant_id: record.merchant_id, establishment: sequence.establishment, terminal: sequence.terminal, type: record.type, last: 0 };
    sequences.push(counter);
  }
  counter.last = sequence.number;
  const document = { ...record, voucher_id: voucherId };
  electronicDocumentsOf(state).push(document);
  return document;
};

/** The document issued for a voucher's payment, as the voucher names it: the latest (a rejected one re-issued names its replacement). */
export const documentOfVoucher = (state: Record<string, unknown>, voucherId: string) =>
  storedDocuments(state).findLast((document) => document.voucher_id === voucherId);

export const documentAnswer = ({ type, clave, consecutivo, status, message }: ElectronicDocumentRecord): ElectronicDocument => ({
  type,
  clave,
  consecutivo,
  status,
  ...(message ? { message } : {}),
});

let tail: Promise<unknown> = Promise.resolve();
/**
 * Runs payments that issue documents one at a time: a number is read before signing (it is in the
 * signed document) and taken after, so no other payment may take it in between.
 */
export const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
  const run = tail.then(task);
  tail = run.catch(() => undefined);
  return run;
};
