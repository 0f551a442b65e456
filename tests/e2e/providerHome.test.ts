import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../src/domain/money';
import { browserForFile, englishOn } from '../support/browserSession';
import { tabStopsIn, tabStopsUnderAriaHidden, textContrast } from '../support/pageAccessibility';

const browser = browserForFile();
const PHONE = { width: 390, height: 844 };

const summary = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/dashboard/provider', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } })).json());

describe("the provider's home", () => {
  it('shows the 30 days the summary gives: volume, charts with their tables, top merchants, merchants to look at', async () => {
    const page = await browser.keptPage('admin@demo.cr');
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

  // the two causes that held Lighthouse's accessibility at 92 (bench/accessibility.bench.ts)
  it('keeps its charts out of the tab order and its date presets readable (4.5:1)', async () => {
    const page = await browser.keptPage('admin@demo.cr');
    const charts = page.locator('figure').filter({ has: page.locator('svg') });
    await charts.first().locator('svg').first().waitFor();
    expect(await charts.count()).toBe(2);
    // a chart is a picture whose figures are its table: nothing in it takes the focus, named or not
    for (const chart of await charts.all()) expect(await tabStopsIn(chart)).toEqual([]);
    expect(await tabStopsUnderAriaHidden(page)).toEqual([]);
    // the filter sits straight on the page's grey: every preset, chosen or not, and the fields' labels
    const presets = page.getByRole('group', { name: 'Rangos de fechas' }).getByRole('button');
    expect(await presets.count()).toBe(6);
    const texts = [...(await presets.all()), page.locator('label', { hasText: 'Fecha inicial' }), page.locator('label', { hasText: 'Fecha final' })];
    const faint: string[] = [];
    for (const text of texts) {
      const contrast = await textContrast(text);
      if (contrast < 4.5) faint.push(`${await text.textContent()}: ${contrast.toFixed(2)}:1`);
    }
    expect(faint).toEqual([]);
  });

  it('fits a phone: nothing wider than the screen, nothing below the last panel', async () => {
    const page = await browser.signedInPage('admin@demo.cr', { viewport: PHONE });
    await page.getByText('Volumen por día en dólares', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Comercios con más volumen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const below = await page.evaluate(() => document.documentElement.scrollHeight - ([...document.querySelectorAll('.MuiCard-root')].at(-1)!.getBoundingClientRect().bottom + scrollY));
    expect(below).toBeLessThan(100);
  });

  it("is not shown to a merchant's users", async () => {
    const page = await browser.signedInPage('comercio@demo.cr');
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    // the merchant's own home has drawn in its place
    await page.getByRole('heading', { name: 'Hoy en el restaurante' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Resumen de transacciones' }).count()).toBe(0);
  });
});
