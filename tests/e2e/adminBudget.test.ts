import { describe, expect, it } from 'vitest';
import { browserForFile } from '../support/browserSession';
import { javascriptFor } from '../support/bundleSize';

/**
 * The sign-in page's gzipped JavaScript, however many resources exist: 330 KB with react-admin
 *, 160 KB with React and MUI ahead of react-admin, 6 KB as plain DOM (item 8),
 * so 20 KB keeps a margin and fails the day React, MUI or a screen slips into the first download.
 */
const LOGIN_BUDGET = 20 * 1024;

const browser = browserForFile();

describe('admin bundle budget', () => {
  it('downloads at most 20 KB gzipped of JavaScript for /login, without React or react-admin', async () => {
    const page = await browser.newPage();
    const { downloads, gzipped } = await javascriptFor(page, `${browser.baseUrl}/login`, () =>
      page.getByRole('button', { name: 'Iniciar sesión' }).waitFor(),
    );
    console.log(`/login: ${(gzipped / 1024).toFixed(1)} KB gzipped in ${downloads.length} files`);
    expect(downloads.length).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(LOGIN_BUDGET);
    // no resource screen is part of the sign-in page
    expect(downloads.filter((download) => /(List|Create|Edit)-[\w-]+\.js$/.test(download.url))).toEqual([]);
    // nor the admin itself: it loads once the user starts typing (tests/e2e/auth.test.ts)
    expect(downloads.filter((download) => /\/(adminRoot|App)-[\w-]+\.js$/.test(download.url))).toEqual([]);
    await page.context().close();
  });
});
