import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { startApi } from '../mock-api/server';
import { buildSeed } from '../mock-api/seed';
import { DEMO_PASSWORD } from '../mock-api/seed/users';
import { launchChromium } from '../tests/support/browser';
import { PUBLIC_APP_BUDGET_GZIP, publicAppScripts } from '../tests/support/publicAppSize';

/** A phone on a weak connection, as Chromium's DevTools "Fast 3G" preset. */
const WEAK_NETWORK = { offline: false, latency: 563, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A table token the way the merchant's Tables screen gets it. */
const tableToken = async (apiUrl: string) => {
  const post = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'comercio@demo.cr', password: DEMO_PASSWORD, retry: 0 }),
  });
  const { token } = await post.json();
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const { tables } = await (await fetch(`${apiUrl}/table/getTables`, auth)).json();
  const { tokenTable } = await (await fetch(`${apiUrl}/table/getTableToken/${tables[0].id}`, auth)).json();
  return tokenTable as string;
};

/**
 * The diner app's figures: the gzipped JavaScript a phone downloads for /menuqr/{token} (budget
 * 80 KB), and how long Chromium at 390×844 takes from navigation to a usable menu, cold cache,
 * on a fast link and on a weak one. Measures the build in DIST_DIR when given, else builds afresh.
 */
export default async function publicAppBench() {
  // A build left in dist/ may be older than the code: measure a fresh one unless DIST_DIR names one.
  let dist = process.env.DIST_DIR ?? '';
  if (!dist || !existsSync(join(dist, 'public-app', 'index.html'))) {
    dist = mkdtempSync(join(tmpdir(), 'portal-bench-dist-'));
    process.env.DIST_DIR = dist;
    const { build } = await import('vite');
    await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  }
  process.env.DIST_DIR = resolve(dist);

  const size = publicAppScripts(dist);
  console.log(
    `public app: ${(size.gzipBytes / 1024).toFixed(1)} KB gzipped JavaScript for /menuqr/{token} ` +
      `(${(size.bytes / 1024).toFixed(1)} KB raw, ${size.scripts.length} files; budget ${PUBLIC_APP_BUDGET_GZIP / 1024} KB)`,
  );

  const dbFile = join(mkdtempSync(join(tmpdir(), 'portal-bench-')), 'db.json');
  writeFileSync(dbFile, JSON.stringify(buildSeed()));
  const api = await startApi(0, dbFile, false);
  process.env.API_PORT = String(api.port);
  const { preview } = await import('vite');
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir: dist }, logLevel: 'warn' });
  const address = (server.httpServer as Server).address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium();
  try {
    const token = await tableToken(`http://127.0.0.1:${api.port}`);
    const timeToMenu = async (weak: boolean) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        if (weak) await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', WEAK_NETWORK);
        const started = Date.now();
        await page.goto(`${base}/menuqr/${token}`, { waitUntil: 'commit' });
        await page.getByRole('button', { name: /^Desayunos/ }).waitFor({ timeout: 60_000 });
        times.push(Date.now() - started);
        await context.close();
      }
      return median(times);
    };
    console.log(`public app: menu shown in ${await timeToMenu(false)} ms (median of ${RUNS}, cold cache, local link)`);
    console.log(`public app: menu shown in ${await timeToMenu(true)} ms (median of ${RUNS}, cold cache, Fast 3G: 563 ms RTT, 1.44 Mbit/s)`);
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
    await api.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await publicAppBench();
