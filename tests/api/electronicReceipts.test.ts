import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { crDate } from '../../src/domain/costaRicaTime';
import { createApp } from '../../mock-api/app';
import { parseClave } from '../../mock-api/receipts/clave';
import { ACCEPTED_MESSAGE } from '../../mock-api/receipts/receptionSimulator';
import { verifyDocument } from '../../mock-api/receipts/signing';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import { loadOrSeed } from '../../mock-api/store';
import { merchantSigningKey, signingKeysDir } from '../../mock-api/restaurant/signingKeys';
import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, signedIn, type CallResult } from '../support/testApi';

/**
 * Electronic receipts, first slice: a card payment from the QR menu issues Hacienda's tiquete electrónico,
 * signed, valid against the v4.4 schema, numbered without gaps, and answered by the (simulated)
 * reception; the voucher names it and serves its XML.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };

const api = apiForFile();
const tokens = signedIn(api, { admin: DEMO.admin });
/** Every answer of this file, to look for the signing key in. */
const answers: string[] = [];

const call = async (method: string, path: string, options: Parameters<typeof api.call>[2] = {}): Promise<CallResult> => {
  const result = await api.call(method, path, options);
  answers.push(result.text);
  return result;
};

const state = () => api.store.state() as StateWithRestaurant;

/** Places an order of two products at the merchant's first table and pays it by card: the voucher id. */
const paidOrder = async (merchantId: number) => {
  const table = state().tables.find((candidate) => candidate.merchant_id === merchantId) as TableRecord;
  const products = state().products.filter((product: ProductRecord) => product.merchant_id === merchantId && product.available > 0);
  const placed = await call('POST', '/order/external', {
    body: { order: { detail: '', products: [{ id: products[0].id, quantity: 2 }, { id: products[1].id, quantity: 1 }], takeout: false }, token: table.token },
  });
  expect(placed.status).toBe(200);
  const paid = await call('POST', '/order/pay/external', { body: { orderId: placed.body.order.id, token: table.token, cancelKey: placed.body.cancelKey, card: CARD } });
  expect(paid.status).toBe(200);
  return { voucherId: paid.body.voucherId as string, products: [products[0], products[1]] };
};

const xmlText = (xml: string, name: string) => new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName(name)[0]?.textContent ?? undefined;

describe('a card payment from the QR menu issues a tiquete electrónico', () => {
  let voucherId: string;
  let xml: string;
  let clave: string;

  it('names the tiquete on the voucher, received by Hacienda', async () => {
    ({ voucherId } = await paidOrder(2));
    const voucher = await call('GET', `/invoice/${voucherId}`);
    expect(voucher.status).toBe(200);
    expect(voucher.body.electronicDocument).toMatchObject({ type: '04', status: 'recibido' });
    clave = voucher.body.electronicDocument.clave;
    expect(clave).toMatch(/^\d{50}$/);
    expect(voucher.body.electronicDocument.consecutivo).toBe(clave.slice(21, 41));
  });

  it('serves its signed XML, valid against TiqueteElectronico_V4.4.xsd, its signature verified', async () => {
    const result = await call('GET', `/invoice/${voucherId}/xml`);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/xml/);
    xml = result.text;
    const schema = await validateDocument('04', xml);
    expect(schema.errors).toEqual([]);
    expect(schema.valid).toBe(true);
    expect((await verifyDocument(xml)).valid).toBe(true);
    // a byte changed after signing breaks it
    expect((await verifyDocument(xml.replace('<MedioPago><TipoMedioPago>02', '<MedioPago><TipoMedioPago>01'))).valid).toBe(false);
  });

  it('carries 506, today in Costa Rica, the issuer and the consecutivo in its clave', () => {
    const [year, month, day] = crDate(api.clock.now()).split('-');
    const merchant = state().merchants.find((candidate) => candidate.id === 2)!;
    expect(clave.slice(0, 3)).toBe('506');
    expect(clave.slice(3, 9)).toBe(`${day}${month}${year.slice(2)}`);
    expect(clave.slice(9, 21)).toBe(merchant.documentNumber.padStart(12, '0'));
    expect(xmlText(xml, 'Clave')).toBe(clave);
    expect(xmlText(xml, 'NumeroConsecutivo')).toBe(clave.slice(21, 41));
    expect(clave.slice(21, 31)).toBe('0010000104');
    expect(parseClave(clave)?.situacion).toBe('1');
  });

  it('bills the order: its lines by CABYS code, the 10 % service, card payment, the receipt’s total', async () => {
    const voucher = await call('GET', `/invoice/${voucherId}`);
    const lines = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName('LineaDetalle');
    const products = state().products;
    expect(lines.length).toBe(voucher.body.invoice.details.length);
    for (const [index, detail] of (voucher.body.invoice.details as { productId: number; quantity: number }[]).entries()) {
      const product = products.find((candidate) => candidate.id === detail.productId)!;
      expect(lines[index].getElementsByTagName('CodigoCABYS')[0].textContent).toBe(product.cabysCode);
      expect(Number(lines[index].getElementsByTagName('Cantidad')[0].textContent)).toBe(detail.quantity);
      expect(Number(lines[index].getElementsByTagName('Tarifa')[0].textContent)).toBe(product.tax);
    }
    // the demo restaurant has table service
    expect(xmlText(xml, 'TipoDocumentoOC')).toBe('06');
    expect(xmlText(xml, 'TipoMedioPago')).toBe('02');
    const total = Number(xmlText(xml, 'TotalComprobante'));
    expect(Math.round(total * 100)).toBe(Math.round(voucher.body.invoice.localTotal * 100));
    expect(Math.round(total * 100)).toBe(voucher.body.transaction.amount);
  });

  it('is accepted by the reception a moment later', async () => {
    const document = async () => (await call('GET', `/invoice/${voucherId}`)).body.electronicDocument as { status: string; message?: string };
    await expect.poll(async () => (await document()).status, { timeout: 15_000 }).not.toBe('recibido');
    expect(await document()).toMatchObject({ status: 'aceptado', message: ACCEPTED_MESSAGE });
  });

  it('numbers two payments in a row consecutively', async () => {
    const first = (await call('GET', `/invoice/${(await paidOrder(2)).voucherId}`)).body.electronicDocument.consecutivo as string;
    const second = (await call('GET', `/invoice/${(await paidOrder(2)).voucherId}`)).body.electronicDocument.consecutivo as string;
    expect(Number(first.slice(10))).toBe(Number(clave.slice(31, 41)) + 1);
    expect(Number(second.slice(10))).toBe(Number(first.slice(10)) + 1);
    expect(state().documentSequences).toEqual([{ merchant_id: 2, establishment: '001', terminal: '00001', type: '04', last: Number(second.slice(10)) }]);
  });

  it('numbers concurrent payments without a gap or a repeat', async () => {
    const before = (state().documentSequences as { last: number }[])[0].last;
    const vouchers = await Promise.all([1, 2, 3, 4].map(() => paidOrder(2)));
    const numbers = await Promise.all(vouchers.map(async ({ voucherId: id }) => Number((await call('GET', `/invoice/${id}`)).body.electronicDocument.consecutivo.slice(10))));
    expect([...numbers].sort((a, b) => a - b)).toEqual([before + 1, before + 2, before + 3, before + 4]);
  });

  it('is on disk with its payment and its number: a restart reads the same counter and documents', () => {
    const disk = loadOrSeed(api.store.file);
    const documents = state().electronicDocuments as { clave: string; voucher_id: string }[];
    expect(documents).toHaveLength(7);
    expect(disk.documentSequences).toEqual(state().documentSequences);
    expect((disk.electronicDocuments as { clave: string }[]).map((document) => document.clave)).toEqual(documents.map((document) => document.clave));
    const paid = new Set((disk.qrPayments as { voucher_id: string }[]).map((payment) => payment.voucher_id));
    expect(documents.every((document) => paid.has(document.voucher_id))).toBe(true);
  });
});

describe('no number is taken', () => {
  it('by a payment refused (the order paid already)', async () => {
    const table = state().tables.find((candidate) => candidate.merchant_id === 2) as TableRecord;
    const product = state().products.find((candidate) => candidate.merchant_id === 2 && candidate.available > 0)!;
    const placed = await call('POST', '/order/external', { body: { order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false }, token: table.token } });
    const body = { orderId: placed.body.order.id, token: table.token, cancelKey: placed.body.cancelKey, card: CARD };
    expect((await call('POST', '/order/pay/external', { body })).status).toBe(200);
    const counter = JSON.stringify(state().documentSequences);
    expect((await call('POST', '/order/pay/external', { body })).status).toBe(409);
    expect(JSON.stringify(state().documentSequences)).toBe(counter);
  });
});

describe('a document the API stopped before Hacienda answered', () => {
  it('is answered when the API starts again', async () => {
    // the first one, answered long ago: no timer of its own is pending
    const first = (state().electronicDocuments as { status: string; message?: string }[])[0];
    expect(first.status).toBe('aceptado');
    // as a kill -9 between receiving and answering leaves it
    first.status = 'recibido';
    delete first.message;
    createApp({ store: api.store, clock: api.clock });
    await expect.poll(() => first.status, { timeout: 15_000 }).not.toBe('recibido');
    expect(first).toMatchObject({ status: 'aceptado', message: ACCEPTED_MESSAGE });
  });
});

describe('no tiquete', () => {
  it('for a merchant in the simplified regime', async () => {
    const { voucherId } = await paidOrder(3);
    expect((await call('GET', `/invoice/${voucherId}`)).body.electronicDocument).toBeNull();
    const xml = await call('GET', `/invoice/${voucherId}/xml`);
    expect(xml.status).toBe(404);
    expect(xml.body.message).toBeTruthy();
  });

  it('for a merchant with electronic invoicing off', async () => {
    const stored = state().merchants.find((candidate) => candidate.id === 2)!;
    const fiscal = stored.fiscal;
    // the provider's merchant form sends the record back as it read it, electronic invoicing off
    const off = await call('PUT', '/merchant/2', { token: tokens.admin, body: { merchant: { ...stored, electronicInvoice: false } } });
    expect(off.status).toBe(200);
    // the provider's form keeps the fiscal identity it does not edit
    expect(state().merchants.find((candidate) => candidate.id === 2)?.fiscal).toEqual(fiscal);
    const documents = (state().electronicDocuments as unknown[]).length;
    const { voucherId } = await paidOrder(2);
    expect((await call('GET', `/invoice/${voucherId}`)).body.electronicDocument).toBeNull();
    expect((await call('GET', `/invoice/${voucherId}/xml`)).status).toBe(404);
    expect((state().electronicDocuments as unknown[]).length).toBe(documents);
  });

  it('for a voucher id that does not exist', async () => {
    expect((await call('GET', `/invoice/${'A'.repeat(22)}/xml`)).status).toBe(404);
  });
});

describe('the signing key', () => {
  it('stays in its own file, encrypted, out of every answer and of the data file', async () => {
    const dir = signingKeysDir(api.store.file);
    const file = join(dir, 'merchant-2.json');
    expect(statSync(file).mode & 0o077).toBe(0);
    const merchant = state().merchants.find((candidate) => candidate.id === 2)!;
    const privateKey = (await merchantSigningKey(api.store.file, 2, merchant.fiscal!, merchant.fiscal!.legalName)).privateKey.toString('base64');
    // any 40 characters of the key's base64 would betray it
    const pieces = [0, 200, 600, 1000].map((start) => privateKey.slice(start, start + 40));
    await api.store.flush();
    const stored = readdirSync(dirname(api.store.file))
      .filter((name) => name.startsWith('db.json'))
      .map((name) => readFileSync(join(dirname(api.store.file), name), 'utf8'));
    expect(stored.join('').length).toBeGreaterThan(1000);
    // the key file holds it only encrypted (AES-256-GCM under the portal's key)
    const keyFile = readFileSync(file, 'utf8');
    expect(JSON.parse(keyFile)).toMatchObject({ version: 2, source: 'test' });
    for (const text of [...answers, ...stored, keyFile]) for (const piece of pieces) expect(text.includes(piece)).toBe(false);
  });
});
