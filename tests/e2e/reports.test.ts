import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, oneYearBefore, presetRange, todayInCostaRica } from '../../src/domain/dateRanges';
import { englishOn, openBrowser } from '../support/browserSession';

let browser: Awaited<ReturnType<typeof openBrowser>>;
const today = todayInCostaRica();


/** Ask the mock API directly, with the session the page holds, for the figures the screen must match. */
const api = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );

/** The body cells of one column, by its position. */
const column = (page: Page, index: number) => page.locator(`tbody tr td:nth-child(${index})`).allInnerTexts();

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('transaction report', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.signedInPage('admin@demo.cr');
    await page.goto(`${browser.baseUrl}/reports/transactions`);
    await page.getByRole('heading', { name: 'Transacciones' }).waitFor();
  });

  it('opens on today → tomorrow with every merchant, the spec columns and no English', async () => {
    expect(await page.getByLabel('Fecha inicial').inputValue()).toBe(today);
    expect(await page.getByLabel('Fecha final').inputValue()).toBe(addDays(today, 1));
    for (const header of ['Transacción', 'Auth.', 'Monto', 'Fecha', 'Tipo tarjeta', 'Tarjeta', 'Tipo Transacción', 'Comercio', 'Usuario']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await expect.poll(() => page.locator('tbody tr').count()).toBe(15);
    expect(await page.getByRole('combobox', { name: 'Comercio' }).innerText()).toBe('Todos los comercios');
    expect(await englishOn(page)).toEqual([]);
  });

  it('filters by preset and merchant, and pages forward in step with the API', async () => {
    await page.getByRole('button', { name: 'Últimos 7 días' }).click();
    const range = presetRange('last7Days', today);
    expect(await page.getByLabel('Fecha inicial').inputValue()).toBe(range.startDate);
    await page.getByRole('combobox', { name: 'Comercio' }).click();
    await page.getByRole('option', { name: 'Soda El Guanacasteco' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();

    const expected = await api(page, '/transaction/bymerchant', { ...range, merchantId: 3, pageIndex: 0, pageSize: 15 });
    await page.getByText(`Página 1 de ${expected.pages}`).waitFor();
    expect(new Set(await column(page, 8))).toEqual(new Set(['Soda El Guanacasteco']));
    const firstPage = await column(page, 1);
    expect(firstPage).toEqual(expected.transactions.map((row: { transaction_id: number }) => String(row.transaction_id)));

    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await page.getByText(`Página 2 de ${expected.pages}`).waitFor();
    const second = await api(page, '/transaction/bymerchant', { ...range, merchantId: 3, pageIndex: 1, pageSize: 15 });
    await expect.poll(() => column(page, 1)).toEqual(second.transactions.map((row: { transaction_id: number }) => String(row.transaction_id)));
    expect(Number((await column(page, 1))[0])).toBeLessThan(Number(firstPage.at(-1)));
  });

  it('shows refunds in red, other rows not, and links each row to its public voucher', async () => {
    await page.getByRole('combobox', { name: 'Comercio' }).click();
    await page.getByRole('option', { name: 'Todos los comercios' }).click();
    await page.getByRole('button', { name: 'Último 30 días' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Página 1 de').waitFor();
    // walk the pages until a refund is on screen
    for (let step = 0; step < 10 && (await page.getByRole('cell', { name: 'Devolución', exact: true }).count()) === 0; step++) {
      await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
      await page.getByText(`Página ${step + 2} de`).waitFor();
    }
    const refund = page.locator('tbody tr', { hasText: 'Devolución' }).first();
    const payment = page.locator('tbody tr', { hasText: 'Pago' }).first();
    const colour = (row: typeof refund) => row.locator('td').nth(2).evaluate((cell) => getComputedStyle(cell).color);
    expect(await colour(refund)).toBe('rgb(211, 47, 47)');
    expect(await colour(payment)).not.toBe('rgb(211, 47, 47)');
    const link = payment.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/voucher\/[A-Za-z0-9_-]{22}$/);
    expect(await link.getAttribute('target')).toBe('_blank');
  });

  it('searches the page on screen by transaction id and says so when nothing matches', async () => {
    const ids = await column(page, 1);
    await page.getByRole('textbox', { name: 'Buscar transacción' }).fill(ids[3]);
    await expect.poll(() => column(page, 1)).toEqual([ids[3]]);
    await page.getByRole('textbox', { name: 'Buscar transacción' }).fill('999999999');
    await page.getByText('No existen transacciones.').waitFor();
    await page.getByRole('textbox', { name: 'Buscar transacción' }).fill('');
  });

  it("gives a merchant's user no merchant dropdown and only its own rows", async () => {
    const merchant = await browser.signedInPage('comercio@demo.cr');
    await merchant.goto(`${browser.baseUrl}/reports/transactions`);
    await merchant.getByRole('button', { name: 'Últimos 7 días' }).click();
    await merchant.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => merchant.locator('tbody tr').count()).toBe(15);
    expect(await merchant.getByRole('combobox', { name: 'Comercio' }).count()).toBe(0);
    expect(new Set(await column(merchant, 8))).toEqual(new Set(['Restaurante La Casona de Doña Ana']));
    expect(await englishOn(merchant)).toEqual([]);
    await merchant.context().close();
  });
});

describe('merchant payments report', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.signedInPage('backoffice@demo.cr');
    await page.goto(`${browser.baseUrl}/reports/merchant-payment`);
    await page.getByRole('heading', { name: 'Reporte de pago a comercios' }).waitFor();
  });

  it('downloads every page of the range as ReportePagoComercios.csv, as many rows as the API counts', async () => {
    const startDate = oneYearBefore(today);
    await page.getByLabel('Fecha inicial').fill(startDate);
    await page.getByLabel('Fecha final').fill(today);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const expected = await api(page, '/reports/admin/getMerchantPayments', { from: startDate.replace(/-/g, ''), to: today.replace(/-/g, ''), page: 0, pageSize: 25 });
    await page.getByText(`Página 1 de ${expected.pages}`).waitFor();
    expect(await englishOn(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar' }).click()]);
    expect(download.suggestedFilename()).toBe('ReportePagoComercios.csv');
    const bytes = readFileSync((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    expect(header).toContain('Comisión dólares');
    expect(header).toHaveLength(17);
    expect(rows).toHaveLength(expected.total);
    expect(rows[0][0]).toBe(expected.pagos[0].EMPRESA);
    expect(rows.every((row) => /^-?\d+(\.\d+)?$/.test(row[6]))).toBe(true);
  });

  it('shows the progress of a long download', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar' }).click();
    await page.getByRole('status').getByText(/Preparando el archivo: página \d+ de \d+/).waitFor();
    await downloading;
    await expect.poll(() => page.getByRole('status').count()).toBe(0);
  });

  it('searches by company across the range', async () => {
    await page.getByRole('textbox', { name: 'Buscar por empresa o cuenta IBAN' }).fill('Hotel Vista Arenal');
    await expect.poll(async () => [...new Set(await column(page, 1))], { timeout: 20_000 }).toEqual(['Hotel Vista Arenal']);
    await page.getByRole('textbox', { name: 'Buscar por empresa o cuenta IBAN' }).fill('no existe esta empresa');
    await page.getByText('No existen pagos.').waitFor();
  });

  it("is refused to a merchant's user in Spanish", async () => {
    const merchant = await browser.signedInPage('comercio@demo.cr');
    await merchant.goto(`${browser.baseUrl}/reports/merchant-payment`);
    // the screen guard answers before any call (the API's own refusal is in tests/api/merchantPayments.test.ts)
    await merchant.getByRole('main').getByText('No tiene permisos para ver esta página.').waitFor();
    expect(await merchant.getByRole('button', { name: 'Descargar' }).count()).toBe(0);
    await merchant.context().close();
  });
});
