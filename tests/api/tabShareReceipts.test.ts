import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import { storedDocuments } from '../../mock-api/restaurant/electronicReceipts';
import { receiptKeyOf } from '../../mock-api/restaurant/tabReceipts';
import type { PaymentRecord, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { invoiceReceiverMessages } from '../../src/domain/invoiceReceiverMessages';
import { restaurantForFile } from '../support/restaurantApi';

/**
 * The tiquete of each share of a table's bill: the lines that share paid (the ledger's allocation,
 * oldest round first), and a total that is exactly the money the payer handed over, so the shares'
 * documents add up to the bill to the céntimo.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const restaurant = restaurantForFile((product) => !product.optionGroups?.length);
const { api, tokens } = restaurant;

let keys = 0;
const headers = () => ({ 'Idempotency-Key': `share-key-${Date.now()}-${(keys += 1)}` });
const order = (table: TableRecord, index: number, quantity: number) =>
  api.call('POST', '/order/external', { body: { token: table.token, order: { detail: '', products: [{ id: restaurant.products[index].id, quantity }], takeout: false } }, headers: headers() });
const tab = async (table: TableRecord) => (await api.call('POST', '/table/tab/external', { body: { token: table.token } })).body.tab;
const pay = (table: TableRecord, body: Record<string, unknown>) => api.call('POST', '/table/pay/external', { body: { token: table.token, tip: 0, ...body }, headers: headers() });

/** The document's figures, as Hacienda reads them. */
const figuresOf = (xml: string) => {
  const number = (tag: string, text: string) => Number(new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(text)?.[1]);
  const lines = [...xml.matchAll(/<LineaDetalle>([\s\S]*?)<\/LineaDetalle>/g)].map(([, line]) => ({
    quantity: number('Cantidad', line),
    unitPrice: number('PrecioUnitario', line),
    amount: number('MontoTotal', line),
  }));
  return { lines, total: number('TotalComprobante', xml), medioPago: number('TotalMedioPago', xml) };
};
const c = (amount: number) => Math.round(amount * 100);

describe("a table's bill split three ways", () => {
  it("gives each share a tiquete of what it paid whose total is exactly what its payer handed over", async () => {
    const table = restaurant.tables[2];
    for (const [index, quantity] of [[0, 2], [1, 1], [2, 3]] as const) expect((await order(table, index, quantity)).status).toBe(200);
    const { amounts } = await tab(table);
    const total = c(amounts.total);
    const third = Math.floor(total / 3);
    const shares = [third, third, total - 2 * third];
    const paid: number[] = [];
    for (const [index, share] of shares.entries()) {
      // a tip on each share, which no document carries
      const answer = await pay(table, { amount: share / 100, tip: 250, method: index === 1 ? 'sinpe' : 'card', card: CARD, sinpeReference: `0001234567890${index}` });
      expect(answer.status, answer.text).toBe(200);
      if (index === 1) expect((await api.call('PUT', `/orders/payments/${answer.body.payment.id}/confirm`, { token: tokens.merchant })).status).toBe(200);
      paid.push(answer.body.payment.id);
    }
    const documents = storedDocuments(restaurant.state);
    let sum = 0;
    const records = (restaurant.state as unknown as { payments: PaymentRecord[] }).payments;
    for (const [index, id] of paid.entries()) {
      const payment = records.find((record) => record.id === id && record.merchant_id === 2)!;
      const document = documents.find((candidate) => candidate.voucher_id === receiptKeyOf(payment));
      expect(document, `tiquete of share ${index + 1}`).toBeDefined();
      expect((await validateDocument('04', document!.xml)).errors, `share ${index + 1}`).toEqual([]);
      const figures = figuresOf(document!.xml);
      expect(c(figures.medioPago), `share ${index + 1}`).toBe(shares[index]);
      // exactly the share, to the céntimo: no 0.00001 left over from a divided price
      expect(c(figures.total), `share ${index + 1}`).toBe(shares[index]);
      sum += c(figures.total);
      for (const line of figures.lines) expect(Math.round(line.quantity * line.unitPrice * 1e5)).toBe(Math.round(line.amount * 1e5));
      // what it paid, not every dish of the bill at a third of its price: dishes it paid whole at their own price: only a dish it shares with the share before or after
      // it (one at each end, the allocation being oldest line first) carries the part it paid
      const prices = new Set(restaurant.products.slice(0, 3).map((product) => product.price));
      expect(figures.lines.filter((line) => !prices.has(line.unitPrice)).length).toBeLessThanOrEqual(index === 1 ? 2 : 1);
    }
    expect(sum).toBe(total);
  });
});

describe("a colones bill paid by one card, one of its orders cancelled", () => {
  it('gives back that order as a partial nota de crédito (04) of the tiquete, valid, at the dishes’ prices, tip kept out', async () => {
    const table = restaurant.tables[5];
    const placed = [];
    for (const [index, quantity] of [[0, 1], [1, 2]] as const) {
      const answer = await order(table, index, quantity);
      expect(answer.status, answer.text).toBe(200);
      placed.push(answer.body.order as { id: number; total: number });
    }
    const { amounts } = await tab(table);
    const paid = await pay(table, { amount: amounts.total, tip: 700, method: 'card', card: CARD });
    expect(paid.status, paid.text).toBe(200);
    const payment = (restaurant.state as unknown as { payments: PaymentRecord[] }).payments.find((record) => record.id === paid.body.payment.id && record.merchant_id === 2)!;
    const sale = storedDocuments(restaurant.state).find((candidate) => candidate.voucher_id === receiptKeyOf(payment))!;
    expect(c(figuresOf(sale.xml).total)).toBe(c(amounts.total));

    const cancelled = await api.call('PUT', `/orders/${placed[1].id}/status`, { token: tokens.merchant, body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó el gas' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const notes = storedDocuments(restaurant.state).filter((candidate) => candidate.type === '03' && candidate.references === sale.clave);
    expect(notes).toHaveLength(1);
    const xml = notes[0].xml;
    expect((await validateDocument('03', xml)).errors).toEqual([]);
    // in part (04), naming the tiquete it corrects
    expect(/<InformacionReferencia>.*?<Codigo>([^<]*)<\/Codigo>/s.exec(xml)?.[1]).toBe('04');
    expect(/<InformacionReferencia>.*?<Numero>([^<]*)<\/Numero>/s.exec(xml)?.[1]).toBe(sale.clave);
    const figures = figuresOf(xml);
    // exactly the cancelled order, to the céntimo, the tip staying with the merchant
    expect(c(figures.total)).toBe(c(placed[1].total));
    expect(c(figures.medioPago)).toBe(c(placed[1].total));
    // its dish, its two units at the real unit price
    expect(figures.lines.reduce((units, line) => units + line.quantity, 0)).toBe(2);
    for (const line of figures.lines) expect(line.unitPrice).toBe(restaurant.products[1].price);
  });
});

describe("a factura for a share of the bill", () => {
  /** A company lunch: one colleague's cédula jurídica on every share's factura. */
  const RECEIVER = { name: 'Servicios Contables del Este S.A.', identificationType: '02', identificationNumber: '3101123456', email: 'facturas@example.cr' };
  const documentOf = (id: number) => {
    const payment = (restaurant.state as unknown as { payments: PaymentRecord[] }).payments.find((record) => record.id === id && record.merchant_id === 2)!;
    return storedDocuments(restaurant.state).find((candidate) => candidate.voucher_id === receiptKeyOf(payment));
  };
  /** A valid factura made out to the receiver, for exactly what the share paid without its tip. */
  const expectFactura = async (id: number, paid: number, medioPago: string) => {
    const document = documentOf(id);
    expect(document?.type).toBe('01');
    expect((await validateDocument('01', document!.xml)).errors).toEqual([]);
    const receptor = /<Receptor>([\s\S]*?)<\/Receptor>/.exec(document!.xml)?.[1] ?? '';
    expect(receptor).toContain(`<Nombre>${RECEIVER.name}</Nombre>`);
    expect(receptor).toContain(`<Numero>${RECEIVER.identificationNumber}</Numero>`);
    expect(receptor).toContain(`<CorreoElectronico>${RECEIVER.email}</CorreoElectronico>`);
    expect(document!.xml).toContain(`<TipoMedioPago>${medioPago}</TipoMedioPago>`);
    const figures = figuresOf(document!.xml);
    expect(c(figures.total)).toBe(paid);
    expect(c(figures.medioPago)).toBe(paid);
  };

  it('is issued to the receiver a share names, by card at once, by SINPE Móvil once staff confirm it, and by cash staff record', async () => {
    const table = restaurant.tables[6];
    for (const [index, quantity] of [[0, 2], [1, 2]] as const) expect((await order(table, index, quantity)).status).toBe(200);
    const total = c((await tab(table)).amounts.total);
    const third = Math.floor(total / 300) * 100;
    const byCard = await pay(table, { amount: third / 100, tip: 300, method: 'card', card: CARD, receiver: RECEIVER });
    expect(byCard.status, byCard.text).toBe(200);
    await expectFactura(byCard.body.payment.id, third, '02');

    const bySinpe = await pay(table, { amount: third / 100, method: 'sinpe', sinpeReference: '000987654321', receiver: RECEIVER });
    expect(bySinpe.status, bySinpe.text).toBe(200);
    // the receiver is not handed back to the table's phones
    expect(JSON.stringify(bySinpe.body)).not.toContain(RECEIVER.identificationNumber);
    expect(documentOf(bySinpe.body.payment.id)).toBeUndefined();
    expect((await api.call('PUT', `/orders/payments/${bySinpe.body.payment.id}/confirm`, { token: tokens.merchant })).status).toBe(200);
    await expectFactura(bySinpe.body.payment.id, third, '06');

    const rest = total - 2 * third;
    const cash = await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: rest / 100, tip: 0, received: Math.ceil(rest / 100_000) * 1000, receiver: RECEIVER } });
    expect(cash.status, cash.text).toBe(200);
    const cashPayment = (cash.body.table.tab.payments as { id: number; method: string }[]).find((payment) => payment.method === 'cash')!;
    await expectFactura(cashPayment.id, rest, '01');
  });

  it('is refused with the receiver’s Spanish message, nothing paid, when its data is wrong', async () => {
    const table = restaurant.tables[7];
    expect((await order(table, 0, 1)).status).toBe(200);
    const { amounts } = await tab(table);
    const before = JSON.stringify((restaurant.state as unknown as { payments: PaymentRecord[] }).payments);
    const wrong = { ...RECEIVER, identificationNumber: '123' };
    const refused = await pay(table, { amount: amounts.total, method: 'card', card: CARD, receiver: wrong });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(invoiceReceiverMessages.identificationNumber['02']);
    const cash = await api.call('POST', `/orders/tables/${table.id}/cash`, { token: tokens.merchant, body: { amount: amounts.total, tip: 0, received: Math.ceil(amounts.total / 1000) * 1000, receiver: wrong } });
    expect(cash.status).toBe(400);
    expect(cash.text).toContain(invoiceReceiverMessages.identificationNumber['02']);
    expect(JSON.stringify((restaurant.state as unknown as { payments: PaymentRecord[] }).payments)).toBe(before);
  });
});
