import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { holdPrintDialog } from '../support/printDialog';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';

/**
 * The kitchen's wall screen at a desk's 1366×800. The oldest order is first,
 * top left and in view; each card shows the minutes since the order, orange from 10 and red from
 * 20; only what a kitchen or bar prepares is listed (an order of a book alone never shows, a
 * mixed order shows its dishes without the shop items); its tickets go one per location.
 */
const DESK = { width: 1366, height: 800 };
const ORANGE = 'rgb(178, 76, 0)';
const RED = 'rgb(211, 47, 47)';
const browser = browserForFile();
let page: Page;
let token: string;

const served = servedApi(browser);
const menuProducts = () => served.menuProducts(token);

/** Places an order of these products from the table's QR link, as the diner app does, with a note on a dish where `notes` gives one. */
const place = async (names: string[], notes: Record<string, string> = {}) => {
  const products = await menuProducts();
  return (await served.placeOrder(token, names.map((name) => ({ id: products.find((product) => product.name === name)!.id, quantity: 1, message: notes[name] ?? '' })))).order;
};
const ALLERGY_NOTE = 'Alergia al maní';

/** The kitchen view with the page's clock `aheadMinutes` past the real one. */
const openKitchen = async (aheadMinutes = 0) => {
  if (aheadMinutes) {
    // the page's clock is set as a page loads
    await page.clock.install({ time: Date.now() + aheadMinutes * 60_000 });
    await page.goto(`${browser.baseUrl}/orders/kitchen`);
  } else await browser.visit(page, '/orders/kitchen');
  await page.getByRole('heading', { name: 'Cocina' }).waitFor();
  await page.locator('[data-connection="live"]').waitFor();
  await page.getByTestId('kitchen-view').waitFor();
};
const cardOf = (orderId: number) => page.locator(`article[data-order-id="${orderId}"]`);
const borderOf = (orderId: number) => cardOf(orderId).evaluate((card) => getComputedStyle(card).borderTopColor);

let shopOnly: { id: number };
let mixed: { id: number; orderNumber: number; date: string };

beforeAll(async () => {
  token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 3');
  shopOnly = await place(['Libro «La cocina de Doña Ana»', 'Chilero de la casa 250 ml']);
  mixed = await place(['Casado con pollo', 'Café chorreado', 'Clase de cocina tica (2 horas)'], { 'Casado con pollo': ALLERGY_NOTE, 'Café chorreado': 'Sin azúcar' });
  page = await browser.signedInPage('comercio@demo.cr');
  await page.setViewportSize(DESK);
});

describe('the kitchen view', () => {
  it('shows the oldest order first, top left and in view at 1366×800, in Spanish', async () => {
    await openKitchen();
    const cards = await page.locator('article[data-order-id]').evaluateAll((articles) =>
      articles.map((article) => {
        const box = article.getBoundingClientRect();
        return { id: Number(article.getAttribute('data-order-id')), x: box.left, y: box.top };
      }),
    );
    expect(cards.length).toBeGreaterThan(2);
    // the orders' times, from the board's own answer: the first card is the oldest still to prepare
    const today = await page.evaluate(async () => {
      const response = await fetch('/api/orders/today', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return ((await response.json()) as { orders: { id: number; date: string }[] }).orders;
    });
    const dates = cards.map((card) => today.find((order) => order.id === card.id)!.date);
    expect(dates).toEqual([...dates].sort());
    const [first, second] = cards;
    expect(first.x).toBeLessThanOrEqual(Math.min(...cards.map((card) => card.x)));
    expect(first.y).toBeLessThanOrEqual(Math.min(...cards.map((card) => card.y)));
    // reading order: the second oldest is beside the first, on the same row
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x);
    const box = (await page.locator('article[data-order-id]').first().boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + 200).toBeLessThan(DESK.height);
    expect(await englishOn(page)).toEqual([]);
  });

  it('lists only what a kitchen or bar prepares: no shop items, no order of shop items alone', async () => {
    expect(await cardOf(shopOnly.id).count()).toBe(0);
    const text = await cardOf(mixed.id).innerText();
    expect(text).toContain('Casado con pollo');
    expect(text).toContain('Café chorreado');
    expect(text).not.toContain('Clase de cocina');
    expect(await page.getByText('Libro «La cocina de Doña Ana»').count()).toBe(0);
    expect(await page.getByText('Chilero de la casa 250 ml').count()).toBe(0);
  });

  it('sets a note that warns of an allergy apart from the other notes, in red and marked', async () => {
    const allergy = cardOf(mixed.id).locator('[data-allergy]');
    expect(await allergy.innerText()).toBe(ALLERGY_NOTE);
    expect(await allergy.evaluate((note) => getComputedStyle(note).color)).toBe(RED);
    expect(await allergy.getByRole('img', { name: 'Aviso de alergia' }).count()).toBe(1);
    // 'Sin azúcar' names no allergen: a note like any other
    const plain = cardOf(mixed.id).getByText('Sin azúcar', { exact: true });
    expect(await plain.evaluate((note) => note.closest('[data-allergy]'))).toBeNull();
    expect(await englishOn(page)).toEqual([]);
  });

  it('prints one ticket per location, each naming its printer', async () => {
    const dialog = await holdPrintDialog(page);
    await cardOf(mixed.id).getByRole('button', { name: 'Imprimir' }).click();
    const tickets = page.getByTestId('kitchen-ticket');
    await tickets.first().waitFor({ state: 'attached' });
    await expect.poll(() => dialog.openCount()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await tickets.count()).toBe(2);
      const [kitchen, bar] = await tickets.allInnerTexts();
      expect(kitchen).toMatch(/^Impresora: Cocina caliente \(192\.168\.\d+\.\d+\)/);
      expect(kitchen).toContain(`Pedido N.º ${mixed.orderNumber}`);
      expect(kitchen).toContain('1 x Casado con pollo');
      // the allergy boxed and named under its dish; any other note as it was
      expect(kitchen).toContain(`ALERGIA: ${ALLERGY_NOTE}`);
      expect(await tickets.first().locator('[data-allergy]').evaluate((note) => getComputedStyle(note).borderTopStyle)).toBe('solid');
      expect(kitchen).not.toContain('Café');
      expect(bar).toMatch(/^Impresora: Barra \(192\.168\.\d+\.\d+\)/);
      expect(bar).toContain('1 x Café chorreado');
      expect(bar).toContain('» Sin azúcar');
      expect(await tickets.nth(1).locator('[data-allergy]').count()).toBe(0);
      expect(bar).not.toContain('Casado');
      expect(`${kitchen}${bar}`).not.toContain('Clase de cocina');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    await dialog.close();
    await tickets.first().waitFor({ state: 'detached' });
  });

  it('follows the product form’s ‘Se prepara en’: a drink set to none leaves the kitchen view, set to Barra comes back', async () => {
    const coffee = (await menuProducts()).find((product) => product.name === 'Café chorreado')!;
    const setPreparedAt = async (option: string) => {
      await browser.visit(page, `/products/${coffee.id}`);
      await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
      await page.getByRole('combobox', { name: /^Se prepara en/ }).click();
      // react-admin names its empty option after what choosing it does; its text is ours
      await page.getByRole('option').filter({ hasText: option }).click();
      await expect.poll(() => page.getByRole('combobox', { name: /^Se prepara en/ }).innerText()).toContain(option);
      const save = page.getByRole('button', { name: 'Guardar' });
      await expect.poll(() => save.isDisabled()).toBe(false);
      await save.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Producto actualizado correctamente', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('heading', { name: 'Menú y productos' }).waitFor();
    };
    const coffeeShown = () => cardOf(mixed.id).getByText('Café chorreado').count();
    await setPreparedAt('Ninguno (se entrega tal cual)');
    await openKitchen();
    await expect.poll(coffeeShown).toBe(0);
    expect(await cardOf(mixed.id).innerText()).toContain('Casado con pollo');
    await setPreparedAt('Barra');
    await openKitchen();
    await expect.poll(coffeeShown).toBe(1);
  });

  it('shows the minutes since each order, orange from 10 and red from 20', async () => {
    const minutesOf = async () => (await cardOf(mixed.id).getByTestId('order-minutes').innerText()).trim();
    // the order's age when the card is read, from when the server took it: on a busy machine the
    // tests before this one may take minutes. `ahead`: how far the page's clock runs past the real one
    const age = (ahead: number) => {
      const minutes = Math.floor((Date.now() + ahead * 60_000 - Date.parse(mixed.date)) / 60_000);
      // the card was read a moment before: the minute may have turned since
      return new RegExp(`^(${minutes - 1}|${minutes}) min$`);
    };
    expect(await minutesOf()).toMatch(age(0));
    expect(await cardOf(mixed.id).getAttribute('data-age')).toBe('onTime');
    expect([ORANGE, RED]).not.toContain(await borderOf(mixed.id));

    // the same screen eleven minutes later (the page's clock moved on)
    await openKitchen(11);
    const late = await minutesOf();
    expect(late).toMatch(age(11));
    expect(Number.parseInt(late, 10)).toBeLessThan(20);
    expect(await cardOf(mixed.id).getAttribute('data-age')).toBe('late');
    expect(await borderOf(mixed.id)).toBe(ORANGE);

    // and ten more: red; the minutes count on by themselves while the screen stays open
    await page.clock.fastForward('10:00');
    await expect.poll(async () => { const shown = await minutesOf(); return age(21).test(shown) || shown; }).toBe(true);
    expect(await cardOf(mixed.id).getAttribute('data-age')).toBe('overdue');
    expect(await borderOf(mixed.id)).toBe(RED);
    expect(await cardOf(mixed.id).getByTestId('order-minutes').evaluate((badge) => getComputedStyle(badge).backgroundColor)).toBe(RED);
  });
});
