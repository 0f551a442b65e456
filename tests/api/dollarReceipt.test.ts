import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_MESSAGE } from '../../mock-api/receipts/receptionSimulator';
import { verifyDocument } from '../../mock-api/receipts/signing';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import type { ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import { crDate } from '../../src/domain/costaRicaTime';
import { dollarCentsAt, dollarSaleOf, NEAREST_GAP } from '../../mock-api/restaurant/dollarSale';
import { finalPriceCents } from '../../src/domain/finalPrice';
import type { QrPaymentRecord } from '../../mock-api/restaurant/qrPayments';
import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { TEST_CARD } from '../support/qrPayment';
import { storedPayments, type PaymentSeen } from '../support/storedPayments';
import { apiForFile, DEMO, freeSeededTables, signedIn } from '../support/testApi';
import { editableProduct } from '../support/restaurantApi';

/**
 * A sale in dollars: a merchant whose currency is the dollar (the merchant record's
 * `currency_code` 840, set in the provider's merchant form) charges the QR menu's card sale in
 * dollars at the day's reference rate of the provider's table ('Tipos de cambio'), converted once,
 * and its tiquete is made from that charge: in USD with that TipoCambio, its TotalComprobante the
 * charge, valid against the v4.4 schema; cancelling it issues the nota de crédito in the same
 * currency and rate.
 */
const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin, staff: DEMO.merchant });
freeSeededTables(api, () => [tokens.staff]);
const state = () => api.store.state() as StateWithRestaurant;
const payments = storedPayments(state, () => api.clock.now());
const textOf = (xml: string, name: string) => new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName(name)[0]?.textContent ?? undefined;
/** Today's rate, entered by the provider for this test (an odd figure no default could give). */
const RATE = 512.37;
/**
 * The document's figure is the charge: exactly where a five-decimal price of its lines reaches it
 * (mock-api/restaurant/dollarSale.ts), else within NEAREST_GAP hundred-thousandths of a dollar, never a cent.
 */
const expectCharge = (xml: string, minor: number, tag = 'TotalComprobante') => {
  const units = Math.round(Number(textOf(xml, tag)) * 100_000);
  expect(Math.abs(units - minor * 1000), `${tag} ${textOf(xml, tag)} for ${minor / 100}`).toBeLessThanOrEqual(NEAREST_GAP);
};
const documentOf = (voucherId: string) => (state().electronicDocuments as ElectronicDocumentRecord[]).find((document) => document.voucher_id === voucherId)!;

const placeOrder = async () => {
  const table = state().tables.find((candidate) => candidate.merchant_id === 2) as TableRecord;
  const products = state().products.filter((product: ProductRecord) => product.merchant_id === 2 && product.available > 5);
  const placed = await api.call('POST', '/order/external', {
    body: { order: { detail: '', products: [{ id: products[0].id, quantity: 2 }, { id: products[1].id, quantity: 1 }], takeout: false }, token: table.token },
  });
  expect(placed.status, placed.text).toBe(200);
  return { orderId: placed.body.order.id as number, token: table.token, cancelKey: placed.body.cancelKey as string, total: placed.body.order.total as number };
};

describe("a dollar merchant's card sale", () => {
  let voucherId: string;
  let orderId: number;
  let orderTotal: number;
  let xml: string;

  it('is charged in dollars once the provider sets the merchant in dollars', async () => {
    const stored = state().merchants.find((candidate) => candidate.id === 2)!;
    expect(stored.currency_code).toBe(188);
    const menuToken = (state().tables.find((candidate) => candidate.merchant_id === 2) as TableRecord).token;
    // the menu tells the diner's phone how a card is charged: in colones, then in dollars at the rate
    expect((await api.call('GET', `/menu/getMenuQR/${menuToken}`)).body.merchant.cardDollarRate).toBeNull();
    const set = await api.call('PUT', '/merchant/2', { token: tokens.admin, body: { merchant: { ...stored, currency_code: 840 } } });
    expect(set.status, set.text).toBe(200);
    // the provider enters (or corrects) today's BCCR rate: the menu tells the phone that one
    const today = crDate(api.clock.now());
    const entered = (await api.call('GET', '/exchangeRate/getRates', { token: tokens.admin })).body.exchangeRates.some((row: { day: string }) => row.day === today)
      ? await api.call('PUT', `/exchangeRate/${today}`, { token: tokens.admin, body: { exchangeRate: { day: today, rate: RATE } } })
      : await api.call('POST', '/exchangeRate/', { token: tokens.admin, body: { exchangeRate: { day: today, rate: RATE } } });
    expect(entered.status, entered.text).toBe(200);
    expect((await api.call('GET', `/menu/getMenuQR/${menuToken}`)).body.merchant.cardDollarRate).toBe(RATE);
    const order = await placeOrder();
    orderId = order.orderId;
    orderTotal = order.total;
    const paid = await api.call('POST', '/order/pay/external', { body: { orderId: order.orderId, token: order.token, cancelKey: order.cancelKey, card: TEST_CARD } });
    expect(paid.status, paid.text).toBe(200);
    voucherId = paid.body.voucherId;
    expect(paid.body.transaction.currency_code).toBe(840);
    // the colones total at the day's rate, converted once, to the cent
    expect(paid.body.transaction.amount).toBe(dollarCentsAt(Math.round(order.total * 100), RATE));
    const voucher = await api.call('GET', `/invoice/${voucherId}`);
    expect(voucher.body.transaction).toMatchObject({ currency_code: 840, amount: paid.body.transaction.amount });
    expect(voucher.body.invoice.currencyId).toBe(840);
    expect(Math.round(voucher.body.invoice.dollarTotal * 100)).toBe(paid.body.transaction.amount);
    expect(voucher.body.electronicDocument).toMatchObject({ type: '04' });
  });

  it('issues its tiquete in USD with the exchange rate, valid against TiqueteElectronico_V4.4.xsd and signed', async () => {
    const result = await api.call('GET', `/invoice/${voucherId}/xml`);
    expect(result.status).toBe(200);
    xml = result.text;
    expect((await validateDocument('04', xml)).errors).toEqual([]);
    expect((await verifyDocument(xml)).valid).toBe(true);
    expect(textOf(xml, 'CodigoMoneda')).toBe('USD');
    expect(textOf(xml, 'TipoCambio')).toBe('512.37000');
    // its lines in dollars: the voucher's dollar prices
    const voucher = await api.call('GET', `/invoice/${voucherId}`);
    const prices = [...new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName('PrecioUnitario')].map((element) => Number(element.textContent));
    expect(prices).toEqual(voucher.body.invoice.details.map((line: { priceDollars: number }) => line.priceDollars));
    // the document is made from the charge: Hacienda's arithmetic on its lines gives exactly what the card paid
    expectCharge(xml, voucher.body.transaction.amount);
    expectCharge(xml, voucher.body.transaction.amount, 'TotalMedioPago');
    // the voucher lists each line at what it cost in dollars, IVA and service inside: they add up to the charge
    expect(voucher.body.invoice.details.reduce((cents: number, line: { finalDollars: number }) => cents + Math.round(line.finalDollars * 100), 0)).toBe(voucher.body.transaction.amount);
    // the printable page reads the document's rounding to the cent (none needed for these lines) apart from the service
    const printed = (await api.call('GET', `/invoice/${voucherId}/document`)).body.document.content;
    expect(printed).toMatchObject({ rounding: 0, total: voucher.body.transaction.amount / 100 });
  });

  it('is accepted by the reception', async () => {
    await expect.poll(() => documentOf(voucherId).status, { timeout: 15_000 }).not.toBe('recibido');
    expect(documentOf(voucherId)).toMatchObject({ status: 'aceptado', message: ACCEPTED_MESSAGE });
  });

  it("writes what five-decimal prices cannot reach as the document's rounding (OtrosCargos 99), and its nota gives back exactly the charge", async () => {
    // a lone dish of one unit at the first price whose dollar charge its line cannot reach (dollarSale.ts)
    const product = state().products.find((candidate) => candidate.merchant_id === 2 && candidate.name === 'Gallo pinto con huevo') as ProductRecord;
    const price = Array.from({ length: 400 }, (_, index) => 3000 + index * 7).find((candidate) => {
      const cents = finalPriceCents({ price: candidate, tax: product.tax, carriesService: product.carriesService }, { tableService: true });
      const line = { cabys: product.cabysCode, quantity: 1, unit: 'Unid' as const, detail: product.name, unitPrice: candidate, ivaRate: product.tax, carriesService: product.carriesService };
      return dollarSaleOf([{ line, cents }], dollarCentsAt(cents, RATE)).rounding > 0;
    });
    expect(price, `no price from ₡3,000 to ₡5,793 needs a rounding at ₡${RATE}`).toBeDefined();
    const editable = editableProduct(product);
    const priced = await api.call('PUT', `/product/${product.id}`, { token: tokens.staff, body: { product: { ...editable, price } } });
    expect(priced.status, priced.text).toBe(200);
    try {
      const table = state().tables.find((candidate) => candidate.merchant_id === 2) as TableRecord;
      const placed = await api.call('POST', '/order/external', { body: { order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false }, token: table.token } });
      expect(placed.status, placed.text).toBe(200);
      const paid = await api.call('POST', '/order/pay/external', { body: { orderId: placed.body.order.id, token: table.token, cancelKey: placed.body.cancelKey, card: TEST_CARD } });
      expect(paid.status, paid.text).toBe(200);
      const charge = paid.body.transaction.amount as number;
      const sale = (await api.call('GET', `/invoice/${paid.body.voucherId}/xml`)).text;
      expect((await validateDocument('04', sale)).errors).toEqual([]);
      expect((await verifyDocument(sale)).valid).toBe(true);
      expect(sale).toMatch(/<OtrosCargos><TipoDocumentoOC>99<\/TipoDocumentoOC><TipoDocumentoOTROS>[^<]+<\/TipoDocumentoOTROS><Detalle>Redondeo al centavo<\/Detalle><MontoCargo>0\.0000[1-9]<\/MontoCargo><\/OtrosCargos>/);
      // exactly the card's charge, not within a gap: the rounding makes it up
      expect(textOf(sale, 'TotalComprobante')).toBe((charge / 100).toFixed(5));
      expect(textOf(sale, 'TotalMedioPago')).toBe((charge / 100).toFixed(5));
      const printed = (await api.call('GET', `/invoice/${paid.body.voucherId}/document`)).body.document.content;
      expect(printed.rounding).toBeGreaterThan(0);
      expect(printed.total).toBe(charge / 100);

      // staff cancel it: the card gets the charge back, and the nota says the same to the cent, its rounding too
      const cancelled = await api.call('PUT', `/orders/${placed.body.order.id}/status`, { token: tokens.staff, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Pedido duplicado' } });
      expect(cancelled.status, cancelled.text).toBe(200);
      const refund = (state().qrPayments as QrPaymentRecord[]).find((payment) => payment.order_id === placed.body.order.id && payment.transaction_type_desc === 'REFUND')!;
      expect(refund.amount).toBe(charge);
      const note = (await api.call('GET', `/invoice/${refund.voucher_id}/xml`)).text;
      expect((await validateDocument('03', note)).errors).toEqual([]);
      expect(textOf(note, 'TotalComprobante')).toBe((charge / 100).toFixed(5));
      expect(textOf(note, 'MontoCargo')).toBe(textOf(sale, 'MontoCargo'));
    } finally {
      await api.call('PUT', `/product/${product.id}`, { token: tokens.staff, body: { product: editable } });
    }
  });

  it('is cancelled by a nota de crédito in the same currency and rate, refunded in dollars', async () => {
    const cancelled = await api.call('PUT', `/orders/${orderId}/status`, { token: tokens.staff, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Pedido duplicado' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const refund = (state().qrPayments as QrPaymentRecord[]).find((payment) => payment.order_id === orderId && payment.transaction_type_desc === 'REFUND')!;
    expect(refund).toMatchObject({ currency_code: 840, amount: (await api.call('GET', `/invoice/${voucherId}`)).body.transaction.amount });
    // the payment record, which the table's bill and the day's close read, stays in colones: so does its refund
    const [record] = payments.where((payment) => payment.transactionId === refund.refund_of);
    expect(record).toMatchObject({ currency: 'CRC', amount: orderTotal });
    expect(record.refunds?.map((entry) => entry.amount)).toEqual([orderTotal]);
    const note = (await api.call('GET', `/invoice/${refund.voucher_id}/xml`)).text;
    expect((await validateDocument('03', note)).errors).toEqual([]);
    expect(textOf(note, 'CodigoMoneda')).toBe('USD');
    expect(textOf(note, 'TipoCambio')).toBe('512.37000');
    expectCharge(note, refund.amount);
  });
});

/**
 * The table's bill of a dollar merchant (in the merchant's currency): a card payment of a part
 * of the bill is charged in dollars, its part at the receipt's conversion and the tip at the same
 * rate, its tiquete in USD; cancelling its orders one by one gives the card back dollars, each
 * order's lines as its partial nota de crédito in USD says, the last what is left of the bill's
 * charge, never the tip. The payment record, which the bill and the day's close read, stays in colones.
 */
describe("a dollar merchant's factura", () => {
  const RECEIVER = { name: 'Servicios Contables del Este S.A.', identificationType: '02', identificationNumber: '3101123456', email: 'facturas@example.cr' };
  const expectDollarFactura = async (xml: string, charged: number) => {
    expect((await validateDocument('01', xml)).errors).toEqual([]);
    expect((await verifyDocument(xml)).valid).toBe(true);
    expect(textOf(xml, 'CodigoMoneda')).toBe('USD');
    expect(textOf(xml, 'TipoCambio')).toBe('512.37000');
    expect(xml).toContain(`<Numero>${RECEIVER.identificationNumber}</Numero>`);
    expectCharge(xml, charged);
    expectCharge(xml, charged, 'TotalMedioPago');
  };

  it("is the order's card charge in USD, made out to its receiver, valid against FacturaElectronica_V4.4.xsd", async () => {
    const order = await placeOrder();
    const paid = await api.call('POST', '/order/pay/external', { body: { orderId: order.orderId, token: order.token, cancelKey: order.cancelKey, card: TEST_CARD, receiver: RECEIVER } });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.transaction.currency_code).toBe(840);
    expect(documentOf(paid.body.voucherId).type).toBe('01');
    await expectDollarFactura((await api.call('GET', `/invoice/${paid.body.voucherId}/xml`)).text, paid.body.transaction.amount);
  });

  it("is a bill share's card charge in USD without its tip, made out to its receiver", async () => {
    const table = state().tables.filter((candidate) => candidate.merchant_id === 2)[2] as TableRecord;
    const products = state().products.filter((product: ProductRecord) => product.merchant_id === 2 && product.available > 5);
    const placed = await api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: products[0].id, quantity: 3 }], takeout: false } } });
    expect(placed.status, placed.text).toBe(200);
    const bill = (await api.call('POST', '/table/tab/external', { body: { token: table.token } })).body.tab.amounts.total as number;
    const half = Math.floor(bill / 2);
    const paid = await api.call('POST', '/table/pay/external', {
      body: { token: table.token, amount: half, tip: 500, method: 'card', card: TEST_CARD, receiver: RECEIVER },
      headers: { 'Idempotency-Key': `dollar-factura-${Date.now()}` },
    });
    expect(paid.status, paid.text).toBe(200);
    const charge = (state().qrPayments as QrPaymentRecord[]).find((row) => row.voucher_id === paid.body.voucherId)!;
    expect(charge.currency_code).toBe(840);
    const tipCents = dollarCentsAt(500 * 100, RATE);
    expect(charge.amount).toBe(dollarCentsAt(half * 100, RATE) + tipCents);
    expect(documentOf(paid.body.voucherId).type).toBe('01');
    await expectDollarFactura((await api.call('GET', `/invoice/${paid.body.voucherId}/xml`)).text, charge.amount - tipCents);
  });
});

describe("a dollar merchant's table bill paid by card", () => {
  const TIP = 1000;
  let keys = 0;
  let table: TableRecord;
  let first: { id: number; total: number };
  let second: { id: number; total: number };
  let charge: QrPaymentRecord;
  let record: PaymentSeen;

  const order = async (productIndex: number, quantity: number) => {
    const products = state().products.filter((product: ProductRecord) => product.merchant_id === 2 && product.available > 5);
    const placed = await api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: products[productIndex].id, quantity }], takeout: false } } });
    expect(placed.status, placed.text).toBe(200);
    return placed.body.order as { id: number; total: number };
  };
  const pay = (body: Record<string, unknown>) =>
    api.call('POST', '/table/pay/external', { body: { token: table.token, ...body }, headers: { 'Idempotency-Key': `dollar-tab-${(keys += 1)}-${Date.now()}` } });
  const cancel = (id: number) => api.call('PUT', `/orders/${id}/status`, { token: tokens.staff, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó el gas' } });
  const refunds = () => (state().qrPayments as QrPaymentRecord[]).filter((row) => row.transaction_type_desc === 'REFUND' && row.refund_of === charge.transaction_id);
  const centsOf = (xml: string) => Math.round(Number(textOf(xml, 'TotalComprobante')) * 100);
  const referenceCode = (xml: string) => xml.match(/<InformacionReferencia>.*?<Codigo>([^<]*)<\/Codigo>/s)?.[1];

  it('charges the card the part in dollars plus the tip at the same rate, with its tiquete in USD', async () => {
    expect(state().merchants.find((candidate) => candidate.id === 2)!.currency_code).toBe(840);
    table = state().tables.filter((candidate) => candidate.merchant_id === 2)[1] as TableRecord;
    first = await order(0, 1);
    second = await order(1, 2);
    const bill = (await api.call('POST', '/table/tab/external', { body: { token: table.token } })).body.tab.amounts.total as number;
    const paid = await pay({ amount: bill, tip: TIP, method: 'card', card: TEST_CARD });
    expect(paid.status, paid.text).toBe(200);
    charge = (state().qrPayments as QrPaymentRecord[]).find((row) => row.voucher_id === paid.body.voucherId)!;
    record = payments.one(paid.body.payment.id);
    // the bill and the day's close read the record: in colones, the bill's own figures
    expect(record).toMatchObject({ currency: 'CRC', amount: bill, tip: TIP, method: 'card' });
    expect(charge.currency_code).toBe(840);
    const tipCents = dollarCentsAt(TIP * 100, RATE);
    // the bill's part and the tip, each converted once at the day's rate
    expect(charge.amount).toBe(dollarCentsAt(Math.round(bill * 100), RATE) + tipCents);

    const xml = (await api.call('GET', `/invoice/${charge.voucher_id}/xml`)).text;
    expect((await validateDocument('04', xml)).errors).toEqual([]);
    expect(textOf(xml, 'CodigoMoneda')).toBe('USD');
    expect(textOf(xml, 'TipoCambio')).toBe('512.37000');
    expect(textOf(xml, 'TipoMedioPago')).toBe('02');
    // the tiquete is exactly the bill's part the card paid; the card also paid the tip
    expectCharge(xml, charge.amount - tipCents);
    const voucher = (await api.call('GET', `/invoice/${charge.voucher_id}`)).body;
    expect(voucher.transaction).toMatchObject({ currency_code: 840, amount: charge.amount, tip: tipCents });
    expect(Math.round(voucher.invoice.dollarTotal * 100) + tipCents).toBe(charge.amount);
  });

  it('gives the card back an order’s dollars as its partial nota de crédito in USD says, the record its colones', async () => {
    expect((await cancel(second.id)).status).toBe(200);
    const [refund] = refunds();
    expect(refund).toMatchObject({ currency_code: 840, order_id: second.id, payment_id: record.id });
    const note = (await api.call('GET', `/invoice/${refund.voucher_id}/xml`)).text;
    expect((await validateDocument('03', note)).errors).toEqual([]);
    expect(referenceCode(note)).toBe('04');
    expect(textOf(note, 'CodigoMoneda')).toBe('USD');
    // the sale's rate, kept on it: the nota is the dollars given back, exactly
    expect(textOf(note, 'TipoCambio')).toBe('512.37000');
    expectCharge(note, refund.amount);
    expect(refund.amount).toBe(dollarCentsAt(Math.round(second.total * 100), RATE));
    // its voucher invoices that order's lines, in dollars, for what went back
    const voucher = (await api.call('GET', `/invoice/${refund.voucher_id}`)).body;
    // that order's one dish and its two units (one may stand apart, so the nota is the refund to the cent: dollarSale.ts)
    expect(new Set(voucher.invoice.details.map((line: { productId: number }) => line.productId)).size).toBe(1);
    expect(voucher.invoice.details.reduce((units: number, line: { quantity: number }) => units + line.quantity, 0)).toBe(2);
    expect(Math.round(voucher.invoice.dollarTotal * 100)).toBe(refund.amount);
    expect(record.refunds?.[0]).toMatchObject({ orderId: second.id, voucherId: refund.voucher_id });
    expect(Math.abs(record.refunds![0].amount - second.total)).toBeLessThan(0.05);
  });

  it('gives back the rest of the bill’s charge with the last order, never the tip', async () => {
    expect((await cancel(first.id)).status).toBe(200);
    const given = refunds();
    expect(given).toHaveLength(2);
    expect(given[1]).toMatchObject({ currency_code: 840, order_id: first.id });
    const tipCents = dollarCentsAt(TIP * 100, RATE);
    expect(given[0].amount + given[1].amount).toBe(charge.amount - tipCents);
    const note = (await api.call('GET', `/invoice/${given[1].voucher_id}/xml`)).text;
    expect((await validateDocument('03', note)).errors).toEqual([]);
    expect(textOf(note, 'CodigoMoneda')).toBe('USD');
    expectCharge(note, given[1].amount);
    // the record gives back what it holds of the bill, in colones
    expect(Math.round(record.refunds!.reduce((sum, entry) => sum + entry.amount, 0) * 100)).toBe(Math.round(record.amount * 100));
  });

  it('takes SINPE Móvil in colones, its tiquete in CRC', async () => {
    await order(0, 1);
    const bill = (await api.call('POST', '/table/tab/external', { body: { token: table.token } })).body.tab.amounts.remaining as number;
    const paid = await pay({ amount: bill, tip: 0, method: 'sinpe', sinpeReference: '84012345678' });
    expect(paid.status, paid.text).toBe(200);
    expect((await api.call('PUT', `/orders/payments/${paid.body.payment.id}/confirm`, { token: tokens.staff })).status).toBe(200);
    const receipt = (state().electronicDocuments as ElectronicDocumentRecord[]).find((document) => document.voucher_id === (state().payments as { id: number; merchant_id: number; documentId: string | null }[]).find((payment) => payment.id === paid.body.payment.id && payment.merchant_id === 2)!.documentId)!;
    expect(textOf(receipt.xml, 'CodigoMoneda') ?? 'CRC').toBe('CRC');
    expect(textOf(receipt.xml, 'TipoMedioPago')).toBe('06');
    expect(centsOf(receipt.xml)).toBe(Math.round(bill * 100));
  });
});
