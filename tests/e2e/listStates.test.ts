import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { nothingWithin } from '../support/quietPeriod';
import { shoot } from '../support/screenshots';

const browser = browserForFile();


const GENERIC = 'Ocurrió un error de comunicación, intente de nuevo.';


/** A failing API: every call to `pattern` answers 500 with a body that is not ours to show. */
const failWith500 = (page: Page, pattern: string) =>
  page.route(pattern, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'TypeError: cannot read properties of undefined (db.ts:12)' }) }),
  );

describe('a list whose load fails', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.signedInPage('backoffice@demo.cr');
  });

  it('says so with Reintentar, never as an empty list, and shows no text of a failing server', async () => {
    await failWith500(page, '**/api/bank/getBanks');
    await browser.visit(page, '/banks');
    await page.getByText('No se pudo cargar la información.').waitFor();
    await page.getByText(GENERIC).waitFor();
    expect(await page.getByText('No existen bancos.').count()).toBe(0);
    expect(await page.getByText(/TypeError|db\.ts/).count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'list-error');

    await page.unroute('**/api/bank/getBanks');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('cell', { name: 'LAFISE Costa Rica' }).waitFor();
    expect(await page.getByText('No se pudo cargar la información.').count()).toBe(0);
  });

  it('says the same when the API cannot be reached at all', async () => {
    await page.route('**/api/bank/getBanks', (route) => route.abort('connectionrefused'));
    await browser.visit(page, '/banks');
    await page.getByText(GENERIC).waitFor();
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    await page.unroute('**/api/bank/getBanks');
  });

  it('keeps the spec empty text for a list that is really empty', async () => {
    await page.route('**/api/bank/getBanks', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"banks":[]}' }));
    await browser.visit(page, '/banks');
    await page.getByText('No existen bancos.').waitFor();
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    await page.unroute('**/api/bank/getBanks');
  });

  it('an edit page whose record fails to load says so, stays, and loads it on Reintentar', async () => {
    await failWith500(page, '**/api/bank/getBanks');
    await browser.visit(page, '/banks/1');
    await page.getByText('No se pudo cargar el registro.').waitFor();
    await page.getByText(GENERIC).waitFor();
    expect(await page.getByText('El registro solicitado no existe.').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/banks/1');
    await page.unroute('**/api/bank/getBanks');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).not.toBe('');
  });

  it('a report whose load fails says so with Reintentar', async () => {
    await failWith500(page, '**/api/reports/admin/getMerchantPayments');
    await browser.visit(page, '/reports/merchant-payment');
    await page.getByText('No se pudo cargar la información.').waitFor();
    expect(await page.getByText('No existen pagos.').count()).toBe(0);
    await page.unroute('**/api/reports/admin/getMerchantPayments');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Totales del período').waitFor();
  });
});

describe('lists like a modern admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.signedInPage('backoffice@demo.cr');
  });

  const names = () => page.locator('tbody tr td:nth-child(2)').allInnerTexts();

  it('sorts a list loaded at once by any column, both ways', async () => {
    await browser.visit(page, '/banks');
    await page.getByRole('cell', { name: 'LAFISE Costa Rica' }).waitFor();
    const sorted = (texts: string[]) => [...texts].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
    await page.getByRole('columnheader', { name: 'Nombre' }).getByRole('button').click();
    await expect.poll(async () => { const shown = await names(); return shown.length > 1 && shown.join() === sorted(shown).join(); }).toBe(true);
    await page.getByRole('columnheader', { name: 'Nombre' }).getByRole('button').click();
    await expect.poll(async () => { const shown = await names(); return shown.join() === sorted(shown).reverse().join(); }).toBe(true);
  });

  it('remembers the search and sort after leaving the list and coming back through the menu', async () => {
    await page.getByPlaceholder('Buscar').fill('LAFISE');
    await expect.poll(() => names()).toEqual(['LAFISE Costa Rica']);
    await page.getByRole('link', { name: 'Usuarios' }).click();
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor();
    await page.getByRole('link', { name: 'Bancos' }).click();
    await page.getByRole('heading', { name: 'Bancos' }).waitFor();
    expect(await page.getByPlaceholder('Buscar').inputValue()).toBe('LAFISE');
    await expect.poll(() => names()).toEqual(['LAFISE Costa Rica']);
    await page.getByPlaceholder('Buscar').fill('');
  });

  it('sorts a catalog column by the names it shows, not by their hidden codes', async () => {
    await browser.visit(page, '/merchants/5/tariffs');
    await page.locator('tbody tr').first().waitFor();
    const column = await page.locator('thead th').allInnerTexts();
    const bankColumn = column.findIndex((text) => text.trim() === 'Marca') + 1;
    const brands = () => page.locator(`tbody tr td:nth-child(${bankColumn})`).allInnerTexts();
    const sorted = (texts: string[]) => [...texts].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
    await page.getByRole('columnheader', { name: 'Marca' }).getByRole('button').click();
    await expect.poll(async () => { const shown = await brands(); return shown.length > 1 && new Set(shown).size > 1 && shown.join() === sorted(shown).join(); }).toBe(true);
    await page.getByRole('columnheader', { name: 'Marca' }).getByRole('button').click();
    await expect.poll(async () => { const shown = await brands(); return shown.join() === sorted(shown).reverse().join(); }).toBe(true);
  });

  it('a search still pending when the user opens another screen does not pull them back to the list', async () => {
    await browser.visit(page, '/banks');
    await page.getByRole('cell', { name: 'LAFISE Costa Rica' }).waitFor();
    // typed, and 'Nuevo' clicked before the search's half-second pause is over
    await page.getByPlaceholder('Buscar').fill('LAF');
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear banco' }).waitFor();
    // proves absent: the search's pause (half a second) ends, and the page stays where the user went
    await nothingWithin(1000);
    expect(new URL(page.url()).pathname).toBe('/banks/create');
    await page.getByRole('heading', { name: 'Crear banco' }).waitFor();
  });
});

describe('on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.signedInPage('admin@demo.cr', { viewport: { width: 390, height: 844 } });
  });

  it('shows a list as cards, each with its actions within the screen', async () => {
    await browser.visit(page, '/merchants');
    const cards = page.getByTestId('record-cards').getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await page.locator('table').count()).toBe(0);
    const first = cards.first();
    // labelled lines, the first column as the title
    await first.getByText('Estado').waitFor();
    for (const action of ['Editar', 'Tarifas', 'Cuentas', 'Eliminar']) {
      const button = first.getByRole('link', { name: action }).or(first.getByRole('button', { name: action })).first();
      const box = await button.boundingBox();
      expect(box, action).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'phone-merchants');
    await first.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/merchants\/\d+$/);
  });

  it('offers the sortable columns in a sort menu, the cards having no headers', async () => {
    await browser.visit(page, '/banks');
    const titles = page.getByTestId('record-cards').getByRole('listitem').locator('.MuiTypography-subtitle1');
    await titles.first().waitFor();
    await page.getByRole('button', { name: /^Ordenar por/ }).click();
    await page.getByRole('menuitem', { name: 'Nombre' }).click();
    const sorted = (texts: string[]) => [...texts].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
    await expect.poll(async () => { const shown = await titles.allInnerTexts(); return shown.length > 1 && shown.join() === sorted(shown).join(); }).toBe(true);
    await shoot(page, 'phone-banks');
  });

  it('shows the transaction report as cards with its totals', async () => {
    await browser.visit(page, '/reports/transactions');
    const cards = page.getByTestId('record-cards').getByRole('listitem');
    await cards.first().getByRole('link').first().waitFor();
    expect(await cards.count()).toBe(15);
    await page.getByText('Totales del período').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'phone-transactions');
  });
});
