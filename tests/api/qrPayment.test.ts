import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { crDate } from '../../src/domain/costaRicaTime';
import { luhnValid } from '../../src/domain/card';
import type { QrPaymentRecord } from '../../mock-api/restaurant/qrPayments';
import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { PORTAL_RATE_LIMITS } from '../../mock-api/auth/rateLimits';
import { apiForFile, DEMO, signedIn, startTestApi } from '../support/testApi';

// A VISA number with a valid check digit that appears nowhere in the seed; its CVV is never sent.
const NUMBER = '4929180567305545';
const CVV = '731';
const CARD = { name: 'Ana Solís', number: NUMBER, expiry: '1230' };

let table: TableRecord;
let products: ProductRecord[];

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, merchant2: DEMO.merchant2, admin: DEMO.admin });
beforeAll(async () => {
  const state = api.store.state() as StateWithRestaurant;
  table = state.tables.find((candidate) => candidate.merchant_id === 2)!;
  products = state.products.filter((product) => product.merchant_id === 2);
});

/** An order of two products (2 × the first, 1 × the second) from the demo restaurant's first table. */
const placeOrder = async () => {
  const result = await api.call('POST', '/order/external', {
    body: { order: { detail: '', products: [{ id: products[0].id, quantity: 2 }, { id: products[1].id, quantity: 1 }], takeout: false }, token: table.token },
  });
  expect(result.status).toBe(200);
  return result.body as { order: { id: number; total: number; products: { name: string; quantity: number; price: number }[] }; cancelKey: string };
};
const pay = (body: unknown) => api.call('POST', '/order/pay/external', { body });
const payBody = (placed: Awaited<ReturnType<typeof placeOrder>>, extra: Record<string, unknown> = {}) => ({
  orderId: placed.order.id,
  token: table.token,
  cancelKey: placed.cancelKey,
  card: CARD,
  ...extra,
});
const cancel = (placed: Awaited<ReturnType<typeof placeOrder>>) =>
  api.call('PUT', `/order/cancel/external/${placed.order.id}/${table.token}`, { body: { order: placed.order, token: table.token, cancelKey: placed.cancelKey } });
const report = (token: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/transaction/bymerchant', { token, body: { startDate: crDate(Date.now()), endDate: crDate(Date.now()), pageIndex: 0, pageSize: 15, ...extra } });
const payments = () => ((api.store.state() as Record<string, unknown>).qrPayments ?? []) as QrPaymentRecord[];

describe('POST /order/pay/external', () => {
  it('uses a test number that passes the check digit', () => expect(luhnValid(NUMBER)).toBe(true));

  let placed: Awaited<ReturnType<typeof placeOrder>>;
  let voucherId: string;
  let transactionId: number;

  it('records an approved card transaction for the merchant and answers its voucher id', async () => {
    const before = await report(tokens.merchant);
    placed = await placeOrder();
    const result = await pay(payBody(placed));
    expect(result.status).toBe(200);
    voucherId = result.body.voucherId;
    transactionId = result.body.transaction.transaction_id;
    // random like the seeded ids (128 bits, base64url), not derived from the number
    expect(voucherId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(voucherId).not.toContain(String(transactionId));
    expect(result.body.transaction).toMatchObject({ amount: Math.round(placed.order.total * 100), currency_code: 188, pan: '********5545', status: 'APPROVED' });
    // numbers continue after every seeded one
    const seededMax = Math.max(...(api.store.state().transactions as { transaction_id: number }[]).map((row) => row.transaction_id));
    expect(transactionId).toBe(seededMax + 1);

    // the merchant's report: newest first, so on the first page, with the masked card and the voucher link
    const after = await report(tokens.merchant);
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.transactions[0]).toMatchObject({
      transaction_id: transactionId,
      voucher_id: voucherId,
      pan: '********5545',
      scheme: 'VISA',
      status: 'APPROVED',
      transaction_type_desc: 'PAYMENT',
      amount: Math.round(placed.order.total * 100),
      currency_code: 188,
      merchant: { id: 2, name: 'Restaurante La Casona de Doña Ana' },
      full_name: 'Menú QR',
    });
    // found by its number, by the provider for all merchants and for this one
    expect((await report(tokens.merchant, { transactionId })).body.transactions.map((row: { voucher_id: string }) => row.voucher_id)).toEqual([voucherId]);
    expect((await report(tokens.admin, { merchantId: 0 })).body.transactions.some((row: { voucher_id: string }) => row.voucher_id === voucherId)).toBe(true);
    expect((await report(tokens.admin, { merchantId: 2, transactionId })).body.total).toBe(1);
  });

  it('shows the payment to no other merchant', async () => {
    const other = await report(tokens.merchant2, { pageSize: 100 });
    expect(other.status).toBe(200);
    expect(other.body.transactions.some((row: { voucher_id: string }) => row.voucher_id === voucherId)).toBe(false);
    expect((await report(tokens.merchant2, { transactionId })).body.total).toBe(0);
    // even when it names the merchant (ignored for a merchant's user)
    expect((await report(tokens.merchant2, { merchantId: 2, transactionId })).body.total).toBe(0);
    expect((await report(tokens.admin, { merchantId: 3, transactionId })).body.total).toBe(0);
  });

  it('pages the merchant’s report over both collections: every row once, newest first, as many as the total', async () => {
    // a second payment, so the report holds more than one of them among the seeded rows
    const totalsBefore = (await report(tokens.merchant)).body.totals;
    const second = await placeOrder();
    api.clock.advance(1000);
    expect((await pay(payBody(second))).status).toBe(200);
    // the per-currency totals over the range count it too
    const crc = (totals: { currency: string; count: number; amount: number }[]) => totals.find((total) => total.currency === 'CRC')!;
    const totalsAfter = (await report(tokens.merchant)).body.totals;
    expect(crc(totalsAfter).count).toBe(crc(totalsBefore).count + 1);
    expect(crc(totalsAfter).amount).toBe(crc(totalsBefore).amount + Math.round(second.order.total * 100));
    const seen: { transaction_id: number; date_time: string }[] = [];
    const first = await report(tokens.merchant, { pageSize: 5 });
    for (let page = 0; page < first.body.pages; page++) seen.push(...(await report(tokens.merchant, { pageSize: 5, pageIndex: page })).body.transactions);
    expect(seen).toHaveLength(first.body.total);
    expect(new Set(seen.map((row) => row.transaction_id)).size).toBe(seen.length);
    const times = seen.map((row) => Date.parse(row.date_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.filter((row) => row.transaction_id > transactionId - 1).length).toBe(2);
    // oldest first pages the same rows from the other end
    const oldest: { transaction_id: number }[] = [];
    for (let page = 0; page < first.body.pages; page++) oldest.push(...(await report(tokens.merchant, { pageSize: 5, pageIndex: page, sortOrder: 'ASC' })).body.transactions);
    expect(oldest.map((row) => row.transaction_id)).toEqual(seen.map((row) => row.transaction_id).reverse());
  });

  it('shows the voucher with the order’s own lines as its invoice', async () => {
    const result = await api.call('GET', `/invoice/${voucherId}`);
    expect(result.status).toBe(200);
    expect(result.body.transaction).toMatchObject({ transaction_id: transactionId, pan: '********5545', status: 'APPROVED', amount: Math.round(placed.order.total * 100) });
    expect(result.body.merchant.name).toBe('Restaurante La Casona de Doña Ana');
    const { invoice } = result.body;
    expect(invoice.details.map((line: { product: { name: string }; quantity: number; priceLocal: number }) => [line.product.name, line.quantity, line.priceLocal])).toEqual(
      placed.order.products.map((line) => [line.name, line.quantity, line.price]),
    );
    expect(invoice.localTotal).toBe(placed.order.total);
    expect(invoice.currencyId).toBe(188);
  });

  it('keeps no full number, CVV, expiry or holder name anywhere: state, data file, journal, outbox', async () => {
    expect(payments().length).toBeGreaterThan(0);
    for (const payment of payments()) expect(payment.pan).toMatch(/^\*{8}\d{4}$/);
    await api.store.flush();
    const files = [api.store.file, `${api.store.file}.journal`, api.outboxFile].filter((file) => existsSync(file));
    const texts = [JSON.stringify(api.store.state()), ...files.map((file) => readFileSync(file, 'utf8'))];
    for (const text of texts) {
      expect(text.includes(NUMBER)).toBe(false);
      expect(text.includes(NUMBER.slice(0, 12))).toBe(false);
      expect(text.includes('Ana Solís')).toBe(false);
      expect(text.includes('"expiry"')).toBe(false);
      expect(text.includes('"cvv"')).toBe(false);
    }
  });

  it('refuses to pay an order twice', async () => {
    const count = payments().length;
    const again = await pay(payBody(placed));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'El pedido ya fue pagado.' });
    expect(payments()).toHaveLength(count);
  });

  it('refuses to cancel a paid order, even inside its 15 seconds', async () => {
    const fresh = await placeOrder();
    expect((await pay(payBody(fresh))).status).toBe(200);
    const refused = await cancel(fresh);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'El pedido ya fue pagado y no puede cancelarse.' });
    const stored = (api.store.state() as StateWithRestaurant).orders.find((order) => order.id === fresh.order.id)!;
    expect(stored.status).toBe('CREATED');
  });

  it('refuses to pay a cancelled order', async () => {
    const fresh = await placeOrder();
    expect((await cancel(fresh)).status).toBe(200);
    const refused = await pay(payBody(fresh));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'El pedido fue cancelado y no puede pagarse.' });
  });

  it('answers a wrong key, another table or an unknown order alike, and records nothing', async () => {
    const fresh = await placeOrder();
    const otherTable = (api.store.state() as StateWithRestaurant).tables.find((candidate) => candidate.merchant_id === 2 && candidate.id !== table.id)!;
    const count = payments().length;
    for (const body of [
      payBody(fresh, { cancelKey: 'A'.repeat(22) }),
      payBody(fresh, { cancelKey: placed.cancelKey }),
      payBody(fresh, { token: otherTable.token }),
      payBody(fresh, { orderId: 999_999 }),
    ]) {
      const refused = await pay(body);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'El pedido no existe o no corresponde a esta mesa.' });
    }
    expect(payments()).toHaveLength(count);
    // the right key still pays it
    expect((await pay(payBody(fresh))).status).toBe(200);
  });

  it('refuses malformed bodies and bad cards with a Spanish message, records nothing, and never takes a CVV', async () => {
    const fresh = await placeOrder();
    const count = payments().length;
    const cases: [unknown, string][] = [
      // a bare null is refused by the JSON reader before any schema
      [null, 'La solicitud no tiene un formato válido.'],
      ['"pago"', 'La solicitud no tiene un formato válido.'],
      [[], 'El pago no tiene un formato válido.'],
      [payBody(fresh, { card: undefined }), 'Por favor valide los datos de la tarjeta.'],
      [payBody(fresh, { card: { ...CARD, number: '4929180567305546' } }), 'Por favor valide los datos de la tarjeta.'],
      [payBody(fresh, { card: { ...CARD, number: 4929180567305545 } }), 'Por favor valide los datos de la tarjeta.'],
      [payBody(fresh, { card: { ...CARD, number: '6011111111111117' } }), 'Solo se aceptan tarjetas VISA, MasterCard y American Express.'],
      [payBody(fresh, { card: { ...CARD, expiry: '0120' } }), 'La tarjeta está vencida o la fecha de expiración no es válida.'],
      [payBody(fresh, { card: { ...CARD, expiry: '1330' } }), 'La tarjeta está vencida o la fecha de expiración no es válida.'],
      [payBody(fresh, { card: { ...CARD, expiry: '12/30' } }), 'Por favor valide los datos de la tarjeta.'],
      [payBody(fresh, { card: { ...CARD, name: '  ' } }), 'Debe completar los campos requeridos.'],
      [payBody(fresh, { card: { ...CARD, cvv: CVV } }), 'El código de seguridad (CVV) no debe enviarse.'],
      [payBody(fresh, { orderId: '1' }), 'El pedido no existe o no corresponde a esta mesa.'],
      [payBody(fresh, { token: 'mesa-1' }), 'Este código QR no corresponde a ninguna mesa activa. Solicite al personal un código nuevo.'],
      [payBody(fresh, { cancelKey: undefined }), 'El pedido no existe o no corresponde a esta mesa.'],
    ];
    for (const [body, message] of cases) {
      const refused = await pay(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message, JSON.stringify(body)).toBe(message);
      expect(refused.text).not.toContain(NUMBER);
    }
    expect(payments()).toHaveLength(count);
  });
});

describe('the payment endpoint’s rate limit', () => {
  it('answers 429 with Retry-After once an address has tried more payments than the portal allows', async () => {
    const limited = await startTestApi({ rateLimits: PORTAL_RATE_LIMITS });
    try {
      const attempt = () => limited.call('POST', '/order/pay/external', { body: { orderId: 1, token: 'A'.repeat(22), cancelKey: 'A'.repeat(22), card: CARD } });
      for (let index = 0; index < PORTAL_RATE_LIMITS.pay.limit; index++) expect((await attempt()).status).toBe(404);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'Demasiadas solicitudes. Intente de nuevo en unos minutos.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
