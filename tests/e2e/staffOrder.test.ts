import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { freeTables } from '../support/dinerPhone';
import { servedApi } from '../support/servedApi';

/**
 * 'Tomar pedido' at phone size (390×844): the operator opens it from a table's card on 'Mesas',
 * takes a round of the grilled steak with its doneness, an extra and a note for the kitchen, sends
 * it, adds a second round to the same bill, and both show on 'Pedidos' as taken by them, the note
 * with the dish. One page, moved as links move it. Its own server: it leaves orders on a table.
 */
const PHONE = { width: 390, height: 844 };
const OPERATOR = 'operador@demo.cr';
const TABLE = 'Mesa 11';
const NOTE = 'Sin sal, por favor';
const browser = browserForFile({ ownServer: true });
const served = servedApi(browser);
let page: Page;

beforeAll(async () => {
  const token = await served.signIn(OPERATOR);
  // the seed may leave rounds on the table's bill: the test's table starts free
  await freeTables((path, init = {}) => served.call(init.method ?? 'GET', path, undefined, token) as never, [TABLE]);
  page = await browser.keptPage(OPERATOR, { viewport: PHONE, at: '/orders/tables' });
});

/** Sends the round on the 'Pedido' tab and closes the confirmation, answering the order number. */
const send = async () => {
  await page.getByRole('button', { name: /^Revisar pedido/ }).click();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `enviado para la mesa ${TABLE}.` });
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'OK' }).click();
  return Number(/Pedido N\.º (\d+)/.exec(text)?.[1]);
};

describe("'Tomar pedido' on a phone", () => {
  it("takes two rounds at a table from 'Mesas', with a choice and a note, and both show on 'Pedidos'", async () => {
    await page.locator(`[data-table="${TABLE}"]`).getByRole('link', { name: 'Tomar pedido' }).click();
    await page.getByRole('heading', { name: 'Tomar pedido' }).waitFor();
    // the table comes chosen from its card
    await expect.poll(() => page.getByRole('combobox', { name: /Mesa/ }).textContent()).toContain(TABLE);

    await page.getByRole('button', { name: /Lomito a la parrilla/ }).click();
    const dish = page.getByRole('dialog', { name: 'Lomito a la parrilla' });
    const add = dish.getByRole('button', { name: /^Agregar ·/ });
    // 'Término' is required: nothing is added until it is chosen
    expect(await add.isDisabled()).toBe(true);
    await dish.getByText('Falta elegir: Término.').waitFor();
    await dish.getByRole('radio', { name: 'Tres cuartos' }).check();
    await dish.getByRole('checkbox', { name: /Aguacate/ }).check();
    await dish.getByLabel('Nota para la cocina').fill(NOTE);
    const addLabel = (await add.textContent()) ?? '';
    await add.click();
    await page.getByRole('tab', { name: 'Pedido (1)' }).click();
    const cart = page.getByTestId('take-order-cart');
    await cart.getByText('Término: Tres cuartos · Extras: Aguacate').waitFor();
    await cart.getByText(`Nota: ${NOTE}`).waitFor();
    // the final price the dialog offered is the round's total
    expect(addLabel.replace(/^Agregar · /, '')).toBe(await page.getByTestId('take-order-total').textContent());
    expect(await englishOn(page)).toEqual([]);
    // a phone scrolls the screen up and down only
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('tab', { name: 'Menú' }).click();
    const first = await send();

    // a second round on the same bill: the screen says so before it is sent
    await page.getByText('La mesa tiene la cuenta abierta: este pedido se suma a su cuenta.').waitFor();
    await page.getByRole('button', { name: /Café con leche/ }).click();
    await page.getByRole('dialog', { name: 'Café con leche' }).getByRole('button', { name: /^Agregar ·/ }).click();
    const second = await send();
    expect(second).toBeGreaterThan(first);

    await browser.visit(page, '/orders');
    const firstCard = page.getByRole('article', { name: `Pedido N.º ${first}` });
    await firstCard.getByText(NOTE).waitFor();
    expect(await firstCard.textContent()).toContain('Tomado por Olman Ramírez');
    expect(await firstCard.textContent()).toContain(TABLE);
    const secondCard = page.getByRole('article', { name: `Pedido N.º ${second}` });
    await secondCard.getByText('Café con leche').waitFor();
    expect(await secondCard.textContent()).toContain(TABLE);
  });
});
