import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, englishOn, browserForFile } from '../support/browserSession';

/**
 * Between 'Iniciar sesión' and the admin there is no blank grey screen. The
 * admin's code is held back here (its chunk, then its layout's), so what the page shows while it
 * loads can be seen: the app shell, its top bar with the portal's name and a skeleton, at once;
 * then the admin takes over and the shell is gone.
 */
const browser = browserForFile();

/** Holds every request for a file matching `pattern` until `release()`. */
const holdBack = async (page: Page, pattern: RegExp) => {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
};
const shell = (page: Page) => page.getByTestId('app-shell');
const adminMounted = (page: Page) => page.evaluate(() => !!document.querySelector('#root header.MuiAppBar-root'));

describe('the app shell', () => {
  it('shows the top bar and a skeleton right after signing in, before the admin mounts', async () => {
    const page = await browser.newPage({ width: 1366, height: 800 });
    const admin = await holdBack(page, /\/assets\/adminRoot-[\w-]+\.js$/);
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Usuario' }).fill('comercio@demo.cr');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await shell(page).waitFor();
    // the admin's code was asked for and is still held: what shows is the shell, not the admin
    expect(admin.requested()).toBe(true);
    expect(await adminMounted(page)).toBe(false);
    const bar = shell(page).locator('header');
    expect(await bar.innerText()).toBe('Portal de Comercios');
    const barBox = (await bar.boundingBox())!;
    expect([barBox.x, barBox.y, barBox.width, barBox.height]).toEqual([0, 0, 1366, 64]);
    expect(await bar.evaluate((header) => getComputedStyle(header).backgroundColor)).toBe('rgb(13, 71, 161)');
    expect(await shell(page).locator('.app-shell-block').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('status').innerText()).toBe('Cargando el portal…');
    expect(await englishOn(page)).toEqual([]);

    await admin.release();
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    expect(await shell(page).count()).toBe(0);
    // the real top bar is where the shell's was
    const real = (await page.locator('header.MuiAppBar-root').boundingBox())!;
    expect([real.x, real.y, real.height]).toEqual([0, 0, 64]);
    await page.context().close();
  });

  it('stays until the admin’s layout has mounted, and shows on a reload with a session too, at phone size', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Usuario' }).fill('operador@demo.cr');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();

    const layout = await holdBack(page, /\/assets\/PortalLayout-[\w-]+\.js$/);
    await page.reload();
    await shell(page).waitFor();
    await expect.poll(layout.requested).toBe(true);
    // react-admin is running (its code is in), but its layout is not: the shell still covers the page
    expect(await shell(page).isVisible()).toBe(true);
    const bar = (await shell(page).locator('header').boundingBox())!;
    expect([bar.width, bar.height]).toEqual([390, 56]);
    await layout.release();
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    expect(await shell(page).count()).toBe(0);
    await page.context().close();
  });

  it('does not stand over the change-password page, which has the sign-in’s frame', async () => {
    // not comercio2: navigation.test.ts changes its password on the same server
    const page = await browser.signedInPage('operador@demo.cr');
    await page.goto(`${browser.baseUrl}/change-password`);
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    expect(await shell(page).count()).toBe(0);
    await page.context().close();
  });
});
