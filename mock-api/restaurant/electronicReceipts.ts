import { totalsOptionsOf } from '../../src/domain/orderTotals';
import type { ElectronicDocument, ElectronicDocumentStatus, ElectronicDocumentType } from '../../src/domain/wire/electronicDocument';
import { buildClave, newSecurityCode } from '../receipts/clave';
import { buildConsecutivo } from '../receipts/consecutivo';
import type { DocumentLine, Issuer } from '../receipts/documentInput';
import { buildDocumentXml } from '../receipts/documentXml';
import { receiveDocument } from '../receipts/receptionSimulator';
import { signDocument } from '../receipts/signing';
import { haciendaUnitOf } from '../receipts/units';
import { validateDocument } from '../receipts/xsdValidation';
import type { OrderRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { merchantSigningKey } from './signingKeys';

/**
 * The electronic receipt of a paid order (issue 19; the documents themselves: mock-api/receipts/).
 * A card payment from the QR menu issues a Tiquete Electrónico (04) when the merchant has
 * electronic invoicing on, is not in the simplified regime and has its fiscal identity. Its
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
  /** The signed XML, as sent to Hacienda's reception. */
  xml: string;
}

export interface DocumentSequenceRecord {
  merchant_id: number;
  establishment: string;
  terminal: string;
  type: ElectronicDocumentType;
  /** The last sequence number taken (0: none yet). */
  last: number;
}

export const DOCUMENTS = 'electronicDocuments';
export const SEQUENCES = 'documentSequences';

const collection = <T>(state: Record<string, unknown>, name: string): T[] => {
  if (!Array.isArray(state[name])) state[name] = [];
  return state[name] as T[];
};
export const electronicDocumentsOf = (state: Record<string, unknown>) => collection<ElectronicDocumentRecord>(state, DOCUMENTS);
/** The documents as stored, without creating the collection (a read changes nothing). */
export const storedDocuments = (state: Record<string, unknown>): readonly ElectronicDocumentRecord[] =>
  Array.isArray(state[DOCUMENTS]) ? (state[DOCUMENTS] as ElectronicDocumentRecord[]) : [];
const sequencesOf = (state: Record<string, unknown>) => collection<DocumentSequenceRecord>(state, SEQUENCES);

/** ProveedorSistemas: the portal's provider, Portal de Comercios S.A. (the seed's home merchant). */
export const PORTAL_PROVIDER_ID = '3101123456';

/** Tiquete electrónico. */
const TIQUETE = '04';
/** MedioPago 02: tarjeta. */
const CARD = '02';

/** The issuer a merchant's documents name, or undefined when it issues none (mock-api/receipts/README.md). */
const issuerOf = (merchant: Merchant): Issuer | undefined => {
  const { fiscal } = merchant;
  if (!merchant.electronicInvoice || merchant.simplifiedRegime || !fiscal) return undefined;
  return {
    name: fiscal.legalName,
    commercialName: merchant.name,
    identification: { type: fiscal.identificationType, number: fiscal.identificationNumber },
    activityCode: merchant.activityCode,
    address: { province: fiscal.province, canton: fiscal.canton, district: fiscal.district, otherSigns: fiscal.otherSigns },
    email: fiscal.email,
  };
};

/** The order's lines as sold: the price and IVA rate the diner paid, the product's CABYS code and unit. */
const linesOf = (state: StateWithRestaurant, order: OrderRecord): DocumentLine[] =>
  order.products.map((line) => {
    const product = state.products.find((candidate) => candidate.id === line.id && candidate.merchant_id === order.merchant_id);
    const unit = haciendaUnitOf(product?.unit);
    if (!product || !unit) throw new RangeError(`product ${line.id} has no CABYS code or unit`);
    return { cabys: product.cabysCode, quantity: line.quantity, unit, detail: line.name, unitPrice: line.price, ivaRate: line.tax };
  });

const sequenceKey = (merchantId: number, establishment: string, terminal: string, type: ElectronicDocumentType) => (row: DocumentSequenceRecord) =>
  row.merchant_id === merchantId && row.establishment === establishment && row.terminal === terminal && row.type === type;

/** A document built and signed, its number not yet taken. */
export interface PreparedDocument {
  record: Omit<ElectronicDocumentRecord, 'voucher_id'>;
  sequence: { establishment: string; terminal: string; number: number };
}

/**
 * The tiquete of an order paid by card, built, signed and checked against the v4.4 schema, with
 * the next number of its counter, or undefined when the merchant issues none. The caller must take
 * the number (takeNumber) before anything else can: payments are issued one at a time (serially).
 */
export const prepareTiquete = async (
  dataFile: string,
  state: StateWithRestaurant,
  merchant: Merchant,
  order: OrderRecord,
  now: number,
  /** Hacienda's MedioPago: 02 card (the default), 06 SINPE Móvil, 01 cash (issue 20, src/domain/wire/payment.ts MEDIO_PAGO). */
  payment: '01' | '02' | '06' = CARD,
): Promise<PreparedDocument | undefined> => {
  const issuer = issuerOf(merchant);
  const fiscal = merchant.fiscal;
  if (!issuer || !fiscal) return undefined;
  try {
    const { establishment, terminal } = fiscal;
    const counters = Array.isArray(state[SEQUENCES]) ? (state[SEQUENCES] as DocumentSequenceRecord[]) : [];
    const number = (counters.find(sequenceKey(merchant.id, establishment, terminal, TIQUETE))?.last ?? 0) + 1;
    const consecutivo = buildConsecutivo({ establishment: Number(establishment), terminal: Number(terminal), type: TIQUETE, sequence: number });
    const clave = buildClave({ issuedAt: now, issuerId: fiscal.identificationNumber, consecutivo, situacion: '1', securityCode: newSecurityCode() });
    const { xml } = buildDocumentXml({
      type: TIQUETE,
      clave,
      consecutivo,
      issuedAt: now,
      providerId: PORTAL_PROVIDER_ID,
      issuer,
      lines: linesOf(state, order),
      tableService: totalsOptionsOf(merchant).tableService === true,
      payment,
      currency: 'CRC',
      exchangeRate: 1,
    });
    const signed = await signDocument(xml, merchantSigningKey(dataFile, merchant.id, fiscal, fiscal.legalName), new Date(now));
    const schema = await validateDocument(TIQUETE, signed);
    if (!schema.valid) throw new RangeError(`the tiquete does not meet the v4.4 schema: ${schema.errors[0] ?? ''}`);
    const received = receiveDocument(signed);
    return {
      record: {
        merchant_id: merchant.id,
        order_id: order.id,
        type: TIQUETE,
        clave,
        consecutivo,
        issuedAt: now,
        status: received.status,
        ...(received.status === 'rechazado' ? { message: received.message } : {}),
        xml: signed,
      },
      sequence: { establishment, terminal, number },
    };
  } catch (error) {
    // the payment goes through; the receipt that could not be made is named in the log (no key, no card in it)
    console.error(`[mock-api] order ${order.id}: no electronic receipt: ${(error as Error).message}`);
    return undefined;
  }
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

/** The document issued for a voucher's payment, as the voucher names it. */
export const documentOfVoucher = (state: Record<string, unknown>, voucherId: string) =>
  storedDocuments(state).find((document) => document.voucher_id === voucherId);

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
