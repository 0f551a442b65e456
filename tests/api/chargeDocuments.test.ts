import { describe, expect, it } from 'vitest';
import { crDate } from '../../src/domain/costaRicaTime';
import { addDays } from '../../src/domain/dateRanges';
import { receiptMessages } from '../../src/domain/receiptMessages';
import type { UnissuedCharge } from '../../src/domain/wire/receipts';
import { DOCUMENTS, type ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import { movementsOf, type LedgerMovement } from '../../mock-api/restaurant/ledger';
import { validateDocument } from '../../mock-api/receipts/xsdValidation';
import { receiptKeyOf } from '../../mock-api/restaurant/tabReceipts';
import type { PaymentRecord, StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { payQrOrder } from '../support/qrPayment';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/**
 * 'Cobros sin comprobante' on 'Comprobantes': the demo restaurant's seeded charges (mock-api/seed/bills.ts)
 * have no electronic document; the list shows the caller's merchant's only, and 'Emitir comprobante'
 * issues exactly one tiquete per charge, valid against the v4.4 schema, totalling what the charge
 * paid without its tip, in its own MedioPago.
 */
const api = apiForFile();
const token = signedIn(api, { owner: DEMO.merchant, operator: DEMO.operator, other: DEMO.merchant2, admin: DEMO.admin });
const state = () => api.store.state() as StateWithRestaurant;
const documents = () => (state()[DOCUMENTS] ?? []) as ElectronicDocumentRecord[];
const ledger = () => movementsOf(state());
const paymentOf = (charge: LedgerMovement) => (state().payments as PaymentRecord[]).find((payment) => payment.id === charge.paymentId && payment.merchant_id === charge.merchant_id)!;

const week = () => {
  const today = crDate(api.clock.now());
  return `from=${addDays(today, -7)}&to=${today}`;
};
const listAll = async (who: string) => {
  const first = await api.call('GET', `/receipts/charges?${week()}&size=100`, { token: who });
  expect(first.status).toBe(200);
  const charges: UnissuedCharge[] = [...first.body.charges];
  for (let page = 2; page <= first.body.pages; page++) charges.push(...(await api.call('GET', `/receipts/charges?${week()}&size=100&page=${page}`, { token: who })).body.charges);
  return { ...first.body, charges } as { charges: UnissuedCharge[]; total: number; amount: number };
};
const issue = (id: number, who: string = token.owner) => api.call('POST', `/receipts/charges/${id}/issue`, { token: who });

const xmlValue = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

describe("a day's charges without a document", () => {
  it("lists the merchant's confirmed charges of the range that have none, with what each paid without its tip", async () => {
    const listed = await listAll(token.owner);
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.charges).toHaveLength(listed.total);
    const documented = new Set(documents().map((document) => document.voucher_id));
    let sum = 0;
    for (const row of listed.charges) {
      const charge = ledger().find((movement) => movement.id === row.id)!;
      expect(charge).toMatchObject({ merchant_id: 2, kind: 'charge', status: 'confirmed', method: row.method });
      expect(documented.has(receiptKeyOf(paymentOf(charge)))).toBe(false);
      expect(row.amount).toBe(charge.amount / 100);
      expect(row.tip).toBe(charge.tip / 100);
      sum += charge.amount;
    }
    expect(listed.amount).toBe(sum / 100);
    // newest first, and every one of the week's undocumented charges is there
    expect(listed.charges.map((row) => row.at)).toEqual([...listed.charges.map((row) => row.at)].sort().reverse());
    const weekStart = Date.parse(`${addDays(crDate(api.clock.now()), -7)}T00:00:00-06:00`);
    const expected = ledger().filter((movement) => movement.merchant_id === 2 && movement.kind === 'charge' && movement.status === 'confirmed' && Date.parse(movement.at) >= weekStart && !documented.has(receiptKeyOf(paymentOf(movement))));
    expect(listed.total).toBe(expected.length);
  });

  it("shows another merchant nothing of them and refuses to issue theirs (404), changing nothing", async () => {
    const others = await listAll(token.other);
    expect(others.charges.every((row) => ledger().find((movement) => movement.id === row.id)?.merchant_id === 3)).toBe(true);
    const [row] = (await listAll(token.owner)).charges;
    const before = documents().length;
    const refused = await issue(row.id, token.other);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(receiptMessages.chargeNotFound);
    // the write has no body: its one input is the id in the path, refused whatever it is when not one of the caller's charges
    for (const id of ['999999', '0', '-1', 'abc', '1e3', '1.5', '99999999999999999999', '%00', `${row.id} `]) {
      const answer = await api.call('POST', `/receipts/charges/${encodeURIComponent(id)}/issue`, { token: token.owner });
      expect(answer.status, id).toBe(404);
      expect(answer.body.message, id).toBe(receiptMessages.chargeNotFound);
    }
    expect((await api.call('POST', `/receipts/charges/${row.id}/issue`)).status).toBe(401);
    expect((await issue(row.id, token.admin)).status).toBe(403);
    expect(documents()).toHaveLength(before);
  });

  it('issues one valid tiquete per charge, totalling what it paid in its MedioPago, and never a second', async () => {
    const listed = await listAll(token.owner);
    for (const method of ['card', 'sinpe', 'cash'] as const) {
      const row = listed.charges.find((candidate) => candidate.method === method && candidate.tip > 0) ?? listed.charges.find((candidate) => candidate.method === method)!;
      const charge = ledger().find((movement) => movement.id === row.id)!;
      const before = documents().length;
      // two clicks at once: one document
      const [first, second] = await Promise.all([issue(row.id), issue(row.id, token.operator)]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const issued = first.status === 200 ? first : second;
      expect((first.status === 409 ? first : second).body.message).toBe(receiptMessages.chargeHasDocument);
      expect(documents()).toHaveLength(before + 1);
      const document = documents().at(-1)!;
      expect(document).toMatchObject({ merchant_id: 2, type: '04', voucher_id: receiptKeyOf(paymentOf(charge)), clave: issued.body.document.clave });
      expect(issued.body.message).toBe(receiptMessages.chargeIssued(document.consecutivo));
      const schema = await validateDocument('04', document.xml);
      expect(schema.errors).toEqual([]);
      // what the charge paid of the bill, to the céntimo, never its tip
      expect(Math.round(Number(xmlValue(document.xml, 'TotalComprobante')) * 100)).toBe(charge.amount);
      expect(issued.body.document.total).toBe(charge.amount / 100);
      expect(xmlValue(document.xml, 'TipoMedioPago')).toBe({ card: '02', sinpe: '06', cash: '01' }[method]);
      // a third try later is refused too, and the charge leaves the list
      expect((await issue(row.id)).body.message).toBe(receiptMessages.chargeHasDocument);
      expect(documents()).toHaveLength(before + 1);
      expect((await listAll(token.owner)).charges.some((candidate) => candidate.id === row.id)).toBe(false);
    }
    expect((await listAll(token.owner)).total).toBe(listed.total - 3);
  });

  it('issues a charge that paid half a bill for exactly its half, to the céntimo', async () => {
    const listed = await listAll(token.owner);
    // a bill split in two: its tab has two charges, each paying part of some line
    const half = listed.charges.find((row) => {
      const charge = ledger().find((movement) => movement.id === row.id)!;
      return ledger().some((other) => other.id !== charge.id && other.kind === 'charge' && other.tabId === charge.tabId && other.merchant_id === 2) && charge.amount % 100 !== 0;
    }) ?? listed.charges.find((row) => {
      const charge = ledger().find((movement) => movement.id === row.id)!;
      return ledger().some((other) => other.id !== charge.id && other.kind === 'charge' && other.tabId === charge.tabId && other.merchant_id === 2);
    });
    expect(half).toBeDefined();
    const charge = ledger().find((movement) => movement.id === half!.id)!;
    const issued = await issue(charge.id);
    expect(issued.status).toBe(200);
    const document = documents().find((candidate) => candidate.clave === issued.body.document.clave)!;
    expect((await validateDocument('04', document.xml)).errors).toEqual([]);
    expect(Math.round(Number(xmlValue(document.xml, 'TotalComprobante')) * 100)).toBe(charge.amount);
  });

  it("does not list a payment that issued its own receipt", async () => {
    await payQrOrder(api, 2);
    const charge = ledger().at(-1)!;
    expect(documents().some((document) => document.voucher_id === receiptKeyOf(paymentOf(charge)))).toBe(true);
    expect((await listAll(token.owner)).charges.some((row) => row.id === charge.id)).toBe(false);
    expect((await issue(charge.id)).status).toBe(409);
  });
});
