import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { chooseOption, fieldByLabel } from '../support/formControls';
import { servedApi } from '../support/servedApi';

/**
 * The acceptance path through the screens, as comercio@demo.cr: a section with three
 * tables, a table's QR downloaded as a PNG and decoded back to a menu link that opens, the code
 * regenerated and the old link refused, the floor's codes printed, a printer, a waiter and a
 * supplier added, and table service switched off so a new QR order's receipt has no 10 % line.
 * Then operador@demo.cr: the floor, not the company settings.
 */
const browser = browserForFile();
let page: Page;
const SECTION = 'Patio E2E';
const TABLES = ['Patio E2E 1', 'Patio E2E 2', 'Patio E2E 3'];
let decodedLink = '';

const go = async (path: string, heading: string) => {
  await browser.visit(page, path);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
};
const saved = async (message: string) => {
  // the success dialog may open over another one (the QR code's)
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
};
const save = async () => {
  const button = page.getByRole('button', { name: 'Guardar' });
  await expect.poll(() => button.isDisabled()).toBe(false);
  await button.click();
};
/** The menu API's answer for a token, through the served app's /api. */
const menuStatus = async (token: string) => (await fetch(`${browser.baseUrl}/api/menu/getMenuQR/${token}`)).status;
const tokenOf = (link: string) => link.split('/menuqr/')[1];
/** Sets table service for the demo restaurant through the API, as comercio@demo.cr. */
const setTableService = async (on: boolean) => {
  const { call, signIn } = servedApi(browser);
  await call('PUT', '/merchant/config/2', { merchant: { simplifiedRegime: false, tableService: on } }, await signIn('comercio@demo.cr'));
};

beforeAll(async () => {
  page = await browser.signedInPage('comercio@demo.cr');
});
afterAll(async () => {
  // other browser files order with the seeded table service on
  await setTableService(true);
});

describe('the restaurant floor through the screens', () => {
  it('creates a section and three tables in it', async () => {
    await go('/sections', 'Secciones');
    for (const header of ['Nombre', 'Descripción', 'Estado', 'Acciones']) await page.getByRole('columnheader', { name: header }).waitFor();
    await page.getByRole('cell', { name: 'Salón principal' }).waitFor();
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear sección' }).waitFor();
    await fieldByLabel(page, 'Nombre').fill(SECTION);
    await fieldByLabel(page, 'Descripción').fill('Mesas del patio interno');
    expect(await englishOn(page)).toEqual([]);
    await save();
    await saved('Sección creada correctamente.');
    await page.getByRole('row', { name: new RegExp(`${SECTION}.*Activa`) }).waitFor();

    for (const name of TABLES) {
      await go('/table', 'Crear mesa');
      await fieldByLabel(page, 'Nombre').fill(name);
      await chooseOption(page, 'Sección', SECTION);
      await save();
      await saved('Mesa creada correctamente.');
    }
    await page.getByRole('heading', { name: 'Mesas' }).waitFor();
    await page.getByRole('cell', { name: TABLES[2] }).waitFor();
    await page.getByPlaceholder('Buscar').fill('Patio E2E');
    await expect.poll(() => page.getByRole('row').count()).toBe(4);
    for (const header of ['Nombre', 'Sección', 'Acciones']) await page.getByRole('columnheader', { name: header }).waitFor();
    expect(await englishOn(page)).toEqual([]);
  });

  it('refuses to delete a section that still has tables, saying why', async () => {
    await go('/sections', 'Secciones');
    await page.getByRole('row', { name: new RegExp(SECTION) }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: `¿Eliminar la sección ${SECTION}?` }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByText('No se puede eliminar la sección porque tiene 3 mesas asignadas. Mueva o elimine sus mesas primero.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('row', { name: new RegExp(SECTION) }).waitFor();
  });

  it('downloads a table’s QR as a PNG that decodes to its menu link, which opens the menu', async () => {
    await go('/tables', 'Mesas');
    await page.getByPlaceholder('Buscar').fill(TABLES[0]);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('row', { name: new RegExp(TABLES[0]) }).getByRole('button', { name: 'QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código QR de la mesa' });
    await dialog.getByTestId('qr-table-name').getByText(TABLES[0]).waitFor();
    const svg = dialog.getByTestId('table-qr').locator('svg');
    expect(await svg.getAttribute('width')).toBe('256');
    expect(await englishOn(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar QR' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${TABLES[0]}.png`);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    const png = PNG.sync.read(bytes);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toMatch(new RegExp(`^${browser.baseUrl}/menuqr/[A-Za-z0-9_-]{22}$`));
    decodedLink = code!.data;
    expect(await dialog.getByTestId('qr-link').innerText()).toBe(decodedLink);

    const diner = await browser.newPage({ width: 390, height: 844 });
    await diner.goto(decodedLink);
    await diner.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await diner.getByText('Restaurante La Casona de Doña Ana').waitFor();
    await diner.close();
  });

  it('regenerates the code after a confirmation: the old link is refused at once, the new one opens', async () => {
    const dialog = page.getByRole('dialog', { name: 'Código QR de la mesa' });
    await dialog.getByRole('button', { name: 'Regenerar código' }).click();
    const question = page.getByRole('dialog', { name: `¿Regenerar el código QR de la mesa ${TABLES[0]}?` });
    await question.getByText(/dejará de abrir el menú/).waitFor();
    await question.getByRole('button', { name: 'Regenerar código' }).click();
    await saved('Código QR regenerado correctamente. El código anterior ya no abre el menú.');
    const renewed = await dialog.getByTestId('qr-link').innerText();
    expect(renewed).not.toBe(decodedLink);
    expect(await menuStatus(tokenOf(decodedLink))).toBe(404);
    expect(await menuStatus(tokenOf(renewed))).toBe(200);
    // the old printed code, scanned: the diner's page shows no menu
    const diner = await browser.newPage({ width: 390, height: 844 });
    await diner.goto(decodedLink);
    await diner.getByText('Este código QR no corresponde a ninguna mesa activa. Solicite al personal un código nuevo.').waitFor();
    expect(await diner.getByRole('button', { name: /^Agregar/ }).count()).toBe(0);
    await diner.close();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('prints the floor’s codes: one card per table with its name, only the cards on paper', async () => {
    await go('/tables', 'Mesas');
    await page.getByRole('link', { name: 'Imprimir códigos' }).click();
    await page.getByRole('heading', { name: 'Códigos QR de las mesas' }).waitFor();
    const cards = page.getByTestId('qr-card');
    await cards.filter({ hasText: TABLES[2] }).waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(17);
    expect(await cards.filter({ hasText: 'Mesa 1' }).first().locator('svg').count()).toBe(1);
    expect(await englishOn(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.MuiAppBar-root').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await cards.first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  it('adds a printer (refusing a bad IP), a waiter and a supplier (refusing a short cédula)', async () => {
    await go('/printer', 'Crear impresora');
    await fieldByLabel(page, 'Nombre').fill('Cocina fría E2E');
    await fieldByLabel(page, 'IP').fill('192.168.1.300');
    await chooseOption(page, 'Ubicación', 'Cocina');
    await page.getByText(/La dirección IP no es válida/).first().waitFor();
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await fieldByLabel(page, 'IP').fill('192.168.1.30');
    await save();
    await saved('Impresora creada correctamente.');
    await page.getByRole('row', { name: /Cocina fría E2E.*192\.168\.1\.30.*Cocina/ }).waitFor();

    await go('/waiter', 'Crear mesero');
    await fieldByLabel(page, 'Nombre').fill('Mesero E2E');
    await save();
    await saved('Mesero creado correctamente.');
    await page.getByRole('cell', { name: 'Mesero E2E' }).waitFor();

    await go('/supplier', 'Crear proveedor');
    await chooseOption(page, 'Tipo de servicio', 'Frutas y verduras');
    await fieldByLabel(page, 'Nombre').fill('Verduras E2E S.A.');
    await fieldByLabel(page, 'Identificación').fill('310112345');
    await page.getByText('La cédula jurídica debe tener 10 dígitos.').waitFor();
    await fieldByLabel(page, 'Identificación').fill('3101123456');
    await fieldByLabel(page, 'Teléfono').fill('2222-3333');
    await fieldByLabel(page, 'Correo').fill('ventas@verdurase2e.cr');
    await fieldByLabel(page, 'Contacto').fill('Laura Mora');
    expect(await englishOn(page)).toEqual([]);
    await save();
    await saved('Proveedor creado correctamente.');
    await page.getByRole('row', { name: /Verduras E2E S\.A\..*3101123456.*2222-3333.*ventas@verdurase2e\.cr.*Laura Mora/ }).waitFor();
    for (const header of ['Nombre', 'Identificación', 'Teléfono', 'Celular', 'Correo', 'Contacto']) await page.getByRole('columnheader', { name: header }).waitFor();
  });

  it('switches table service off: a new QR order’s receipt has no 10 % line', async () => {
    await go('/company', 'Configuración de la empresa');
    await expect.poll(() => page.getByRole('combobox', { name: /Servicio de mesa/ }).innerText()).toBe('Sí');
    expect(await englishOn(page)).toEqual([]);
    await chooseOption(page, 'Servicio de mesa', 'No');
    await save();
    await saved('Configuración actualizada correctamente');

    const renewed = await page.request.get(`${browser.baseUrl}/api/menu/getMenuQR/${tokenOf(decodedLink)}`);
    expect(renewed.status()).toBe(404);
    await go('/tables', 'Mesas');
    await page.getByPlaceholder('Buscar').fill(TABLES[1]);
    await page.getByRole('row', { name: new RegExp(TABLES[1]) }).getByRole('button', { name: 'QR' }).click();
    const link = await page.getByTestId('qr-link').innerText();

    const diner = await browser.newPage({ width: 390, height: 844 });
    await diner.goto(link);
    await diner.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    await diner.getByRole('button', { name: /^Desayunos/ }).click();
    await diner.getByRole('article', { name: 'Gallo pinto con huevo' }).getByRole('button', { name: 'Agregar Gallo pinto con huevo' }).click();
    await diner.getByRole('button', { name: /^Continuar/ }).click();
    await diner.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    expect(await diner.getByText(/Otros cargos/).count()).toBe(0);
    await diner.getByRole('button', { name: 'Continuar' }).click();
    await diner.getByRole('button', { name: 'Confirmar pedido' }).click();
    await diner.waitForURL('**/menuqr/order');
    await diner.getByText('Pedido N.º').waitFor();
    // 3,200 + IVA 13 % 416 = 3,616, and no service line
    expect(await diner.locator('[data-total="subtotal"]').innerText()).toBe('₡3,200.00');
    expect(await diner.locator('[data-total="tax"]').innerText()).toBe('₡416.00');
    expect(await diner.locator('[data-total="other"]').count()).toBe(0);
    expect(await diner.getByText(/Otros cargos/).count()).toBe(0);
    expect(await diner.locator('[data-total="total"]').innerText()).toBe('₡3,616.00');
    await diner.close();

    await go('/company', 'Configuración de la empresa');
    await chooseOption(page, 'Servicio de mesa', 'Sí');
    await save();
    await saved('Configuración actualizada correctamente');
  });

  it('operador@demo.cr manages the floor but not the company settings', async () => {
    const operator = await browser.signedInPage('operador@demo.cr', { at: '/tables' });
    await operator.getByRole('heading', { name: 'Mesas' }).waitFor();
    await operator.getByRole('cell', { name: TABLES[2] }).waitFor();
    expect(await operator.getByRole('link', { name: 'Empresa' }).count()).toBe(0);
    await browser.visit(operator, '/company');
    await operator.getByText('Acceso denegado').first().waitFor();
    await browser.visit(operator, '/waiters');
    await operator.getByRole('cell', { name: 'Mesero E2E' }).waitFor();
    await operator.close();
  });
});
