import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ElectronicDocumentRecord } from '../../mock-api/restaurant/electronicReceipts';
import { copySeed } from '../../mock-api/seed/seedFiles';
import type { ProductRecord, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { loadOrSeed } from '../../mock-api/store';
import { startApiProcess } from '../support/apiProcess';

/**
 * Issue 19: a receipt's number is taken in the same durable write as its payment, so a kill -9 in
 * the middle of concurrent card payments leaves no acknowledged payment's consecutivo repeated or
 * skipped, and the restarted API continues the sequence where the disk left it.
 */
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const PAYERS = 8;
const ORDERS_EACH = 3;
const KILL_AFTER = 10;
const MERCHANT = 2;

const post = async (url: string, path: string, body: unknown) => {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
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
    const orders: { orderId: number; token: string; cancelKey: string }[][] = [];
    for (let payer = 0; payer < PAYERS; payer++) {
      orders.push([]);
      for (let n = 0; n < ORDERS_EACH; n++) {
        const placed = await post(first.url, '/order/external', { token: table.token, order: { detail: '', products: [{ id: products[payer % products.length].id, quantity: 1 }], takeout: false } });
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        orders[payer].push({ orderId: (placed.body.order as { id: number }).id, token: table.token, cancelKey: placed.body.cancelKey as string });
      }
    }

    const acknowledged: string[] = [];
    const refused: string[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killing: Promise<void> | undefined;
    const payer = async (index: number) => {
      for (const keys of orders[index]) {
        if (killing) return;
        inFlight++;
        try {
          const paid = await post(first.url, '/order/pay/external', { ...keys, card: CARD });
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
    rmSync(dir, { recursive: true, force: true });
  });
});
