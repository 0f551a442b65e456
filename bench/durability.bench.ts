import { appendFileSync, copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../mock-api/app';
import { buildSeed } from '../mock-api/seed';
import type { BankRecord, TransactionRecord } from '../mock-api/storage/records';
import { DEMO_PASSWORD } from '../mock-api/seed/users';
import { runDurably } from '../mock-api/storage/durableScope';
import { encodeEntry, readJournal } from '../mock-api/storage/journal';
import { createStore, type Store } from '../mock-api/store';
import { bankCodes, signIn, startApiProcess, writeThenCrash } from '../tests/support/apiProcess';
import { ms, percentile, request, timeCalls } from './support/latency';

const REQUESTS = Math.max(200, Number(process.env.BENCH_REQUESTS) || 200);
const WRITERS = 8;
const GOALS = { writeP95: 20 };
const JOURNAL_ENTRIES = 5_000;

const listen = (store: Store) =>
  new Promise<{ server: Server; url: string }>((done) => {
    const server = createApp({ store }).listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });

/**
 * Durable writes at volume: PUT /bank/3 answered only once journaled and fsynced, against the
 * same app whose saves are not waited for (in memory only, as writes were answered before);
 * 8 concurrent writers sharing fsyncs; cold start with a long journal; and the crash test
 * (8 writers against a real process, kill -9, restart, every acknowledged write present).
 */
export default async function durabilityBench() {
  console.log(`== Mock API: durable writes and crash (bench/durability.bench.ts), ${cpus().length} cores`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-durability-'));
  const file = join(dir, 'db.json');
  const count = (() => {
    const seed = buildSeed();
    writeFileSync(file, JSON.stringify(seed));
    return (seed.transactions as TransactionRecord[]).length;
  })();
  const seedFile = join(dir, 'seed.json');
  copyFileSync(file, seedFile);
  console.log(`data file: ${count.toLocaleString('en-US')} transactions, ${(statSync(file).size / 1e6).toFixed(1)} MB`);

  const store = createStore(file);
  // the bank a long journal keeps rewriting (cold start below), as seeded
  const thirdBank = structuredClone((store.state().banks as BankRecord[])[2]);
  let durableP95: number | undefined;
  const ours = await listen(store);
  // the same state and routes, with saves that are never waited for nor written
  const volatile = await listen({ ...store, save: () => undefined });
  try {
    const backoffice = await signIn(ours.url, 'backoffice@demo.cr', DEMO_PASSWORD);
    const bank = (store.state().banks as BankRecord[]).find((candidate) => candidate.id === 3) as BankRecord;
    const fields = Object.fromEntries(Object.entries(bank).filter(([key]) => key !== 'id'));
    const put = (url: string) => (index: number) =>
      request(`${url}/bank/3`, { method: 'PUT', token: backoffice, body: { bank: { ...fields, phones: `2211-${String(1000 + (index % 9000))}` } } });
    const volatileWrites = await timeCalls(REQUESTS, put(volatile.url));
    const durableWrites = await timeCalls(REQUESTS, put(ours.url));
    durableP95 = durableWrites.p95;
    console.log(`\nPUT /bank/3, ${REQUESTS} sequential requests, ${count.toLocaleString('en-US')} transactions stored:`);
    console.log(`  durable (journaled + fsync before the answer): p50 ${ms(durableWrites.p50)}, p95 ${ms(durableWrites.p95)}`);
    console.log(`  not waited for (in memory only):               p50 ${ms(volatileWrites.p50)}, p95 ${ms(volatileWrites.p95)}`);
    console.log(`  durability costs ${(durableWrites.p95 / volatileWrites.p95).toFixed(1)}× at p95 (${ms(durableWrites.p95 - volatileWrites.p95)} more)`);
    // the store alone, without HTTP: change one bank, save, wait until it is on disk
    const banks = store.state().banks as BankRecord[];
    const saves = await timeCalls(REQUESTS, (index) =>
      runDurably(() => {
        banks[2] = { ...banks[2], phones: `2233-${String(1000 + (index % 9000))}` };
        store.save('banks');
      }),
    );
    console.log(`  of which the store's save (diff, journal append, fdatasync): p50 ${ms(saves.p50)}, p95 ${ms(saves.p95)}`);

    // concurrent writers: each answer still waits for its fsync, but they share them
    const before = readJournal(`${file}.journal`).entries.length;
    const samples: number[] = [];
    const perWriter = Math.ceil(REQUESTS / 2);
    let started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let n = 0; n < perWriter; n++) {
          const code = `P${writer}${n}`;
          const begun = performance.now();
          await request(`${ours.url}/bank/`, {
            method: 'POST',
            token: backoffice,
            body: { bank: { code, name: `Banco ${code}`, country_code: 1, emails: 'a@prueba.cr', phones: '2222-2222', email_delivery: 'e@prueba.cr', vault_id: 'BOV-1' } },
          }).catch(() => undefined);
          samples.push(performance.now() - begun);
        }
      }),
    );
    const concurrentMs = performance.now() - started;
    const commits = readJournal(`${file}.journal`).entries.length - before;
    console.log(
      `\n${WRITERS} concurrent writers × ${perWriter} POST /bank/: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}; ` +
        `${samples.length} writes in ${commits} fsyncs (${(samples.length / commits).toFixed(1)} writes per fsync), ${((samples.length / concurrentMs) * 1000).toFixed(0)} writes/s`,
    );

    started = performance.now();
    await store.flush();
    console.log(`folding the journal into a new data file (write, fsync, rename): ${ms(performance.now() - started)}`);
  } finally {
    await new Promise((done) => ours.server.close(done));
    await new Promise((done) => volatile.server.close(done));
  }

  // cold start: the same data file with no journal, then with a long one
  const cold = join(dir, 'cold.json');
  copyFileSync(seedFile, cold);
  const plain = await startApiProcess(cold);
  await plain.stop();
  rmSync(`${cold}.journal`, { force: true });
  copyFileSync(seedFile, cold);
  const edits = Array.from({ length: JOURNAL_ENTRIES }, (_, index) =>
    encodeEntry(index + 1, [`{"c":"banks","put":[[2,${JSON.stringify({ ...thirdBank, phones: `2211-${1000 + (index % 9000)}` })}]]}`]),
  );
  appendFileSync(`${cold}.journal`, edits.join(''));
  const journaled = await startApiProcess(cold);
  await journaled.crash();
  console.log(
    `\ncold start until it answers: ${ms(plain.startMs)} with an empty journal, ${ms(journaled.startMs)} with a ${JOURNAL_ENTRIES.toLocaleString('en-US')}-entry journal ` +
      `(${(statSync(`${cold}.journal`).size / 1e6).toFixed(1)} MB)`,
  );

  // the crash test
  const crashFile = join(dir, 'crash.json');
  copyFileSync(seedFile, crashFile);
  const first = await startApiProcess(crashFile);
  const admin = await signIn(first.url, 'admin@demo.cr', DEMO_PASSWORD);
  const run = await writeThenCrash(first, admin, { writers: WRITERS, killAfter: 300 });
  const second = await startApiProcess(crashFile);
  const stored = await bankCodes(second.url, await signIn(second.url, 'admin@demo.cr', DEMO_PASSWORD));
  await second.stop();
  const lost = run.acknowledged.filter((code) => !stored.has(code)).length;
  console.log(
    `\ncrash test: ${WRITERS} writers against a real process, kill -9 with ${run.inFlightAtKill} requests under way: ` +
      `${run.acknowledged.length} writes acknowledged, ${lost} lost, ${run.refused.length} refused; restart (replaying the journal) answered in ${ms(second.startMs)}`,
  );

  const verdict = (ok: boolean) => (ok ? 'goal met' : 'GOAL MISSED');
  console.log(`\ngoals: durable write p95 ≤ ${GOALS.writeP95} ms at ${count.toLocaleString('en-US')} transactions: ${ms(durableP95 ?? NaN)} (${verdict((durableP95 ?? Infinity) <= GOALS.writeP95)})`);
  console.log(`       0 acknowledged writes lost across kill -9: ${lost} lost (${verdict(lost === 0)})`);
  rmSync(dir, { recursive: true, force: true });
}
