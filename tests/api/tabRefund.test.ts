import { describe, expect, it } from 'vitest';
import { storedDocuments } from '../../mock-api/restaurant/electronicReceipts';
import type { QrPaymentRecord } from '../../mock-api/restaurant/qrPayments';
import { receiptKeyOf } from '../../mock-api/restaurant/tabReceipts';
import type { TableRecord } from '../../mock-api/storage/restaurantRecords';
import { crDate } from '../../src/domain/costaRicaTime';
import { restaurantForFile } from '../support/restaurantApi';
import { storedPayments, type PaymentSeen } from '../support/storedPayments';

/**
 * Staff cancelling an order of a table's bill that the tab's payments paid. Each payment
 * that covered it gives that order's share back (recorded on the payment, counted by the day's
 * close by method; a card one also as a refund transaction), and its receipt gets a nota de
 * crédito: in full when the payment paid that order alone, partial (that order's lines) otherwise.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const restaurant = restaurantForFile();
const { api, tokens } = restaurant;

let keys = 0;
const order = async (table: TableRecord, productIndex: number, quantity: number) => {
  const placed = await api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: restaurant.products[productIndex].id, quantity }], takeout: false } } });
  expect(placed.status, placed.text).toBe(200);
  return placed.body.order as { id: number; total: number };
};
const tab = async (table: TableRecord) => (await api.call('POST', '/table/tab/external', { body: { token: table.token } })).body.tab;
const pay = (table: TableRecord, body: Record<string, unknown>) =>
  api.call('POST', '/table/pay/external', { body: { token: table.token, tip: 0, ...body }, headers: { 'Idempotency-Key': `refund-key-${Date.now()}-${(keys += 1)}` } });
const cancelByStaff = (id: number) => api.call('PUT', `/orders/${id}/status`, { token: tokens.merchant, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó el gas' } });
const payments = storedPayments(() => restaurant.state, () => api.clock.now());
const paymentRecord = (id: number) => payments.one(id);
const qrPayments = () => ((restaurant.state as unknown as { qrPayments?: QrPaymentRecord[] }).qrPayments ?? []);
const dayClose = async () => (await api.call('GET', `/cashClose/${crDate(api.clock.now())}`, { token: tokens.merchant })).body;
const refundsBy = (close: { refunds: { methods: { method: string; count: number; amount: number }[] } }, method: string) => close.refunds.methods.find((line) => line.method === method)!;
const tag = (xml: string, name: string) => xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
/** InformacionReferencia/Codigo: 01 cancels the receipt in full, 04 refers to it for part of its lines. */
const referenceCode = (xml: string) => xml.match(/<InformacionReferencia>.*?<Codigo>([^<]*)<\/Codigo>/s)?.[1];
const notesOf = (payment: PaymentSeen) => {
  const receipt = storedDocuments(restaurant.state).find((document) => document.voucher_id === receiptKeyOf(payment) && document.type !== '03');
  expect(receipt, 'the payment’s receipt').toBeDefined();
  return storedDocuments(restaurant.state).filter((document) => document.type === '03' && document.references === receipt!.clave);
};

describe('staff cancelling an order the tab’s payments paid', () => {
  it('a card payment of that order alone: refunded to the card, its receipt cancelled in full, the close counts it as a card refund', async () => {
    const table = restaurant.tables[0];
    const placed = await order(table, 0, 2);
    const before = await dayClose();
    const card = await pay(table, { amount: placed.total, tip: 500, method: 'card', card: CARD });
    expect(card.status, card.text).toBe(200);
    const payment = paymentRecord(card.body.payment.id);

    const cancelled = await cancelByStaff(placed.id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(payment.refunds).toEqual([expect.objectContaining({ orderId: placed.id, amount: placed.total, reason: 'Se acabó el gas', voucherId: expect.any(String) })]);
    // the card gets back what it paid of the bill; the tip stays the waiter's
    const refund = qrPayments().find((row) => row.transaction_type_desc === 'REFUND' && row.payment_id === payment.id)!;
    expect(refund).toMatchObject({ refund_of: payment.transactionId, amount: Math.round(placed.total * 100), order_id: placed.id, pan: '********5545' });
    expect(refund.voucher_id).toBe(payment.refunds![0].voucherId);

    const notes = notesOf(payment);
    expect(notes).toHaveLength(1);
    expect(notes[0].voucher_id).toBe(refund.voucher_id);
    expect(referenceCode(notes[0].xml)).toBe('01');
    expect(tag(notes[0].xml, 'TipoMedioPago')).toBe('02');
    expect(Number(tag(notes[0].xml, 'TotalComprobante'))).toBeCloseTo(placed.total, 2);

    // nothing is paid of the tab any more; the close counts the refund once, as card
    expect((await tab(table)).amounts).toMatchObject({ total: 0, paid: 0, refunded: placed.total, remaining: 0 });
    const after = await dayClose();
    expect(refundsBy(after, 'card').count - refundsBy(before, 'card').count).toBe(1);
    expect(Math.round((refundsBy(after, 'card').amount - refundsBy(before, 'card').amount) * 100)).toBe(Math.round(placed.total * 100));
    expect(after.refunds.count - before.refunds.count).toBe(1);
    // a second cancel is refused and gives nothing back again
    expect((await cancelByStaff(placed.id)).status).toBe(409);
    expect(payment.refunds).toHaveLength(1);
  });

  it('one SINPE payment of two orders, one cancelled: that order’s share back and a partial nota de crédito of its lines; the other stays paid', async () => {
    const table = restaurant.tables[1];
    const first = await order(table, 0, 1);
    const second = await order(table, 1, 2);
    const total = (await tab(table)).amounts.total;
    const before = await dayClose();
    const sinpe = await pay(table, { amount: total, method: 'sinpe', sinpeReference: '55512345678' });
    expect(sinpe.status, sinpe.text).toBe(200);
    expect((await api.call('PUT', `/orders/payments/${sinpe.body.payment.id}/confirm`, { token: tokens.merchant })).status).toBe(200);
    const payment = paymentRecord(sinpe.body.payment.id);

    expect((await cancelByStaff(second.id)).status).toBe(200);
    expect(payment.refunds).toHaveLength(1);
    const share = payment.refunds![0];
    expect(share).toMatchObject({ orderId: second.id, voucherId: null });
    // its share of the payment: that order's lines as the payment paid them (to the céntimo of its total)
    expect(Math.abs(share.amount - second.total)).toBeLessThan(0.05);
    const notes = notesOf(payment);
    expect(notes).toHaveLength(1);
    expect(referenceCode(notes[0].xml)).toBe('04');
    expect(tag(notes[0].xml, 'TipoMedioPago')).toBe('06');
    expect(notes[0].xml).toContain(restaurant.products[1].name.slice(0, 20));
    expect(notes[0].xml).not.toContain(`<Detalle>${restaurant.products[0].name}`);
    // the note adds up to what was given back, to the céntimo
    expect(Math.round(Number(tag(notes[0].xml, 'TotalComprobante')) * 100)).toBe(Math.round(share.amount * 100));

    const amounts = (await tab(table)).amounts;
    expect(amounts.total).toBe(first.total);
    expect(Math.round(amounts.paid * 100)).toBe(Math.round((total - share.amount) * 100));
    const after = await dayClose();
    expect(refundsBy(after, 'sinpe').count - refundsBy(before, 'sinpe').count).toBe(1);
    expect(Math.round((refundsBy(after, 'sinpe').amount - refundsBy(before, 'sinpe').amount) * 100)).toBe(Math.round(share.amount * 100));

    // the other order cancelled too: the payment gives back what is left of it, never more than it paid
    expect((await cancelByStaff(first.id)).status).toBe(200);
    const given = payment.refunds!.reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0);
    expect(given).toBe(Math.round(payment.amount * 100));
    expect(notesOf(payment)).toHaveLength(2);
    expect((await tab(table)).amounts).toMatchObject({ paid: 0, remaining: 0 });
  });

  it('a card payment of two orders, one cancelled: the refund’s voucher invoices that order’s lines, for what went back', async () => {
    const table = restaurant.tables[6];
    const kept = await order(table, 0, 1);
    const cancelled = await order(table, 1, 2);
    const total = (await tab(table)).amounts.total;
    const card = await pay(table, { amount: total, tip: 300, method: 'card', card: CARD });
    expect(card.status, card.text).toBe(200);
    expect((await cancelByStaff(cancelled.id)).status).toBe(200);
    const refund = qrPayments().find((row) => row.transaction_type_desc === 'REFUND' && row.payment_id === card.body.payment.id)!;
    const voucher = (await api.call('GET', `/invoice/${refund.voucher_id}`)).body;
    expect(voucher.transaction).toMatchObject({ transaction_type_desc: 'REFUND', amount: refund.amount });
    // a refund gives no tip back, and names none
    expect(voucher.transaction.tip).toBeUndefined();
    expect(voucher.invoice.details.map((line: { product: { name: string } }) => line.product.name)).toEqual([restaurant.products[1].name]);
    expect(Math.round(voucher.invoice.localTotal * 100)).toBe(refund.amount);
    // its lines at what they cost in all add up to what went back; it links back to the sale's voucher
    const finals = (details: { finalLocal: number }[]) => details.reduce((cents, line) => cents + Math.round(line.finalLocal * 100), 0);
    expect(finals(voucher.invoice.details)).toBe(refund.amount);
    expect(voucher.transaction.refund_of_voucher_id).toBe(card.body.voucherId);
    // the sale's voucher still invoices both orders, as paid: its lines add up to the bill's part, the tip apart
    const sale = (await api.call('GET', `/invoice/${card.body.voucherId}`)).body;
    expect(sale.invoice.details).toHaveLength(2);
    expect(finals(sale.invoice.details)).toBe(Math.round(sale.invoice.localTotal * 100));
    expect(finals(sale.invoice.details) + sale.transaction.tip).toBe(sale.transaction.amount);
    expect(kept.total + cancelled.total).toBeCloseTo(total, 2);
  });

  it('an order two payments split (card and cash): each gives its share back with its own nota de crédito', async () => {
    const table = restaurant.tables[2];
    const placed = await order(table, 2, 2);
    const half = Math.round((placed.total / 2) * 100) / 100;
    expect((await pay(table, { amount: half, method: 'card', card: CARD })).status).toBe(200);
    const rest = Math.round((placed.total - half) * 100) / 100;
    const cash = await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: rest, tip: 0, received: rest } });
    expect(cash.status, cash.text).toBe(200);
    const paid = payments.where((payment) => payment.orderIds.includes(placed.id));
    expect(paid.map((payment) => payment.method)).toEqual(['card', 'cash']);

    expect((await cancelByStaff(placed.id)).status).toBe(200);
    expect(paid.map((payment) => payment.refunds?.[0]?.amount)).toEqual([half, rest]);
    for (const payment of paid) {
      const [note] = notesOf(payment);
      expect(referenceCode(note.xml), payment.method).toBe('01');
      expect(Math.round(Number(tag(note.xml, 'TotalComprobante')) * 100)).toBe(Math.round(payment.amount * 100));
    }
    expect(storedDocuments(restaurant.state).some((document) => document.voucher_id === `${receiptKeyOf(paid[1])}-refund-${placed.id}`)).toBe(true);
    // the table's phones list what went back of each payment and why, with its nota de crédito to open
    const listed = (await tab(table)).payments as { id: number; refunds: { amount: number; reason: string; documentId: string | null }[] }[];
    for (const payment of paid) {
      const [refund] = listed.find((row) => row.id === payment.id)!.refunds;
      expect(refund, payment.method).toMatchObject({ amount: payment.refunds![0].amount, reason: 'Se acabó el gas' });
      const opened = await api.call('GET', `/invoice/${refund.documentId}/document`);
      expect(opened.status, payment.method).toBe(200);
      expect(opened.body.document.type).toBe('03');
    }
  });
});

describe('an order paid whole from its receipt, cancelled by staff', () => {
  it('is refunded once, recorded on its payment record and counted once by the close', async () => {
    const table = restaurant.tables[3];
    const placed = await api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: restaurant.products[0].id, quantity: 1 }], takeout: false } } });
    const keys = { orderId: placed.body.order.id as number, token: table.token, cancelKey: placed.body.cancelKey as string };
    expect((await api.call('POST', '/order/pay/external', { body: { ...keys, card: CARD } })).status).toBe(200);
    const before = await dayClose();
    expect((await cancelByStaff(keys.orderId)).status).toBe(200);
    expect(qrPayments().filter((row) => row.order_id === keys.orderId && row.transaction_type_desc === 'REFUND')).toHaveLength(1);
    const [record] = payments.where((payment) => payment.orderIds.includes(keys.orderId));
    expect(record.refunds).toEqual([expect.objectContaining({ orderId: keys.orderId, amount: placed.body.order.total })]);
    const after = await dayClose();
    expect(after.refunds.count - before.refunds.count).toBe(1);
    expect(refundsBy(after, 'card').count - refundsBy(before, 'card').count).toBe(1);
    expect((await tab(table)).amounts).toMatchObject({ paid: 0, refunded: placed.body.order.total });
  });
});

describe('a SINPE Móvil payment waiting for staff when an order it pays is cancelled', () => {
  it('keeps waiting; that order’s share counts against nothing; confirming leaves its lines off the receipt and gives the share back by SINPE Móvil', async () => {
    const table = restaurant.tables[4];
    const first = await order(table, 0, 1);
    const second = await order(table, 1, 2);
    const total = (await tab(table)).amounts.total;
    const sinpe = await pay(table, { amount: total, method: 'sinpe', sinpeReference: '55598765432' });
    expect(sinpe.status, sinpe.text).toBe(200);
    const payment = paymentRecord(sinpe.body.payment.id);
    expect((await tab(table)).amounts).toMatchObject({ pending: total, remaining: 0 });

    expect((await cancelByStaff(second.id)).status).toBe(200);
    // staff still check their bank: the transfer may have been made
    expect(payment.status).toBe('pending');
    expect(payment.refunds ?? []).toEqual([]);
    // what waits counts only for the round still on the bill: the cancelled one's share is owed by no one
    const waiting = (await tab(table)).amounts;
    expect(waiting.total).toBe(first.total);
    expect(Math.abs(waiting.pending - first.total)).toBeLessThan(0.05);
    expect(waiting.remaining).toBeLessThan(0.05);
    // the board's 'Mesas' view says which share of the waiting payment goes back on confirming
    const onBoard = async () => {
      const row = (await api.call('GET', '/orders/tables', { token: tokens.merchant })).body.tables.find((candidate: { id: number }) => candidate.id === table.id);
      return row.tab.payments.find((candidate: { id: number }) => candidate.id === payment.id);
    };
    const boardShare = (await onBoard()).cancelledShares;
    expect(boardShare).toEqual([{ orderId: second.id, amount: expect.any(Number) }]);
    expect(Math.round((total - boardShare[0].amount) * 100)).toBe(Math.round(waiting.pending * 100));

    const before = await dayClose();
    const confirmed = await api.call('PUT', `/orders/payments/${payment.id}/confirm`, { token: tokens.merchant });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.message).toMatch(/^Pago por SINPE Móvil confirmado\. También pagaba un pedido que se canceló: devuelva ₡[\d,]+\.\d\d al cliente por SINPE Móvil\.$/);
    expect(payment.status).toBe('confirmed');
    expect((await onBoard()).cancelledShares).toBeUndefined();
    const share = payment.refunds![0];
    expect(payment.refunds).toEqual([{ orderId: second.id, amount: share.amount, at: expect.any(String), by: 'Carmen Alvarado', reason: 'Se acabó el gas', voucherId: null }]);
    expect(Math.abs(share.amount - second.total)).toBeLessThan(0.05);
    expect(Math.round((total - share.amount) * 100)).toBe(Math.round(waiting.pending * 100));

    // the receipt bills only the round still on the bill (no nota de crédito needed: it never billed the other)
    const receipt = storedDocuments(restaurant.state).find((document) => document.voucher_id === receiptKeyOf(payment) && document.type !== '03')!;
    expect(receipt).toBeDefined();
    expect(tag(receipt.xml, 'TipoMedioPago')).toBe('06');
    expect(Math.round(Number(tag(receipt.xml, 'TotalComprobante')) * 100)).toBe(Math.round((total - share.amount) * 100));
    const details = [...receipt.xml.matchAll(/<Detalle>([^<]*)<\/Detalle>/g)].map((match) => match[1]);
    expect(details.some((detail) => detail.startsWith(restaurant.products[0].name))).toBe(true);
    expect(details.some((detail) => detail.startsWith(restaurant.products[1].name))).toBe(false);
    expect(notesOf(payment)).toHaveLength(0);

    // the tab: paid what the remaining round comes to, the share given back; the close counts it as a SINPE refund
    const after = (await tab(table)).amounts;
    expect(after).toMatchObject({ pending: 0, refunded: share.amount });
    expect(Math.abs(after.paid - first.total)).toBeLessThan(0.05);
    const closed = await dayClose();
    expect(refundsBy(closed, 'sinpe').count - refundsBy(before, 'sinpe').count).toBe(1);
    expect(Math.round((refundsBy(closed, 'sinpe').amount - refundsBy(before, 'sinpe').amount) * 100)).toBe(Math.round(share.amount * 100));
  });
});
