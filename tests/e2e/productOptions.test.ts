import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { holdPrintDialog } from '../support/printDialog';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';
import { shoot } from '../support/screenshots';

/**
 * Extras and choices, on a phone: a required 'Término' must be chosen before the steak
 * is added, 'Extras' raise the line by their final price, and the choices reach the cart, the
 * receipt, the order board and the kitchen ticket.
 */
const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) => shoot(page, name, { fullPage: false });
const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('choosing options before adding', () => {
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
    await expect.poll(() => dialog.getByText('+₡615.00').isVisible()).toBe(true);
    expect(await add.isDisabled()).toBe(true);
    await shot(page, 'chooser-missing');
    await dialog.getByRole('radio', { name: 'Tres cuartos' }).check();
    expect(await add.isDisabled()).toBe(false);
    expect(await add.innerText()).toBe('Agregar · ₡11,070.00');
    expect(await englishOn(page)).toEqual([]);
    await shot(page, 'chooser-complete');
    await add.click();
    await expect.poll(() => dialog.count()).toBe(0);
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
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(['Lomito a la parrilla Término: Tres cuartos · Extras: Queso 1 ₡11,070.00 ₡11,070.00']);
    expect(await page.locator('[data-total="total"]').innerText()).toBe('₡11,070.00');
    await shot(page, 'receipt');
  });

  it('shows the choices on the board’s card and the kitchen ticket', async () => {
    const board = await browser.signedInPage('comercio@demo.cr', { at: '/orders' });
    await board.getByRole('heading', { name: 'Pedidos' }).waitFor();
    const order = board.locator(`article[data-order-id="${orderId}"]`);
    await order.waitFor();
    expect(await order.getByTestId('line-options').innerText()).toBe('Término: Tres cuartos · Extras: Queso');
    await holdPrintDialog(board);
    await order.getByRole('button', { name: 'Imprimir' }).click();
    const ticket = board.getByTestId('kitchen-ticket').last();
    await ticket.waitFor({ state: 'attached' });
    expect(await ticket.textContent()).toContain('1 x Lomito a la parrilla');
    expect(await ticket.textContent()).toContain('Término: Tres cuartos · Extras: Queso');
  });
});

describe("an option's own recipe", () => {
  const served = servedApi(browser);
  /** The demo restaurant's API as its owner, through the served app's /api. */
  const ownerApi = async () => {
    const { call, signIn } = servedApi(browser);
    const token = await signIn('comercio@demo.cr');
    return (path: string, method = 'GET', body?: unknown) => call(method, path, body, token);
  };

  it('is set on the product form: ordering the option then takes its stock', async () => {
    const call = await ownerApi();
    const { products } = await call('/menu/getMenu');
    const steak = products.find((product: { name: string }) => product.name === 'Lomito a la parrilla');
    const oil = () => call('/stock/getStocks').then(({ stocks }) => stocks.find((item: { name: string }) => item.name === 'Aceite vegetal'));
    const before = (await oil()).stock;

    const page = await browser.signedInPage('comercio@demo.cr', { at: `/products/${steak.id}` });
    await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
    const section = page.getByRole('region', { name: 'Opciones para elegir' });
    const avocado = section.locator('.RaSimpleFormIterator-line').filter({ has: page.locator('input[value="Aguacate"]') }).last();
    await avocado.getByText('Receta de la opción', { exact: true }).waitFor();
    await avocado.getByRole('button', { name: 'Agregar' }).click();
    await avocado.getByLabel('Artículo de inventario').click();
    await page.getByRole('option', { name: 'Aceite vegetal' }).click();
    await avocado.getByLabel('Cantidad por plato').fill('0,25');
    // the quantity's unit beside it, as on a product's recipe line
    expect(await avocado.getByText('L', { exact: true }).isVisible()).toBe(true);
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog').getByText('Producto actualizado correctamente', { exact: true }).waitFor();
    const saved = (await call('/menu/getMenu')).products.find((product: { id: number }) => product.id === steak.id);
    expect(saved.optionGroups[1].options[1]).toMatchObject({ name: 'Aguacate', recipe: [{ stockId: (await oil()).id, quantity: 0.25 }] });

    // two steaks with avocado take half a litre
    const table = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 3');
    await served.placeOrder(table, [{ id: steak.id, quantity: 2, options: [{ group: 'Término', option: 'Medio' }, { group: 'Extras', option: 'Aguacate' }] }]);
    expect((await oil()).stock).toBeCloseTo(before - 0.5, 3);

    // and off again: the recipe line removed on the form
    await page.reload();
    await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
    // the iterator shows a line's 'Quitar' on hover
    const recipeLine = avocado.locator('.RaSimpleFormIterator-line').last();
    await recipeLine.hover();
    await recipeLine.getByRole('button', { name: 'Quitar' }).last().click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog').getByText('Producto actualizado correctamente', { exact: true }).waitFor();
    expect((await call('/menu/getMenu')).products.find((product: { id: number }) => product.id === steak.id).optionGroups[1].options[1].recipe).toEqual([]);
  });

  it('a choice whose stock runs out greys on an open phone within 2 s, and its cart line is flagged before sending', async () => {
    const call = await ownerApi();
    const { products } = await call('/menu/getMenu');
    const steak = products.find((product: { name: string }) => product.name === 'Lomito a la parrilla');
    const unique = Math.random().toString(36).slice(2, 7);
    // half a kilogram of avocado: one plate with the extra takes all of it
    const avocado = await call('/stock/', 'POST', { stock: { name: `Aguacate e2e ${unique}`, unit: 2, newStock: 0.5, supplierId: null, minimunStock: 0 } });
    const name = `Tostada con aguacate ${unique}`;
    const extras = [{ name: 'Extras', nameEn: 'Extras', min: 0, max: 1, options: [{ name: 'Aguacate', nameEn: 'Avocado', price: 700, recipe: [{ stockId: avocado.stock.id, quantity: 0.5 }] }] }];
    const created = await call('/product/', 'POST', { product: { menuId: steak.menuId, name, shortDescription: 'Prueba', price: 2000, taxCodeId: steak.taxCodeId, unit: 1, cabysCode: steak.cabysCode, optionGroups: extras } });
    expect(created.product?.name, JSON.stringify(created)).toBe(name);

    const table = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 5');
    const page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/menuqr/${table}`);
    await page.getByRole('button', { name: /^Almuerzos y cenas/ }).click();
    await page.getByRole('button', { name: /^Platos de la casa/ }).click();
    await card(page, name).getByRole('button', { name: `Agregar ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    // a group of at most one: a radio button
    await dialog.getByRole('radio', { name: /Aguacate/ }).check();
    await dialog.getByRole('button', { name: /^Agregar · / }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    const line = page.locator('.summary-item').filter({ hasText: name });
    expect(await line.getByText('Agotado: quítelo del pedido para continuar.').count()).toBe(0);

    // another phone at the table orders the last avocado
    await served.placeOrder(table, [{ id: created.product.id, quantity: 1, options: [{ group: 'Extras', option: 'Aguacate' }] }]);
    // how soon: `npm run bench -- livePush`
    await line.getByText('Agotado: quítelo del pedido para continuar.').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Uno de los productos se agotó. Quítelo del pedido para continuar.').waitFor();

    // on the menu the choice shows 'Agotado' and cannot be chosen; the dish without it still can be added
    await page.goBack();
    await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Almuerzos y cenas/ }).click();
    await page.getByRole('button', { name: /^Platos de la casa/ }).click();
    await card(page, name).getByRole('button', { name: `Agregar ${name}` }).click();
    const again = page.getByRole('dialog', { name });
    expect(await again.getByRole('radio', { name: /Aguacate/ }).isDisabled()).toBe(true);
    expect(await again.getByText('Agotado', { exact: true }).isVisible()).toBe(true);
  });
});
