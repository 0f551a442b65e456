import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';

// a VISA test number with a valid check digit; the CVV must never leave the page
const NUMBER = '4929180567305545';
/** The number as the field shows it: in the card's groups of four. */
const SHOWN_NUMBER = '4929 1805 6730 5545';
const CVV = '987';
const PHONE = { width: 390, height: 844 };
const browser = browserForFile();
let page: Page;
let token: string;
const requests: { url: string; body: string }[] = [];
const consoleLines: string[] = [];

beforeAll(async () => {
  token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 5');
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const preview = () => page.getByTestId('card-preview').innerText();
const alertAfterPay = async () => {
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  const text = await page.getByRole('alertdialog').innerText();
  await page.getByRole('button', { name: 'OK' }).click();
  return text;
};

describe('card form without an order', () => {
  it('explains itself, in Spanish, with the way back to the menu, instead of a form nobody could pay with', async () => {
    const lost = await browser.newPage(PHONE);
    await lost.goto(`${browser.baseUrl}/menuqr/pay`);
    await lost.getByText('No hay un pedido para pagar.', { exact: false }).waitFor();
    expect(await lost.getByLabel('Número de tarjeta').count()).toBe(0);
    expect(await englishOn(lost)).toEqual([]);
    await lost.getByRole('button', { name: 'Ir al Menú' }).click();
    await lost.getByText('Escanee el código QR de su mesa para ver el menú.').waitFor();

    // a diner who scanned a table but ordered nothing goes back to that table's menu
    await lost.goto(`${browser.baseUrl}/menuqr/${token}`);
    await lost.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await lost.goto(`${browser.baseUrl}/menuqr/pay`);
    await lost.getByRole('button', { name: 'Ir al Menú' }).click();
    await lost.waitForURL(`**/menuqr/${token}`);
    await lost.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await lost.context().close();
  });
});

describe('paying an order by card, on a phone', () => {
  let receiptTotal: string;

  it('reaches the form from the receipt, with the order and the amount to pay', async () => {
    page = await browser.newPage(PHONE);
    page.on('request', (request) => requests.push({ url: request.url(), body: request.postData() ?? '' }));
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto(`${browser.baseUrl}/menuqr/${token}`);
    await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Postres/ }).click();
    await page.getByRole('button', { name: 'Agregar Tres leches' }).click();
    await page.getByRole('button', { name: 'Agregar Tres leches' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL('**/menuqr/order');
    receiptTotal = await page.locator('[data-total="total"]').innerText();

    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await page.waitForURL('**/menuqr/pay');
    await page.getByRole('heading', { name: 'Digite los datos de la tarjeta' }).waitFor();
    expect(await page.getByTestId('amount-to-pay').innerText()).toBe(receiptTotal);
    const summary = (await page.locator('.pay-summary').innerText()).replace(/\s+/g, ' ');
    expect(summary).toMatch(/Pedido N\.º \d+ · Mesa 5/);
    expect(summary).toContain('2 × Tres leches');
    expect(await englishOn(page)).toEqual([]);
  });

  it('lets the browser autofill the card: autocomplete, names and numeric keyboards', async () => {
    const attributes = await page.locator('.card-form input').evaluateAll((inputs) =>
      inputs.map((input) => [input.getAttribute('autocomplete'), input.getAttribute('name'), input.getAttribute('inputmode')]),
    );
    expect(attributes).toEqual([
      ['cc-name', 'cc-name', null],
      ['cc-number', 'cc-number', 'numeric'],
      ['cc-exp', 'cc-exp', 'numeric'],
      ['cc-csc', 'cc-csc', 'numeric'],
    ]);
    expect(await page.locator('.card-form').getAttribute('autocomplete')).not.toBe('off');
    // an autofilled expiry with a four-digit year becomes MMYY
    await field('Vencimiento (MM/AA)').fill('12/2030');
    await expect.poll(() => field('Vencimiento (MM/AA)').inputValue()).toBe('12/30');
    await field('Número de tarjeta').fill('4929 1805 6730 5545');
    await expect.poll(() => field('Número de tarjeta').inputValue()).toBe(SHOWN_NUMBER);
  });

  it('shows the spec alerts in order: required fields, 4-digit expiry, then the card checks', async () => {
    await field('Número de tarjeta').fill('');
    await field('Vencimiento (MM/AA)').fill('');
    expect(await alertAfterPay()).toContain('Todos los campos obligatorios deben ser llenados.');
    await field('Nombre en la tarjeta').fill('Ana Solís');
    await field('Número de tarjeta').fill('4929180567305546');
    await field('CVV').fill('123');
    await field('Vencimiento (MM/AA)').fill('123');
    expect(await alertAfterPay()).toContain('La fecha de expiración debe tener 4 dígitos (MMYY).');
    await field('Vencimiento (MM/AA)').fill('1230');
    expect(await alertAfterPay()).toContain('Por favor valide los datos de la tarjeta.');
    // a valid number of a brand the portal does not take
    await field('Número de tarjeta').fill('6011111111111117');
    expect(await alertAfterPay()).toContain('Por favor valide los datos de la tarjeta.');
  });

  it('limits the fields (number 16, CVV 4, expiry 4) and keeps digits only', async () => {
    await field('Número de tarjeta').fill('');
    await field('Número de tarjeta').pressSequentially('4929-1805 6730 5545 9999');
    expect(await field('Número de tarjeta').inputValue()).toBe(SHOWN_NUMBER);
    await field('CVV').fill('');
    await field('CVV').pressSequentially('12345');
    expect(await field('CVV').inputValue()).toBe('1234');
    await field('Vencimiento (MM/AA)').fill('');
    await field('Vencimiento (MM/AA)').pressSequentially('12/301');
    expect(await field('Vencimiento (MM/AA)').inputValue()).toBe('12/30');
    // typed with the slash or without it, MM/AA is taken
    await field('Vencimiento (MM/AA)').fill('');
    await field('Vencimiento (MM/AA)').pressSequentially('12/29');
    expect(await field('Vencimiento (MM/AA)').inputValue()).toBe('12/29');
    await field('Vencimiento (MM/AA)').fill('');
    await field('Vencimiento (MM/AA)').pressSequentially('1229');
    expect(await field('Vencimiento (MM/AA)').inputValue()).toBe('12/29');
    await field('Vencimiento (MM/AA)').fill('1230');
    await field('CVV').fill(CVV);
  });

  it('previews brand, masked number, MM/YY and the name upper-cased', async () => {
    const shown = await preview();
    expect(shown).toContain('VISA');
    expect(shown).toContain('•••• •••• •••• 5545');
    expect(shown).toContain('12/30');
    expect(shown).toContain('ANA SOLÍS');
    expect(shown).not.toContain('4929 1805');
    await field('Número de tarjeta').fill('5555555555554444');
    expect(await preview()).toContain('MasterCard');
    await field('Número de tarjeta').fill('378282246310005');
    expect(await preview()).toContain('American Express');
    expect(await preview()).toContain('•••• •••••• •0005');
    await field('Número de tarjeta').fill(NUMBER);
  });

  it('Cancelar goes back to the order, and the card data typed is gone', async () => {
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/menuqr/order');
    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await page.getByRole('heading', { name: 'Digite los datos de la tarjeta' }).waitFor();
    expect(await field('Número de tarjeta').inputValue()).toBe('');
    await field('Nombre en la tarjeta').fill('Ana Solís');
    await field('Número de tarjeta').fill(NUMBER);
    await field('Vencimiento (MM/AA)').fill('1230');
    await field('CVV').fill(CVV);
  });

  it('Pagar checks for a second, pays, and shows the voucher of the approved transaction', async () => {
    const paid = page.waitForResponse((response) => response.url().endsWith('/api/order/pay/external'));
    await field('CVV').press('Enter');
    expect(await page.getByRole('button', { name: 'Validando…' }).isDisabled()).toBe(true);
    const { voucherId } = await (await paid).json();
    await page.waitForURL(`**/voucher/${voucherId}`);
    await page.getByText('Gracias por su compra').waitFor();
    const facts = (await page.locator('.receipt-facts').innerText()).replace(/\s+/g, ' ');
    expect(facts).toContain('APROBADO');
    expect(facts).toContain('********5545');
    expect(facts).toContain('VISA');
    expect(facts).toContain(receiptTotal);
    // the invoice is the order itself
    expect(await page.locator('.amounts tbody tr').allInnerTexts()).toEqual([expect.stringMatching(/^Tres leches\s+2\s/)]);
    expect(await page.locator('[data-total="total"]').innerText()).toBe(receiptTotal);
    expect(await englishOn(page)).toEqual([]);

    // back to the order: paid, so neither cancel nor pay again
    await page.goBack();
    await page.waitForURL('**/menuqr/order');
    await page.getByText('Pedido pagado').waitFor();
    expect(await page.getByRole('button', { name: /^Cancelar/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pagar con tarjeta' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ver comprobante' }).click();
    await page.waitForURL(`**/voucher/${voucherId}`);
    await page.getByText('Gracias por su compra').waitFor();
  });

  it('sends the number only to the payment, and the CVV nowhere: no request, no storage, no console', async () => {
    const payment = requests.filter((request) => request.url.endsWith('/api/order/pay/external'));
    expect(payment).toHaveLength(1);
    const body = JSON.parse(payment[0].body);
    expect(body.card).toEqual({ name: 'Ana Solís', number: NUMBER, expiry: '1230' });
    expect(Object.keys(body).sort()).toEqual(['cancelKey', 'card', 'orderId', 'token']);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    for (const request of requests) {
      expect(request.body.includes(`"${CVV}"`) || request.url.includes(CVV)).toBe(false);
      if (request !== payment[0]) expect(request.body.includes(NUMBER) || request.url.includes(NUMBER)).toBe(false);
    }
    for (const secret of [NUMBER, '4929180567305546', '5555555555554444', '378282246310005']) {
      expect(stored.includes(secret)).toBe(false);
      expect(consoleLines.some((line) => line.includes(secret))).toBe(false);
    }
    expect(stored.includes(`"${CVV}"`)).toBe(false);
    await page.context().close();
  });
});
