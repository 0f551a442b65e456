import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';
import { shoot } from '../support/screenshots';

/**
 * The voucher of a card payment that issued a Tiquete Electrónico: one number, the tiquete's
 * consecutivo named 'Tiquete Electrónico' (never 'Factura N.º'), under the spec's 'Detalles de la
 * Factura'; the payer sends it by e-mail from the voucher ('Enviar comprobante por correo'); its
 * printable page names the same number and breaks the IVA down per rate.
 */
const PHONE = { width: 390, height: 844 };
const browser = browserForFile();
const api = servedApi(browser);
let page: Page;
let voucherId: string;


beforeAll(async () => {
  const token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 6');
  const product = (await api.menuProducts(token)).find((candidate) => !candidate.soldOut)!;
  const { order, cancelKey } = await api.placeOrder(token, [{ id: product.id, quantity: 1 }]);
  ({ voucherId } = await api.call('POST', '/order/pay/external', { orderId: order.id, token, cancelKey, card: { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' } }));
});

describe('a tiquete’s voucher', () => {
  it('shows one number: the consecutivo, labelled with its real type', async () => {
    page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/voucher/${voucherId}`);
    await page.getByRole('heading', { name: 'Detalles de la Factura' }).waitFor();
    const consecutivo = await page.locator('[data-field="consecutivo"]').innerText();
    expect(consecutivo).toMatch(/^\d{8}04\d{10}$/);
    expect(await page.locator('[data-field="documentNumber"]').innerText()).toBe(`Tiquete Electrónico N.º ${consecutivo}`);
    expect(await page.getByText(/Factura N\.º/).count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'voucher-tiquete');
  });

  it('sends the tiquete by e-mail to the address the payer types, checked as the API checks it', async () => {
    const form = page.locator('form.document-mail');
    await form.getByRole('heading', { name: 'Enviar comprobante por correo' }).waitFor();
    await form.getByLabel('Correo electrónico').fill('no es correo');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await form.getByText('Escriba un correo electrónico válido para recibir el comprobante.').waitFor();
    expect(await form.getByLabel('Correo electrónico').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Correo electrónico').fill('cliente@example.cr');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/invoice/${voucherId}/email`) && response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Enviar' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    // the e-mail is written in the language the page shows (mock-api/restaurant/documentMail.ts)
    expect(answer.request().postDataJSON()).toEqual({ email: 'cliente@example.cr', language: 'es' });
    await form.getByText('Enviaremos el comprobante a cliente@example.cr con su XML, la respuesta de Hacienda y el PDF.').waitFor();
    expect(await form.getByLabel('Correo electrónico').getAttribute('aria-invalid')).toBeNull();
    await shoot(page, 'voucher-tiquete-mail');
  });

  it('opens the printable page with the same number, the IVA per rate and the condición de venta', async () => {
    const consecutivo = await page.locator('[data-field="consecutivo"]').innerText();
    await page.getByRole('link', { name: 'Ver para imprimir' }).click();
    await page.waitForURL('**/comprobante');
    await page.getByRole('heading', { name: 'Tiquete Electrónico', level: 1 }).waitFor();
    expect(await page.locator('[data-field="documentNumber"]').innerText()).toBe(`Tiquete Electrónico N.º ${consecutivo}`);
    expect(await page.locator('[data-tax-rate]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-tax-rate]').first().innerText()).toMatch(/^IVA \d+ %/);
    expect(await page.locator('[data-field="saleCondition"]').innerText()).toBe('Condición de venta: Contado');
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'printable-tiquete');
    await page.context().close();
  });

  it('says the same in English to a diner who reads English: labels translated, the legal content as issued', async () => {
    page = await browser.newPage(PHONE, 'en-US');
    await page.goto(`${browser.baseUrl}/voucher/${voucherId}`);
    const consecutivo = await page.locator('[data-field="consecutivo"]').innerText();
    expect(await page.locator('[data-field="documentNumber"]').innerText()).toBe(`Electronic receipt (Tiquete Electrónico) No. ${consecutivo}`);
    // its line at what the diner paid, said so in English: the one line is the total
    expect(await page.getByTestId('prices-note').innerText()).toBe('Prices include VAT and service');
    expect(await page.locator('.amounts tbody td.num:last-child').innerText()).toBe(await page.locator('[data-total="total"]').innerText());
    const form = page.locator('form.document-mail');
    await form.getByRole('heading', { name: 'Send the receipt by email' }).waitFor();
    // …and asks for the e-mail in English (tests/api/documentMail.test.ts reads what it says)
    await form.getByLabel('Email address').fill('tourist@example.com');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/invoice/${voucherId}/email`) && response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ email: 'tourist@example.com', language: 'en' });
    await form.getByText('We will send the receipt to tourist@example.com with its XML, Hacienda’s answer and the PDF.').waitFor();
    await page.context().close();
  });
});
