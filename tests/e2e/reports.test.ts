import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, compactDay, oneYearBefore, presetRange, todayInCostaRica } from '../../src/domain/dateRanges';
import { browserForFile, englishOn, signInToHome } from '../support/browserSession';

const browser = browserForFile();
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

/** `YYYY-MM-DD` as the screen writes it in Costa Rica: dd/mm/aaaa. */
const crDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** What a date picker holds (its hidden input carries the text the field shows). */
const dateValue = (page: Page, name: 'startDate' | 'endDate') => page.locator(`input[name=${name}]`).inputValue();

/** Types a day into a date picker as a person would: day, month and year digits from its first section. */
const typeDate = async (page: Page, label: string, day: string) => {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Día' }).click();
  await page.keyboard.type(crDay(day).replace(/\//g, ''));
};

/** The totals under the report, as the screen shows them. */
const totalsOnScreen = (page: Page) => page.getByTestId('report-totals').locator('tbody tr').allInnerTexts();

/** The report's rows (the totals under it are a table of their own). */
const ROWS = 'table.RaDatagrid-table tbody tr';

/** The body cells of one column, by its position. */
const column = (page: Page, index: number) => page.locator(`${ROWS} td:nth-child(${index})`).allInnerTexts();


describe('transaction report', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.signedInPage('admin@demo.cr', { at: '/reports/transactions' });
    await page.getByRole('heading', { name: 'Transacciones', exact: true }).waitFor();
  });

  it('opens on today → tomorrow with every merchant, the spec columns and no English', async () => {
    expect(await dateValue(page, 'startDate')).toBe(crDay(today));
    expect(await dateValue(page, 'endDate')).toBe(crDay(addDays(today, 1)));
    await page.locator(ROWS).first().waitFor();
    expect(await page.locator(ROWS).count()).toBe(15);
    // 'Fecha' is the one sortable column: its header is a button; what the eye reads is the first line ('Auth.' is read out as 'Autorización')
    expect((await page.locator('table.RaDatagrid-table thead th').allInnerTexts()).map((text) => text.trim().split('\n')[0])).toEqual([
      'Transacción', 'Auth.', 'Monto', 'Fecha', 'Tipo tarjeta', 'Tarjeta', 'Tipo Transacción', 'Comercio', 'Usuario', 'Detalle',
    ]);
    await page.locator('table.RaDatagrid-table thead th').nth(3).getByRole('button').waitFor();
    expect(await page.getByRole('combobox', { name: 'Comercio' }).inputValue()).toBe('Todos los comercios');
    expect(await englishOn(page)).toEqual([]);
  });

  it('applies a preset at once, without Filtrar', async () => {
    const range = presetRange('last7Days', today);
    const expected = await api(page, '/transaction/bymerchant', { ...range, merchantId: 0, pageIndex: 0, pageSize: 15 });
    await page.getByRole('button', { name: 'Últimos 7 días' }).click();
    expect(await dateValue(page, 'startDate')).toBe(crDay(range.startDate));
    await page.getByText(`Página 1 de ${expected.pages}`).waitFor();
    expect(await column(page, 1)).toEqual(expected.transactions.map((row: { transaction_id: number }) => String(row.transaction_id)));
  });

  it("finds a merchant in the picker by typing part of its name, accents aside", async () => {
    const picker = page.getByRole('combobox', { name: 'Comercio' });
    await picker.click();
    // 'Todos los comercios' first, then every merchant
    expect(await page.getByRole('option').first().innerText()).toBe('Todos los comercios');
    expect(await page.getByRole('option').count()).toBeGreaterThanOrEqual(45);
    await picker.fill('guanacas');
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['Soda El Guanacasteco']);
    await picker.fill('dona ana');
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['Restaurante La Casona de Doña Ana']);
    await picker.fill('zzz');
    await page.getByText('Ningún comercio coincide con lo escrito').waitFor();
    await picker.fill('guanacas');
    await page.getByRole('option', { name: 'Soda El Guanacasteco' }).click();
    await expect.poll(() => picker.inputValue()).toBe('Soda El Guanacasteco');
  });

  it('filters by preset and merchant, and pages forward in step with the API', async () => {
    const range = presetRange('last7Days', today);
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

  it('shows refunds in red, other rows not, and links each row to its public voucher and its detail', async () => {
    await page.getByRole('combobox', { name: 'Comercio' }).click();
    await page.getByRole('option', { name: 'Todos los comercios' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('button', { name: 'Últimos 30 días' }).click();
    await page.getByText('Página 1 de').waitFor();
    // walk the pages until a refund is on screen
    for (let step = 0; step < 10 && (await page.getByRole('cell', { name: 'Devolución', exact: true }).count()) === 0; step++) {
      await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
      await page.getByText(`Página ${step + 2} de`).waitFor();
    }
    const refund = page.locator(ROWS, { hasText: 'Devolución' }).first();
    const payment = page.locator(ROWS, { hasText: 'Pago' }).first();
    const colour = (row: typeof refund) => row.locator('td').nth(2).evaluate((cell) => getComputedStyle(cell).color);
    expect(await colour(refund)).toBe('rgb(211, 47, 47)');
    expect(await colour(payment)).not.toBe('rgb(211, 47, 47)');
    const link = payment.getByRole('link', { name: /^Abrir el comprobante/ });
    expect(await link.getAttribute('href')).toMatch(/^\/voucher\/[A-Za-z0-9_-]{22}$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await payment.getByRole('link', { name: /^Ver el detalle de la transacción/ }).getAttribute('href')).toMatch(/^\/reports\/transactions\/\d+$/);
  });

  it('has one search, the server\'s transaction number, over the whole range', async () => {
    expect(await page.getByRole('textbox', { name: 'Buscar transacción' }).count()).toBe(0);
    const range = presetRange('last30Days', today);
    const page3 = await api(page, '/transaction/bymerchant', { ...range, merchantId: 0, pageIndex: 3, pageSize: 15 });
    const wanted = String(page3.transactions[4].transaction_id);
    await page.getByLabel('Número de transacción').fill(wanted);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => column(page, 1)).toEqual([wanted]);
    // one row: no pager counting rows it does not show
    expect(await page.getByText(/Página \d+ de/).count()).toBe(0);
    await page.getByLabel('Número de transacción').fill('');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Página 1 de').waitFor();
  });

  it('sorts by date, oldest first on a click of its header, as the server pages', async () => {
    const range = presetRange('last30Days', today);
    const oldest = await api(page, '/transaction/bymerchant', { ...range, merchantId: 0, pageIndex: 0, pageSize: 15, sortOrder: 'ASC' });
    await page.getByRole('columnheader', { name: 'Fecha' }).getByRole('button').click();
    await expect.poll(() => column(page, 1)).toEqual(oldest.transactions.map((row: { transaction_id: number }) => String(row.transaction_id)));
    expect((await column(page, 4))[0].startsWith(crDay(range.startDate))).toBe(true);
    await page.getByRole('columnheader', { name: 'Fecha' }).getByRole('button').click();
    await expect.poll(async () => (await column(page, 4))[0].slice(0, 10)).toBe(crDay(today));
  });

  it('shows the totals per currency of the whole range, as the server counts them', async () => {
    const range = presetRange('last30Days', today);
    const expected = await api(page, '/transaction/bymerchant', { ...range, merchantId: 0, pageIndex: 0, pageSize: 15 });
    expect(expected.totals.length).toBe(2);
    const money = (amount: number, symbol: string) =>
      `${amount < 0 ? '-' : ''}${symbol}${(Math.abs(amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect
      .poll(() => totalsOnScreen(page))
      .toEqual([
        `Colones\t${expected.totals[0].count.toLocaleString('en-US')}\t${money(expected.totals[0].amount, '₡')}`,
        `Dólares\t${expected.totals[1].count.toLocaleString('en-US')}\t${money(expected.totals[1].amount, '$')}`,
      ]);
    await page.getByText('Totales del período').waitFor();
  });

  it('remembers the filters, order and page after leaving the screen and coming back', async () => {
    const first = await column(page, 1);
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await page.getByText('Página 2 de').waitFor();
    // the pager's label may change before the rows do: wait for page 2's own rows
    await expect.poll(async () => (await column(page, 1))[0] !== first[0]).toBe(true);
    const shown = await column(page, 1);
    await page.getByRole('link', { name: 'Bancos' }).click();
    await page.getByRole('heading', { name: 'Bancos' }).waitFor();
    await page.goBack();
    await page.getByText('Página 2 de').waitFor();
    // the stored filter reaches the date fields right after the page comes back (a busy machine may show the first render)
    await expect.poll(() => dateValue(page, 'startDate')).toBe(crDay(presetRange('last30Days', today).startDate));
    await expect.poll(() => column(page, 1)).toEqual(shown);
  });

  it("gives a merchant's user no merchant dropdown and only its own rows", async () => {
    const merchant = await browser.signedInPage('comercio@demo.cr', { at: '/reports/transactions' });
    await merchant.getByRole('button', { name: 'Últimos 7 días' }).click();
    await expect.poll(() => merchant.locator(ROWS).count()).toBe(15);
    expect(await merchant.getByRole('combobox', { name: 'Comercio' }).count()).toBe(0);
    expect(new Set(await column(merchant, 8))).toEqual(new Set(['Restaurante La Casona de Doña Ana']));
    expect(await englishOn(merchant)).toEqual([]);
    await merchant.context().close();
  });
});

describe('merchant payments report', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.signedInPage('backoffice@demo.cr', { at: '/reports/merchant-payment' });
    await page.getByRole('heading', { name: 'Reporte de pago a comercios' }).waitFor();
  });

  it('downloads every page of the range as ReportePagoComercios.csv, as many rows as the API counts', async () => {
    const startDate = oneYearBefore(today);
    await typeDate(page, 'Fecha inicial', startDate);
    await typeDate(page, 'Fecha final', today);
    expect(await dateValue(page, 'startDate')).toBe(crDay(startDate));
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
    // the search reads every page of the year before it filters: slow on a busy machine
    await expect.poll(async () => [...new Set(await column(page, 1))], { timeout: 45_000 }).toEqual(['Hotel Vista Arenal']);
    await page.getByRole('textbox', { name: 'Buscar por empresa o cuenta IBAN' }).fill('no existe esta empresa');
    await page.getByText('No existen pagos.').waitFor();
  });

  it('shows the totals per currency of the range under the table', async () => {
    const expected = await api(page, '/reports/admin/getMerchantPayments', { from: compactDay(oneYearBefore(today)), to: compactDay(today), page: 0, pageSize: 25 });
    const rows = await totalsOnScreen(page);
    expect(rows).toHaveLength(expected.totals.length);
    expect(rows[0]).toMatch(new RegExp(`^Colones\t${expected.totals[0].count.toLocaleString('en-US')}\t₡`));
  });

  it("is refused to a merchant's user in Spanish", async () => {
    const merchant = await browser.signedInPage('comercio@demo.cr', { at: '/reports/merchant-payment' });
    // the screen guard answers before any call (the API's own refusal is in tests/api/merchantPayments.test.ts)
    await merchant.getByRole('main').getByText('No tiene permisos para ver esta página.').waitFor();
    expect(await merchant.getByRole('button', { name: 'Descargar' }).count()).toBe(0);
    await merchant.context().close();
  });
});

describe('dates in an English-speaking browser', () => {
  it('shows dd/mm/aaaa in the pickers and the table, and no English from the picker', async () => {
    const context = await browser.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await signInToHome(page, browser.baseUrl, 'admin@demo.cr');
    await browser.visit(page, '/reports/transactions');
    await page.getByRole('heading', { name: 'Transacciones', exact: true }).waitFor();
    expect(await dateValue(page, 'startDate')).toBe(crDay(today));
    expect((await page.getByRole('group', { name: 'Fecha inicial' }).innerText()).replace(/\s/g, '')).toBe(crDay(today));
    await expect.poll(async () => (await column(page, 4))[0]?.slice(0, 10)).toBe(crDay(today));
    // the calendar itself: Spanish month, Monday first, no 'OK'/'Cancel'
    await page.getByRole('button', { name: /^Elegir fecha/ }).first().click();
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    expect(await calendar.innerText()).toMatch(/enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre/);
    expect(await englishOn(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await context.close();
  });
});
