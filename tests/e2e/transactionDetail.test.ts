import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInCostaRica } from '../../src/domain/dateRanges';
import { browserForFile, englishOn, signIn } from '../support/browserSession';

const browser = browserForFile();
const today = todayInCostaRica();

/** The mock API's answer for the page's session, to compare the screen with. */
const api = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );

const ROWS = 'table.RaDatagrid-table tbody tr';

describe('transaction search and detail', () => {
  it('finds payments by the last four digits and opens one: card masked, tariff commission, settlement, in Spanish', async () => {
    const page = await browser.signedInPage('comercio@demo.cr', { at: '/reports/transactions' });
    await page.getByRole('button', { name: 'Últimos 30 días' }).click();
    await page.locator(ROWS).first().waitFor();
    // the last four digits of a sale on screen: the search must find it and only rows with those digits
    const pan = await page.locator(`${ROWS} td:nth-child(6)`).first().innerText();
    const digits = pan.slice(-4);
    await page.getByRole('textbox', { name: 'Últimos 4 dígitos' }).fill('12a');
    await page.getByText('Los últimos cuatro dígitos de la tarjeta deben ser exactamente 4 números.').waitFor();
    expect(await page.getByRole('button', { name: 'Filtrar' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Últimos 4 dígitos' }).fill(digits);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const expected = await api(page, '/transaction/bymerchant', { startDate: addDays(today, -29), endDate: today, cardLast4: digits, pageSize: 15 });
    await expect.poll(() => page.locator(`${ROWS} td:nth-child(6)`).allInnerTexts()).toEqual(expected.transactions.map((row: { pan: string }) => row.pan));
    expect(expected.transactions.every((row: { pan: string }) => row.pan.endsWith(digits))).toBe(true);

    const first = expected.transactions[0];
    await page.getByRole('link', { name: `Ver el detalle de la transacción ${first.transaction_id}` }).click();
    await page.getByRole('heading', { name: `Transacción ${first.transaction_id}` }).waitFor();
    const detail = (await api(page, `/transaction/${first.transaction_id}`)).transaction;
    const text = await page.locator('main').innerText();
    expect(text).toContain(`${detail.scheme} ${detail.pan}`);
    expect(text).toMatch(new RegExp(`\\*{8}${digits}`));
    expect(text).not.toMatch(/\d{13,19}/);
    expect(text).toContain('Fecha (hora de Costa Rica)');
    if (detail.tariff) expect(text).toContain(detail.tariff.description);
    if (detail.settlement) expect(text).toContain(detail.settlement.BATCHID);
    expect(await page.getByRole('link', { name: 'Ver el comprobante' }).getAttribute('href')).toBe(`/voucher/${detail.voucher_id}`);
    expect(await englishOn(page)).toEqual([]);

    await page.getByRole('link', { name: 'Volver a transacciones' }).click();
    await page.getByRole('heading', { name: 'Transacciones', exact: true }).waitFor();
  });

  it("answers another merchant's transaction as one that does not exist", async () => {
    const admin = await browser.signedInPage('admin@demo.cr');
    const [other] = (await api(admin, '/transaction/bymerchant', { startDate: addDays(today, -6), endDate: today, merchantId: 3 })).transactions;
    expect(other.merchant.id).toBe(3);
    const page = await browser.signedInPage('comercio@demo.cr', { at: `/reports/transactions/${other.transaction_id}` });
    await page.getByText('El registro solicitado no existe.').waitFor();
  });

  it('reads at phone width without cutting anything off', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, browser.baseUrl, 'comercio@demo.cr');
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    const [row] = (await api(page, '/transaction/bymerchant', { startDate: addDays(today, -6), endDate: today })).transactions;
    await browser.visit(page, `/reports/transactions/${row.transaction_id}`);
    await page.getByRole('heading', { name: 'Tarifa y comisión' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
