import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';

/**
 * 'Lleva servicio (10 %)' in the product form: shown with its helper, saved, and the diner's menu
 * price follows it (src/domain/serviceCharge.ts).
 */
const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const USER = 'comercio@demo.cr';
const NAME = 'Tamal para llevar de prueba';
let staffToken: string;
let token: string;
let topMenu: string;
let productId: number;

const served = servedApi(browser);
const api = (method: string, path: string, body?: unknown) => served.call(method, path, body, staffToken);

beforeAll(async () => {
  staffToken = await served.signIn(USER);
  token = await tableToken(browser.baseUrl, USER, 'Mesa 7');
  const { menus } = await api('GET', '/menu/getMenu');
  const top = menus.find((menu: { parentId: number | null }) => menu.parentId === null);
  topMenu = top.name;
  // a ₡2,500 dish served at the table (6331…): its code turns the service on
  const answer = await api('POST', '/product/', { product: { menuId: top.id, name: NAME, shortDescription: 'Para probar el servicio', price: 2500, taxCodeId: 8, unit: 1, cabysCode: '6331000000000' } });
  productId = answer.product.id;
});
afterAll(async () => {
  if (productId) await api('DELETE', `/product/${productId}`);
});

const menuPrice = async () => {
  const page = await browser.newPage(PHONE);
  await page.goto(`${browser.baseUrl}/menuqr/${token}`);
  await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
  await page.locator('.accordion.level-0 > .accordion-item > .accordion-heading > .accordion-header').filter({ hasText: topMenu }).first().click();
  const price = await page.getByRole('article', { name: NAME }).locator('.product-price').innerText();
  await page.close();
  return price;
};

describe('the product form’s service switch', () => {
  it('shows the service on, and the diner pays it', async () => {
    expect(await menuPrice()).toBe('₡3,075.00');
  });

  it('turned off and saved: the form, the stored product and the diner’s menu price drop the 10 %', async () => {
    const page = await browser.signedInPage(USER, { at: `/products/${productId}` });
    await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
    const flag = page.getByRole('switch', { name: 'Lleva servicio (10 %)' });
    await flag.waitFor();
    expect(await flag.isChecked()).toBe(true);
    await page.getByText('El 10 % de servicio (Ley 4946) se cobra sobre lo que se consume en el restaurante.', { exact: false }).waitFor();
    await page.getByText('El cliente paga ₡3,075.00').waitFor();
    await flag.uncheck();
    await page.getByText('El cliente paga ₡2,825.00').waitFor();
    await page.getByText('IVA (13 %) incluido.', { exact: true }).waitFor();
    expect(await englishOn(page)).toEqual([]);
    const save = page.getByRole('button', { name: 'Guardar' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await page.getByRole('dialog').getByText('Producto actualizado correctamente', { exact: true }).waitFor();
    const { products } = await api('GET', '/menu/getMenu');
    expect(products.find((product: { id: number }) => product.id === productId).carriesService).toBe(false);
    expect(await menuPrice()).toBe('₡2,825.00');

    // opened again, the form shows what was saved
    await browser.visit(page, `/products/${productId}`);
    await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
    await page.getByText('El cliente paga ₡2,825.00').waitFor();
    expect(await page.getByRole('switch', { name: 'Lleva servicio (10 %)' }).isChecked()).toBe(false);
  });
});
