import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';

/**
 * The diner reads final prices (IVA and the 10 % service included) and pays
 * exactly them; the owner can type the final price in the product form and the menu shows it.
 */
const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const USER = 'comercio@demo.cr';
let staffToken: string;
let token: string;
let topMenu: string;
const created: number[] = [];

const served = servedApi(browser);
const api = (method: string, path: string, body?: unknown) => served.call(method, path, body, staffToken);

beforeAll(async () => {
  staffToken = await served.signIn(USER);
  token = await tableToken(browser.baseUrl, USER, 'Mesa 8');
  const { menus } = await api('GET', '/menu/getMenu');
  const top = menus.find((menu: { parentId: number | null }) => menu.parentId === null);
  topMenu = top.name;
  // a ₡2,500 dish at 13 %, and one the owner will price by its final amount in the form
  for (const [name, price] of [['Tamal de prueba', 2500], ['Olla de carne de prueba', 1000]] as const) {
    const body = { product: { menuId: top.id, name, shortDescription: 'Para probar precios finales', price, taxCodeId: 8, unit: 1, cabysCode: '6340001000100' } };
    const answer = await api('POST', '/product/', body);
    created.push(answer.product?.id ?? answer.id);
  }
});
afterAll(async () => {
  for (const id of created) await api('DELETE', `/product/${id}`);
});

const openMenu = async () => {
  const page = await browser.newPage(PHONE);
  await page.goto(`${browser.baseUrl}/menuqr/${token}`);
  await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
  return page;
};
const openFirstMenu = async (page: Page) => {
  await page.locator('.accordion.level-0 > .accordion-item > .accordion-heading > .accordion-header').filter({ hasText: topMenu }).first().click();
};
const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('final prices', () => {
  it('the owner types a final ₡3,000 and the form keeps a 5-decimal base; it shows what the diner pays', async () => {
    const page = await browser.signedInPage(USER, { at: `/products/${created[0]}` });
    await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
    await page.getByText('El cliente paga ₡3,075.00').waitFor();
    expect(await page.getByText('IVA (13 %) y servicio (10 %) incluidos.').isVisible()).toBe(true);
    // typing another base price updates it live
    await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('1000');
    await page.getByText('El cliente paga ₡1,230.00').waitFor();

    // a typed address: the unsaved price is left without the leave question
    await page.goto(`${browser.baseUrl}/products/${created[1]}`);
    await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
    await page.getByText('El cliente paga ₡1,230.00').waitFor();
    await page.getByRole('switch', { name: 'Escribir el precio que paga el cliente' }).check();
    await page.getByRole('textbox', { name: 'Precio final (lo que paga el cliente)' }).fill('3000');
    await expect.poll(() => page.getByRole('textbox', { name: 'Precio', exact: true }).inputValue()).toBe('2439.02439');
    await page.getByText('El cliente paga ₡3,000.00').waitFor();
    expect(await englishOn(page)).toEqual([]);
    const save = page.getByRole('button', { name: 'Guardar' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await page.getByRole('dialog').getByText('Producto actualizado correctamente', { exact: true }).waitFor();
    const { products } = await api('GET', '/menu/getMenu');
    expect(products.find((product: { id: number }) => product.id === created[1]).price).toBe(2439.02439);
  });

  it('the QR menu and the cart show ₡3,075 for a ₡2,500 dish, and the order charges the sum of what was shown', async () => {
    const page = await openMenu();
    expect(await page.getByTestId('prices-note').innerText()).toBe('Precios con IVA y servicio incluidos');
    await openFirstMenu(page);
    const tamal = card(page, 'Tamal de prueba');
    expect(await tamal.locator('.product-price').innerText()).toBe('₡3,075.00');
    expect(await card(page, 'Olla de carne de prueba').locator('.product-price').innerText()).toBe('₡3,000.00');
    await tamal.getByRole('button', { name: 'Agregar Tamal de prueba' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.waitForURL('**/menuqr/confirm');
    expect(await page.locator('.summary-price').innerText()).toBe('₡3,075.00');
    expect(await page.locator('.summary-total').innerText()).toBe('₡3,075.00');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => page.getByTestId('confirm-total').innerText()).toBe('₡3,075.00');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Atrás' }).click();

    // with the ₡3,000 one too: 3,075 + 3,000, exactly
    await page.getByRole('button', { name: 'Atrás' }).click();
    await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await openFirstMenu(page);
    await card(page, 'Olla de carne de prueba').getByRole('button', { name: 'Agregar Olla de carne de prueba' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.waitForURL('**/menuqr/confirm');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => page.getByTestId('confirm-total').innerText()).toBe('₡6,075.00');
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/order/external') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const { order } = await (await placed).json();
    expect(order.total).toBe(6075);

    // the receipt still breaks it down, and its rows add up to the same total
    await page.waitForURL('**/menuqr/order');
    const cell = (key: string) => page.locator(`[data-total="${key}"]`).innerText();
    expect(await cell('subtotal')).toBe('₡4,939.02');
    expect(await cell('tax')).toBe('₡642.07');
    expect(await cell('other')).toBe('₡493.91');
    expect(await cell('total')).toBe('₡6,075.00');
    // its lines at the prices the menu showed, the 5-decimal one's ₡3,000 included
    const rows = await page.locator('.amounts tbody tr').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim()).sort()).toEqual(['Olla de carne de prueba 1 ₡3,000.00 ₡3,000.00', 'Tamal de prueba 1 ₡3,075.00 ₡3,075.00']);
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole('button', { name: /^Cancelar/ }).click();
    await page.getByRole('button', { name: 'Sí', exact: true }).click();
    await page.getByText('La orden se canceló exitosamente.').waitFor();
  });
});
