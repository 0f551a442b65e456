import { mkdirSync } from 'node:fs';
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
if (user && user !== '-') {
  await page.goto(`${base}/login`);
  await page.fill('input[name=user]', user);
  await page.fill('input[name=password]', process.env.PASSWORD || 'Demo#2026');
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
}
for (const path of paths) {
  await page.goto(`${base}${path}`);
  // a page holding an event stream open (the order board, the restaurant's home) is never idle
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await page.waitForTimeout(Number(process.env.WAIT || 1200));
  const name = `${user === '-' ? 'anon' : user.split('@')[0]}${path.replace(/[^a-z0-9]+/gi, '_')}`;
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  console.log(`screenshots/${name}.png`);
}
await browser.close();
