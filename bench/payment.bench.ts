import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../mock-api/app';
import { RELAXED_RATE_LIMITS } from '../mock-api/auth/rateLimits';
import { buildSeed } from '../mock-api/seed';
import type { ProductRecord, TableRecord } from '../mock-api/storage/restaurantRecords';
import { createStore } from '../mock-api/store';
import { listen, ms, percentile, request } from './support/latency';

/** Timed payments of each road (BENCH_REQUESTS raises it). */
const PAYMENTS = Math.max(60, Number(process.env.BENCH_REQUESTS) || 60);
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const MERCHANT = 2;

/**
 * A payment's latency on the seeded volume (docs/departures.md, "One ledger for money"): an order's
 * own card payment from its receipt and a card payment of the table's bill, each a durable write
 * with its electronic receipt. Orders are placed untimed before each payment.
 */
export default async function paymentBench() {
  console.log('== Mock API: payments (bench/payment.bench.ts)');
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pay-'));
  const file = join(dir, 'db.json');
  writeFileSync(file, JSON.stringify(buildSeed()));
  const store = createStore(file);
  const { server, url } = await listen(createApp({ store, rateLimits: RELAXED_RATE_LIMITS }));
  const state = store.state() as unknown as { tables: TableRecord[]; products: ProductRecord[] };
  const table = state.tables.find((candidate) => candidate.merchant_id === MERCHANT)!;
  const product = state.products.filter((candidate) => candidate.merchant_id === MERCHANT && !candidate.optionGroups?.length).sort((a, b) => b.available - a.available)[0];
  product.available = 1_000_000;
  let keys = 0;
  const place = async () =>
    (await request(`${url}/order/external`, { method: 'POST', body: { token: table.token, order: { detail: '', takeout: false, products: [{ id: product.id, quantity: 1 }] } } })).json as {
      order: { id: number; total: number };
      cancelKey: string;
    };
  const timed = async (pay: (placed: Awaited<ReturnType<typeof place>>) => Promise<unknown>) => {
    const samples: number[] = [];
    for (let index = 0; index < PAYMENTS + 5; index++) {
      const placed = await place();
      const started = performance.now();
      await pay(placed);
      if (index >= 5) samples.push(performance.now() - started);
    }
    return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  };
  try {
    const own = await timed((placed) => request(`${url}/order/pay/external`, { method: 'POST', body: { orderId: placed.order.id, token: table.token, cancelKey: placed.cancelKey, card: CARD } }));
    const bill = await timed(async (placed) => {
      const response = await fetch(`${url}/table/pay/external`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${Date.now()}-${(keys += 1)}` },
        body: JSON.stringify({ token: table.token, amount: placed.order.total, tip: 0, method: 'card', card: CARD }),
      });
      if (!response.ok) throw new Error(`table payment: ${response.status} ${await response.text()}`);
    });
    console.log('payment                   |    p50    |    p95');
    console.log(`${"order's own card".padEnd(25)} | ${ms(own.p50).padStart(9)} | ${ms(own.p95).padStart(9)}`);
    console.log(`${"table's bill by card".padEnd(25)} | ${ms(bill.p50).padStart(9)} | ${ms(bill.p95).padStart(9)}`);
    console.log(`load average now ${loadavg()[0].toFixed(1)}`);
  } finally {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  }
}
