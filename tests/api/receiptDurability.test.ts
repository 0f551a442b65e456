import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import type { LedgerMovement } from '../../mock-api/restaurant/ledger';
import { copySeed } from '../../mock-api/seed/seedFiles';
import type { ProductRecord, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { loadOrSeed } from '../../mock-api/store';
import { startApiProcess } from '../support/apiProcess';

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

let keys = 0;
const post = async (url: string, path: string, body: unknown, idempotent = false) => {
  const headers = { 'content-type': 'application/json', ...(idempotent ? { 'idempotency-key': `crash-${Date.now()}-${(keys += 1)}` } : {}) };
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { ok: response.ok, status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const sequenceOf = (consecutivo: string) => Number(consecutivo.slice(10));

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
});
