import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import { storedDocuments } from '../../mock-api/restaurant/electronicReceipts';
import { receiptKeyOf } from '../../mock-api/restaurant/tabReceipts';
import type { PaymentRecord, TableRecord } from '../../mock-api/storage/restaurantRecords';
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
