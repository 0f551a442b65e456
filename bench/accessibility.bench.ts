import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { desktopChromePath } from '../tests/support/browser';
import { DEMO_PASSWORD } from '../tests/support/browserSession';
import { lighthouseTool } from './support/lighthouseTool';
import { productionBuild, serveBuild } from './support/servedBuild';

/** Screens of every kind a person reaches: lists, loaded edit forms (with disabled fields), reports, the board. */
const ONLY = process.env.A11Y_ONLY;
const SCREENS: [user: string, path: string][] = ([
  ['comercio@demo.cr', '/'],
  ['comercio@demo.cr', '/products'],
  ['comercio@demo.cr', '/products/create'],
  ['comercio@demo.cr', '/tables'],
  ['comercio@demo.cr', '/stocks'],
  ['comercio@demo.cr', '/orders'],
  ['comercio@demo.cr', '/orders/kitchen'],
  ['comercio@demo.cr', '/sections'],
  ['comercio@demo.cr', '/suppliers'],
  ['comercio@demo.cr', '/loyalty/rewards'],
  ['comercio@demo.cr', '/loyalty/clients'],
  ['comercio@demo.cr', '/company'],
  // the day's close
  ['comercio@demo.cr', '/reports/cash-close'],
  // the provider's home with its charts
  ['admin@demo.cr', '/'],
  ['admin@demo.cr', '/merchants'],
  ['admin@demo.cr', '/merchants/5'],
  ['admin@demo.cr', '/banks/3'],
  ['admin@demo.cr', '/users'],
  ['admin@demo.cr', '/reports/transactions'],
] as [string, string][]).filter(([, path]) => !ONLY || path === ONLY);

/**
 * Lighthouse's accessibility audit (mobile preset, so at phone size) of the signed-in
 * screens. The session is made in the same browser first and kept (storage is not reset), so each
 * audit sees the screen as the user does. Prints each screen's score and what failed.
 */
export default async function accessibilityBench() {
  const served = await serveBuild(await productionBuild());
  const base = `http://localhost:${served.port}`;
  const { lighthouse, chromeLauncher } = await lighthouseTool();
  const chrome = await chromeLauncher.launch({ chromePath: desktopChromePath(), chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
    let signedIn = '';
    const scores: number[] = [];
    for (const [user, path] of SCREENS) {
      if (signedIn !== user) {
        await page.goto(`${base}/login`);
        await page.evaluate(() => localStorage.clear());
        await page.goto(`${base}/login`);
        await page.getByRole('textbox', { name: 'Usuario' }).fill(user);
        await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Iniciar sesión' }).click();
        await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
        signedIn = user;
      }
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ['accessibility'], disableStorageReset: true, output: 'json', logLevel: 'error' });
      const lhr = result!.lhr;
      const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      scores.push(score);
      const failed = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0).map((audit) => audit.id);
      console.log(`accessibility: ${score} ${path} (${user})${failed.length ? ` failed: ${failed.join(', ')}` : ''}`);
      for (const id of failed) {
        const items = ((lhr.audits[id].details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? []).slice(0, 5);
        for (const item of items) console.log(`  ${id}: ${item.node?.snippet ?? ''} ${item.node?.explanation?.replace(/\s+/g, ' ').slice(0, 160) ?? ''}`);
      }
    }
    console.log(`accessibility: lowest ${Math.min(...scores)} over ${scores.length} screens (goal 100 on every screen)`);
    await browser.close();
  } finally {
    chrome.kill();
    await served.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await accessibilityBench();
