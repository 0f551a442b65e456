import { randomBytes } from 'node:crypto';
import { MEDIO_PAGO } from '../../src/domain/wire/payment';
import type { Store } from '../store';
import type { PaidPartLine, PaymentRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { DOCUMENTS, documentLinesOfOrder, inSaleCurrency, prepareSaleDocument, type Sale, SEQUENCES, takeNumber, type PreparedDocument } from './electronicReceipts';
import { saleCurrencyOf } from './saleCurrency';
import { followUpDocument } from './receiptReception';

/**
 * The electronic receipt of a confirmed payment of a table's bill: a tiquete of the lines
 * the payment paid (mock-api/restaurant/electronicReceipts.ts builds and signs it), with MedioPago
 * 02 card, 06 SINPE Móvil or 01 cash. A card payment's document is named by its voucher; a SINPE or
 * cash payment's by its own random `documentId`, so its payer can open it as a card's payer opens
 * a voucher (payments from before it: `payment-<merchant>-<id>`, which no public route serves).
 */
export const receiptKeyOf = (payment: Pick<PaymentRecord, 'voucherId' | 'merchant_id' | 'id'> & { documentId?: string | null }) =>
  payment.voucherId ?? payment.documentId ?? `payment-${payment.merchant_id}-${payment.id}`;

/** A new payment's document id: 128 random bits, like a voucher's (mock-api/routes/invoice.ts). */
export const newDocumentId = () => randomBytes(16).toString('base64url');

/** Builds and signs the receipt (async); the caller takes its number with takeTabReceipt in the payment's own write. */
export const prepareTabReceipt = async (
  store: Store,
  state: StateWithRestaurant,
  merchant: Merchant,
  payment: Pick<PaymentRecord, 'orderIds' | 'method'>,
  lines: PaidPartLine[],
  now: number,
): Promise<PreparedDocument | undefined> => {
  const order = state.orders.find((candidate) => candidate.id === payment.orderIds[0] && candidate.merchant_id === merchant.id);
  if (!order || lines.length === 0) return undefined;
  try {
    const colones = documentLinesOfOrder(state, { ...order, products: lines });
    // a card is charged in the merchant's currency (saleCurrency.ts); SINPE Móvil and cash are paid in colones
    const priced: Pick<Sale, 'lines' | 'currency'> = payment.method === 'card' ? inSaleCurrency(colones, saleCurrencyOf(merchant)) : { lines: colones };
    const sale = { orderId: order.id, ...priced, payment: MEDIO_PAGO[payment.method] };
    return await prepareSaleDocument(store.file, state, merchant, sale, now);
  } catch (error) {
    // the payment still goes through; only what could not be made and why
    console.error(`[mock-api] payment of order ${order.id}: no electronic receipt: ${(error as Error).message}`);
    return undefined;
  }
};

/** Takes the prepared receipt's number for the payment: the collections to save with the payment. */
export const takeTabReceipt = (store: Store, state: StateWithRestaurant, prepared: PreparedDocument | undefined, payment: PaymentRecord): string[] => {
  const document = prepared && takeNumber(state, prepared, receiptKeyOf(payment));
  if (!document) return [];
  // Hacienda's answer comes a second after the write is on disk
  followUpDocument(store, document);
  return [DOCUMENTS, SEQUENCES];
};
