import { mkdirSync } from 'node:fs';
import { DEMO_PASSWORD } from '../mock-api/seed/users';
import { launchChromium } from '../tests/support/browser';

/**
 * `tsx scripts/screenshot.ts BASE_URL user path [path…]`: signs in (user may be '-' for none)
 * and saves a screenshot of each path into screenshots/, for looking at what was built.
 */
const [base, user, ...paths] = process.argv.slice(2);
const width = Number(process.env.WIDTH || 1366);
const height = Number(process.env.HEIGHT || 800);
mkdirSync('screenshots', { recursive: true });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width, height }, locale: 'es-CR' });
page.on('console', (msg) => msg.type() === 'error' && console.log('console:', msg.text(), msg.location().url));
page.on('pageerror', (error) => console.log('pageerror:', error.message));

// Requests still loading, apart from event streams: a page holding one open (the order board, the
// tables view, the table's tab, the restaurant's home) is never network-idle, so streams are not waited for.
const loading = new Set<unknown>();
page.on('request', (request) => loading.add(request));
page.on('response', (response) => {
  if ((response.headers()['content-type'] ?? '').includes('text/event-stream')) loading.delete(response.request());
});
page.on('requestfinished', (request) => loading.delete(request));
page.on('requestfailed', (request) => loading.delete(request));
const settled = async (quietMs = 500, timeoutMs = 8000) => {
  const until = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (loading.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
};
if (user && user !== '-') {
  await page.goto(`${base}/login`);
  await page.fill('input[name=user]', user);
  await page.fill('input[name=password]', process.env.PASSWORD || DEMO_PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
}
for (const path of paths) {
  await page.goto(`${base}${path}`);
  await settled();
  await page.waitForTimeout(Number(process.env.WAIT || 600));
  const name = `${user === '-' ? 'anon' : user.split('@')[0]}${path.replace(/[^a-z0-9]+/gi, '_')}`;
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  console.log(`screenshots/${name}.png`);
}
await browser.close();
