import { randomBytes } from 'node:crypto';
import type { DocumentLine, Receiver } from '../../mock-api/receipts/documentInput';
import { DOCUMENTS, prepareCreditNote, preparePartialCreditNote, prepareSaleDocument, SEQUENCES, takeNumber, type ElectronicDocumentRecord, type PreparedDocument } from '../../mock-api/restaurant/electronicReceipts';
import { followUpDocument } from '../../mock-api/restaurant/receiptReception';
import type { StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import type { Merchant } from '../../mock-api/storage/records';
import type { TestApi } from './testApi';

/**
 * Documents issued through the mock API's own builders (mock-api/restaurant/electronicReceipts.ts),
 * numbered, saved and followed up as a payment or a refund does, but without going through the
 * payment routes: the tests of what a document prints and how it is mailed stand apart from how
 * money moves. Each gets a voucher id of its own, as a payment's.
 */
export const issuer = (api: TestApi, merchantId = 2) => {
  const state = () => api.store.state() as StateWithRestaurant;
  const merchant = () => state().merchants.find((candidate) => candidate.id === merchantId) as Merchant;
  let orders = 990_000;

  const issue = async (prepare: (state: StateWithRestaurant, merchant: Merchant) => Promise<PreparedDocument | undefined>) => {
    const prepared = await prepare(state(), merchant());
    if (!prepared) throw new Error('the document could not be made');
    const voucherId = randomBytes(18).toString('base64url');
    const document = takeNumber(state(), prepared, voucherId) as ElectronicDocumentRecord;
    api.store.save(DOCUMENTS, SEQUENCES);
    followUpDocument(api.store, document);
    return { document, voucherId };
  };

  return {
    /** A card sale's tiquete, or its factura when a receiver is given. */
    sale: (lines: DocumentLine[], receiver?: Receiver) =>
      issue((current, who) => prepareSaleDocument(api.store.file, current, who, { orderId: (orders += 1), lines, payment: '02', ...(receiver ? { receiver } : {}) }, api.clock.now())),
    /** A nota de crédito of part of a sale's lines (InformacionReferencia 04). */
    partialNote: (original: ElectronicDocumentRecord, lines: DocumentLine[]) =>
      issue((current, who) => preparePartialCreditNote(api.store.file, current, who, original, { orderId: original.order_id, lines: lines.map((line) => ({ line, cents: 0 })), payment: '02' }, 'Plato devuelto', api.clock.now())),
    /** A nota de crédito that cancels a sale's document in full (InformacionReferencia 01). */
    fullNote: (original: ElectronicDocumentRecord) => issue((current, who) => prepareCreditNote(api.store.file, current, who, original, 'Venta anulada', api.clock.now())),
  };
};
