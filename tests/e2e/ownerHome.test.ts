import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import type { OwnerSummary } from '../../src/domain/wire/ownerDashboard';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';

const browser = browserForFile();
const PHONE = { width: 390, height: 844 };

const summary = (page: Page): Promise<OwnerSummary> =>
  page.evaluate(async () => (await fetch('/api/dashboard/owner', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } })).json());

/** A diner at Mesa 2 orders a dish and pays it by card from the phone, as the diner app does. */
const orderAndPayByCard = async () => {
  const api = `${browser.baseUrl}/api`;
  const token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 2');
  const menu = await (await fetch(`${api}/menu/getMenuQR/${token}`)).json();
  type Node = { products: { id: number; name: string }[]; submenu: Node[] };
  const flat = (nodes: Node[]): Node['products'] => nodes.flatMap((node) => [...node.products, ...flat(node.submenu)]);
  const dish = flat(menu.menuqr).find((product) => product.name === 'Casado con pollo')!;
  const placed = await fetch(`${api}/order/external`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, order: { detail: '', takeout: false, products: [{ id: dish.id, quantity: 1, message: '' }] } }),
  });
  expect(placed.status).toBe(200);
  const { order, cancelKey } = (await placed.json()) as { order: { id: number; total: number }; cancelKey: string };
  return {
    order,
    pay: async () => {
      const paid = await fetch(`${api}/order/pay/external`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: order.id, token, cancelKey, card: { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' } }),
      });
      expect(paid.status).toBe(200);
    },
  };
};

describe("the restaurant's home", () => {
  it("shows today against last week, the charts with their tables, dishes, methods, the floor and the stock the summary gives", async () => {
    const page = await browser.keptPage('comercio@demo.cr');
    await page.getByRole('heading', { name: 'Hoy en el restaurante' }).waitFor();
    const data = await summary(page);
    const sales = data.sales!;
    expect(await page.getByTestId('figure-sales-today').textContent()).toBe(formatMoney(sales.today.sales));
    expect(await page.getByTestId('figure-orders-today').textContent()).toBe(String(data.operations.today.orders));
    expect(await page.getByTestId('figure-tips-today').textContent()).toBe(formatMoney(sales.today.tips));
    await page.getByTestId('figure-sales').getByText(`Semana pasada: ${formatMoney(sales.lastWeek.sales)}`).waitFor();
    // each chart's figures as a table for screen readers
    const days = page.getByRole('table', { name: 'Ventas de los últimos 30 días: Cifras del gráfico' });
    expect(await days.locator('tbody tr').count()).toBe(30);
    const hours = page.getByRole('table', { name: 'Ventas por hora: Cifras del gráfico' });
    expect(await hours.locator('tbody tr').count()).toBeGreaterThan(0);
    // the figures' tables are not drawn (clipped away) and take no room: the page ends with its last card
    expect(await hours.evaluate((table) => getComputedStyle(table.parentElement!).clip)).toBe('rect(0px, 0px, 0px, 0px)');
    const below = await page.evaluate(() => document.documentElement.scrollHeight - ([...document.querySelectorAll('.MuiCard-root')].at(-1)!.getBoundingClientRect().bottom + scrollY));
    expect(below).toBeLessThan(100);
    const top = sales.topByAmount[0];
    await page.getByRole('table').filter({ hasText: 'Plato' }).first().getByText(top.name).first().waitFor();
    for (const line of sales.methods) expect(await page.getByTestId(`method-${line.method}`).locator('td').last().textContent()).toBe(formatMoney(line.amount));
    expect(await englishOn(page)).toEqual([]);
    // an item under its minimum opens its stock record
    const low = data.operations.lowStock[0];
    await page.getByRole('link', { name: low.name, exact: true }).click();
    await page.waitForURL(`**/stocks/${low.id}`);
  });

  it('shows a card payment made from a phone, pushed, without a reload', async () => {
    const page = await browser.keptPage('comercio@demo.cr');
    await page.getByRole('heading', { name: 'Hoy en el restaurante' }).waitFor();
    const cardCount = async () => Number(await page.getByTestId('method-card').locator('td').first().textContent());
    const before = await cardCount();
    const salesBefore = await page.getByTestId('figure-sales-today').textContent();
    const ordersBefore = await page.getByTestId('figure-orders-today').textContent();
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    // the home listens to the order stream before the diner orders
    await page.locator('[data-testid="owner-home"][data-connection="live"]').waitFor();
    const { pay } = await orderAndPayByCard();
    // the order shows in the orders; the sales are the money charged, read in the same answer: not yet
    await expect.poll(() => page.getByTestId('figure-orders-today').textContent()).not.toBe(ordersBefore);
    expect(await page.getByTestId('figure-sales-today').textContent()).toBe(salesBefore);
    // the payment is made once the API has answered it (its electronic receipt is signed first)
    // how soon: `npm run bench -- livePush`
    await pay();
    await expect.poll(cardCount, { interval: 100 }).toBe(before + 1);
    await expect.poll(() => page.getByTestId('figure-sales-today').textContent()).not.toBe(salesBefore);
    expect(navigations).toBe(0);
  });

  it('gives operators the orders and the floor, without sales, and fits a phone', async () => {
    const page = await browser.signedInPage('operador@demo.cr', { viewport: PHONE });
    await page.getByRole('heading', { name: 'Hoy en el restaurante' }).waitFor();
    await page.getByTestId('figure-orders').waitFor();
    await page.getByRole('heading', { name: 'Inventario bajo el mínimo' }).waitFor();
    expect(await page.getByTestId('figure-sales').count()).toBe(0);
    expect(await page.getByText('Ventas por hora').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const owner = await browser.signedInPage('comercio@demo.cr', { viewport: PHONE });
    await owner.getByText('Ventas de los últimos 30 días', { exact: true }).waitFor();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // a day's sales past a million colones still fit their card on half a phone
    const sales = owner.getByTestId('figure-sales-today');
    await sales.evaluate((figure) => (figure.textContent = '₡123,456,789.00'));
    expect(await sales.evaluate((figure) => figure.scrollWidth - figure.clientWidth)).toBeLessThanOrEqual(0);
  });
});
