import type { InvoiceReceiver } from '../../src/schemas/invoiceReceiverSchema';
import type { Receiver } from '../receipts/documentInput';
import type { DinerLanguage } from './dinerLanguage';

/**
 * The Receptor of a factura electrónica from the receiver a payment's body carries (checked by
 * src/schemas/invoiceReceiverSchema.ts): an order's card payment (mock-api/routes/order.ts) and a
 * share of a table's bill by card, SINPE Móvil or cash (mock-api/routes/tabPayment.ts, tableBoard.ts).
 * `language`: the payer's (the diner app's), which the factura's mail on issue is written in; staff's
 * cash at the table leaves it Spanish.
 */
export const documentReceiverOf = (receiver: InvoiceReceiver | undefined, language: DinerLanguage = 'es'): Receiver | undefined =>
  receiver && {
    name: receiver.name,
    identification: { type: receiver.identificationType, number: receiver.identificationNumber },
    email: receiver.email,
    ...(language === 'en' ? { language } : {}),
  };
