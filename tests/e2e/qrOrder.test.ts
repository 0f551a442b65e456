import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';

const PHONE = { width: 390, height: 844 };
const browser = browserForFile();
let table1: string;
let table2: string;

beforeAll(async () => {
  table1 = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 1');
  table2 = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 2');
});

const dialogText = (page: Page) => page.getByRole('alertdialog').innerText();
const openMenu = async (token: string) => {
  const page = await browser.newPage(PHONE);
  await page.goto(`${browser.baseUrl}/menuqr/${token}`);
  await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
  return page;
};
const card = (page: Page, name: string) => page.getByRole('article', { name });
const totalCell = (page: Page, key: string) => page.locator(`[data-total="${key}"]`).innerText();

describe('QR menu → order → receipt → cancel, on a phone', () => {
  it('scans, selects from two menus, comments, orders, checks the totals and cancels', async () => {
    const page = await openMenu(table1);
    expect(await englishOn(page)).toEqual([]);
    await page.getByText('Restaurante La Casona de Doña Ana').waitFor();

    // nothing selected yet
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect(await dialogText(page)).toContain('Debe seleccionar al menos un producto.');
    await page.getByRole('button', { name: 'OK' }).click();

    // top-level accordions: one open at a time
    const breakfasts = page.getByRole('button', { name: /^Desayunos/ });
    const drinks = page.getByRole('button', { name: /^Bebidas/ });
    await drinks.click();
    await breakfasts.click();
    await expect.poll(() => breakfasts.getAttribute('aria-expanded')).toBe('true');
    expect(await drinks.getAttribute('aria-expanded')).toBe('false');

    // a product card: 160×270, a plain drawing and no words when it has no picture, minus only once selected;
    // A card naming its allergens and diets grows taller to show every name (never cut)
    const pinto = card(page, 'Gallo pinto con huevo');
    const box = await pinto.boundingBox();
    expect(Math.round(box!.width)).toBe(160);
    expect(Math.round(box!.height)).toBeGreaterThanOrEqual(270);
    const noPicture = card(page, 'Omelette de jamón y queso').getByTestId('no-image');
    expect(await noPicture.isVisible()).toBe(true);
    expect(await noPicture.innerText()).toBe('');
    expect(await noPicture.getAttribute('aria-hidden')).toBe('true');
    // the final price: 3,200 + IVA 13 % + service 10 % = 3,936
    expect(await pinto.getByText('₡3,936.00').isVisible()).toBe(true);
    expect(await pinto.getByRole('button', { name: /^Quitar/ }).count()).toBe(0);
    await pinto.getByRole('button', { name: 'Agregar Gallo pinto con huevo' }).click();
    await pinto.getByRole('button', { name: 'Agregar Gallo pinto con huevo' }).click();
    await pinto.getByRole('button', { name: 'Agregar Gallo pinto con huevo' }).click();
    await pinto.getByRole('button', { name: 'Quitar Gallo pinto con huevo' }).click();
    await expect.poll(() => pinto.getByLabel('Cantidad Gallo pinto con huevo').innerText()).toBe('2');

    // second menu, two levels down
    await page.getByRole('button', { name: /^Almuerzos y cenas/ }).click();
    await expect.poll(() => breakfasts.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: /^Casados/ }).click();
    await card(page, 'Casado con pollo').getByRole('button', { name: 'Agregar Casado con pollo' }).click();
    await page.getByRole('button', { name: /^Extras del casado/ }).click();
    await card(page, 'Huevo frito').getByRole('button', { name: 'Agregar Huevo frito' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();

    // summary, which survives a reload
    await page.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    const lines = page.locator('.summary-item');
    expect(await lines.count()).toBe(3);
    await lines.filter({ hasText: 'Huevo frito' }).getByRole('button', { name: 'Quitar Huevo frito' }).click();
    await expect.poll(() => lines.count()).toBe(2);
    expect(await page.getByRole('heading', { name: 'Detalles del pedido' }).isVisible()).toBe(true);
    await page.getByPlaceholder('Comentarios...').fill('Sin cebolla, por favor');
    expect(await englishOn(page)).toEqual([]);
    // what the summary charges for the dish, unit and line, for the receipt to repeat
    const pintoLine = lines.filter({ hasText: 'Gallo pinto con huevo' });
    const summaryPinto = { unit: await pintoLine.locator('.summary-price').innerText(), total: await pintoLine.locator('.summary-total').innerText() };
    expect(summaryPinto).toEqual({ unit: '₡3,936.00', total: '₡7,872.00' });

    // 'Continuar' asks first, with the lines and the total; 'Atrás' there places nothing
    const orders: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/order/external') && orders.push(request.url()));
    await page.getByRole('button', { name: 'Continuar' }).click();
    const confirmation = page.getByRole('alertdialog');
    const asked = (await confirmation.innerText()).replace(/\s+/g, ' ');
    expect(asked).toContain('Revise su pedido antes de enviarlo.');
    expect(asked).toContain('2 × Gallo pinto con huevo ₡7,872.00');
    expect(asked).toContain('1 × Casado con pollo ₡5,904.00');
    expect(asked).toContain('Comentarios: Sin cebolla, por favor');
    expect(await page.getByTestId('confirm-total').innerText()).toBe('₡13,776.00');
    expect(await englishOn(page)).toEqual([]);
    await confirmation.getByRole('button', { name: 'Atrás' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expect(orders).toEqual([]);
    expect(page.url()).toContain('/menuqr/confirm');
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/order/external') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const { cancelKey } = await (await placed).json();
    expect(orders).toHaveLength(1);
    expect(cancelKey).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // receipt: lines final (2 × 3,936 + 5,904 = 13,776); below, 2 × 3,200 + 4,800 = 11,200; IVA 13 % 1,456; service 1,120; total 13,776
    await page.waitForURL('**/menuqr/order');
    await page.getByText('Pedido N.º').waitFor();
    expect(await page.locator('[data-field="orderNumber"]').innerText()).toMatch(/^\d{4,}$/);
    expect(await page.locator('.receipt-facts').innerText()).toContain('Mesa 1');
    expect(await totalCell(page, 'subtotal')).toBe('₡11,200.00');
    expect(await totalCell(page, 'tax')).toBe('₡1,456.00');
    expect(await totalCell(page, 'other')).toBe('₡1,120.00');
    expect(await totalCell(page, 'total')).toBe('₡13,776.00');
    expect(await page.getByText('Comentarios: Sin cebolla, por favor').isVisible()).toBe(true);
    // each line at what the diner pays, as the summary showed it; the breakdown below holds them
    const rows = await page.locator('.amounts tbody tr').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Gallo pinto con huevo 2 ₡3,936.00 ₡7,872.00',
      'Casado con pollo 1 ₡5,904.00 ₡5,904.00',
    ]);
    const receiptPinto = page.locator('.amounts tbody tr').filter({ hasText: 'Gallo pinto con huevo' }).locator('td.num');
    expect({ unit: await receiptPinto.nth(1).innerText(), total: await receiptPinto.nth(2).innerText() }).toEqual(summaryPinto);
    expect(await page.locator('.amounts tfoot').getByTestId('prices-note').innerText()).toBe('Precios con IVA y servicio incluidos');
    const countdown = Number(await page.locator('.badge.countdown').innerText());
    expect(countdown).toBeGreaterThan(5);
    expect(countdown).toBeLessThanOrEqual(15);
    expect(await englishOn(page)).toEqual([]);

    // 'No' keeps the order (and has the focus: the safe choice); 'Sí' cancels it
    await page.getByRole('button', { name: /^Cancelar/ }).click();
    expect(await dialogText(page)).toContain('¿Desea cancelar la orden?');
    expect(await dialogText(page)).toMatch(/Quedan \d+ segundos para cancelar\./);
    expect(await page.getByRole('button', { name: 'No', exact: true }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    // the cancel key the order came with is kept (sessionStorage) and sent in the body, never in the address
    const cancelling = page.waitForRequest((request) => request.url().includes('/api/order/cancel/external/'));
    await page.getByRole('button', { name: /^Cancelar/ }).click();
    await page.getByRole('button', { name: 'Sí', exact: true }).click();
    const cancelRequest = await cancelling;
    expect(cancelRequest.postDataJSON()).toMatchObject({ token: table1, cancelKey });
    expect(cancelRequest.url()).not.toContain(cancelKey);
    await page.getByText('La orden se canceló exitosamente.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    // back on the menu with the selection cleared
    await page.waitForURL(`**/menuqr/${table1}`);
    await page.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
    expect(await page.locator('.bottom-bar .badge').count()).toBe(0);
    await page.context().close();
  });

  it('the cancel question counts down and closes itself at 0; then the button is disabled and its badge gone', async () => {
    const page = await openMenu(table2);
    await page.getByRole('button', { name: /^Postres/ }).click();
    await card(page, 'Tres leches').getByRole('button', { name: 'Agregar Tres leches' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL('**/menuqr/order');
    const cancel = page.getByRole('button', { name: /^Cancelar/ });
    expect(await cancel.isEnabled()).toBe(true);
    expect(await page.locator('.badge.countdown').isVisible()).toBe(true);

    // the question left open: its seconds go down with the badge's, and at 0 it says the time is over
    const cancels: string[] = [];
    page.on('request', (request) => request.url().includes('/api/order/cancel/') && cancels.push(request.url()));
    await cancel.click();
    const secondsShown = async () => Number((await page.getByRole('timer').innerText()).match(/\d+/)?.[0]);
    const first = await secondsShown();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(15);
    await expect.poll(secondsShown, { interval: 200 }).toBeLessThan(first);
    await page.getByText('El tiempo para cancelar el pedido ha expirado.').waitFor({ timeout: 18_000 });
    expect(await page.getByText('¿Desea cancelar la orden?').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sí', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'OK' }).click();
    expect(cancels).toEqual([]);
    expect(await cancel.isDisabled()).toBe(true);
    expect(await page.locator('.badge.countdown').count()).toBe(0);
    // a reload does not restart the window
    await page.reload();
    await page.getByText('Pedido N.º').waitFor();
    expect(await page.getByRole('button', { name: /^Cancelar/ }).isDisabled()).toBe(true);

    // 'Guardar' prints; the print stylesheet shows only the receipt
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.locator('body').getAttribute('data-printed')).toBe('yes');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.receipt').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ir al Menú' }).isVisible()).toBe(false);
    expect(await page.locator('.topbar').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // 'Ir al Menú' clears the selection and replaces the receipt in the history
    await page.getByRole('button', { name: 'Ir al Menú' }).click();
    await page.waitForURL(`**/menuqr/${table2}`);
    expect(await page.locator('.bottom-bar .badge').count()).toBe(0);
    await page.goBack();
    await page.waitForURL('**/menuqr/confirm');
    // the summary's code may still be on its way (it loads once the cart has something)
    await page.getByText('No hay productos seleccionados.').waitFor();
    await page.context().close();
  });

  it('shows the server’s message, or the communication error, when placing the order fails', async () => {
    const page = await openMenu(table2);
    await page.getByRole('button', { name: /^Postres/ }).click();
    await card(page, 'Flan de coco').getByRole('button', { name: 'Agregar Flan de coco' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.route('**/api/order/external', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Uno de los productos no pertenece al menú de este comercio.' }) }),
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    expect(await dialogText(page)).toContain('Uno de los productos no pertenece al menú de este comercio.');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/api/order/external');
    await page.route('**/api/order/external', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    expect(await dialogText(page)).toContain('Ocurrió un error de comunicación, intente de nuevo.');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(page.url()).toContain('/menuqr/confirm');

    // the order goes through; its cancel is refused by the server, whose message is shown
    await page.unroute('**/api/order/external');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL('**/menuqr/order');
    await page.route('**/api/order/cancel/external/**', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'El tiempo para cancelar el pedido ha expirado.' }) }),
    );
    await page.getByRole('button', { name: /^Cancelar/ }).click();
    await page.getByRole('button', { name: 'Sí', exact: true }).click();
    expect(await dialogText(page)).toContain('El tiempo para cancelar el pedido ha expirado.');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(page.url()).toContain('/menuqr/order');
    await page.context().close();
  });

  it('explains an unknown QR code and a receipt without an order instead of showing an empty page', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/menuqr/${'A'.repeat(22)}`);
    await page.getByText('Este código QR no corresponde a ninguna mesa activa. Solicite al personal un código nuevo.').waitFor();
    await page.goto(`${browser.baseUrl}/menuqr/order`);
    await page.getByText('Ocurrió un error procesando la solicitud').waitFor();
    await page.goto(`${browser.baseUrl}/menuqr/confirm`);
    await page.getByText('No hay productos seleccionados.').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect(await dialogText(page)).toContain('Debe seleccionar al menos un producto.');
    await page.context().close();
  });
});
