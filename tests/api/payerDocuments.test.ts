import { describe, expect, it } from 'vitest';
import type { PaymentRecord, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import { restaurantForFile } from '../support/restaurantApi';

/**
 * A SINPE Móvil or cash payer's electronic receipt: opened by a random id of its own, as a card
 * payer's voucher, from the table's phones and from staff's 'Mesas' (to print it for a payer without
 * a phone): printable, XML, PDF and by e-mail, once the payment is confirmed.
 */
const restaurant = restaurantForFile((product) => !product.optionGroups?.length);
const { api, tokens } = restaurant;

let keys = 0;
const headers = () => ({ 'Idempotency-Key': `payer-document-${Date.now()}-${(keys += 1)}` });
const order = (table: TableRecord) =>
  api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: restaurant.products[0].id, quantity: 1 }], takeout: false } }, headers: headers() });
const dinerTab = async (table: TableRecord) => (await api.call('POST', '/table/tab/external', { body: { token: table.token } })).body.tab;
const boardTable = async (table: TableRecord) => ((await api.call('GET', '/orders/tables', { token: tokens.merchant })).body.tables as { id: number; tab: { payments: { id: number; documentId: string | null }[] } }[]).find((row) => row.id === table.id)!;
const stored = (id: number) => (restaurant.state as unknown as { payments: PaymentRecord[] }).payments.find((payment) => payment.id === id && payment.merchant_id === 2)!;

/** Céntimos of a figure the wire or the XML writes in colones. */
const c = (amount: number) => Math.round(amount * 100);
const figure = (tag: string, text: string) => Number(new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(text)?.[1]);

/**
 * Everything a payer can do with a receipt's id: its printable page's answer, the XML, the PDF and
 * the e-mail. The XML is valid against TiqueteElectronico_V4.4.xsd, its one line the dish at its real
 * unit price, and its totals exactly what the payer paid without the tip, to the céntimo.
 */
const opens = async (id: string, medioPago: string, paid: number) => {
  const printable = await api.call('GET', `/invoice/${id}/document`);
  expect(printable.status, printable.text).toBe(200);
  expect(printable.body.document).toMatchObject({ type: '04' });
  expect(printable.body.document.content.payments).toEqual([medioPago]);
  const xml = await api.call('GET', `/invoice/${id}/xml`);
  expect(xml.status).toBe(200);
  expect(xml.text).toContain(`<TipoMedioPago>${medioPago}</TipoMedioPago>`);
  expect((await validateDocument('04', xml.text)).errors).toEqual([]);
  expect(c(figure('TotalComprobante', xml.text))).toBe(paid);
  expect(c(figure('TotalMedioPago', xml.text))).toBe(paid);
  expect(xml.text.match(/<LineaDetalle>/g)).toHaveLength(1);
  expect(figure('Cantidad', xml.text)).toBe(1);
  expect(figure('PrecioUnitario', xml.text)).toBe(restaurant.products[0].price);
  const pdf = await api.call('GET', `/invoice/${id}/pdf`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toContain('application/pdf');
  expect((await api.call('POST', `/invoice/${id}/email`, { body: { email: 'cliente@example.cr' } })).status).toBe(200);
};

describe("a SINPE Móvil or cash payer's electronic receipt", () => {
  it('opens by a random id once staff confirm the SINPE Móvil payment, from the phones and from Mesas', async () => {
    const table = restaurant.tables[3];
    expect((await order(table)).status).toBe(200);
    const { amounts } = await dinerTab(table);
    const paid = await api.call('POST', '/table/pay/external', { body: { token: table.token, tip: 500, amount: amounts.total, method: 'sinpe', sinpeReference: '000555666777' }, headers: headers() });
    expect(paid.status, paid.text).toBe(200);
    const id = stored(paid.body.payment.id).documentId!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // in review: no receipt yet, and the phones are given no link
    expect(paid.body.payment.documentId).toBeNull();
    expect((await api.call('GET', `/invoice/${id}/document`)).status).toBe(404);
    expect((await api.call('PUT', `/orders/payments/${paid.body.payment.id}/confirm`, { token: tokens.merchant })).status).toBe(200);
    const payment = (await dinerTab(table)).payments.find((row: { id: number }) => row.id === paid.body.payment.id);
    expect(payment.documentId).toBe(id);
    expect((await boardTable(table)).tab.payments.find((row) => row.id === paid.body.payment.id)!.documentId).toBe(id);
    await opens(id, '06', c(amounts.total));
    // the old name of such a receipt, made of the merchant's and the payment's numbers, opens nothing
    expect((await api.call('GET', `/invoice/payment-2-${paid.body.payment.id}/document`)).status).toBe(404);
  });

  it('opens by a random id for cash staff recorded', async () => {
    const table = restaurant.tables[4];
    expect((await order(table)).status).toBe(200);
    const { amounts } = await dinerTab(table);
    const received = Math.ceil(amounts.total / 1000) * 1000;
    const cash = await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: amounts.total, tip: 500, received: received + 1000 } });
    expect(cash.status, cash.text).toBe(200);
    const id = cash.body.table.tab.payments[0].documentId as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await dinerTab(table)).payments[0].documentId).toBe(id);
    await opens(id, '01', c(amounts.total));
  });
});
