import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import type { TestApi } from './testApi';
import type { InvoiceReceiverInput } from '../../src/schemas/invoiceReceiverSchema';

/** A test card (Luhn-valid); the CVV is never sent. */
export const TEST_CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };

/**
 * A diner's order of two products at the merchant's first table, paid by card from the QR menu
 * (which issues its electronic receipt when the merchant has electronic invoicing): the voucher id.
 * `receiver`: a factura a su nombre, asked for from a phone in `language`.
 */
export const payQrOrder = async (
  api: TestApi,
  merchantId: number,
  { receiver, language = 'es' }: { receiver?: InvoiceReceiverInput; language?: 'es' | 'en' } = {},
): Promise<string> => {
  const state = api.store.state() as StateWithRestaurant;
  const table = state.tables.find((candidate) => candidate.merchant_id === merchantId) as TableRecord;
  const products = state.products.filter((product: ProductRecord) => product.merchant_id === merchantId && product.available > 0);
  const placed = await api.call('POST', '/order/external', {
    body: { order: { detail: '', products: [{ id: products[0].id, quantity: 2 }, { id: products[1].id, quantity: 1 }], takeout: false }, token: table.token },
  });
  if (placed.status !== 200) throw new Error(`order refused: ${placed.text}`);
  const paid = await api.call('POST', '/order/pay/external', {
    headers: { 'Accept-Language': language },
    body: { orderId: placed.body.order.id, token: table.token, cancelKey: placed.body.cancelKey, card: TEST_CARD, ...(receiver ? { receiver } : {}) },
  });
  if (paid.status !== 200) throw new Error(`payment refused: ${paid.text}`);
  return paid.body.voucherId as string;
};
