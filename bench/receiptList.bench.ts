import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../mock-api/app';
import { buildClave } from '../mock-api/receipts/clave';
import { buildConsecutivo } from '../mock-api/receipts/consecutivo';
import { buildDocumentXml } from '../mock-api/receipts/documentXml';
import { DOCUMENTS, type ElectronicDocumentRecord } from '../mock-api/restaurant/electronicReceipts';
import { buildSeed } from '../mock-api/seed';
import { createStore } from '../mock-api/store';
import { crDayStart, DAY_MS } from '../src/domain/costaRicaTime';
import { addDays, todayInCostaRica } from '../src/domain/dateRanges';
import type { ElectronicDocumentStatus } from '../src/domain/wire/electronicDocument';
import { ISSUER, tiqueteInput } from '../tests/support/receiptFixtures';
import { listen, login, ms, request, timeCalls } from './support/latency';

const REQUESTS = Math.max(200, Number(process.env.BENCH_REQUESTS) || 200);
/** Listing a month of 20,000 documents. */
const MONTH_DOCUMENTS = 20_000;
const GOAL_P95 = 20;
const STATUSES: ElectronicDocumentStatus[] = ['aceptado', 'aceptado', 'aceptado', 'aceptado', 'aceptado', 'aceptado', 'aceptado', 'rechazado', 'recibido', 'pendiente'];

/**
 * The 'Comprobantes' list (GET /receipts/list, mock-api/restaurant/receiptQuery.ts) at volume: the
 * demo restaurant with 20,000 documents in the last 30 days, and as many again for another
 * merchant and for the demo restaurant's months before, so the index must find the month. The
 * documents share one XML (the list reads only its totals); they are put in the store's memory,
 * not in the data file. Each case asks other filters every call; the first call, which builds the
 * index and reads each document's totals once, is timed apart.
 */
export default async function receiptListBench() {
  console.log("== Mock API: the merchant's electronic documents at volume (bench/receiptList.bench.ts)");
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')}`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-receipts-'));
  const file = join(dir, 'db.json');
  writeFileSync(file, JSON.stringify(buildSeed()));
  const store = createStore(file);
  const ours = await listen(createApp({ store }));
  try {
    const now = Date.now();
    const today = todayInCostaRica(now);
    const xml = buildDocumentXml(tiqueteInput()).xml;
    const documents: ElectronicDocumentRecord[] = [];
    const add = (merchantId: number, count: number, newest: number, span: number) => {
      for (let index = 0; index < count; index++) {
        const issuedAt = newest - Math.floor((index / count) * span);
        const sequence = documents.length + 1;
        const type = index % 50 === 0 ? '01' : index % 97 === 0 ? '03' : '04';
        const consecutivo = buildConsecutivo({ establishment: 1, terminal: 1, type, sequence });
        const clave = buildClave({ issuedAt, issuerId: ISSUER.identification.number, consecutivo, situacion: '1', securityCode: String(sequence).padStart(8, '0') });
        documents.push({ merchant_id: merchantId, order_id: sequence, voucher_id: `v${sequence}`, type, clave, consecutivo, issuedAt, status: STATUSES[index % STATUSES.length], xml });
      }
    };
    const from = addDays(today, -29);
    const monthStart = crDayStart(from) as number;
    add(2, MONTH_DOCUMENTS, now, now - monthStart - 1);
    add(2, MONTH_DOCUMENTS, monthStart - 1, 300 * DAY_MS);
    add(3, MONTH_DOCUMENTS, now, 30 * DAY_MS);
    // oldest first, as they are issued
    documents.sort((a, b) => a.issuedAt - b.issuedAt);
    store.state()[DOCUMENTS] = documents;

    const owner = await login(ours.url, 'comercio@demo.cr');
    const list = (query: string) => request(`${ours.url}/receipts/list?from=${from}&to=${today}&${query}`, { token: owner });
    let started = performance.now();
    const first = await list('');
    const firstCall = performance.now() - started;
    if (first.json.total !== MONTH_DOCUMENTS) throw new Error(`the month lists ${first.json.total} documents, not ${MONTH_DOCUMENTS}`);

    const cases: [string, (index: number) => Promise<unknown>][] = [
      ['the month, first page, totals', () => list('')],
      ['the month, another page each call', (index) => list(`page=${(index % 800) + 1}`)],
      ['the month, rejected only', () => list('status=rechazado')],
      ['the month, facturas only', () => list('type=01')],
      ['the month, search by consecutivo digits', (index) => list(`search=${String(index * 37 + 1).padStart(5, '0')}`)],
    ];
    const results = [];
    for (const [label, call] of cases) results.push({ label, ...(await timeCalls(REQUESTS, call, 20)) });
    started = performance.now();
    await request(`${ours.url}/receipts/export?from=${from}&to=${today}`, { token: owner }).catch(() => undefined);
    const csv = performance.now() - started;

    console.log(`\n${documents.length.toLocaleString('en-US')} documents, ${MONTH_DOCUMENTS.toLocaleString('en-US')} of them in the demo restaurant's last 30 days; ${REQUESTS} sequential requests per case over loopback:`);
    console.log('case                                        |        p50 |        p95');
    for (const { label, p50, p95 } of results) console.log(`${label.padEnd(43)} | ${ms(p50).padStart(10)} | ${ms(p95).padStart(10)}`);
    console.log(`first call (builds the index, reads each document's totals once): ${ms(firstCall)}; the month as CSV, once: ${ms(csv)}`);
    const worst = Math.max(...results.map((result) => result.p95));
    console.log(`\ngoal: a month of 20,000 documents listed p95 ≤ ${GOAL_P95} ms: worst ${ms(worst)} (${worst <= GOAL_P95 ? 'goal met' : 'GOAL MISSED'}); load average now ${loadavg()[0].toFixed(2)}`);
  } finally {
    await new Promise((done) => ours.server.close(done));
    await store.flush();
    rmSync(dir, { recursive: true, force: true });
  }
}
