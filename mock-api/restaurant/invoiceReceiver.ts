import type { InvoiceReceiver } from '../../src/schemas/invoiceReceiverSchema';
import type { Receiver } from '../receipts/documentInput';

/**
 * The Receptor of a factura electrónica from the receiver a payment's body carries (checked by
 * src/schemas/invoiceReceiverSchema.ts): an order's card payment (mock-api/routes/order.ts) and a
 * share of a table's bill by card, SINPE Móvil or cash (mock-api/routes/tabPayment.ts, tableBoard.ts).
 */
export const documentReceiverOf = (receiver: InvoiceReceiver | undefined): Receiver | undefined =>
  receiver && { name: receiver.name, identification: { type: receiver.identificationType, number: receiver.identificationNumber }, email: receiver.email };
