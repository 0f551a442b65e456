import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { TEST_CARD } from '../support/qrPayment';
import { servedApi } from '../support/servedApi';

/**
 * Issue 19, a sale in dollars as the diner sees it: La Casona set in dollars by the provider
 * (`currency_code` 840), a card payment from the QR menu; the voucher shows the dollar charge and
 * the tiquete, whose printable representation is in dollars and states the exchange rate.
 * On a server of its own: the merchant's currency changes there only.
 */
const PHONE = { width: 390, height: 844 };
const browser = browserForFile({ ownServer: true });
let voucherId: string;
let charged: number;

const { call: api, signIn } = servedApi(browser);

interface MenuNode {
  products?: { id: number; soldOut: boolean }[];
  submenu?: MenuNode[];
}
const productsOf = (nodes: MenuNode[]): { id: number; soldOut: boolean }[] => nodes.flatMap((node) => [...(node.products ?? []), ...productsOf(node.submenu ?? [])]);

beforeAll(async () => {
  const admin = await signIn('admin@demo.cr');
  // the provider's merchant form sends the record back whole, its currency now the dollar
  const seeded = (JSON.parse(readFileSync(inject('seedFile'), 'utf8')) as { merchants: { id: number }[] }).merchants.find((merchant) => merchant.id === 2);
  await api('PUT', '/merchant/2', { merchant: { ...seeded, currency_code: 840 } }, admin);
  const table = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 6');
  const menu = await api('GET', `/menu/getMenuQR/${table}`);
  const [first, second] = productsOf(menu.menuqr).filter((product) => !product.soldOut);
  const placed = await api('POST', '/order/external', { order: { detail: '', products: [{ id: first.id, quantity: 2 }, { id: second.id, quantity: 1 }], takeout: false }, token: table });
  const paid = await api('POST', '/order/pay/external', { orderId: placed.order.id, token: table, cancelKey: placed.cancelKey, card: TEST_CARD });
  expect(paid.transaction.currency_code).toBe(840);
  voucherId = paid.voucherId;
  charged = paid.transaction.amount;
});

describe('a sale in dollars', () => {
  it('shows the dollar charge on the voucher, with its tiquete', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/voucher/${voucherId}`);
    await page.getByRole('heading', { name: 'Comprobante electrónico' }).waitFor();
    const amount = `$${(charged / 100).toFixed(2)}`;
    await expect.poll(() => page.locator('body').innerText()).toContain(amount);
    expect(await page.locator('body').innerText()).not.toContain('₡');
    await page.getByText('Tiquete Electrónico').first().waitFor();
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });

  it('prints the tiquete in dollars with the exchange rate', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/voucher/${voucherId}/comprobante`);
    await page.getByText('Tipo de cambio: ₡505.00 por dólar').waitFor();
    const total = await page.locator('[data-total="total"]').innerText();
    // Hacienda's arithmetic to 5 decimals, shown to the cent: the charge or a cent from it
    expect(Math.abs(Math.round(Number(total.replace(/[$,]/g, '')) * 100) - charged)).toBeLessThanOrEqual(1);
    expect(total.startsWith('$')).toBe(true);
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });
});
