import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOn, openBrowser } from '../support/browserSession';

const NUMBER = '4111111111111111';
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const requests: string[] = [];
const consoleLines: string[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage({ width: 390, height: 844 });
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(`${browser.baseUrl}/menuqr/pay`);
  await page.getByRole('heading', { name: 'Dígite los datos de la tarjeta' }).waitFor();
});
afterAll(async () => {
  await browser.close();
  expect(browser.errors).toEqual([]);
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const preview = () => page.getByTestId('card-preview').innerText();
const alertAfterPay = async () => {
  await page.getByRole('button', { name: 'Pagar' }).click();
  const text = await page.getByRole('alertdialog').innerText();
  await page.getByRole('button', { name: 'OK' }).click();
  return text;
};

describe('card form (simulated payment)', () => {
  it('shows the spec alerts in order: required fields, 4-digit expiry, then the check digit', async () => {
    expect(await englishOn(page)).toEqual([]);
    expect(await alertAfterPay()).toContain('Todos los campos obligatorios deben ser llenados.');
    await field('Nombre en la tarjeta').fill('Ana Solís');
    await field('Número de tarjeta').fill('4111111111111112');
    await field('CVV').fill('123');
    await field('Vencimiento (MMYY)').fill('123');
    expect(await alertAfterPay()).toContain('La fecha de expiración debe tener 4 dígitos (MMYY).');
    await field('Vencimiento (MMYY)').fill('1230');
    expect(await alertAfterPay()).toContain('Por favor valide los datos de la tarjeta.');
  });

  it('limits the fields (number 16, CVV 4, expiry 4) and keeps digits only', async () => {
    await field('Número de tarjeta').fill('');
    await field('Número de tarjeta').pressSequentially('4111-1111 1111 1111 9999');
    expect(await field('Número de tarjeta').inputValue()).toBe(NUMBER);
    await field('CVV').fill('');
    await field('CVV').pressSequentially('12345');
    expect(await field('CVV').inputValue()).toBe('1234');
    await field('Vencimiento (MMYY)').fill('');
    await field('Vencimiento (MMYY)').pressSequentially('12/30');
    expect(await field('Vencimiento (MMYY)').inputValue()).toBe('1230');
    await field('CVV').fill('123');
  });

  it('previews brand, masked number, MM/YY and the name upper-cased', async () => {
    const shown = await preview();
    expect(shown).toContain('VISA');
    expect(shown).toContain('•••• •••• •••• 1111');
    expect(shown).toContain('12/30');
    expect(shown).toContain('ANA SOLÍS');
    expect(shown).not.toContain('4111 1111');
    await field('Número de tarjeta').fill('5555555555554444');
    expect(await preview()).toContain('MasterCard');
    await field('Número de tarjeta').fill('378282246310005');
    expect(await preview()).toContain('American Express');
    expect(await preview()).toContain('•••• •••••• •0005');
    await field('Número de tarjeta').fill('6011111111111117');
    expect(await preview()).not.toMatch(/VISA|MasterCard|American Express/);
    await field('Número de tarjeta').fill(NUMBER);
  });

  it('Pagar shows a busy state, then "Tarjeta válida", and wipes the form', async () => {
    await page.getByRole('button', { name: 'Pagar' }).click();
    const busy = page.getByRole('button', { name: 'Validando…' });
    expect(await busy.isDisabled()).toBe(true);
    await page.getByRole('alertdialog').getByText('Tarjeta válida').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await field('Número de tarjeta').inputValue()).toBe('');
    expect(await field('Nombre en la tarjeta').inputValue()).toBe('');
  });

  it('Cancelar only says the feature is in development', async () => {
    await page.getByRole('button', { name: 'Cancelar' }).click();
    expect(await page.getByRole('alertdialog').innerText()).toContain('Funcionalidad en desarrollo.');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(page.url()).toContain('/menuqr/pay');
  });

  it('never lets the card data leave the page: no request, no storage, no console', async () => {
    await field('Número de tarjeta').fill(NUMBER);
    await field('CVV').fill('987');
    await field('CVV').press('Enter');
    await page.waitForTimeout(1500);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    for (const secret of [NUMBER, '987', '4111111111111112', '5555555555554444', '378282246310005']) {
      expect(requests.some((request) => request.includes(secret))).toBe(false);
      expect(stored.includes(secret)).toBe(false);
      expect(consoleLines.some((line) => line.includes(secret))).toBe(false);
    }
    // Enter did not submit the form anywhere
    expect(page.url()).toBe(`${browser.baseUrl}/menuqr/pay`);
  });
});
