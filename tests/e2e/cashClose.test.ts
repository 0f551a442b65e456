import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInCostaRica } from '../../src/domain/dateRanges';
import { formatMoney } from '../../src/domain/money';
import type { DayClose } from '../../src/domain/wire/dayClose';
import { browserForFile, englishOn } from '../support/browserSession';
import { typeDay } from '../support/formControls';

const browser = browserForFile();
const PHONE = { width: 390, height: 844 };

const closeOf = (page: Page, date: string): Promise<DayClose> =>
  page.evaluate(async (day) => (await fetch(`/api/cashClose/${day}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } })).json(), date);

const openClose = async (page: Page, date?: string) => {
  await browser.visit(page, '/reports/cash-close');
  await page.getByRole('heading', { name: 'Pagos por medio' }).waitFor();
  if (date) {
    await typeDay(page, 'Fecha', date);
    await page.getByTestId('close-state').waitFor();
  }
};

describe("the day's close", () => {
  it("shows the day's payments by method, tips per waiter, service and IVA as the API gives them; downloads them as CSV", async () => {
    const page = await browser.signedInPage('comercio@demo.cr');
    const date = addDays(todayInCostaRica(), -1);
    await openClose(page, date);
    const data = await closeOf(page, date);
    const payments = page.getByRole('table').filter({ hasText: 'Medio de pago' });
    await payments.getByRole('row', { name: /^Total/ }).getByText(formatMoney(data.total.amount)).waitFor();
    for (const line of data.methods) await payments.getByRole('row').filter({ hasText: line.method === 'card' ? 'Tarjeta' : line.method === 'sinpe' ? 'SINPE Móvil' : 'Efectivo' }).getByText(formatMoney(line.amount)).waitFor();
    const tips = page.getByRole('table').filter({ hasText: 'Mesero' });
    expect(await tips.locator('tbody tr').count()).toBe(data.tipsByWaiter.length);
    await page.getByRole('row', { name: /Servicio 10 %/ }).getByText(formatMoney(data.service)).waitFor();
    expect(await englishOn(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`CierreDeCaja-${date}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFSección,Concepto,Cantidad,Monto,Propinas\r\n')).toBe(true);
    expect(csv).toContain(`Pagos por medio,Total,${data.total.count},${data.total.amount},${data.total.tips}\r\n`);
    expect(csv).toContain(`Servicio e IVA,Servicio 10 %,,${data.service},`);
  });

  it('prints only the close, as an 80 mm ticket', async () => {
    const page = await browser.signedInPage('comercio@demo.cr');
    await openClose(page);
    await page.emulateMedia({ media: 'print' });
    const ticket = page.getByTestId('cash-close-ticket');
    await ticket.waitFor();
    const width = await ticket.evaluate((element) => element.getBoundingClientRect().width);
    // 80 mm at 96 dpi
    expect(Math.round(width)).toBe(302);
    await ticket.getByText('Pagos por medio').waitFor();
    expect(await page.getByRole('heading', { name: 'Pagos por medio' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await ticket.isVisible()).toBe(false);
  });

  it('closes a day once: the screen says who closed it, the figures stay, a second close is refused', async () => {
    const page = await browser.signedInPage('operador@demo.cr', { viewport: PHONE });
    const date = addDays(todayInCostaRica(), -4);
    await openClose(page, date);
    const before = await closeOf(page, date);
    expect(before.closed).toBeNull();
    await page.getByText('Caja abierta').waitFor();
    // staff type the cash they counted: ₡100 short of the expected, so the close asks why
    expect(await page.getByRole('button', { name: 'Cerrar caja' }).isDisabled()).toBe(true);
    await page.getByLabel('Efectivo contado').fill(String(Math.round(before.cash.expected) - 100));
    await page.getByTestId('cash-difference').waitFor();
    expect(await page.getByRole('button', { name: 'Cerrar caja' }).isDisabled()).toBe(true);
    await page.getByLabel('Motivo del cierre').fill('Faltante de cambio');
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    const shown = date.split('-').reverse().join('/');
    await page.getByRole('dialog', { name: `¿Cerrar la caja del ${shown}?` }).getByRole('button', { name: 'Cerrar caja' }).click();
    await page.getByRole('dialog').getByText(`Caja del ${shown} cerrada correctamente.`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText(/^Caja cerrada el .+ por /).waitFor();
    expect(await page.getByRole('button', { name: 'Cerrar caja' }).isDisabled()).toBe(true);
    const after = await closeOf(page, date);
    expect({ ...after, closed: null, cash: before.cash }).toEqual(before);
    expect(after.cash).toEqual({ expected: before.cash.expected, counted: Math.round(before.cash.expected) - 100, difference: Math.round((Math.round(before.cash.expected) - 100 - before.cash.expected) * 100) / 100 });
    expect(after.closed).toMatchObject({ reason: 'Faltante de cambio' });
    const again = await page.evaluate(
      async (day) =>
        (await fetch(`/api/cashClose/${day}/close`, { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' }, body: JSON.stringify({ countedCash: 0, reason: 'otra vez' }) })).status,
      date,
    );
    expect(again).toBe(409);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
