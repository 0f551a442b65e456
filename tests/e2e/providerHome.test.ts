import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../src/domain/money';
import { browserForFile, englishOn } from '../support/browserSession';

const browser = browserForFile();

const summary = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/dashboard/provider', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } })).json());

describe("the provider's home", () => {
  it('shows the 30 days the summary gives: volume, charts with their tables, top merchants, merchants to look at', async () => {
    const page = await browser.signedInPage('admin@demo.cr');
    await page.getByRole('heading', { name: 'Resumen de transacciones' }).waitFor();
    await page.getByText('Volumen por día en colones', { exact: true }).waitFor();
    const data = await summary(page);
    const crc = data.totals.find((line: { currency: string }) => line.currency === 'CRC');
    await page.getByText(formatMinorUnits(crc.amount, 188)).first().waitFor();
    // each chart's figures as a table for screen readers: one row per day
    const table = page.getByRole('table', { name: 'Volumen por día en colones: Cifras del gráfico' });
    expect(await table.locator('tbody tr').count()).toBe(30);
    const top = data.topMerchants[0];
    await page.getByRole('link', { name: top.name }).first().waitFor();
    expect(await englishOn(page)).toEqual([]);
    // a merchant to look at opens its page
    const flagged = data.attention[0];
    await page.getByRole('link', { name: flagged.name, exact: true }).click();
    await page.waitForURL(`**/merchants/${flagged.id}`);
  });

  it("is not shown to a merchant's users", async () => {
    const page = await browser.signedInPage('comercio@demo.cr');
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'Resumen de transacciones' }).count()).toBe(0);
  });
});
