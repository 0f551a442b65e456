import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import { bookOf, movementsOf, type LedgerMovement } from '../../mock-api/restaurant/ledger';
import { receiptKeyOf } from '../../mock-api/restaurant/tabReceipts';
import { copySeed } from '../../mock-api/seed/seedFiles';
import type { PaymentRecord, ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { loadOrSeed } from '../../mock-api/store';
import { signIn, startApiProcess } from '../support/apiProcess';
import { DEMO, DEMO_PASSWORD } from '../support/testApi';

/**
 * A receipt's number is taken in the same durable write as its payment, so a kill -9 in
 * the middle of concurrent card payments leaves no acknowledged payment's consecutivo repeated or
 * skipped, and the restarted API continues the sequence where the disk left it. The payments are
 * mixed (docs/departures.md, "One ledger for money"): half the payers pay their orders from the
 * receipt, half from the table's bill by items; on disk every charge of the ledger has its card
 * transaction and its tiquete, and every tiquete its charge.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const PAYERS = 8;
const ORDERS_EACH = 3;
const KILL_AFTER = 10;
const MERCHANT = 2;
/** The mixed crash: tables of the demo restaurant, shares of each kind a table, writes answered before the kill. */
const MIXED_TABLES = 4;
const MIXED_SHARES = 2;
const MIXED_KILL_AFTER = 18;
/** Orders of a table of their own, each paid from its receipt by card and then cancelled by staff. */
const REFUNDED_ORDERS = 3;
/** The kinds of the table's bill: each a share of an amount. */
const TAB_KINDS = new Set(['card', 'sinpe', 'confirm', 'cash']);

/**
 * A write the mixed crash saw answered 200: the payment it made (or confirmed), its table, share and tip
 * in colones; `order`, an order's own card payment (its voucher), `cancel`, staff's cancel of that order.
 */
interface MixedWrite {
  kind: 'card' | 'sinpe' | 'confirm' | 'cash' | 'order' | 'cancel';
  tableId: number;
  paymentId: number | undefined;
  /** Each share's own payer's name (a cash payment is found by it: staff's answer is the table, not the payment). */
  payerName: string;
  share: number;
  tip: number;
  orderId?: number;
  voucherId?: string;
}

let keys = 0;
const newKey = () => `crash-${Date.now()}-${(keys += 1)}`;
/** A public POST; `key`: its Idempotency-Key, a new one when true. */
const post = async (url: string, path: string, body: unknown, key: string | boolean = false) => {
  const headers = { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key === true ? newKey() : key } : {}) };
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { ok: response.ok, status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const sequenceOf = (consecutivo: string) => Number(consecutivo.slice(10));
/** A staff write (POST or PUT) with its bearer token. */
const staff = async (url: string, method: 'POST' | 'PUT', path: string, token: string, body?: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ok: response.ok, status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('electronic receipts survive a crash', () => {
  it('numbers every acknowledged card payment once, without a gap, across kill -9 and a restart', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-receipts-crash-'));
    const file = join(dir, 'db.json');
    copySeed(inject('seedFile'), file);
    const seed = JSON.parse(readFileSync(file, 'utf8')) as { tables: TableRecord[]; products: ProductRecord[]; documentSequences?: unknown[] };
    expect(seed.documentSequences ?? []).toEqual([]);
    const table = seed.tables.find((candidate) => candidate.merchant_id === MERCHANT)!;
    const products = seed.products
      .filter((product) => product.merchant_id === MERCHANT && product.available > 10)
      .sort((a, b) => b.available - a.available)
      .slice(0, PAYERS);

    const first = await startApiProcess(file);
    // the orders first (24, within the 60 an address may place), then 8 payers paying 3 each, side by side
    const orders: { orderId: number; productId: number; token: string; cancelKey: string }[][] = [];
    for (let payer = 0; payer < PAYERS; payer++) {
      orders.push([]);
      for (let n = 0; n < ORDERS_EACH; n++) {
        const placed = await post(first.url, '/order/external', { token: table.token, order: { detail: '', products: [{ id: products[payer % products.length].id, quantity: 1 }], takeout: false } });
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        orders[payer].push({ orderId: (placed.body.order as { id: number }).id, productId: products[payer % products.length].id, token: table.token, cancelKey: placed.body.cancelKey as string });
      }
    }

    const acknowledged: string[] = [];
    const refused: string[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killing: Promise<void> | undefined;
    const payer = async (index: number) => {
      for (const { productId, ...keys } of orders[index]) {
        if (killing) return;
        inFlight++;
        try {
          // even payers from the order's receipt, odd ones from the table's bill, that order's line by items
          const paid =
            index % 2 === 0
              ? await post(first.url, '/order/pay/external', { ...keys, card: CARD })
              : await post(first.url, '/table/pay/external', { token: keys.token, items: [{ orderId: keys.orderId, productId, quantity: 1 }], tip: 0, method: 'card', card: CARD }, true);
          if (paid.ok) acknowledged.push(paid.body.voucherId as string);
          else refused.push(`${paid.status}: ${JSON.stringify(paid.body)}`);
        } catch {
          // the connection died with the process: not acknowledged
          return;
        } finally {
          inFlight--;
        }
        if (acknowledged.length >= KILL_AFTER && !killing) {
          inFlightAtKill = inFlight;
          killing = first.crash();
        }
      }
    };
    await Promise.all(Array.from({ length: PAYERS }, (_, index) => payer(index)));
    await killing;
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // the kill came while other payments were still waiting for their answers
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startApiProcess(file);
    try {
      // every acknowledged payment's voucher names its tiquete, each with a number of its own
      const numbers: number[] = [];
      for (const voucherId of acknowledged) {
        const voucher = await fetch(`${second.url}/invoice/${voucherId}`).then((response) => response.json() as Promise<{ electronicDocument: { type: string; consecutivo: string } | null }>);
        expect(voucher.electronicDocument?.type, voucherId).toBe('04');
        numbers.push(sequenceOf(voucher.electronicDocument!.consecutivo));
      }
      expect(new Set(numbers).size).toBe(numbers.length);

      // the next payment continues the sequence the disk holds
      const fresh = await post(second.url, '/order/external', { token: table.token, order: { detail: '', products: [{ id: products[0].id, quantity: 1 }], takeout: false } });
      const next = await post(second.url, '/order/pay/external', { orderId: (fresh.body.order as { id: number }).id, token: table.token, cancelKey: fresh.body.cancelKey, card: CARD });
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      const nextVoucher = await fetch(`${second.url}/invoice/${next.body.voucherId as string}`).then((response) => response.json() as Promise<{ electronicDocument: { consecutivo: string } }>);
      acknowledged.push(next.body.voucherId as string);
      numbers.push(sequenceOf(nextVoucher.electronicDocument.consecutivo));
    } finally {
      await second.stop();
    }

    // on disk: tiquetes 1…n, none repeated or skipped, the counter at n, every acknowledged payment among them
    const disk = loadOrSeed(file) as unknown as { electronicDocuments: ElectronicDocumentRecord[]; documentSequences: { merchant_id: number; type: string; last: number }[] };
    const tiquetes = disk.electronicDocuments.filter((document) => document.merchant_id === MERCHANT && document.type === '04');
    const stored = tiquetes.map((document) => sequenceOf(document.consecutivo)).sort((a, b) => a - b);
    expect(stored).toEqual(Array.from({ length: stored.length }, (_, index) => index + 1));
    expect(disk.documentSequences.find((counter) => counter.merchant_id === MERCHANT && counter.type === '04')?.last).toBe(stored.length);
    const byVoucher = new Set(tiquetes.map((document) => document.voucher_id));
    expect(acknowledged.filter((voucherId) => !byVoucher.has(voucherId))).toEqual([]);
    expect(new Set(tiquetes.map((document) => document.clave)).size).toBe(tiquetes.length);
    // the ledger on disk: each charge has its card transaction and its tiquete, each tiquete its charge
    const money = disk as unknown as { ledger: LedgerMovement[]; qrPayments: { transaction_id: number; voucher_id: string; merchant_id: number; transaction_type_desc: string }[] };
    // (the seed's charges name no card transaction: these are the test's)
    const charges = money.ledger.filter((row) => row.merchant_id === MERCHANT && row.kind === 'charge' && row.transactionId !== null);
    const sales = new Map(money.qrPayments.filter((row) => row.merchant_id === MERCHANT && row.transaction_type_desc === 'PAYMENT').map((row) => [row.transaction_id, row.voucher_id]));
    const chargedVouchers = charges.map((charge) => sales.get(charge.transactionId ?? -1));
    expect(chargedVouchers.filter((voucherId) => voucherId === undefined)).toEqual([]);
    expect(new Set(chargedVouchers)).toEqual(byVoucher);
    expect(acknowledged.filter((voucherId) => !chargedVouchers.includes(voucherId))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Every writer of the ledger at once (mock-api/restaurant/ledger.ts): over four tables, diners pay equal
   * shares by card with a tip and by SINPE Móvil, staff confirm each reference and record cash; at a fifth,
   * diners pay their orders from the receipt and staff cancel each once paid, which refunds it with its nota
   * de crédito (mock-api/routes/orderBoard.ts). The merchant charges cards in dollars (the test above keeps
   * colones), so the card shares, the orders and their refunds are dollar sales whose charge the ledger keeps
   * in colones. Killed once writes of every kind were answered; after the restart the phones left without an
   * answer pay again with their Idempotency-Key and staff confirm what still waits. On disk: nothing answered
   * is lost or paid twice, a charge and its document (by receiptKeyOf, mock-api/restaurant/tabReceipts.ts)
   * are both there or neither, a refund and its nota too, no refund without its charge, no line is paid past
   * its price, and the numbers have no gap.
   */
  it('keeps every acknowledged card share in dollars, SINPE Móvil confirmation, cash payment and refund across kill -9, each with its document', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-ledger-crash-'));
    const file = join(dir, 'db.json');
    copySeed(inject('seedFile'), file);
    const seed = JSON.parse(readFileSync(file, 'utf8')) as StateWithRestaurant & { payments: PaymentRecord[]; electronicDocuments?: ElectronicDocumentRecord[] };
    // what the seed holds already: the test's own movements, payments and documents come after it
    const seedMovement = Math.max(0, ...movementsOf(seed).map((movement) => movement.id));
    const seedPayment = Math.max(0, ...seed.payments.map((payment) => payment.id));
    const seedDocuments = new Set((seed.electronicDocuments ?? []).map((document) => document.clave));
    // not the first table: the test above pays there
    const tables = seed.tables.filter((table) => table.merchant_id === MERCHANT).slice(1, 1 + MIXED_TABLES);
    const products = seed.products
      .filter((product) => product.merchant_id === MERCHANT && product.available > 10)
      .sort((a, b) => b.available - a.available)
      .slice(0, MIXED_TABLES);
    expect(tables.length).toBe(MIXED_TABLES);
    const refundTable = seed.tables.filter((table) => table.merchant_id === MERCHANT)[1 + MIXED_TABLES];

    const first = await startApiProcess(file);
    const cashier = await signIn(first.url, DEMO.merchant, DEMO_PASSWORD);
    // the provider sets the merchant in dollars (its merchant form): its cards are charged in USD at the day's rate
    const provider = await signIn(first.url, DEMO.admin, DEMO_PASSWORD);
    const merchant = seed.merchants.find((candidate) => candidate.id === MERCHANT)!;
    const inDollars = await staff(first.url, 'PUT', `/merchant/${MERCHANT}`, provider, { merchant: { ...merchant, currency_code: 840 } });
    expect(inDollars.status, JSON.stringify(inDollars.body)).toBe(200);
    // the orders staff will cancel, placed before any money moves
    const refundOrders: { orderId: number; cancelKey: string }[] = [];
    for (let n = 0; n < REFUNDED_ORDERS; n++) {
      const placed = await post(first.url, '/order/external', { token: refundTable.token, order: { detail: '', products: [{ id: products[n % products.length].id, quantity: 1 }], takeout: false } });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      refundOrders.push({ orderId: (placed.body.order as { id: number }).id, cancelKey: placed.body.cancelKey as string });
    }
    // three rounds a table (12 orders), then the share each writer pays: whole colones, together less than the table owes
    const shares = new Map<number, number>();
    for (const [index, table] of tables.entries()) {
      for (let round = 0; round < 3; round++) {
        const placed = await post(first.url, '/order/external', { token: table.token, order: { detail: '', products: [{ id: products[index % products.length].id, quantity: 2 }], takeout: false } });
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      }
      const tab = await post(first.url, '/table/tab/external', { token: table.token });
      const remaining = (tab.body.tab as { amounts: { remaining: number } }).amounts.remaining;
      shares.set(table.id, Math.floor(remaining / (3 * MIXED_SHARES + 1)));
      expect(shares.get(table.id)).toBeGreaterThan(0);
    }

    const acknowledged: MixedWrite[] = [];
    const refused: string[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killing: Promise<void> | undefined;
    /** A diner's payment sent but never answered: its phone pays again with the same Idempotency-Key after the restart. */
    const unanswered: { done: Omit<MixedWrite, 'paymentId'>; body: unknown; key: string }[] = [];
    /** One write; its answer when acknowledged, undefined once the process is gone or the write was refused. */
    const write = async (
      done: Omit<MixedWrite, 'paymentId'> & { paymentId?: number },
      send: () => Promise<{ ok: boolean; status: number; body: Record<string, unknown> }>,
      retry?: { body: unknown; key: string },
    ) => {
      if (killing) return undefined;
      inFlight++;
      let answer;
      try {
        answer = await send();
      } catch {
        // the connection died with the process: not acknowledged
        if (retry) unanswered.push({ done, ...retry });
        return undefined;
      } finally {
        inFlight--;
      }
      if (!answer.ok) {
        refused.push(`${done.kind} at table ${done.tableId}: ${answer.status} ${JSON.stringify(answer.body)}`);
        return undefined;
      }
      const paymentId = done.paymentId ?? ((answer.body.payment as { id: number } | undefined)?.id);
      acknowledged.push({ ...done, paymentId, voucherId: done.voucherId ?? (answer.body.voucherId as string | undefined) });
      // killed once enough writes, of every kind, were answered: the others are still under way
      if (!killing && acknowledged.length >= MIXED_KILL_AFTER && new Set(acknowledged.map((row) => row.kind)).size === TAB_KINDS.size + 2) {
        inFlightAtKill = inFlight;
        killing = first.crash();
      }
      return answer.body;
    };
    const cardDiners = async (table: TableRecord, share: number) => {
      for (let n = 0; n < MIXED_SHARES; n++) {
        const tip = Math.round(share * 0.1);
        const payerName = `Tarjeta ${table.id}-${n}`;
        const body = { token: table.token, amount: share, tip, method: 'card', card: CARD, payerName };
        const key = newKey();
        const paid = await write({ kind: 'card', tableId: table.id, share, tip, payerName }, () => post(first.url, '/table/pay/external', body, key), { body, key });
        if (!paid) return;
      }
    };
    const sinpeDiners = async (table: TableRecord, share: number) => {
      for (let n = 0; n < MIXED_SHARES; n++) {
        // each share from a phone of its own, its own transfer's reference
        const payerName = `SINPE ${table.id}-${n}`;
        const body = { token: table.token, amount: share, tip: 0, method: 'sinpe', sinpeReference: String(50_000_000 + table.id * 10 + n), phoneKey: `telefono-${table.id}-${n}-de-prueba`, payerName };
        const key = newKey();
        const paid = await write({ kind: 'sinpe', tableId: table.id, share, tip: 0, payerName }, () => post(first.url, '/table/pay/external', body, key), { body, key });
        if (!paid) return;
        const paymentId = (paid.payment as { id: number }).id;
        const confirmed = await write({ kind: 'confirm', tableId: table.id, share, tip: 0, payerName, paymentId }, () => staff(first.url, 'PUT', `/orders/payments/${paymentId}/confirm`, cashier));
        if (!confirmed) return;
      }
    };
    const cashierAt = async (table: TableRecord, share: number) => {
      for (let n = 0; n < MIXED_SHARES; n++) {
        // cash is whole colones: the tip too, and what the diner hands over a round ₡1 000
        const tip = Math.round(share * 0.05);
        const payerName = `Efectivo ${table.id}-${n}`;
        const recorded = await write({ kind: 'cash', tableId: table.id, share, tip, payerName }, () =>
          staff(first.url, 'POST', `/orders/tables/${table.id}/cash`, cashier, { amount: share, tip, received: Math.ceil((share + tip) / 1000) * 1000, payerName }),
        );
        if (!recorded) return;
      }
    };
    const refunder = async () => {
      for (const { orderId, cancelKey } of refundOrders) {
        const base = { tableId: refundTable.id, payerName: '', share: 0, tip: 0, orderId };
        const paid = await write({ ...base, kind: 'order' }, () => post(first.url, '/order/pay/external', { orderId, token: refundTable.token, cancelKey, card: CARD }));
        if (!paid) return;
        const voucherId = paid.voucherId as string;
        const cancelled = await write({ ...base, kind: 'cancel', voucherId }, () =>
          staff(first.url, 'PUT', `/orders/${orderId}/status`, cashier, { from: 'CREATED', status: 'CANCELLED', reason: 'Se cayó el sistema' }),
        );
        if (!cancelled) return;
      }
    };
    await Promise.all([
      ...tables.flatMap((table) => [cardDiners(table, shares.get(table.id)!), sinpeDiners(table, shares.get(table.id)!), cashierAt(table, shares.get(table.id)!)]),
      refunder(),
    ]);
    expect(killing, `no kill: ${acknowledged.length} writes answered`).toBeDefined();
    await killing;
    expect(refused).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);

    const tableIds = new Set(tables.map((table) => table.id));
    const second = await startApiProcess(file);
    let confirmedAfter: number[] = [];
    try {
      // the references still waiting (their confirmation never answered, or never sent) are confirmed by the
      // restarted API: their tiquetes continue the sequence the disk holds
      // a phone that got no answer pays again with its key: the first answer when that payment was kept, else a new one
      for (const { done, body, key } of unanswered) {
        const again = await post(second.url, '/table/pay/external', body, key);
        expect(again.status, JSON.stringify(again.body)).toBe(200);
        acknowledged.push({ ...done, paymentId: (again.body.payment as { id: number }).id });
      }
      const staffAgain = await signIn(second.url, DEMO.merchant, DEMO_PASSWORD);
      const board = (await fetch(`${second.url}/orders/tables`, { headers: { authorization: `Bearer ${staffAgain}` } }).then((response) => response.json())) as {
        tables: { id: number; tab: { payments: { id: number; method: string; status: string }[] } | null }[];
      };
      confirmedAfter = board.tables
        .filter((table) => tableIds.has(table.id))
        .flatMap((table) => table.tab?.payments ?? [])
        .filter((payment) => payment.method === 'sinpe' && payment.status === 'pending')
        .map((payment) => payment.id);
      for (const paymentId of confirmedAfter) {
        const confirmed = await staff(second.url, 'PUT', `/orders/payments/${paymentId}/confirm`, staffAgain);
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      }
    } finally {
      await second.stop();
    }

    const disk = loadOrSeed(file) as unknown as StateWithRestaurant & {
      payments: PaymentRecord[];
      qrPayments: { transaction_id: number; voucher_id: string; merchant_id: number; currency_code: number; transaction_type_desc: string; refund_of?: number }[];
      electronicDocuments: ElectronicDocumentRecord[];
      documentSequences: { merchant_id: number; type: string; last: number }[];
    };
    const movements = movementsOf(disk).filter((movement) => movement.id > seedMovement);
    const payments = disk.payments.filter((payment) => payment.id > seedPayment);
    const chargeOf = (paymentId: number) => movements.find((movement) => movement.kind === 'charge' && movement.paymentId === paymentId);
    const documents = disk.electronicDocuments.filter((document) => document.merchant_id === MERCHANT && !seedDocuments.has(document.clave));

    // (1) every acknowledged write is on disk: its payment with its charge, of its amount and tip; a confirmation
    // acknowledged before the kill was not left for the restarted API to make
    const lost = acknowledged.filter((done) => TAB_KINDS.has(done.kind)).filter((done) => {
      const payment = payments.find((candidate) => (done.paymentId !== undefined ? candidate.id === done.paymentId : candidate.payerName === done.payerName));
      const charge = payment && chargeOf(payment.id);
      return !charge || charge.tableId !== done.tableId || charge.amount !== done.share * 100 || charge.tip !== done.tip * 100 || charge.status !== 'confirmed';
    });
    expect(lost).toEqual([]);
    // a diner's share paid once, however often its phone sent it
    const paidShares = acknowledged.filter((done) => done.kind === 'card' || done.kind === 'sinpe' || done.kind === 'cash');
    expect(paidShares.filter((done) => payments.filter((payment) => payment.payerName === done.payerName).length !== 1)).toEqual([]);
    const confirmedTwice = acknowledged.filter((done) => done.kind === 'confirm' && confirmedAfter.includes(done.paymentId!));
    expect(confirmedTwice).toEqual([]);

    // (2) each payment has its charge, each confirmed charge its one document (by the payment's key) and a card
    // charge its transaction; each document a payment whose charge is confirmed
    expect(payments.filter((payment) => !chargeOf(payment.id)).map((payment) => payment.id)).toEqual([]);
    const keyOf = new Map(payments.map((payment) => [receiptKeyOf(payment), payment]));
    const unbalanced = movements
      .filter((movement) => movement.kind === 'charge')
      .flatMap((charge) => {
        const payment = payments.find((candidate) => candidate.id === charge.paymentId);
        if (!payment) return [`charge ${charge.id}: no payment`];
        const issued = documents.filter((document) => document.voucher_id === receiptKeyOf(payment)).length;
        const problems = issued === (charge.status === 'confirmed' ? 1 : 0) ? [] : [`charge ${charge.id} (${charge.method}, ${charge.status}): ${issued} documents`];
        if (charge.method === 'card' && !disk.qrPayments.some((card) => card.transaction_id === charge.transactionId && card.voucher_id === payment.voucherId)) problems.push(`charge ${charge.id}: no card transaction`);
        return problems;
      });
    expect(unbalanced).toEqual([]);
    const notes = documents.filter((document) => document.type === '03');
    const orphans = documents.filter((document) => {
      if (document.type === '03') return false;
      const payment = keyOf.get(document.voucher_id);
      return !payment || chargeOf(payment.id)?.status !== 'confirmed';
    });
    expect(orphans.map((document) => document.consecutivo)).toEqual([]);
    expect(new Set(documents.map((document) => document.voucher_id)).size).toBe(documents.length);
    // each refund gives back from a confirmed charge, with its card refund and its nota de crédito cancelling
    // that charge's document; each nota names a charge with its refund
    const refunds = movements.filter((movement) => movement.kind === 'refund');
    const saleDocumentOf = (charge: LedgerMovement) => {
      const payment = payments.find((candidate) => candidate.id === charge.paymentId);
      return payment && documents.find((document) => document.type !== '03' && document.voucher_id === receiptKeyOf(payment));
    };
    const unbacked = refunds.flatMap((refund) => {
      const charge = movements.find((movement) => movement.id === refund.refundOf);
      if (!charge || charge.kind !== 'charge' || charge.status !== 'confirmed') return [`refund ${refund.id}: no charge`];
      const sale = saleDocumentOf(charge);
      const note = sale && notes.find((document) => document.references === sale.clave);
      const card = note && disk.qrPayments.find((row) => row.transaction_type_desc === 'REFUND' && row.voucher_id === note.voucher_id && row.refund_of === charge.transactionId);
      return card ? [] : [`refund ${refund.id}: document ${sale?.consecutivo}, nota ${note?.consecutivo}, card refund ${card}`];
    });
    expect(unbacked).toEqual([]);
    const strayNotes = notes.filter((note) => {
      const sale = documents.find((document) => document.clave === note.references);
      const payment = sale && keyOf.get(sale.voucher_id);
      const charge = payment && chargeOf(payment.id);
      return !charge || !refunds.some((refund) => refund.refundOf === charge.id);
    });
    expect(strayNotes.map((note) => note.consecutivo)).toEqual([]);

    // (2c) every order paid from its receipt and answered is there, charged in dollars; every cancel answered,
    // the order cancelled and its whole charge given back (its nota: above)
    const orderWrites = acknowledged.filter((done) => done.kind === 'order' || done.kind === 'cancel');
    expect(orderWrites.filter((done) => done.kind === 'cancel').length).toBeGreaterThan(0);
    const orderLost = orderWrites.filter((done) => {
      const payment = payments.find((candidate) => candidate.voucherId === done.voucherId);
      const charge = payment && chargeOf(payment.id);
      if (!charge || charge.status !== 'confirmed' || charge.tableId !== done.tableId) return true;
      if (done.kind === 'order') return false;
      const given = refunds.filter((refund) => refund.refundOf === charge.id).reduce((sum, refund) => sum + refund.amount, 0);
      return disk.orders.find((order) => order.id === done.orderId)?.status !== 'CANCELLED' || given !== charge.amount;
    });
    expect(orderLost).toEqual([]);
    // the dollar road ran: each card charge's transaction is in dollars, and the ledger's charge in colones
    const cardCharges = movements.filter((movement) => movement.kind === 'charge' && movement.method === 'card');
    expect(cardCharges.length).toBeGreaterThan(0);
    expect(cardCharges.filter((charge) => disk.qrPayments.find((row) => row.transaction_id === charge.transactionId)?.currency_code !== 840).map((charge) => charge.id)).toEqual([]);

    // (3) no line paid beyond its price, no refund beyond its charge, cash in whole colones
    const book = [...bookOf(disk, disk.orders.filter((order) => order.merchant_id === MERCHANT), Date.now()).values()];
    expect(book.filter((line) => (line.live && line.charged - line.refunded + line.pending > line.price) || line.refunded > line.charged)).toEqual([]);
    const charges = movementsOf(disk).filter((movement) => movement.merchant_id === MERCHANT && movement.kind === 'charge');
    const overRefunded = charges.filter((charge) => {
      const refunded = movementsOf(disk).filter((movement) => movement.kind === 'refund' && movement.refundOf === charge.id).reduce((sum, refund) => sum + refund.amount, 0);
      return refunded > charge.amount;
    });
    expect(overRefunded.map((charge) => charge.id)).toEqual([]);
    expect(movements.filter((movement) => movement.method === 'cash' && (movement.amount % 100 !== 0 || movement.tip % 100 !== 0))).toEqual([]);

    // (4) the merchant's documents of each type numbered 1…n, none repeated or skipped, the counter at n
    const all = disk.electronicDocuments.filter((document) => document.merchant_id === MERCHANT);
    for (const type of new Set(all.map((document) => document.type))) {
      const numbers = all.filter((document) => document.type === type).map((document) => sequenceOf(document.consecutivo)).sort((a, b) => a - b);
      expect(numbers, type).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
      expect(disk.documentSequences.find((counter) => counter.merchant_id === MERCHANT && counter.type === type)?.last, type).toBe(numbers.length);
    }
    expect(new Set(all.map((document) => document.clave)).size).toBe(all.length);
    rmSync(dir, { recursive: true, force: true });
  });
});
