import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { crDate } from '../../src/domain/costaRicaTime';
import { exchangeRateMessages as text } from '../../src/domain/exchangeRateMessages';
import { browserForFile, englishOn } from '../support/browserSession';
import { servedApi } from '../support/servedApi';
import { shoot } from '../support/screenshots';

/**
 * 'Tipos de cambio' through its screens (docs/departures.md, 'Dollars that match'): the provider's
 * staff read the seeded history, correct today's rate, and a wrong figure or a day that has a rate
 * already gets its Spanish message and changes nothing. On a server of its own: today's rate
 * changes there only.
 */
const browser = browserForFile({ ownServer: true });
const { call, signIn } = servedApi(browser);
const today = crDate(Date.now());
const shownToday = today.split('-').reverse().join('/');
let page: Page;
let token: string;
const rateOfToday = async () => ((await call('GET', '/exchangeRate/getRates', undefined, token)).exchangeRates as { day: string; rate: number }[]).find((row) => row.day === today)?.rate;

beforeAll(async () => {
  token = await signIn('admin@demo.cr');
  // a weekend has no seeded row: today gets one as staff would enter it, so the screens find it
  if ((await rateOfToday()) === undefined) await call('POST', '/exchangeRate/', { exchangeRate: { day: today, rate: 505.5 } }, token);
  page = await browser.signedInPage('admin@demo.cr', { at: '/exchangeRates', viewport: { width: 1366, height: 900 } });
});

describe("the day's dollar rates through the screens", () => {
  it('lists the days, newest first, in Spanish', async () => {
    await page.getByRole('heading', { name: 'Tipos de cambio' }).waitFor();
    for (const header of ['Fecha', 'Colones por dólar', 'Registrado por', 'Acciones']) await page.getByRole('columnheader', { name: header }).waitFor();
    await page.getByRole('cell', { name: shownToday }).waitFor();
    await page.getByText('Historial de demostración').first().waitFor();
    // today's rate may be corrected from its row; a past day's, which its documents state, offers no 'Editar'
    await page.getByRole('row', { name: new RegExp(shownToday) }).getByLabel('Editar').waitFor();
    const pastDay = page.getByRole('row').filter({ hasText: 'Historial de demostración' }).filter({ hasNotText: shownToday }).first();
    await pastDay.waitFor();
    expect(await pastDay.getByLabel('Editar').count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'exchange-rates', { fullPage: false });

    // the oldest days first: no row of the page may be edited, so no 'Acciones' column of empty cells
    await page.getByRole('columnheader', { name: 'Fecha' }).getByRole('button').click();
    await expect.poll(() => page.getByRole('row').nth(1).innerText()).not.toContain(shownToday);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Acciones' }).count()).toBe(0);
    await page.getByRole('columnheader', { name: 'Colones por dólar' }).waitFor();
    // newest first again (the later tests find today's row on the first page): the column is back
    await page.getByRole('columnheader', { name: 'Fecha' }).getByRole('button').click();
    await page.getByRole('columnheader', { name: 'Acciones' }).waitFor();
    await page.getByRole('row', { name: new RegExp(shownToday) }).getByLabel('Editar').waitFor();
  });

  it('refuses a day that has a rate already, in Spanish, and changes nothing', async () => {
    const before = await rateOfToday();
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Registrar tipo de cambio' }).waitFor();
    await page.getByLabel('Colones por dólar').fill('99');
    await page.getByText(text.badRate).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await page.getByLabel('Colones por dólar').fill('507,25');
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(false);
    await shoot(page, 'exchange-rate-create', { fullPage: false });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog').getByText(text.dayTaken).waitFor();
    expect(await rateOfToday()).toBe(before);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  });

  it("corrects today's rate from its row: a figure of three decimals is refused, two are taken", async () => {
    await browser.visit(page, '/exchangeRates');
    await page.getByRole('row', { name: new RegExp(shownToday) }).getByLabel('Editar').click();
    await page.getByRole('heading', { name: 'Actualizar tipo de cambio' }).waitFor();
    await page.getByText(`Fecha: ${shownToday}`).waitFor();
    await page.getByLabel('Colones por dólar').fill('506,425');
    await page.getByText(text.badRate).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await page.getByLabel('Colones por dólar').fill('506,42');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog').getByText(text.updated).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('row', { name: new RegExp(shownToday) }).getByText('₡506.42').waitFor();
    expect(await rateOfToday()).toBe(506.42);
    expect(await englishOn(page)).toEqual([]);
  });
});
