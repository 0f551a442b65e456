import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../mock-api/app';
import { cabysCatalogue } from '../mock-api/cabys/catalogue';
import { searchCabys } from '../mock-api/cabys/cabysQueries';
import { buildSeed } from '../mock-api/seed';
import { DEMO_PASSWORD } from '../mock-api/seed/users';
import { createStore } from '../mock-api/store';
import { ms, percentile, request, timeCalls } from './support/latency';

const REQUESTS = Math.max(200, Number(process.env.BENCH_REQUESTS) || 200);
const GOAL_P95 = 10;

/** What merchants type: common and rare words, accents or not, several words, code prefixes, a miss. */
const QUERIES = ['cafe', 'Café', 'servicio', 'cerveza nacional', 'refresco', 'queso turrialba', 'a', 'zzzz', '6', '2391', '6340001000100'];

/**
 * The CABYS picker's search (GET /product/getCabysByCodeOrName/{text}/{page}/15) over the whole
 * catalogue (20,311 items) at the mock API, signed in, over loopback: p50/p95 per query, first and
 * last page; and the search alone in the process. Goal: p95 ≤ 10 ms.
 */
export default async function cabysBench() {
  console.log('== Mock API: CABYS picker search over the full catalogue (bench/cabys.bench.ts)');
  const machine = cpus();
  console.log(`machine: ${machine.length} × ${machine[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} (figures over loopback include waiting for a busy CPU)`);
  let started = performance.now();
  const catalogue = cabysCatalogue();
  console.log(`catalogue: ${catalogue.items.length.toLocaleString('en-US')} items read and indexed in ${ms(performance.now() - started)}`);

  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-cabys-'));
  const file = join(dir, 'db.json');
  writeFileSync(file, JSON.stringify(buildSeed()));
  const store = createStore(file);
  const server: Server = await new Promise((done) => {
    const listening = createApp({ store }).listen(0, '127.0.0.1', () => done(listening));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const token = (await request(`${url}/auth/login`, { method: 'POST', body: { user: 'comercio@demo.cr', password: DEMO_PASSWORD, retry: 0 } })).json.token as string;
    console.log(`\n${REQUESTS} sequential requests per case, 15 items a page:`);
    console.log('query              | found | pages | page 1 p50 | page 1 p95 | last p95 | in process p95');
    const all: number[] = [];
    const allInProcess: number[] = [];
    for (const query of QUERIES) {
      const path = (page: number) => `${url}/product/getCabysByCodeOrName/${encodeURIComponent(query)}/${page}/15`;
      const { totalPages } = (await request(path(1), { token })).json;
      const first = await timeCalls(REQUESTS, () => request(path(1), { token }), 20);
      const last = await timeCalls(REQUESTS, () => request(path(Math.max(1, totalPages)), { token }), 20);
      const inProcess: number[] = [];
      for (let index = 0; index < REQUESTS; index++) {
        started = performance.now();
        searchCabys(catalogue, query, 1, 15);
        inProcess.push(performance.now() - started);
      }
      all.push(...first.samples, ...last.samples);
      allInProcess.push(...inProcess);
      const found = searchCabys(catalogue, query, 1, 15).total;
      console.log(
        `${query.padEnd(18)} | ${String(found).padStart(5)} | ${String(totalPages).padStart(5)} | ${ms(first.p50).padStart(10)} | ${ms(first.p95).padStart(10)} | ${ms(last.p95).padStart(8)} | ${ms(percentile(inProcess, 95)).padStart(14)}`,
      );
    }
    const p95 = percentile(all, 95);
    console.log(`\nall searches at the API: p95 ${ms(p95)} (goal ≤ ${GOAL_P95} ms) ${p95 <= GOAL_P95 ? 'OK' : 'OVER THE GOAL'}; the search itself: p95 ${ms(percentile(allInProcess, 95))}; load average now ${loadavg()[0].toFixed(1)}`);
  } finally {
    await new Promise((done) => server.close(done));
    await store.flush();
    rmSync(dir, { recursive: true, force: true });
  }
}
