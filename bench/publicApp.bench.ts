import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD } from '../mock-api/seed/users';
import { launchChromium } from '../tests/support/browser';
import { PUBLIC_APP_BUDGET_GZIP, publicAppScripts } from '../tests/support/publicAppSize';
import { lighthouseMobile } from './support/lighthouseMobile';
import { median, productionBuild, serveBuild } from './support/servedBuild';

/** A phone on a weak connection, as Chromium's DevTools "Fast 3G" preset. */
const WEAK_NETWORK = { offline: false, latency: 563, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const RUNS = 5;
/** The goal for a table's menu, Lighthouse's mobile preset (median of three). */
const LIGHTHOUSE_GOAL = { score: 98, lcpMs: 1500 };

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
 * on a fast link and on a weak one, and the menu under Lighthouse's mobile preset (score and largest
 * paint, median of three cold runs; the machine's load and Lighthouse's benchmark index beside, as a
 * busy machine scores lower). Measures the build in DIST_DIR when given, else builds afresh.
 */
export default async function publicAppBench() {
  // A build left in dist/ may be older than the code: measure a fresh one unless DIST_DIR names one.
  const dist = await productionBuild();

  const size = publicAppScripts(dist);
  console.log(
    `public app: ${(size.gzipBytes / 1024).toFixed(1)} KB gzipped JavaScript for /menuqr/{token} ` +
      `(${(size.bytes / 1024).toFixed(1)} KB raw, ${size.scripts.length} files; budget ${PUBLIC_APP_BUDGET_GZIP / 1024} KB)`,
  );

  const served = await serveBuild(dist);
  const base = `http://127.0.0.1:${served.port}`;
  const browser = await launchChromium();
  try {
    const token = await tableToken(served.apiUrl);
    const timeToMenu = async (weak: boolean) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // a Spanish phone: the menu's first section reads 'Desayunos'
        const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CR' });
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
    // 'localhost', not 127.0.0.1: the page then counts as a secure origin, as it is in production
    const lighthouse = await lighthouseMobile(`http://localhost:${served.port}/menuqr/${token}`);
    const met = lighthouse.score >= LIGHTHOUSE_GOAL.score && lighthouse.lcpMs <= LIGHTHOUSE_GOAL.lcpMs;
    console.log(
      `public app: Lighthouse mobile performance ${lighthouse.score} (runs ${lighthouse.scores.join(', ')}), ` +
        `LCP ${(lighthouse.lcpMs / 1000).toFixed(2)} s (runs ${lighthouse.lcps.map((lcp) => (lcp / 1000).toFixed(2)).join(', ')}; ` +
        `goal ≥ ${LIGHTHOUSE_GOAL.score} and ≤ ${LIGHTHOUSE_GOAL.lcpMs / 1000} s: ${met ? 'met' : 'not met'}), largest paint ${lighthouse.lcpElement}`,
    );
    console.log(`public app: machine load ${loadavg()[0].toFixed(1)}, Lighthouse benchmark index ${Math.round(lighthouse.benchmarkIndex)}`);
  } finally {
    await browser.close();
    await served.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await publicAppBench();
