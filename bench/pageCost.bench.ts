import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { RELAXED_RATE_LIMITS } from '../mock-api/auth/rateLimits';
import { launchChromium } from '../tests/support/browser';
import { servedApi } from '../tests/support/servedApi';
import { machineLoad } from './support/latency';
import { productionBuild, serveBuild } from './support/servedBuild';

/**
 * What a browser test pays for a screen, in Chromium's CPU time: a fresh signed-in page (a new
 * context, the whole bundle loaded), the same page loaded again, and a move within the app as a
 * link makes it. The browser tests keep one page per user and file where they can
 * (keptPage in tests/support/browserSession.ts) because of the ratio printed here.
 * Chromium's time is read from /proc for every process of this bench's Chromium binary: run it
 * alone (no browser tests at the same time).
 */
const SAMPLES = Math.max(4, Number(process.env.BENCH_SCREEN_SAMPLES) || 8);
const USER = 'admin@demo.cr';

/**
 * CPU seconds of every running Chromium process: the binary's own, and its helpers, which run as
 * /proc/self/exe with Playwright's profile folder (playwright_chromiumdev_profile) in their arguments.
 */
const chromiumSeconds = () => {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!/chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone between the listing and the read
    }
  }
  return ticks / 100;
};

export default async function pageCostBench() {
  console.log("== A screen's cost in Chromium: fresh page, reload, move in the app (bench/pageCost.bench.ts)");
  console.log(`machine: ${machineLoad()}`);
  if (process.platform !== 'linux') {
    console.log('  (reads /proc: Linux only)');
    return;
  }
  const dist = await productionBuild();
  const served = await serveBuild(dist, { rateLimits: RELAXED_RATE_LIMITS });
  const base = `http://127.0.0.1:${served.port}`;
  const browser = await launchChromium();
  try {
    const { token, user } = await servedApi({ baseUrl: base }).session(USER);
    const session = [
      { name: 'token', value: token },
      { name: 'user', value: JSON.stringify(user) },
      { name: 'sessionSeenAt', value: String(Date.now()) },
    ];
    const screens = ['/banks', '/merchants'];
    const shown = (page: Page) => page.getByRole('row').nth(1).waitFor();
    const fresh = async (at: string) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-CR', reducedMotion: 'reduce', storageState: { cookies: [], origins: [{ origin: base, localStorage: session }] } });
      const page = await context.newPage();
      await page.goto(`${base}${at}`);
      await shown(page);
      return page;
    };
    const kept = await fresh(screens[0]);
    const perScreen = async (what: string, step: (index: number) => Promise<unknown>) => {
      const before = chromiumSeconds();
      const left: unknown[] = [];
      for (let index = 0; index < SAMPLES; index++) left.push(await step(index));
      // read before the pages' processes end with their contexts
      const seconds = (chromiumSeconds() - before) / SAMPLES;
      await Promise.all(left.map((page) => (page && page !== kept ? (page as Page).context().close() : undefined)));
      return { what, seconds };
    };
    const rows = [
      await perScreen('a fresh signed-in page', (index) => fresh(screens[index % 2])),
      await perScreen('the same page loaded again (page.goto)', async (index) => {
        await kept.goto(`${base}${screens[(index + 1) % 2]}`);
        await shown(kept);
      }),
      await perScreen('a move within the app, as a link makes it', async (index) => {
        const at = screens[(index + 1) % 2];
        await kept.evaluate((path) => {
          history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: history.length }, '', path);
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }, at);
        await kept.waitForURL(`**${at}`);
        await kept.getByRole('heading', { name: at === '/banks' ? 'Bancos' : 'Comercios', level: 1 }).waitFor();
        await shown(kept);
      }),
    ];
    const move = rows[2].seconds;
    for (const { what, seconds } of rows) console.log(`  ${what}: ${seconds.toFixed(2)} s of Chromium CPU (×${(seconds / move).toFixed(1)} a move in the app)`);
  } finally {
    await browser.close();
    await served.close();
  }
}
