import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import { rateAt } from '../../mock-api/provider/exchangeRates';
import { dollarCentsAt } from '../../mock-api/restaurant/dollarSale';
import type { ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { DEMO_RESTAURANT_ID } from '../../mock-api/seed/merchants';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * 'Lleva servicio (10 %)' end to end: the 10 % restaurant service (Ley 4946) on what is consumed at
 * the restaurant only, the same on the menu's price, the order, the card charge and the electronic
 * document, whose summary counts CABYS sections 5–9 as services and writes a 0 % rate as tarifa 0 %.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const RECEIVER = { name: 'María Rodríguez Solano', identificationType: '01', identificationNumber: '1-0234-0567', email: 'maria@example.cr' };

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, admin: DEMO.admin });
const state = () => api.store.state() as StateWithRestaurant;
const product = (name: string) => state().products.find((candidate) => candidate.merchant_id === DEMO_RESTAURANT_ID && candidate.name === name) as ProductRecord;
const documents = () => (state().electronicDocuments ?? []) as ElectronicDocumentRecord[];

/** A casado and a beer (served: service), a dessert (a good the kitchen makes: service), the recipe book (a good to take home) and a cooking class (a service sold: no service). */
const MIX = [
  ['Casado con pollo', 2],
  ['Cerveza Imperial', 1],
  ['Tres leches', 1],
  ['Libro «La cocina de Doña Ana»', 1],
  ['Clase de cocina tica (2 horas)', 1],
] as const;

const children = (parent: Element, name: string) => Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === name);
const field = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? '';
/** The document's lines and summary, amounts in hundred-thousandths. */
const readDocument = (xml: string) => {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
  const units = (text: string) => Math.round(Number(text) * 100_000);
  const lines = children(children(root, 'DetalleServicio')[0], 'LineaDetalle').map((line) => ({
    cabys: field(line, 'CodigoCABYS'),
    unit: field(line, 'UnidadMedida'),
    detail: field(line, 'Detalle'),
    subtotal: units(field(line, 'SubTotal')),
    tariff: field(children(line, 'Impuesto')[0], 'CodigoTarifaIVA'),
  }));
  const summary = children(root, 'ResumenFactura')[0];
  const charges = children(root, 'OtrosCargos');
  return {
    lines,
    service: charges.reduce((sum, charge) => sum + units(field(charge, 'MontoCargo')), 0),
    summary: (name: string) => units(field(summary, name) || '0'),
    paid: children(summary, 'MedioPago').reduce((sum, payment) => sum + units(field(payment, 'TotalMedioPago')), 0),
  };
};

const placeAndPay = async (extra: Record<string, unknown> = {}) => {
  const table = state().tables.find((candidate) => candidate.merchant_id === DEMO_RESTAURANT_ID) as TableRecord;
  const placed = await api.call('POST', '/order/external', {
    body: { order: { detail: '', products: MIX.map(([name, quantity]) => ({ id: product(name).id, quantity })), takeout: false }, token: table.token },
  });
  expect(placed.status, placed.text).toBe(200);
  const paid = await api.call('POST', '/order/pay/external', { body: { orderId: placed.body.order.id, token: table.token, cancelKey: placed.body.cancelKey, card: CARD, ...extra } });
  expect(paid.status, paid.text).toBe(200);
  return { order: placed.body.order as { id: number; total: number; otherCharges: number }, voucherId: paid.body.voucherId as string, amount: paid.body.transaction.amount as number, table };
};

describe('the seeded products carry the service where the restaurant serves them', () => {
  it('on for dishes, drinks and desserts; off for the shop, the class and catering', () => {
    for (const name of ['Casado con pollo', 'Cerveza Imperial', 'Tres leches']) expect(product(name).carriesService, name).toBe(true);
    for (const name of ['Libro «La cocina de Doña Ana»', 'Clase de cocina tica (2 horas)', 'Almuerzo para eventos (por persona)', 'Café molido Tarrazú 340 g']) {
      expect(product(name).carriesService, name).toBe(false);
    }
  });

  it('the QR menu’s price adds the 10 % only to what carries it', async () => {
    const table = state().tables.find((candidate) => candidate.merchant_id === DEMO_RESTAURANT_ID) as TableRecord;
    const menu = await api.call('GET', `/menu/getMenuQR/${table.token}`);
    expect(menu.status).toBe(200);
    const shown = new Map<string, { displayPrice: number; carriesService: boolean }>();
    const walk = (nodes: { products: { name: string; displayPrice: number; carriesService: boolean }[]; submenu: unknown[] }[]) => {
      for (const node of nodes) {
        for (const item of node.products) shown.set(item.name, item);
        walk(node.submenu as typeof nodes);
      }
    };
    walk(menu.body.menuqr);
    // ₡4,800 + 13 % IVA + 10 % service; the ₡12,000 book at 0 %, nothing added; the ₡25,000 class + 2 % IVA only
    expect(shown.get('Casado con pollo')).toMatchObject({ displayPrice: 5904, carriesService: true });
    expect(shown.get('Libro «La cocina de Doña Ana»')).toMatchObject({ displayPrice: 12000, carriesService: false });
    expect(shown.get('Clase de cocina tica (2 horas)')).toMatchObject({ displayPrice: 25500, carriesService: false });
  });
});

describe('a tiquete of served and unserved lines, goods and services', () => {
  let paid: Awaited<ReturnType<typeof placeAndPay>>;
  let xml: string;

  it('charges the card the menu’s prices: the service only on the casados, the beer and the dessert', async () => {
    paid = await placeAndPay();
    // (2 × 4,800 + 2,000 + 2,400) × 10 %
    expect(paid.order.otherCharges).toBe(1400);
    const menuTotal = MIX.reduce((sum, [name, quantity]) => sum + Math.round(product(name).price * (100 + product(name).tax + (product(name).carriesService ? 10 : 0))) * quantity, 0);
    expect(Math.round(paid.order.total * 100)).toBe(menuTotal);
    expect(paid.amount).toBe(menuTotal);
    xml = (await api.call('GET', `/invoice/${paid.voucherId}/xml`)).text;
  });

  it('validates against TiqueteElectronico_V4.4.xsd', async () => {
    const schema = await validateDocument('04', xml);
    expect(schema.errors).toEqual([]);
    expect(schema.valid).toBe(true);
  });

  it('writes OtrosCargos 06 over the flagged lines’ base only, and TotalComprobante is what the card paid', () => {
    const document = readDocument(xml);
    const flagged = new Set<string>(MIX.filter(([name]) => product(name).carriesService).map(([name]) => name));
    const base = document.lines.filter((line) => flagged.has(line.detail)).reduce((sum, line) => sum + line.subtotal, 0);
    expect(base).toBe(14_000 * 100_000);
    expect(document.service).toBe(base / 10);
    expect(document.summary('TotalOtrosCargos')).toBe(document.service);
    expect(document.summary('TotalComprobante')).toBe(paid.amount * 1000);
    expect(document.paid).toBe(paid.amount * 1000);
  });

  it('sums CABYS sections 5–9 as services, in a service unit, and the rest as goods', () => {
    const document = readDocument(xml);
    const services = document.lines.filter((line) => /^[5-9]/.test(line.cabys));
    const goods = document.lines.filter((line) => !/^[5-9]/.test(line.cabys));
    // the casados (6331…), the beer (634…) and the class (929…); the dessert (234…) and the book (322…)
    expect(services.map((line) => line.detail).sort()).toEqual(['Casado con pollo', 'Cerveza Imperial', 'Clase de cocina tica (2 horas)']);
    expect(services.every((line) => line.unit === 'Os')).toBe(true);
    expect(goods.every((line) => line.unit === 'Unid')).toBe(true);
    expect(document.summary('TotalServGravados')).toBe(services.reduce((sum, line) => sum + line.subtotal, 0));
    expect(document.summary('TotalMercanciasGravadas')).toBe(goods.reduce((sum, line) => sum + line.subtotal, 0));
    expect(document.summary('TotalServGravados')).toBeGreaterThan(0);
  });

  it('writes the book’s 0 % as tarifa 0 % (01), not exenta', () => {
    const document = readDocument(xml);
    expect(document.lines.find((line) => line.detail.startsWith('Libro'))?.tariff).toBe('01');
    expect(document.lines.map((line) => line.tariff)).not.toContain('10');
    expect(document.summary('TotalExento')).toBe(0);
    expect(document.summary('TotalMercanciasExentas')).toBe(0);
  });

  it('a nota de crédito cancelling it gives back the service of the same lines, valid against its schema', async () => {
    const cancelled = await api.call('PUT', `/orders/${paid.order.id}/status`, { token: tokens.merchant, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó el gas' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const nota = documents().find((document) => document.type === '03' && document.order_id === paid.order.id);
    expect(nota).toBeDefined();
    const schema = await validateDocument('03', nota!.xml);
    expect(schema.errors).toEqual([]);
    const original = readDocument(xml);
    const credit = readDocument(nota!.xml);
    expect(credit.service).toBe(original.service);
    expect(credit.summary('TotalComprobante')).toBe(original.summary('TotalComprobante'));
    expect(credit.summary('TotalServGravados')).toBe(original.summary('TotalServGravados'));
    expect(credit.lines.map((line) => line.unit)).toEqual(original.lines.map((line) => line.unit));
  });

  it('a factura of the same lines is valid against FacturaElectronica_V4.4.xsd with the same figures', async () => {
    const factura = await placeAndPay({ receiver: RECEIVER });
    const facturaXml = (await api.call('GET', `/invoice/${factura.voucherId}/xml`)).text;
    const schema = await validateDocument('01', facturaXml);
    expect(schema.errors).toEqual([]);
    const document = readDocument(facturaXml);
    expect(document.service).toBe(1400 * 100_000);
    expect(document.summary('TotalComprobante')).toBe(factura.amount * 1000);
  });
});

describe('a new product’s flag', () => {
  const body = (name: string, cabysCode: string, taxCodeId: number, extra: Record<string, unknown> = {}) => ({
    product: { menuId: product('Casado con pollo').menuId, name, shortDescription: 'Prueba', price: 1000, taxCodeId, unit: 1, cabysCode, ...extra },
  });

  it('follows its CABYS code when the body leaves it out, and is kept on an edit that leaves it out', async () => {
    const dish = await api.call('POST', '/product/', { token: tokens.merchant, body: body('Plato de prueba', '6331000000000', 8) });
    expect(dish.status, dish.text).toBe(200);
    expect(dish.body.product.carriesService).toBe(true);
    const book = await api.call('POST', '/product/', { token: tokens.merchant, body: body('Libro de prueba', '3229900009900', 1) });
    expect(book.body.product.carriesService).toBe(false);
    // the owner's choice stands over the code's
    const sold = await api.call('POST', '/product/', { token: tokens.merchant, body: body('Plato para llevar', '6331000000000', 8, { carriesService: false }) });
    expect(sold.body.product.carriesService).toBe(false);
    const edited = await api.call('PUT', `/product/${sold.body.product.id}`, { token: tokens.merchant, body: body('Plato para llevar', '6331000000000', 8, { price: 1200 }) });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.product.carriesService).toBe(false);
  });

  it('refuses a flag that is not a boolean, in Spanish, and changes nothing', async () => {
    const before = state().products.length;
    const refused = await api.call('POST', '/product/', { token: tokens.merchant, body: body('Plato raro', '6331000000000', 8, { carriesService: 'sí' }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Indique si el producto lleva el servicio del 10 %: sí o no.', field: 'carriesService' });
    expect(state().products.length).toBe(before);
  });
});

/**
 * A dollar merchant's card sale of the same lines (mock-api/restaurant/dollarSale.ts): the card is
 * charged the colones converted once at the day's rate, and the USD document made from that charge
 * still charges the service on the flagged lines alone.
 */
describe('the same lines sold in dollars', () => {
  it('charge the colones at the day’s rate; the USD tiquete is that charge, its service 10 % of the flagged lines only', async () => {
    const stored = state().merchants.find((candidate) => candidate.id === DEMO_RESTAURANT_ID)!;
    const set = await api.call('PUT', `/merchant/${DEMO_RESTAURANT_ID}`, { token: tokens.admin, body: { merchant: { ...stored, currency_code: 840 } } });
    expect(set.status, set.text).toBe(200);
    const rate = rateAt(state(), api.clock.now());
    const paid = await placeAndPay();
    expect(paid.order.otherCharges).toBe(1400);
    expect(paid.amount).toBe(dollarCentsAt(Math.round(paid.order.total * 100), rate));
    const usd = (await api.call('GET', `/invoice/${paid.voucherId}/xml`)).text;
    expect((await validateDocument('04', usd)).errors).toEqual([]);
    const document = readDocument(usd);
    const flagged = new Set<string>(MIX.filter(([name]) => product(name).carriesService).map(([name]) => name));
    const base = document.lines.filter((line) => flagged.has(line.detail)).reduce((sum, line) => sum + line.subtotal, 0);
    const unflagged = document.lines.filter((line) => !flagged.has(line.detail)).reduce((sum, line) => sum + line.subtotal, 0);
    expect(unflagged).toBeGreaterThan(0);
    // 10 % of the flagged lines' base, rounded half-up once, as documentTotals.ts
    expect(document.service).toBe(Math.floor((base + 5) / 10));
    expect(document.summary('TotalOtrosCargos')).toBe(document.service);
    // one-unit lines among them: the document is the charge to the hundred-thousandth
    expect(document.summary('TotalComprobante')).toBe(paid.amount * 1000);
    expect(document.paid).toBe(paid.amount * 1000);
    // the nota cancelling it gives back the service of the same lines, and the same dollars
    const cancelled = await api.call('PUT', `/orders/${paid.order.id}/status`, { token: tokens.merchant, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó el gas' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const nota = documents().find((candidate) => candidate.type === '03' && candidate.order_id === paid.order.id)!;
    expect((await validateDocument('03', nota.xml)).errors).toEqual([]);
    const credit = readDocument(nota.xml);
    expect(credit.service).toBe(document.service);
    expect(credit.summary('TotalComprobante')).toBe(paid.amount * 1000);
  });
});
