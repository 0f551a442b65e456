import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { verifyDocument } from '../../mock-api/receipts/signing';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import type { ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import type { QrPaymentRecord } from '../../mock-api/restaurant/qrPayments';
import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { invoiceReceiverMessages } from '../../src/domain/invoiceReceiverMessages';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * Electronic receipts, the diner's side: a diner who asks for a factura a su nombre gets a Factura Electrónica
 * (01) made out to them instead of the tiquete; a paid order that staff cancel issues a Nota de
 * Crédito (03) cancelling its document; a merchant that issues no receipts says so.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const RECEIVER = { name: 'María Rodríguez Solano', identificationType: '01', identificationNumber: '1-0234-0567', email: 'maria@example.cr' };

const api = apiForFile();
const tokens = signedIn(api, { staff: DEMO.merchant });
const state = () => api.store.state() as StateWithRestaurant;
const documents = () => (state().electronicDocuments ?? []) as ElectronicDocumentRecord[];
const xmlOf = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const textOf = (xml: string, name: string, under?: string) => {
  const document = xmlOf(xml);
  const scope = under ? document.getElementsByTagName(under)[0] : document;
  return scope?.getElementsByTagName(name)[0]?.textContent ?? undefined;
};

const placeOrder = async (merchantId: number) => {
  const table = state().tables.find((candidate) => candidate.merchant_id === merchantId) as TableRecord;
  const products = state().products.filter((product: ProductRecord) => product.merchant_id === merchantId && product.available > 5);
  const placed = await api.call('POST', '/order/external', {
    body: { order: { detail: '', products: [{ id: products[0].id, quantity: 2 }, { id: products[1].id, quantity: 1 }], takeout: false }, token: table.token },
  });
  expect(placed.status, placed.text).toBe(200);
  return { orderId: placed.body.order.id as number, token: table.token, cancelKey: placed.body.cancelKey as string };
};
const pay = (keys: Awaited<ReturnType<typeof placeOrder>>, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/order/pay/external', { body: { ...keys, card: CARD, ...extra } });

describe('a factura on request', () => {
  let voucherId: string;
  let xml: string;

  it('is issued instead of the tiquete when the payment carries the receiver', async () => {
    const paid = await pay(await placeOrder(2), { receiver: RECEIVER });
    expect(paid.status, paid.text).toBe(200);
    voucherId = paid.body.voucherId;
    const voucher = await api.call('GET', `/invoice/${voucherId}`);
    expect(voucher.body.electronicDocument).toMatchObject({ type: '01', status: 'recibido' });
    expect(voucher.body.electronicDocument.consecutivo).toMatch(/^0010000101\d{10}$/);
    expect(voucher.body.merchant.electronicReceipts).toBe('issued');
    xml = (await api.call('GET', `/invoice/${voucherId}/xml`)).text;
  });

  it('validates against FacturaElectronica_V4.4.xsd and its signature verifies', async () => {
    expect(xmlOf(xml).documentElement?.localName).toBe('FacturaElectronica');
    const schema = await validateDocument('01', xml);
    expect(schema.errors).toEqual([]);
    expect((await verifyDocument(xml)).valid).toBe(true);
  });

  it('names the diner as Receptor, their identification kept as digits', () => {
    expect(textOf(xml, 'Nombre', 'Receptor')).toBe(RECEIVER.name);
    expect(textOf(xml, 'Tipo', 'Receptor')).toBe('01');
    expect(textOf(xml, 'Numero', 'Receptor')).toBe('102340567');
    expect(textOf(xml, 'CorreoElectronico', 'Receptor')).toBe(RECEIVER.email);
  });

  it('has its own sequence: the next tiquete continues the tiquetes’, the next factura the facturas’', async () => {
    const factura = Number(textOf(xml, 'NumeroConsecutivo')!.slice(10));
    const tiquete = await pay(await placeOrder(2));
    const second = await pay(await placeOrder(2), { receiver: { ...RECEIVER, identificationType: '02', identificationNumber: '3101654321', name: 'Distribuidora Tica S.A.' } });
    const numberOf = async (id: string) => (await api.call('GET', `/invoice/${id}`)).body.electronicDocument as { type: string; consecutivo: string };
    expect((await numberOf(tiquete.body.voucherId)).type).toBe('04');
    const next = await numberOf(second.body.voucherId);
    expect(next.type).toBe('01');
    expect(Number(next.consecutivo.slice(10))).toBe(factura + 1);
  });

  it('is refused, with its Spanish message and nothing paid, when the receiver’s data is wrong', async () => {
    const keys = await placeOrder(2);
    const before = JSON.stringify([state().qrPayments, state().documentSequences]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...RECEIVER, identificationNumber: '012345678' }, invoiceReceiverMessages.identificationNumber['01']],
      [{ ...RECEIVER, identificationType: '02', identificationNumber: '123' }, invoiceReceiverMessages.identificationNumber['02']],
      [{ ...RECEIVER, identificationType: '05' }, invoiceReceiverMessages.identificationType],
      [{ ...RECEIVER, email: 'maria@' }, invoiceReceiverMessages.email],
      [{ ...RECEIVER, name: 'M' }, invoiceReceiverMessages.name],
      [{ ...RECEIVER, identificationNumber: 102340567 }, invoiceReceiverMessages.identificationDigits],
      [{ ...RECEIVER, identificationNumber: '10234O567' }, invoiceReceiverMessages.identificationDigits],
    ];
    for (const [receiver, message] of cases) {
      const refused = await pay(keys, { receiver });
      expect(refused.status, JSON.stringify(receiver)).toBe(400);
      expect(refused.text).toContain(message);
    }
    expect(JSON.stringify([state().qrPayments, state().documentSequences])).toBe(before);
  });
});

describe('a paid order that staff cancel', () => {
  it('issues a nota de crédito cancelling its document, on the refund’s voucher, valid and signed', async () => {
    const keys = await placeOrder(2);
    const paid = await pay(keys, { receiver: RECEIVER });
    const original = documents().find((document) => document.voucher_id === paid.body.voucherId)!;
    expect(original.type).toBe('01');
    api.clock.advance(60_000);

    const cancelled = await api.call('PUT', `/orders/${keys.orderId}/status`, { token: tokens.staff, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó el gas' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const refund = (state().qrPayments as QrPaymentRecord[]).find((payment) => payment.order_id === keys.orderId && payment.transaction_type_desc === 'REFUND')!;
    const voucher = await api.call('GET', `/invoice/${refund.voucher_id}`);
    expect(voucher.body.electronicDocument).toMatchObject({ type: '03', status: 'recibido' });
    expect(voucher.body.electronicDocument.consecutivo).toMatch(/^0010000103\d{10}$/);

    const xml = (await api.call('GET', `/invoice/${refund.voucher_id}/xml`)).text;
    expect(xmlOf(xml).documentElement?.localName).toBe('NotaCreditoElectronica');
    expect((await validateDocument('03', xml)).errors).toEqual([]);
    expect((await verifyDocument(xml)).valid).toBe(true);
    // InformacionReferencia: the original factura, its clave and date, code 01 (anula), the reason
    expect(textOf(xml, 'TipoDocIR', 'InformacionReferencia')).toBe('01');
    expect(textOf(xml, 'Numero', 'InformacionReferencia')).toBe(original.clave);
    expect(textOf(xml, 'FechaEmisionIR', 'InformacionReferencia')).toBe(textOf(original.xml, 'FechaEmision'));
    expect(textOf(xml, 'Codigo', 'InformacionReferencia')).toBe('01');
    expect(textOf(xml, 'Razon', 'InformacionReferencia')).toMatch(/Se acabó el gas/);
    // the whole sale: same total, same receiver
    expect(textOf(xml, 'TotalComprobante')).toBe(textOf(original.xml, 'TotalComprobante'));
    expect(textOf(xml, 'Numero', 'Receptor')).toBe('102340567');
    // on disk with the refund
    expect(documents().find((document) => document.type === '03')).toMatchObject({ references: original.clave, order_id: keys.orderId });
  });

  it('cancels a tiquete the same way, and numbers credit notes in their own sequence', async () => {
    const keys = await placeOrder(2);
    const paid = await pay(keys);
    const original = documents().find((document) => document.voucher_id === paid.body.voucherId)!;
    expect(original.type).toBe('04');
    const before = documents().filter((document) => document.type === '03').length;
    expect((await api.call('PUT', `/orders/${keys.orderId}/status`, { token: tokens.staff, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Cliente se retiró' } })).status).toBe(200);
    const notes = documents().filter((document) => document.type === '03');
    expect(notes).toHaveLength(before + 1);
    const note = notes[notes.length - 1];
    expect(note.references).toBe(original.clave);
    expect(Number(note.consecutivo.slice(10))).toBe(Number(notes[notes.length - 2].consecutivo.slice(10)) + 1);
    expect(textOf(note.xml, 'TipoDocIR')).toBe('04');
    expect((await validateDocument('03', note.xml)).errors).toEqual([]);
  });

  it('issues none for an order never paid', async () => {
    const keys = await placeOrder(2);
    const count = documents().length;
    expect((await api.call('PUT', `/orders/${keys.orderId}/status`, { token: tokens.staff, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Mesa equivocada' } })).status).toBe(200);
    expect(documents()).toHaveLength(count);
  });
});

describe('a merchant that issues no electronic receipts', () => {
  it('in the simplified regime: none, not even a factura asked for, and its menu and voucher say why', async () => {
    const count = documents().length;
    const keys = await placeOrder(3);
    const menu = await api.call('GET', `/menu/getMenuQR/${keys.token}`);
    expect(menu.body.merchant.electronicReceipts).toBe('simplifiedRegime');
    const paid = await pay(keys, { receiver: RECEIVER });
    expect(paid.status).toBe(200);
    const voucher = await api.call('GET', `/invoice/${paid.body.voucherId}`);
    expect(voucher.body.electronicDocument).toBeNull();
    expect(voucher.body.merchant.electronicReceipts).toBe('simplifiedRegime');
    expect(documents()).toHaveLength(count);
  });

  it('with electronic invoicing off: none, and it says so', async () => {
    const merchant = state().merchants.find((candidate) => candidate.id === 2)!;
    merchant.electronicInvoice = false;
    try {
      const keys = await placeOrder(2);
      const count = documents().length;
      expect((await api.call('GET', `/menu/getMenuQR/${keys.token}`)).body.merchant.electronicReceipts).toBe('off');
      const paid = await pay(keys, { receiver: RECEIVER });
      const voucher = await api.call('GET', `/invoice/${paid.body.voucherId}`);
      expect(voucher.body.electronicDocument).toBeNull();
      expect(voucher.body.merchant.electronicReceipts).toBe('off');
      expect((await api.call('GET', `/invoice/${paid.body.voucherId}/xml`)).status).toBe(404);
      expect(documents()).toHaveLength(count);
    } finally {
      merchant.electronicInvoice = true;
    }
  });
});
