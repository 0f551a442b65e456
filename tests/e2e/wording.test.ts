import { describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';

/**
 * Through the screens: the spec's abbreviated 'Auth.' column is read out as
 * 'Autorización', the user form says 'Correo electrónico' like the other forms (its list keeps
 * the spec's 'Email' column), and a Comercio typing the payments report's address is told
 * 'Acceso denegado' instead of being sent home without a word.
 */
const browser = browserForFile();

describe('words on the admin’s screens', () => {
  it('tells a Comercio typing /reports/merchant-payments (or the spec’s singular) that access is denied', async () => {
    // the merchant's one page, moved from screen to screen: these tests only read
    const page = await browser.keptPage('comercio@demo.cr');
    for (const path of ['/reports/merchant-payments', '/reports/merchant-payment']) {
      await browser.visit(page, path);
      await page.getByRole('heading', { name: 'Acceso denegado' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/reports/merchant-payment');
    }
  });

  it('opens the payments report for the provider at the plural address too', async () => {
    const page = await browser.signedInPage('admin@demo.cr', { at: '/reports/merchant-payments' });
    await page.waitForURL('**/reports/merchant-payment');
    await page.getByRole('button', { name: 'Filtrar' }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Acceso denegado' }).count()).toBe(0);
    await page.context().close();
  });

  it('reads the spec’s Auth. column out as Autorización', async () => {
    const page = await browser.keptPage('comercio@demo.cr', { at: '/reports/transactions' });
    const header = page.getByRole('columnheader', { name: 'Autorización', exact: true });
    await header.waitFor();
    expect((await header.innerText()).split('\n')[0]).toBe('Auth.');
    expect(await page.getByRole('columnheader', { name: 'Auth.', exact: true }).count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
  });

  it('labels the user form’s e-mail as the other forms do, keeping the spec’s list column', async () => {
    const page = await browser.keptPage('comercio@demo.cr', { at: '/users' });
    await page.getByRole('columnheader', { name: 'Email', exact: true }).waitFor();
    await browser.visit(page, '/users/create');
    await page.getByLabel('Correo electrónico').first().waitFor();
    expect(await page.getByLabel('Email', { exact: true }).count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
  });
});
