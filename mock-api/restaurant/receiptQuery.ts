import { crDayStart, DAY_MS } from '../../src/domain/costaRicaTime';
import type { ElectronicDocumentStatus, ElectronicDocumentType } from '../../src/domain/wire/electronicDocument';
import type { ReceiptRow, ReceiptTotal } from '../../src/domain/wire/receipts';
import { createTimeIndex, rangeOf, type TimeSlice } from '../reports/timeIndex';
import { storedDocuments, type ElectronicDocumentRecord } from './electronicReceipts';
import { centsToMajor, receiptRowOf, totalOf, unitsToCents } from './receiptSummary';

/**
 * The electronic documents of a merchant over a range of days, as the 'Comprobantes' screen and
 * its CSV ask for them: indexed by merchant and instant of issue like the reports'
 * rows (mock-api/reports/timeIndex.ts), so a month of 20,000 documents is two binary searches and
 * one pass over the month, not a scan of every document of every merchant.
 */
const receiptIndex = createTimeIndex<ElectronicDocumentRecord>({
  time: (document) => new Date(document.issuedAt).toISOString(),
  // the 10-digit sequence: the later of two documents issued in the same millisecond first
  id: (document) => Number(document.consecutivo.slice(10)),
  group: (document) => document.merchant_id,
});

const NONE: ElectronicDocumentRecord[] = [];
const EMPTY: TimeSlice<ElectronicDocumentRecord> = { rows: NONE, times: new Float64Array() };

/** The documents as stored, indexed (the array itself: a read changes nothing in the state). */
export const receiptIndexOf = (state: Record<string, unknown>) => {
  const stored = storedDocuments(state) as ElectronicDocumentRecord[];
  return receiptIndex.of(stored.length === 0 ? NONE : stored);
};

export interface ReceiptQuery {
  /** First and last day, `YYYY-MM-DD` in Costa Rica time, both whole. */
  from: string;
  to: string;
  type?: ElectronicDocumentType;
  status?: ElectronicDocumentStatus;
  /** Digits found anywhere in the clave or the consecutivo. */
  search?: string;
}

/** The instants [start, end) of a range of Costa Rica days. */
export const rangeInstants = (from: string, to: string) => ({ start: crDayStart(from) as number, end: (crDayStart(to) as number) + DAY_MS });

/** A merchant's documents of the range, newest first, that the filters keep. */
export const findReceipts = (state: Record<string, unknown>, merchantId: number, query: ReceiptQuery): ElectronicDocumentRecord[] => {
  const slice = receiptIndexOf(state).byGroup.get(merchantId) ?? EMPTY;
  const { start, end } = rangeInstants(query.from, query.to);
  const { start: first, end: last } = rangeOf(slice, start, end);
  const { type, status, search } = query;
  const found: ElectronicDocumentRecord[] = [];
  for (let position = first; position < last; position++) {
    const document = slice.rows[position];
    if (type && document.type !== type) continue;
    if (status && document.status !== status) continue;
    if (search && !document.clave.includes(search) && !document.consecutivo.includes(search)) continue;
    found.push(document);
  }
  return found;
};

/** Per type and currency: how many documents and their totals summed exactly, in the order 04, 01, 03 then colones first. */
export const receiptTotals = (documents: readonly ElectronicDocumentRecord[]): ReceiptTotal[] => {
  const sums = new Map<string, { type: ElectronicDocumentType; currency: 'CRC' | 'USD'; count: number; cents: number }>();
  for (const document of documents) {
    const { currency, units } = totalOf(document);
    const key = `${document.type}${currency}`;
    let sum = sums.get(key);
    if (!sum) sums.set(key, (sum = { type: document.type, currency, count: 0, cents: 0 }));
    sum.count += 1;
    sum.cents += unitsToCents(units);
  }
  const typeOrder: ElectronicDocumentType[] = ['04', '01', '03'];
  return [...sums.values()]
    .sort((a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || a.currency.localeCompare(b.currency))
    .map(({ type, currency, count, cents }) => ({ type, currency, count, amount: centsToMajor(cents) }));
};

export const receiptPage = (documents: readonly ElectronicDocumentRecord[], page: number, size: number): ReceiptRow[] =>
  documents.slice((page - 1) * size, page * size).map(receiptRowOf);

/** A merchant's document by its clave, or undefined (another merchant's is the same as none). */
export const ownReceipt = (state: Record<string, unknown>, merchantId: number, clave: string) =>
  /^\d{50}$/.test(clave) ? storedDocuments(state).find((document) => document.clave === clave && document.merchant_id === merchantId) : undefined;

/** Per stored array: each order's latest sale document (a tiquete or factura, not a nota de crédito), rebuilt when a document is added. */
const byOrder = new WeakMap<ElectronicDocumentRecord[], { length: number; documents: Map<number, ElectronicDocumentRecord> }>();

/** The receipt of an order's payment as the board and the kitchen ticket name it: the document in force (a re-issue replaces a rejected one). */
export const receiptOfOrder = (state: Record<string, unknown>, orderId: number): ElectronicDocumentRecord | undefined => {
  const stored = storedDocuments(state) as ElectronicDocumentRecord[];
  let entry = byOrder.get(stored);
  if (!entry || entry.length !== stored.length) {
    const documents = new Map<number, ElectronicDocumentRecord>();
    for (const document of stored) if (document.type !== '03') documents.set(document.order_id, document);
    entry = { length: stored.length, documents };
    byOrder.set(stored, entry);
  }
  return entry.documents.get(orderId);
};

/**
 * The provider's view (groups 1 and 3): per merchant, its documents of the range by Hacienda's
 * state, from each merchant's slice of the index; merchants with rejected documents first (most
 * first), then by name. `merchants`: the ones the caller may see (a back-office user's bank).
 */
export const receiptCountsByMerchant = (state: Record<string, unknown>, merchants: readonly { id: number; name: string }[], from: string, to: string) => {
  const index = receiptIndexOf(state);
  const { start, end } = rangeInstants(from, to);
  const rows = [];
  for (const merchant of merchants) {
    const slice = index.byGroup.get(merchant.id);
    if (!slice) continue;
    const { start: first, end: last } = rangeOf(slice, start, end);
    if (first === last) continue;
    const counts = { pendiente: 0, recibido: 0, aceptado: 0, rechazado: 0 };
    for (let position = first; position < last; position++) counts[slice.rows[position].status] += 1;
    rows.push({ id: merchant.id, name: merchant.name, counts, total: last - first });
  }
  return rows.sort((a, b) => b.counts.rechazado - a.counts.rechazado || a.name.localeCompare(b.name, 'es'));
};
