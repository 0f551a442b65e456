import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn, signInToHome } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { TEST_CARD } from '../support/qrPayment';
import { servedApi } from '../support/servedApi';

/**
 * 'Comprobantes' as a merchant uses it: two card payments from the QR menu issue two
 * tiquetes; the screen lists them with the month's totals, issues the tiquete of a seeded charge
 * that had none ('Cobros sin comprobante'), finds one by its consecutivo, opens it, downloads its
 * signed XML and exports the list as CSV. Spanish only, on a desk and on a phone.
 */
const browser = browserForFile();
const USER = 'comercio@demo.cr';
let consecutivos: string[] = [];

/** A diner's card payment through the served app's /api: the voucher's consecutivo. */
const payAtTable = async (token: string) => {
  const { call, menuProducts, placeOrder } = servedApi(browser);
  const [first, second] = (await menuProducts(token)).filter((product) => !product.soldOut);
  const placed = await placeOrder(token, [{ id: first.id, quantity: 1 }, { id: second.id, quantity: 2 }]);
  const paid = await call('POST', '/order/pay/external', { orderId: placed.order.id, token, cancelKey: placed.cancelKey, card: TEST_CARD });
  const voucher = await call('GET', `/invoice/${paid.voucherId}`);
  return voucher.electronicDocument.consecutivo as string;
};

beforeAll(async () => {
  const token = await tableToken(browser.baseUrl, USER, 'Mesa 6');
  consecutivos = [await payAtTable(token), await payAtTable(token)];
});

describe('Comprobantes', () => {
  it('lists the month, issues a seeded charge’s tiquete, finds one by its consecutivo, opens it and downloads its XML and the CSV', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await signInToHome(page, browser.baseUrl, USER);
    await page.getByRole('button', { name: 'Restaurante' }).click();
    await page.getByRole('menuitem', { name: 'Comprobantes' }).click();
    await page.getByRole('heading', { name: 'Comprobantes electrónicos' }).first().waitFor();
    for (const consecutivo of consecutivos) await page.getByRole('cell', { name: consecutivo, exact: true }).waitFor();
    const totals = page.getByTestId('report-totals');
    expect(await totals.innerText()).toMatch(/Tiquete electrónico\s+Colones\s+\d+\s+₡/);

    // the seeded bills have no document: listed apart, each issued with what it charged, and gone from the list then
    const charges = page.getByRole('table', { name: 'Cobros sin comprobante' });
    const summary = page.getByRole('alert').filter({ hasText: 'no tienen comprobante electrónico' });
    const countOf = async () => Number(/^(\d+) cobros/.exec(await summary.innerText())?.[1]);
    const before = await countOf();
    expect(before).toBeGreaterThan(11);
    const row = charges.getByRole('row').nth(1);
    const charged = await row.getByRole('cell').nth(4).innerText();
    expect(charged).toMatch(/^₡[\d,]+\.\d{2}$/);
    await row.getByRole('button', { name: /^Emitir comprobante del cobro de / }).click();
    const done = page.getByRole('dialog').filter({ hasText: 'Se emitió el comprobante con el consecutivo' });
    const issued = /consecutivo (\d{20})/.exec(await done.getByText(/^Se emitió el comprobante/).innerText())?.[1] ?? '';
    expect(issued).toMatch(/^\d{20}$/);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect.poll(countOf).toBe(before - 1);
    const issuedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: issued, exact: true }) });
    expect(await issuedRow.getByRole('cell', { name: charged, exact: true }).count()).toBe(1);
    // the page's charges in one go: each its own document
    await page.getByRole('button', { name: 'Emitir los 10 de esta página' }).click();
    const pageDone = page.getByRole('dialog').filter({ hasText: 'Se emitieron 10 comprobantes y se enviaron a Hacienda.' });
    await pageDone.getByRole('button', { name: 'OK' }).click();
    await expect.poll(countOf).toBe(before - 11);

    await page.getByLabel('Clave o consecutivo').fill(consecutivos[1]);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('cell', { name: consecutivos[0], exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByRole('cell', { name: consecutivos[1], exact: true }).isVisible()).toBe(true);

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const csv = await exported;
    expect(csv.suggestedFilename()).toMatch(/^Comprobantes_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = readFileSync((await csv.path())!, 'utf8');
    expect(csvText).toContain(consecutivos[1]);
    expect(csvText).not.toContain(consecutivos[0]);

    await page.getByRole('link', { name: `Ver el comprobante ${consecutivos[1]}` }).click();
    await page.getByRole('heading', { name: `Tiquete electrónico ${consecutivos[1]}` }).waitFor();
    const details = await page.locator('dl').innerText();
    expect(details).toMatch(/Situación\s+Normal/);
    expect(details).toMatch(/Medio de pago\s+Tarjeta/);
    // not rejected: nothing to resend
    expect(await page.getByRole('button', { name: 'Reenviar' }).count()).toBe(0);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar XML' }).click();
    const xml = await downloaded;
    expect(xml.suggestedFilename()).toMatch(/^506\d{47}\.xml$/);
    const xmlText = readFileSync((await xml.path())!, 'utf8');
    expect(xmlText).toContain(`<NumeroConsecutivo>${consecutivos[1]}</NumeroConsecutivo>`);
    expect(xmlText).toContain('<ds:Signature');
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the list as cards on a phone, nothing cut off', async () => {
    const page = await browser.signedInPage(USER, { viewport: { width: 390, height: 844 }, at: '/receipts' });
    await page.getByText(consecutivos[0]).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });
});
