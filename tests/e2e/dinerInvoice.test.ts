import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { shoot } from '../support/screenshots';

/**
 * Electronic receipts, the diner's side: on the receipt the diner asks for a factura a su nombre (checked by
 * the same schema as the API, in Spanish), pays by card, and finds the Factura Electrónica on the
 * voucher, with its clave, consecutivo and Hacienda's state, downloads its XML and opens its
 * printable representation with the clave's QR code.
 */
const PHONE = { width: 390, height: 844 };
const CARD = { name: 'MARIA RODRIGUEZ', number: '4929180567305545', expiry: '12/30', cvv: '123' };
const browser = browserForFile();
let page: Page;
let token: string;
const payBodies: string[] = [];

beforeAll(async () => {
  token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 4');
});


describe('a diner who needs a factura a su nombre', () => {
  it('is asked on the receipt, before paying, and told in Spanish what to correct', async () => {
    page = await browser.newPage(PHONE);
    page.on('request', (request) => {
      if (request.url().endsWith('/order/pay/external')) payBodies.push(request.postData() ?? '');
    });
    await page.goto(`${browser.baseUrl}/menuqr/${token}`);
    await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Postres/ }).click();
    await page.getByRole('button', { name: 'Agregar Tres leches' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL('**/menuqr/order');

    await page.getByRole('checkbox', { name: '¿Necesita factura a su nombre?' }).check();
    await page.getByLabel('Nombre o razón social').fill('María Rodríguez Solano');
    await page.getByLabel('Tipo de identificación').selectOption({ label: 'Cédula física' });
    await page.getByLabel('Número de identificación').fill('0-1234-567');
    await page.getByLabel('Correo electrónico').fill('maria@example.cr');
    await page.getByLabel('Nombre o razón social').focus();
    await page.getByText('La cédula física tiene 9 dígitos y no empieza con 0.').waitFor();

    // paying is held back until the data is right
    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('invoice-identificationNumber');
    expect(new URL(page.url()).pathname).toBe('/menuqr/order');
    expect(await page.getByLabel('Número de identificación').getAttribute('aria-invalid')).toBe('true');
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'receipt-factura-form');

    await page.getByLabel('Número de identificación').fill('1-0234-0567');
    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await page.waitForURL('**/menuqr/pay');
    expect(await page.locator('[data-field="invoiceFor"]').innerText()).toContain('Factura electrónica a nombre de María Rodríguez Solano (Cédula física 1-0234-0567).');
  });

  it('pays by card and finds the Factura Electrónica on the voucher, followed until Hacienda accepts it', async () => {
    await page.getByLabel('Nombre en la tarjeta', { exact: true }).fill(CARD.name);
    await page.getByLabel('Número de tarjeta', { exact: true }).fill(CARD.number);
    await page.getByLabel('Vencimiento (MM/AA)', { exact: true }).fill(CARD.expiry);
    await page.getByLabel('CVV', { exact: true }).fill(CARD.cvv);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL('**/voucher/**');
    expect(JSON.parse(payBodies[0]).receiver).toEqual({ name: 'María Rodríguez Solano', identificationType: '01', identificationNumber: '1-0234-0567', email: 'maria@example.cr' });

    const panel = page.locator('[data-field="electronicDocument"]');
    await panel.waitFor();
    expect(await panel.locator('[data-field="documentType"]').innerText()).toBe('Factura Electrónica');
    expect(await panel.locator('[data-field="consecutivo"]').innerText()).toMatch(/^0010000101\d{10}$/);
    expect((await panel.locator('[data-field="clave"]').innerText()).replace(/\s/g, '')).toMatch(/^506\d{47}$/);
    await expect.poll(() => panel.locator('[data-field="documentState"]').innerText()).toBe('Aceptado');
    // the voucher's own invoice stays
    await page.getByRole('heading', { name: 'Detalles de la Factura' }).waitFor();
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'voucher-factura');
  });

  it('downloads the signed XML: the factura made out to the diner', async () => {
    const clave = (await page.locator('[data-field="clave"]').first().innerText()).replace(/\s/g, '');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar XML' }).click()]);
    expect(download.suggestedFilename()).toBe(`${clave}.xml`);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toMatch(/^<\?xml[^>]*\?><FacturaElectronica xmlns="https:\/\/cdn\.comprobanteselectronicos\.go\.cr\/xml-schemas\/v4\.4\/facturaElectronica"/);
    expect(xml).toContain(`<Clave>${clave}</Clave>`);
    expect(xml).toContain('<Receptor><Nombre>María Rodríguez Solano</Nombre><Identificacion><Tipo>01</Tipo><Numero>102340567</Numero></Identificacion>');
    expect(xml).toContain('<ds:Signature');
  });

  it('opens the printable representation: issuer, receiver, lines, totals, the clave and its QR code', async () => {
    const clave = (await page.locator('[data-field="clave"]').first().innerText()).replace(/\s/g, '');
    const voucherTotal = await page.locator('[data-total="total"]').innerText();
    await page.getByRole('link', { name: 'Ver para imprimir' }).click();
    await page.waitForURL('**/comprobante');
    await page.getByRole('heading', { name: 'Factura Electrónica', level: 1 }).waitFor();
    const text = (await page.locator('.e-print').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Restaurante La Casona');
    expect(text).toContain('María Rodríguez Solano');
    expect(text).toContain('Cédula física 102340567');
    expect(text).toContain('Tres leches');
    expect(text).toMatch(/CABYS \d{13}/);
    expect(await page.locator('.e-print [data-total="total"]').innerText()).toBe(voucherTotal);
    expect((await page.locator('.e-print-clave [data-field="clave"]').innerText()).replace(/\s/g, '')).toBe(clave);
    expect(await page.locator('.e-print-clave svg').count()).toBe(1);
    expect(await page.locator('.e-print-clave svg title').textContent()).toBe('Código QR de la clave');
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'printable-factura');

    await page.getByRole('button', { name: 'Volver' }).click();
    await page.locator('[data-field="electronicDocument"]').waitFor();
  });

  it('sees the document on the order’s receipt too, once paid', async () => {
    await page.goto(`${browser.baseUrl}/menuqr/order`);
    await page.getByText('Pedido pagado').waitFor();
    expect(await page.locator('[data-field="documentType"]').innerText()).toBe('Factura Electrónica');
    expect(await page.getByRole('checkbox', { name: '¿Necesita factura a su nombre?' }).count()).toBe(0);
    await shoot(page, 'receipt-paid');
  });
});
