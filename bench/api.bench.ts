import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import jsonServer from 'json-server';
import { createApp } from '../mock-api/app';
import { buildSeed } from '../mock-api/seed';
import type { BankRecord, TransactionRecord } from '../mock-api/storage/records';
import { createStore } from '../mock-api/store';
import { addDays, todayInCostaRica } from '../src/domain/dateRanges';
import { TRANSACTION_PAGE_SIZE } from '../src/domain/reportFilters';
import { freePort } from '../scripts/freePort';
import { listen, login, machineLoad, ms, request, timeCalls } from './support/latency';

/** At least 200 timed requests per case of ours (BENCH_REQUESTS raises it). */
const REQUESTS = Math.max(200, Number(process.env.BENCH_REQUESTS) || 200);
/**
 * json-server filters and sorts all 100,000 rows on every request (hundreds of milliseconds each on
 * a shared 2-core machine): a tenth of ours, at least 20, is enough for its p50 and p95 while the
 * whole bench still ends in minutes.
 */
const THEIR_REQUESTS = Math.max(20, Math.round(REQUESTS / 10));
const GOALS = { pageP95: 5, ratio: 10, writeP95: 20 };
const ONE_MERCHANT = 2;

/** `npm run api` as a new process on this data file: milliseconds until it answers HTTP. */
const coldStart = async (file: string) => {
  const port = await freePort();
  const started = performance.now();
  // node with tsx's loader, not tsx's CLI, whose second process a kill of the first would leave running
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('mock-api/server.ts')], {
    env: { ...process.env, MOCK_DB: file, API_PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    for (let tries = 0; tries < 1200; tries++) {
      const answered = await fetch(`http://127.0.0.1:${port}/security/getResources`).then(() => true, () => false);
      if (answered) return performance.now() - started;
      await new Promise((wait) => setTimeout(wait, 25));
    }
    throw new Error('the mock API did not start within 30 s');
  } finally {
    child.kill();
    await exited;
  }
};

/** One line as each step ends, so a slow machine shows where the bench is. */
const progress = (line: string) => console.log(`  … ${line}`);


/**
 * The mock API's figures on the seeded volume: transaction report pages (ours, answered from an
 * in-memory index, against json-server's own _page/_limit paging of the same 100,000 rows in the
 * same run), a write beside the stored transactions, and cold start.
 */
export default async function apiBench() {
  console.log('== Mock API: transaction report at volume (bench/api.bench.ts)');
  console.log(`machine: ${machineLoad()}`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const file = join(dir, 'db.json');
  let started = performance.now();
  // the seed is written and dropped at once: only the store's copy stays in memory
  const count = (() => {
    const seed = buildSeed();
    writeFileSync(file, JSON.stringify(seed));
    return (seed.transactions as TransactionRecord[]).length;
  })();
  const seedMs = performance.now() - started;
  console.log(`seed: ${count.toLocaleString('en-US')} transactions, built and written in ${ms(seedMs)}; data file ${(statSync(file).size / 1e6).toFixed(1)} MB`);

  const coldFile = join(dir, 'cold.json');
  copyFileSync(file, coldFile);
  const cold = await coldStart(coldFile);
  progress(`cold start: ${ms(cold)}`);

  started = performance.now();
  const store = createStore(file);
  const loadMs = performance.now() - started;
  progress(`data file loaded in process: ${ms(loadMs)}`);
  const ours = await listen(createApp({ store }));
  // json-server's own router over the very same rows, mounted on an app of its own
  const theirsApp = jsonServer.create();
  theirsApp.use(jsonServer.router({ transactions: store.state().transactions }));
  const theirs = await listen(theirsApp);

  try {
    const admin = await login(ours.url, 'admin@demo.cr');
    started = performance.now();
    const today = todayInCostaRica();
    const firstPage = (body: object) => request(`${ours.url}/transaction/bymerchant`, { method: 'POST', token: admin, body });
    await firstPage({ startDate: today, endDate: today, merchantId: 0 });
    const indexMs = performance.now() - started;

    // Every case of ours first, then every case of json-server's: its sorting of 100,000 rows
    // leaves garbage whose collection would otherwise land in our timings (one process, one heap).
    const ranges = [
      ['30 days', addDays(today, -29)],
      ['one year', addDays(today, -364)],
    ] as const;
    const cases = [];
    for (const [rangeName, startDate] of ranges) {
      for (const merchantId of [0, ONE_MERCHANT]) {
        const body = { startDate, endDate: today, merchantId, pageSize: TRANSACTION_PAGE_SIZE };
        const { pages, total } = (await firstPage({ ...body, pageIndex: 0 })).json;
        for (const [pageName, pageIndex] of [['first', 0], ['middle', Math.floor(pages / 2)], ['last', pages - 1]] as const) {
          const query = new URLSearchParams({
            date_time_gte: `${startDate}T00:00:00-06:00`,
            date_time_lte: `${today}T23:59:59-06:00`,
            _sort: 'date_time,transaction_id',
            _order: 'desc,desc',
            _page: String(pageIndex + 1),
            _limit: String(TRANSACTION_PAGE_SIZE),
            ...(merchantId ? { merchant_id: String(merchantId) } : {}),
          });
          const label = `${rangeName} · ${merchantId ? `merchant ${merchantId}` : 'all merchants'} · ${pageName} (${pageIndex + 1}/${pages})`;
          cases.push({ label, body: { ...body, pageIndex }, query, total });
        }
      }
    }
    type Timing = Awaited<ReturnType<typeof timeCalls>>;
    const mine: Timing[] = [];
    for (const [index, { label, body }] of cases.entries()) {
      started = performance.now();
      mine.push(await timeCalls(REQUESTS, () => firstPage(body), 50));
      progress(`ours ${index + 1}/${cases.length}: ${label}: p50 ${ms(mine[index].p50)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    const theirsTimes: Timing[] = [];
    for (const [index, { label, query, total }] of cases.entries()) {
      started = performance.now();
      const check = await request(`${theirs.url}/transactions?${query}`);
      if (Number(check.headers.get('x-total-count')) !== total) throw new Error(`json-server counted ${check.headers.get('x-total-count')} rows, ours ${total}`);
      theirsTimes.push(await timeCalls(THEIR_REQUESTS, () => request(`${theirs.url}/transactions?${query}`), 2));
      progress(`json-server ${index + 1}/${cases.length}: ${label}: p50 ${ms(theirsTimes[index].p50)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }

    console.log(`\ntransaction pages over loopback, ${TRANSACTION_PAGE_SIZE} rows a page, sequential requests per case: ${REQUESTS} of ours, ${THEIR_REQUESTS} of json-server's:`);
    console.log('case                                           |   ours p50 |   ours p95 | json-server p50 | json-server p95 | faster (p50 / p95)');
    let worstP95 = 0;
    let worstRatio = Infinity;
    cases.forEach(({ label }, index) => {
      const [a, b] = [mine[index], theirsTimes[index]];
      worstP95 = Math.max(worstP95, a.p95);
      worstRatio = Math.min(worstRatio, b.p50 / a.p50, b.p95 / a.p95);
      console.log(
        `${label.padEnd(46)} | ${ms(a.p50).padStart(10)} | ${ms(a.p95).padStart(10)} | ${ms(b.p50).padStart(15)} | ${ms(b.p95).padStart(15)} | ${(b.p50 / a.p50).toFixed(0)}× / ${(b.p95 / a.p95).toFixed(0)}×`,
      );
    });

    // A write to another collection while the 100,000 transactions are stored: PUT /bank/{id}.
    const backoffice = await login(ours.url, 'backoffice@demo.cr');
    const bank = (store.state().banks as BankRecord[]).find((candidate) => candidate.id === 3) as BankRecord;
    const fields = Object.fromEntries(Object.entries(bank).filter(([key]) => key !== 'id'));
    const write = (index: number) =>
      request(`${ours.url}/bank/3`, { method: 'PUT', token: backoffice, body: { bank: { ...fields, phones: `2211-${String(1000 + (index % 9000))}` } } });
    started = performance.now();
    await write(0);
    await store.flush();
    const firstSaveMs = performance.now() - started;
    const writes = await timeCalls(REQUESTS, write);
    progress(`writes: p50 ${ms(writes.p50)}`);
    started = performance.now();
    await store.flush();
    const saveMs = performance.now() - started;

    console.log(`\nwrites: PUT /bank/3, ${REQUESTS} sequential requests with 100,000 transactions stored: p50 ${ms(writes.p50)}, p95 ${ms(writes.p95)}`);
    console.log(`  folding the journal into a new data file (store.flush, off the request): ${ms(saveMs)}; the first after start serialises everything: ${ms(firstSaveMs)}`);
    console.log(`\nstart: cold start of a new mock API process until it answers: ${ms(cold)}; loading the data file in process: ${ms(loadMs)}; first report page (builds the index): ${ms(indexMs)}`);

    console.log(`\nmachine at the end: ${machineLoad()}`);
    const verdict = (ok: boolean) => (ok ? 'goal met' : 'GOAL MISSED');
    console.log(`\ngoals: transaction page p95 ≤ ${GOALS.pageP95} ms: worst ${ms(worstP95)} (${verdict(worstP95 <= GOALS.pageP95)})`);
    console.log(`       ≥ ${GOALS.ratio}× faster than json-server's paging: slowest ratio ${worstRatio.toFixed(0)}× (${verdict(worstRatio >= GOALS.ratio)})`);
    console.log(`       write p95 ≤ ${GOALS.writeP95} ms: ${ms(writes.p95)} (${verdict(writes.p95 <= GOALS.writeP95)})`);
  } finally {
    await new Promise((done) => ours.server.close(done));
    await new Promise((done) => theirs.server.close(done));
    await store.flush();
    rmSync(dir, { recursive: true, force: true });
  }
}
