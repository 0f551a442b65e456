import { describe, expect, it } from 'vitest';
import { browserForFile, DEMO_PASSWORD, englishOn, signInToHome, untilSignInPage } from '../support/browserSession';
import { nothingWithin } from '../support/quietPeriod';

const browser = browserForFile();

/** A page whose clock the test moves (the mock API keeps real time: its own limits have API tests). */
const signedInAtSections = async () => {
  const page = await browser.newPage();
  await page.clock.install();
  await signInToHome(page, browser.baseUrl, 'comercio@demo.cr');
  // loaded, not moved to inside the app (browser.visit): 'networkidle' is a state of the last load, so
  // after a move it would be the home's, reached already, while the list's calls are still out
  await page.goto(`${browser.baseUrl}/sections?vista=1`);
  await page.getByRole('heading', { name: 'Secciones', level: 1 }).waitFor();
  // the list's own calls answered before any test moves the clock: one answered after a jump would
  // count as the server's last contact at the jumped time, and the idle limit would count from there
  await page.waitForLoadState('networkidle');
  return page;
};

describe('the idle limit in the admin', () => {
  it('warns a minute before with a live countdown; Continuar conectado renews the session', async () => {
    const page = await signedInAtSections();
    const dialog = page.getByRole('dialog');
    await page.clock.fastForward('13:50');
    // proves absent: no warning ten seconds before its minute
    await nothingWithin(1500);
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward('00:10');
    await dialog.getByText('Sesión por expirar').waitFor();
    const countdown = dialog.getByText(/^Su sesión se cerrará por inactividad en \d+ segundos\.$/);
    const seconds = async () => Number((await countdown.innerText()).match(/\d+/)![0]);
    const first = await seconds();
    expect(first).toBeGreaterThan(45);
    expect(first).toBeLessThanOrEqual(60);
    await page.clock.fastForward('00:20');
    await expect.poll(seconds).toBeLessThanOrEqual(first - 20);
    expect(await seconds()).toBeGreaterThan(first - 25);
    expect(await englishOn(page)).toEqual([]);

    const renewal = page.waitForResponse((response) => response.url().endsWith('/api/auth') && response.request().method() === 'GET');
    await dialog.getByRole('button', { name: 'Continuar conectado' }).click();
    expect((await renewal).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    // a full idle period again before the next warning
    await page.clock.fastForward('13:00');
    // proves absent: no warning before a full idle period has passed again
    await nothingWithin(1500);
    expect(await dialog.count()).toBe(0);
    expect(page.url()).toMatch(/\/sections\?vista=1$/);
    await page.context().close();
  });

  it('user input counts as activity: the session is renewed quietly instead of warning', async () => {
    const page = await signedInAtSections();
    await page.clock.fastForward('10:00');
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    const renewal = page.waitForResponse((response) => response.url().endsWith('/api/auth') && response.request().method() === 'GET');
    await page.clock.fastForward('04:00');
    expect((await renewal).status()).toBe(200);
    // proves absent: the quiet renewal brings no warning
    await nothingWithin(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('at the limit signs out to /login, revokes the token, and brings the user back to the same page after signing in', async () => {
    const page = await signedInAtSections();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.clock.fastForward('14:00');
    await page.getByRole('dialog').getByText('Sesión por expirar').waitFor();
    const revoked = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.clock.fastForward('01:00');
    // the address reads /login twice: once in the admin, then after the page reloads into the plain
    // sign-in (src/auth/LoginPage.tsx); the sign-in's message is the second, and the page is still then
    await page.getByRole('alert').getByText('Su sesión se cerró por inactividad. Ingrese de nuevo para continuar.').waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect((await revoked).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // the old token no longer opens anything on the server
    const status = await page.evaluate(
      (old) => fetch('/api/security/getResources', { headers: { authorization: `Bearer ${old}` } }).then((response) => response.status),
      token,
    );
    expect(status).toBe(401);

    await page.getByRole('textbox', { name: 'Usuario' }).fill('comercio@demo.cr');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/sections\?vista=1$/);
    await page.getByRole('heading', { name: 'Secciones', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/sections\?vista=1$/);
    expect(browser.errors).toEqual([]);
    await page.context().close();
  });

  it("'Salir' revokes the token on the server", async () => {
    const page = await browser.signedInPage('operador@demo.cr');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // 'Salir' is in the menu under the user's name
    await page.getByRole('button', { name: /Bienvenido/ }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await untilSignInPage(page);
    const status = await page.evaluate(
      (old) => fetch('/api/security/getResources', { headers: { authorization: `Bearer ${old}` } }).then((response) => response.status),
      token,
    );
    expect(status).toBe(401);
    await page.context().close();
  });
});
