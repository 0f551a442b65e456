import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { TEST_CARD } from '../support/qrPayment';
import { fillCard, orderOnPhone } from '../support/dinerPhone';
import { servedApi } from '../support/servedApi';
import { crDate } from '../../src/domain/costaRicaTime';
import { shoot } from '../support/screenshots';

/**
 * A sale in dollars as the diner sees it: La Casona set in dollars by the provider
 * (`currency_code` 840), a card payment from the QR menu; the voucher shows the dollar charge and
 * the tiquete, whose printable representation is in dollars and states the exchange rate. Before
 * paying, the card page and the table's bill say the card is charged in dollars, and about how much,
 * at the day's rate the provider entered ('Tipos de cambio').
 * On a server of its own: the merchant's currency and today's rate change there only.
 */
const RATE = 512.37;
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
  // today's rate as the provider's staff enter it (a weekend has no seeded row: entered, else corrected)
  const today = crDate(Date.now());
  const { exchangeRates } = await api('GET', '/exchangeRate/getRates', undefined, admin);
  const rate = { exchangeRate: { day: today, rate: RATE } };
  if (exchangeRates.some((row: { day: string }) => row.day === today)) await api('PUT', `/exchangeRate/${today}`, rate, admin);
  else await api('POST', '/exchangeRate/', rate, admin);
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
    await page.getByText('Tipo de cambio: ₡512.37 por dólar').waitFor();
    const total = await page.locator('[data-total="total"]').innerText();
    // the document is made from the charge: its total, shown to the cent, is what the card paid
    expect(Math.round(Number(total.replace(/[$,]/g, '')) * 100)).toBe(charged);
    expect(total.startsWith('$')).toBe(true);
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });
});

describe('paying a dollar merchant by card', () => {
  const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  /** The dollars the note names, and the rate. */
  const dollarNote = async (page: Page) => {
    const note = await page.getByTestId('dollar-charge').innerText();
    const [, dollars, rate] = note.match(/unos \$([\d,.]+), a ₡([\d,.]+) por dólar/) ?? [];
    expect(note, note).toMatch(/^Su tarjeta se cobra en dólares: unos \$[\d,.]+, a ₡512\.37 por dólar\. El monto exacto aparece en el comprobante\.$/);
    return { dollars: money(dollars), rate: money(rate) };
  };
  const orderAt = async (page: Page, table: string) => {
    await page.goto(`${browser.baseUrl}/menuqr/${await tableToken(browser.baseUrl, 'comercio@demo.cr', table)}`);
    await orderOnPhone(page, { section: 'Desayunos', dish: 'Gallo pinto con huevo' });
  };

  it('says on the card page that the card is charged in dollars, about what the voucher then shows', async () => {
    const page = await browser.newPage(PHONE);
    await orderAt(page, 'Mesa 7');
    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await page.getByRole('heading', { name: 'Digite los datos de la tarjeta' }).waitFor();
    const colones = money(await page.getByTestId('amount-to-pay').innerText());
    const note = await dollarNote(page);
    expect(note.dollars).toBeCloseTo(colones / RATE, 2);
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'dollar-card-page');
    await fillCard(page);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL('**/voucher/**');
    const amount = money(await page.locator('.fact', { hasText: 'Monto' }).innerText());
    // the colones converted once at the day's rate: the note's figure
    expect(amount).toBeCloseTo(note.dollars, 2);
    await page.context().close();
  });

  it("says so on the table's bill for a card, with the tip, and not for SINPE Móvil", async () => {
    const page = await browser.newPage(PHONE);
    await orderAt(page, 'Mesa 8');
    await page.goto(`${browser.baseUrl}/menuqr/tab`);
    await page.getByRole('heading', { name: 'Cuenta de la mesa' }).waitFor();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: 'Pagar la cuenta' }).waitFor();
    await page.getByLabel('10\u00a0%').check();
    const charge = money(await page.getByTestId('charge-total').innerText());
    expect((await dollarNote(page)).dollars).toBeCloseTo(charge / RATE, 2);
    await shoot(page, 'dollar-tab-pay');
    await page.getByLabel('SINPE Móvil').check();
    await expect.poll(() => page.getByTestId('dollar-charge').count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });
});
