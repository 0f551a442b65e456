import { randomBytes } from 'node:crypto';
import { MEDIO_PAGO } from '../../src/domain/wire/payment';
import type { Store } from '../store';
import type { PaidPartLine, PaymentRecord, StateWithRestaurant } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { totalsOptionsOf } from '../../src/domain/orderTotals';
import { DOCUMENTS, documentLinesOfOrder, inSaleCurrency, prepareSaleDocument, SEQUENCES, takeNumber, type PreparedDocument } from './electronicReceipts';
import { COLONES, finalCentsOfLine, type SaleCurrency } from './saleCurrency';
import type { Receiver } from '../receipts/documentInput';
import type { InvoiceReceiver } from '../../src/schemas/invoiceReceiverSchema';
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

/** The receiver a payment's body names (src/schemas/invoiceReceiverSchema.ts), as the document writes it; none for a tiquete. */
export const receiverOfRequest = (body: InvoiceReceiver | undefined): Receiver | undefined =>
  body && { name: body.name, identification: { type: body.identificationType, number: body.identificationNumber }, email: body.email };

/** A new payment's document id: 128 random bits, like a voucher's (mock-api/routes/invoice.ts). */
export const newDocumentId = () => randomBytes(16).toString('base64url');

/**
 * Builds and signs the receipt (async); the caller takes its number with takeTabReceipt in the
 * payment's own write. `charge`: a card's sale currency and what the card is charged for these lines
 * (without the tip), of which a dollar receipt is made (mock-api/restaurant/saleCurrency.ts); SINPE
 * Móvil and cash are paid in colones. `receiver`: the payer asked for a factura (docs/departures.md).
 */
export const prepareTabReceipt = async (
  store: Store,
  state: StateWithRestaurant,
  merchant: Merchant,
  payment: Pick<PaymentRecord, 'orderIds' | 'method'>,
  lines: PaidPartLine[],
  now: number,
  charge: { sale: SaleCurrency; cents: number } = { sale: COLONES, cents: 0 },
  receiver?: Receiver,
): Promise<PreparedDocument | undefined> => {
  const order = state.orders.find((candidate) => candidate.id === payment.orderIds[0] && candidate.merchant_id === merchant.id);
  if (!order || lines.length === 0) return undefined;
  try {
    const options = totalsOptionsOf(merchant);
    const colones = documentLinesOfOrder(state, { ...order, products: lines }).map((line, index) => ({ line, cents: finalCentsOfLine(lines[index], options) }));
    const priced = inSaleCurrency(colones, payment.method === 'card' ? charge.sale : COLONES, charge.cents);
    const sale = { orderId: order.id, ...priced, payment: MEDIO_PAGO[payment.method], ...(receiver ? { receiver } : {}) };
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
