import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserForFile } from '../support/browserSession';
import { javascriptFor } from '../support/bundleSize';
import { tableToken } from '../support/publicAppData';
import { PUBLIC_APP_BUDGET_GZIP, publicAppScripts, scriptsForPage } from '../support/publicAppSize';

const dist = process.env.DIST_DIR || 'dist';
const browser = browserForFile();

describe('public app size budget (production build)', () => {
  const { scripts, gzipBytes } = publicAppScripts(dist);

  it(`downloads at most ${PUBLIC_APP_BUDGET_GZIP / 1024} KB of gzipped JavaScript for /menuqr/{token}`, () => {
    console.log(
      `public app: ${(gzipBytes / 1024).toFixed(1)} KB gzipped in ${scripts.length} scripts (${scripts.map((s) => `${s.file} ${(s.gzipBytes / 1024).toFixed(1)} KB`).join(', ')})`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(PUBLIC_APP_BUDGET_GZIP);
  });

  it('carries no admin code: no MUI, react-admin, emotion or router library', () => {
    for (const script of scripts) {
      const source = readFileSync(join(dist, script.file), 'utf8');
      for (const marker of ['MuiButton', 'react-admin', 'RaLayout', '@emotion', 'react-router', 'useNavigate']) {
        expect(source.includes(marker), `${script.file} contains ${marker}`).toBe(false);
      }
    }
  });

  it('counts each page from its own entry: the admin page starts from another script than the diner app', () => {
    // the admin's first page is only its sign-in shell (react-admin loads later), so sizes do not
    // tell the two apart any more; their entry scripts must
    const admin = scriptsForPage(dist, 'index.html');
    expect(admin.length).toBeGreaterThan(0);
    expect(admin[0].file).not.toBe(scripts[0].file);
    expect(scripts.some((script) => script.file === admin[0].file)).toBe(false);
  });

  it('and a phone showing a real menu downloads no more than that', async () => {
    const token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 3');
    const page = await browser.newPage({ width: 390, height: 844 });
    const { downloads, gzipped } = await javascriptFor(page, `${browser.baseUrl}/menuqr/${token}`, () =>
      page.getByRole('button', { name: /^Desayunos/ }).waitFor(),
    );
    console.log(`/menuqr/{token} in Chromium: ${(gzipped / 1024).toFixed(1)} KB gzipped in ${downloads.length} files`);
    expect(gzipped).toBeLessThanOrEqual(PUBLIC_APP_BUDGET_GZIP);
    // the card form and the voucher stay out of the diner's first load
    expect(downloads.filter((download) => /(CardPage|VoucherPage)-[\w-]+\.js$/.test(download.url))).toEqual([]);
  });
});
