import { beforeAll, describe, expect, it } from 'vitest';
import type { QrPaymentRecord } from '../../mock-api/restaurant/qrPayments';
import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { crDate } from '../../src/domain/costaRicaTime';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * Staff cancelling a paid order refund it. The refund is a
 * card transaction of its own ('Devolución', shown in red in the report) naming the sale, the
 * order's stock comes back, the diner's status says cancelled and refunded, and both vouchers read.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
let state: StateWithRestaurant;
let table: TableRecord;
let product: ProductRecord;

const api = apiForFile();
const tokens = signedIn(api, { staff: DEMO.merchant });
beforeAll(async () => {
  state = api.store.state() as StateWithRestaurant;
  table = state.tables.find((candidate) => candidate.merchant_id === 2)!;
  product = state.products.find((candidate) => candidate.merchant_id === 2 && candidate.available >= 10)!;
});

const payments = () => ((state as unknown as Record<string, unknown>).qrPayments ?? []) as QrPaymentRecord[];
const placeAndPay = async () => {
  const placed = await api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: product.id, quantity: 3 }], takeout: false } } });
  expect(placed.status, placed.text).toBe(200);
  const keys = { orderId: placed.body.order.id as number, token: table.token, cancelKey: placed.body.cancelKey as string };
  const paid = await api.call('POST', '/order/pay/external', { body: { ...keys, card: CARD } });
  expect(paid.status, paid.text).toBe(200);
  return { keys, order: placed.body.order as { id: number; total: number }, voucherId: paid.body.voucherId as string, saleId: paid.body.transaction.transaction_id as number };
};
const cancelByStaff = (id: number, from = 'CREATED') => api.call('PUT', `/orders/${id}/status`, { token: tokens.staff, body: { from, status: 'CANCELLED', reason: 'Se acabó el gas' } });
const report = (extra: Record<string, unknown> = {}) =>
  api.call('POST', '/transaction/bymerchant', { token: tokens.staff, body: { startDate: crDate(Date.now()), endDate: crDate(Date.now()), pageIndex: 0, pageSize: 15, ...extra } });

describe('staff cancelling a paid order', () => {
  it('refunds it: a refund transaction naming the sale, the stock back, the board and the diner told', async () => {
    const { keys, order, voucherId, saleId } = await placeAndPay();
    const availableBefore = product.available;
    const totalsBefore = (await report()).body.totals.find((total: { currency: string }) => total.currency === 'CRC');
    api.clock.advance(60_000);

    const cancelled = await cancelByStaff(order.id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.order).toMatchObject({ id: order.id, status: 'CANCELLED', paid: true, refunded: true });
    expect(product.available).toBe(availableBefore + 3);

    // one refund, the full amount back to the same card, tied to the sale and the order
    const refunds = payments().filter((row) => row.order_id === order.id && row.transaction_type_desc === 'REFUND');
    expect(refunds).toHaveLength(1);
    const [refund] = refunds;
    expect(refund).toMatchObject({ refund_of: saleId, status: 'REFUND', amount: Math.round(order.total * 100), pan: '********5545', scheme: 'VISA', merchant_id: 2, user_id: expect.any(Number) });
    expect(refund.transaction_id).toBeGreaterThan(saleId);
    expect(refund.voucher_id).not.toBe(voucherId);

    // the report: the refund on top ('Devolución', which the screen shows in red), naming the sale; the totals net it
    const after = await report();
    expect(after.body.transactions[0]).toMatchObject({ transaction_id: refund.transaction_id, transaction_type_desc: 'REFUND', status: 'REFUND', refund_of: saleId, full_name: expect.stringMatching(/\S/) });
    const totalsAfter = after.body.totals.find((total: { currency: string }) => total.currency === 'CRC');
    expect(totalsAfter.count).toBe(totalsBefore.count + 1);
    expect(totalsAfter.amount).toBe(totalsBefore.amount - Math.round(order.total * 100));

    // the vouchers: the refund's reads as a 'Devolución' of the sale; the sale's names its refund
    const refundVoucher = await api.call('GET', `/invoice/${refund.voucher_id}`);
    expect(refundVoucher.status).toBe(200);
    expect(refundVoucher.body.transaction).toMatchObject({ status: 'REFUND', transaction_type_desc: 'REFUND', refund_of: saleId, pan: '********5545' });
    // and links back to the sale's own voucher ('Venta original'); the sale's voucher names no sale of its own
    expect(refundVoucher.body.transaction.refund_of_voucher_id).toBe(voucherId);
    expect((await api.call('GET', `/invoice/${refundVoucher.body.transaction.refund_of_voucher_id}`)).body.transaction).toMatchObject({ transaction_id: saleId, status: 'APPROVED' });
    expect(refundVoucher.body.invoice.localTotal).toBe(order.total);
    const saleVoucher = await api.call('GET', `/invoice/${voucherId}`);
    expect(saleVoucher.body.transaction).toMatchObject({ status: 'APPROVED', refund: { transaction_id: refund.transaction_id, voucher_id: refund.voucher_id } });
    expect(saleVoucher.body.transaction.refund_of_voucher_id).toBeUndefined();

    // the diner's status
    expect((await api.call('POST', '/order/status/external', { body: keys })).body.order).toEqual({ id: order.id, status: 'CANCELLED', paid: true, refunded: true });
  });

  it('refunds once: a second cancel is refused and adds nothing', async () => {
    const { order } = await placeAndPay();
    expect((await cancelByStaff(order.id)).status).toBe(200);
    const count = payments().length;
    const again = await cancelByStaff(order.id, 'CANCELLED');
    expect(again.status).toBe(409);
    expect(payments()).toHaveLength(count);
  });

  it('refunds an order in preparation too, and an unpaid order is cancelled without any transaction', async () => {
    const { order } = await placeAndPay();
    expect((await api.call('PUT', `/orders/${order.id}/status`, { token: tokens.staff, body: { from: 'CREATED', status: 'PREPARING' } })).status).toBe(200);
    expect((await cancelByStaff(order.id, 'PREPARING')).body.order).toMatchObject({ status: 'CANCELLED', refunded: true });

    const unpaid = await api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false } } });
    const count = payments().length;
    const cancelled = await cancelByStaff(unpaid.body.order.id);
    expect(cancelled.body.order).toMatchObject({ status: 'CANCELLED', paid: false, refunded: false });
    expect(payments()).toHaveLength(count);
  });

  it('still refuses the diner’s own cancel of a paid order', async () => {
    const { keys } = await placeAndPay();
    const refused = await api.call('PUT', `/order/cancel/external/${keys.orderId}/${table.token}`, { body: keys });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('El pedido ya fue pagado y no puede cancelarse.');
  });
});
