import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../mock-api/app';
import { buildSeed } from '../mock-api/seed';
import type { TransactionRecord } from '../mock-api/storage/records';
import { createStore } from '../mock-api/store';
import { addDays, todayInCostaRica } from '../src/domain/dateRanges';
import { listen, login, ms, request, timeCalls } from './support/latency';

/** At least 200 timed requests per case (BENCH_REQUESTS raises it). */
const REQUESTS = Math.max(200, Number(process.env.BENCH_REQUESTS) || 200);
/** The provider's 30-day summary, the owner's today/30-days summary and a search by last four, over 100,000 transactions. */
const GOALS = { summaryP95: 50, ownerP95: 50, lastFourP95: 20 };

/**
 * The homes' summary and the transaction search on the seeded volume, each beside
 * today's report page measured in the same run: GET /dashboard/provider for the last 30 days (all
 * merchants, and a back-office user's bank), and POST /transaction/bymerchant by last four digits
 * over a year (all merchants, and one), each call with other digits.
 */
export default async function dashboardBench() {
  console.log('== Mock API: provider summary and transaction search at volume (bench/dashboard.bench.ts)');
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')}`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-dashboard-'));
  const file = join(dir, 'db.json');
  const count = (() => {
    const seed = buildSeed();
    writeFileSync(file, JSON.stringify(seed));
    return (seed.transactions as TransactionRecord[]).length;
  })();
  const store = createStore(file);
  const ours = await listen(createApp({ store }));
  try {
    const admin = await login(ours.url, 'admin@demo.cr');
    const backoffice = await login(ours.url, 'backoffice@demo.cr');
    const owner = await login(ours.url, 'comercio@demo.cr');
    const operator = await login(ours.url, 'operador@demo.cr');
    const today = todayInCostaRica();
    const yearAgo = addDays(today, -364);
    const report = (token: string, body: object) => request(`${ours.url}/transaction/bymerchant`, { method: 'POST', token, body });
    const summary = (token: string) => request(`${ours.url}/dashboard/provider`, { token });
    const ownerSummary = (token: string) => request(`${ours.url}/dashboard/owner`, { token });
    const digits = (index: number) => String((index * 7919) % 10_000).padStart(4, '0');

    // first calls build the indexes, sub-indexes and running sums: timed apart
    let started = performance.now();
    await summary(admin);
    const firstSummary = performance.now() - started;
    started = performance.now();
    await report(admin, { startDate: yearAgo, endDate: today, merchantId: 0, cardLast4: '0000' });
    const firstSearch = performance.now() - started;

    const cases: [string, (index: number) => Promise<unknown>][] = [
      ["today's report page, all merchants (reference)", () => report(admin, { startDate: today, endDate: today, merchantId: 0 })],
      ['provider summary, 30 days, all merchants', () => summary(admin)],
      ["provider summary, 30 days, the back office's bank", () => summary(backoffice)],
      ['owner summary, today and 30 days', () => ownerSummary(owner)],
      ["owner summary, the operator's part", () => ownerSummary(operator)],
      ['last four over a year, all merchants', (index) => report(admin, { startDate: yearAgo, endDate: today, merchantId: 0, cardLast4: digits(index) })],
      ['last four over a year, merchant 2', (index) => report(admin, { startDate: yearAgo, endDate: today, merchantId: 2, cardLast4: digits(index) })],
    ];
    const results = [];
    for (const [label, call] of cases) {
      results.push({ label, ...(await timeCalls(REQUESTS, call, 20)) });
      console.log(`  … ${label}: p50 ${ms(results.at(-1)!.p50)}`);
    }
    console.log(`\n${count.toLocaleString('en-US')} transactions, ${REQUESTS} sequential requests per case over loopback:`);
    console.log('case                                                |        p50 |        p95');
    for (const { label, p50, p95 } of results) console.log(`${label.padEnd(51)} | ${ms(p50).padStart(10)} | ${ms(p95).padStart(10)}`);
    console.log(`first calls (building the sub-indexes and running sums): summary ${ms(firstSummary)}, last-four search ${ms(firstSearch)}`);
    const verdict = (ok: boolean) => (ok ? 'goal met' : 'GOAL MISSED');
    const summaryP95 = Math.max(results[1].p95, results[2].p95);
    const ownerP95 = Math.max(results[3].p95, results[4].p95);
    const lastFourP95 = Math.max(results[5].p95, results[6].p95);
    console.log(`\ngoals: provider summary p95 ≤ ${GOALS.summaryP95} ms: worst ${ms(summaryP95)} (${verdict(summaryP95 <= GOALS.summaryP95)}); today's report page p95 ${ms(results[0].p95)}`);
    console.log(`       owner summary p95 ≤ ${GOALS.ownerP95} ms: worst ${ms(ownerP95)} (${verdict(ownerP95 <= GOALS.ownerP95)})`);
    console.log(`       last-four search p95 ≤ ${GOALS.lastFourP95} ms: worst ${ms(lastFourP95)} (${verdict(lastFourP95 <= GOALS.lastFourP95)})`);
  } finally {
    await new Promise((done) => ours.server.close(done));
    await store.flush();
    rmSync(dir, { recursive: true, force: true });
  }
}
