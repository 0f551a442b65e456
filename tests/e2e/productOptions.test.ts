import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';

/**
 * Issue 22, extras and choices, on a phone: a required 'Término' must be chosen before the steak
 * is added, 'Extras' raise the line by their final price, and the choices reach the cart, the
 * receipt, the order board and the kitchen ticket.
 */
const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};
const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('choosing options before adding (issue 22)', () => {
  let orderId = 0;

  it('asks for the Término before adding, prices the Extras, and shows the choices in the cart and on the receipt', async () => {
    const token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 7');
    const page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/menuqr/${token}`);
    await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Almuerzos y cenas/ }).click();
    await page.getByRole('button', { name: /^Platos de la casa/ }).click();
    const steak = card(page, 'Lomito a la parrilla');
    // 8,500 + IVA 13 % + service 10 % = 10,455
    expect(await steak.getByText('₡10,455.00').isVisible()).toBe(true);
    await steak.getByRole('button', { name: 'Agregar Lomito a la parrilla' }).click();

    const dialog = page.getByRole('dialog', { name: 'Lomito a la parrilla' });
    await dialog.waitFor();
    const add = dialog.getByRole('button', { name: /^Agregar · / });
    expect(await add.innerText()).toBe('Agregar · ₡10,455.00');
    expect(await add.isDisabled()).toBe(true);
    expect(await dialog.getByText('Falta elegir: Término.').isVisible()).toBe(true);
    expect(await dialog.getByText('Obligatorio: elija una').isVisible()).toBe(true);
    // queso is ₡500 before tax: ₡615 final
    await dialog.getByRole('checkbox', { name: /Queso/ }).check();
    expect(await dialog.getByText('+₡615.00').isVisible()).toBe(true);
    expect(await add.isDisabled()).toBe(true);
    await shot(page, 'chooser-missing');
    await dialog.getByRole('radio', { name: 'Tres cuartos' }).check();
    expect(await add.isDisabled()).toBe(false);
    expect(await add.innerText()).toBe('Agregar · ₡11,070.00');
    expect(await englishOn(page)).toEqual([]);
    await shot(page, 'chooser-complete');
    await add.click();
    expect(await dialog.count()).toBe(0);
    expect(await steak.getByLabel('Cantidad Lomito a la parrilla').innerText()).toBe('1');

    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    const line = page.locator('.summary-item').filter({ hasText: 'Lomito a la parrilla' });
    expect(await line.innerText()).toContain('Término: Tres cuartos · Extras: Queso');
    expect(await line.getByText('₡11,070.00').count()).toBeGreaterThan(0);
    await shot(page, 'cart');

    const placed = page.waitForResponse((response) => response.url().endsWith('/api/order/external') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect((await page.getByRole('alertdialog').innerText()).replace(/\s+/g, ' ')).toContain('1 × Lomito a la parrilla Término: Tres cuartos · Extras: Queso ₡11,070.00');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const answer = await (await placed).json();
    orderId = answer.order.id;
    expect(answer.order.total).toBe(11_070);

    await page.waitForURL('**/menuqr/order');
    await page.getByText('Pedido N.º').waitFor();
    const rows = await page.locator('.amounts tbody tr').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(['Lomito a la parrilla Término: Tres cuartos · Extras: Queso 1 ₡9,000.00 ₡9,000.00']);
    expect(await page.locator('[data-total="total"]').innerText()).toBe('₡11,070.00');
    await shot(page, 'receipt');
  });

  it('shows the choices on the board’s card and the kitchen ticket', async () => {
    const board = await browser.signedInPage('comercio@demo.cr');
    await board.goto(`${browser.baseUrl}/orders`);
    await board.getByRole('heading', { name: 'Pedidos' }).waitFor();
    const order = board.locator(`article[data-order-id="${orderId}"]`);
    await order.waitFor({ timeout: 10_000 });
    expect(await order.getByTestId('line-options').innerText()).toBe('Término: Tres cuartos · Extras: Queso');
    await order.getByRole('button', { name: 'Imprimir' }).click();
    const ticket = board.getByTestId('kitchen-ticket').last();
    await ticket.waitFor({ state: 'attached' });
    expect(await ticket.textContent()).toContain('1 x Lomito a la parrilla');
    expect(await ticket.textContent()).toContain('Término: Tres cuartos · Extras: Queso');
  });
});
