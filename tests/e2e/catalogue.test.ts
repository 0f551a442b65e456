import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { chooseOption, fieldByLabel } from '../support/formControls';
import { tableToken } from '../support/publicAppData';
import { shoot } from '../support/screenshots';

/**
 * The merchant's catalogue through the screens: a three-level menu built from scratch, a product
 * whose Hacienda code is found by description and by the category tree, saved with a picture,
 * then seen on a phone in the QR menu; 'Agotado' once nothing is left; the operator's own merchant only.
 * SCREENSHOTS_DIR=/folder saves screenshots of each screen on the way (tests/support/screenshots.ts).
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A 2×2 red PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const PATH = 'Cafetería E2E › Calientes E2E › Espressos E2E';

const browser = browserForFile();
let page: Page;
let token: string;

// a phone's page is long: its first screen is what a person sees
const shot = (target: Page, name: string) => shoot(target, name, { settled: true, fullPage: (target.viewportSize()?.width ?? 0) > 500 });

beforeAll(async () => {
  page = await browser.signedInPage('comercio@demo.cr');
  await page.setViewportSize(DESKTOP);
  token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 1');
});

const openList = async (target = page) => {
  await browser.visit(target, '/products');
  await target.getByRole('heading', { name: 'Menú y productos' }).waitFor();
  await target.getByRole('listitem', { name: 'Desayunos', exact: true }).waitFor();
};

const saveAndClose = async (message: string) => {
  const save = page.getByRole('button', { name: 'Guardar' });
  await expect.poll(() => save.isDisabled()).toBe(false);
  await save.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('heading', { name: 'Menú y productos' }).waitFor();
};

const newMenu = async (name: string, parent?: string) => {
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await page.getByRole('menuitem', { name: 'Menú' }).click();
  await page.getByRole('heading', { name: 'Crear menú/categoría' }).waitFor();
  await fieldByLabel(page, 'Nombre').fill(name);
  await fieldByLabel(page, 'Descripción').fill(`Descripción de ${name}`);
  if (parent) await chooseOption(page, 'Menú padre', parent);
  if (!parent) await shot(page, 'menu-form-desktop');
  await saveAndClose('Menú creado correctamente.');
};

describe('the merchant builds a menu and a product, and the QR menu shows it', () => {
  it('lists the nested menus and products with prices in colones and no English', async () => {
    await openList();
    const dish = page.getByRole('listitem', { name: 'Gallo pinto con huevo' });
    // what the customer pays: ₡3,200 before tax, with 13 % IVA and the 10 % service
    await dish.getByText('₡3,936.00').waitFor();
    for (const action of ['Asociar inventario', 'Editar', 'Eliminar']) await dish.getByRole('button', { name: action }).or(dish.getByRole('link', { name: action })).first().waitFor();
    expect(await englishOn(page)).toEqual([]);
    // the other restaurant's products are not there
    expect(await page.getByText('Gallo pinto guanacasteco').count()).toBe(0);
    await shot(page, 'products-desktop');
  });

  it('builds a three-level menu from scratch', async () => {
    await newMenu('Cafetería E2E');
    await newMenu('Calientes E2E', 'Cafetería E2E');
    await newMenu('Espressos E2E', 'Cafetería E2E › Calientes E2E');
    await page.getByRole('listitem', { name: PATH }).waitFor();
  });

  it('creates a product with a Hacienda code found by description and by the tree, and a picture', async () => {
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await page.getByRole('menuitem', { name: 'Producto' }).click();
    await page.getByRole('heading', { name: 'Crear producto' }).waitFor();
    const save = page.getByRole('button', { name: 'Guardar' });
    // a new product is not counted until the owner says so
    await page.getByTestId('available-unlimited').getByText(/^Sin límite/).waitFor();
    expect(await page.getByRole('switch', { name: 'Controlar la cantidad disponible' }).isChecked()).toBe(false);
    await chooseOption(page, 'Menú/categoría', PATH);
    await fieldByLabel(page, 'Nombre').fill('Espresso doble E2E');
    await fieldByLabel(page, 'Descripción corta').fill('Dos tragos de café de altura');
    await fieldByLabel(page, 'Precio').fill('1250,5');
    expect(await save.isDisabled()).toBe(true);

    // by description: 'cafe caliente' finds 'Café caliente…'
    await page.getByRole('button', { name: 'Buscar código' }).click();
    const picker = page.getByRole('dialog', { name: 'Buscar código Hacienda' });
    await picker.getByLabel('Código o descripción').fill('cafe caliente');
    await picker.getByRole('button', { name: 'Buscar' }).click();
    await picker.getByRole('cell', { name: 'Café caliente, vendido en restaurantes, bares y establecimientos similares' }).waitFor();
    expect(await englishOn(page)).toEqual([]);
    await shot(page, 'picker-search-desktop');
    await picker.getByRole('button', { name: 'Elegir 6340001000100' }).click();
    await picker.waitFor({ state: 'detached' });
    const code = fieldByLabel(page, 'Código Hacienda');
    await expect.poll(() => code.inputValue()).toBe('6340001000100 - Café caliente, vendido en restaurantes, bares y establecimientos similares (13 %)');
    await page.getByRole('combobox', { name: /Tipo de impuesto/ }).getByText('Tarifa general 13 %').waitFor();

    // by the tree: level by level, unnamed levels by their code and their items' count
    await page.getByRole('button', { name: 'Buscar código' }).click();
    await picker.getByRole('tab', { name: 'Categorías' }).click();
    await picker.getByRole('button', { name: /^6 - Servicios de venta y distribución/ }).click();
    for (const category of ['63', '634', '6340', '63400', '6340001', '634000100', '63400010001']) {
      const node = picker.getByRole('button', { name: new RegExp(`^Categoría ${category} · \\d+ artículos?`) });
      await node.click();
      // open before the next level is looked for: a failure then says which level did not open
      await expect.poll(() => node.getAttribute('aria-expanded'), { message: `category ${category} open` }).toBe('true');
    }
    await picker.getByRole('cell', { name: 'Café caliente, vendido en restaurantes, bares y establecimientos similares' }).waitFor();
    await shot(page, 'picker-tree-desktop');
    await picker.getByRole('button', { name: 'Elegir 6340001000100' }).click();
    await picker.waitFor({ state: 'detached' });

    await page.getByTestId('product-image-file').setInputFiles({ name: 'espresso.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Vista previa de la imagen del producto' }).waitFor();
    expect(await englishOn(page)).toEqual([]);
    await shot(page, 'product-form-desktop');
    await saveAndClose('Producto creado correctamente.');
    // the list shows what the customer pays: ₡1,250.50 with 13 % IVA and the 10 % service, as the QR menu
    const row = page.getByRole('listitem', { name: 'Espresso doble E2E' });
    expect(await row.getByTestId('customer-price').textContent()).toBe('₡1,538.12');
    await row.getByText('Sin límite').waitFor();
  });

  it('shows the product with its picture on a phone in the QR menu, and Agotado once none is left', async () => {
    const phone = await browser.newPage(PHONE);
    await phone.goto(`${browser.baseUrl}/menuqr/${token}`);
    await phone.getByRole('button', { name: /^Cafetería E2E/ }).click();
    await phone.getByRole('button', { name: /^Calientes E2E/ }).click();
    await phone.getByRole('button', { name: /^Espressos E2E/ }).click();
    const card = phone.getByRole('article', { name: 'Espresso doble E2E' });
    // the diner reads the final price: ₡1,250.50 with 13 % IVA and the 10 % service
    await card.getByText('₡1,538.12').waitFor();
    await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2);
    await card.getByRole('button', { name: 'Agregar Espresso doble E2E' }).waitFor();
    await shot(phone, 'qr-menu-phone');

    // the merchant sets the available quantity to 0
    await page.getByRole('listitem', { name: 'Espresso doble E2E' }).getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
    await expect.poll(() => fieldByLabel(page, 'Nombre').inputValue()).toBe('Espresso doble E2E');
    await page.getByRole('switch', { name: 'Controlar la cantidad disponible' }).check();
    await fieldByLabel(page, 'Cantidad disponible').fill('0');
    await saveAndClose('Producto actualizado correctamente');
    await page.getByRole('listitem', { name: 'Espresso doble E2E' }).locator('.MuiChip-root', { hasText: 'Agotado' }).waitFor();

    await phone.reload();
    await phone.getByRole('button', { name: /^Cafetería E2E/ }).click();
    await phone.getByRole('button', { name: /^Calientes E2E/ }).click();
    await phone.getByRole('button', { name: /^Espressos E2E/ }).click();
    await card.getByText('Agotado').waitFor();
    expect(await card.getByRole('button', { name: 'Agregar Espresso doble E2E' }).count()).toBe(0);
    expect(await englishOn(phone)).toEqual([]);
    await shot(phone, 'qr-menu-sold-out-phone');
    await phone.close();
  });

  it('refuses to delete a menu that still holds a submenu, saying why', async () => {
    await page.getByRole('listitem', { name: 'Cafetería E2E', exact: true }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar el menú Cafetería E2E?' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByText('No se puede eliminar el menú porque tiene productos o submenús; elimínelos o muévalos primero.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  });

  it('fits a phone: the list and the product form', async () => {
    const phone = await browser.signedInPage('comercio@demo.cr');
    await phone.setViewportSize(PHONE);
    await openList(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'products-phone');
    await browser.visit(phone, '/product');
    await phone.getByRole('heading', { name: 'Crear producto' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'product-form-phone');
    await phone.getByRole('button', { name: 'Buscar código' }).click();
    await phone.getByLabel('Código o descripción').fill('cerveza');
    await phone.getByRole('button', { name: 'Buscar', exact: true }).click();
    await phone.getByText(/^Cerveza nacional/).first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'picker-phone');
    await phone.close();
  });
});

describe('the operator', () => {
  it('works on its own merchant’s catalogue only', async () => {
    const operator = await browser.signedInPage('operador@demo.cr');
    await openList(operator);
    await operator.getByRole('listitem', { name: 'Espresso doble E2E' }).waitFor();
    // the other restaurant's products never show
    expect(await operator.getByRole('listitem').count()).toBeGreaterThan(40);
    expect(await operator.getByText('Gallo pinto guanacasteco').count()).toBe(0);
    await browser.visit(operator, '/search-product');
    await operator.getByRole('heading', { name: 'Buscar código Hacienda (CABYS)' }).waitFor();
    await operator.close();
  });

  it('the provider’s administrator is denied the screen', async () => {
    const admin = await browser.signedInPage('admin@demo.cr', { at: '/products' });
    await admin.getByText('Acceso denegado').first().waitFor();
    await admin.close();
  });
});
