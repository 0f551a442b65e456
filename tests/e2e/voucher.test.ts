import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../src/domain/money';
import type { TransactionRecord } from '../../mock-api/storage/records';
import { browserForFile, englishOn } from '../support/browserSession';
import { seededTransactions, tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';

const browser = browserForFile();
let transactions: TransactionRecord[];

beforeAll(async () => {
  transactions = seededTransactions();
});

const openVoucher = async (id: string) => {
  const page = await browser.newPage({ width: 390, height: 844 });
  await page.goto(`${browser.baseUrl}/voucher/${id}`);
  return page;
};

const facts = async (page: Awaited<ReturnType<typeof openVoucher>>) => {
  const text = await page.locator('.receipt-facts').innerText();
  return text.replace(/\s+/g, ' ');
};

describe('public voucher', () => {
  it('shows a colones transaction and its invoice', async () => {
    const transaction = transactions.find((t) => t.merchant_id === 2 && t.currency_code === 188 && t.status === 'APPROVED')!;
    const page = await openVoucher(transaction.voucher_id);
    await page.getByText('Gracias por su compra').waitFor();
    expect(await page.getByRole('heading', { name: 'Restaurante La Casona de Doña Ana' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Detalles de la Transacción' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Detalles de la Factura' }).isVisible()).toBe(true);
    const shown = await facts(page);
    const amount = formatMinorUnits(transaction.amount, 188);
    expect(amount.startsWith('₡')).toBe(true);
    for (const part of ['APROBADO', amount, transaction.scheme, transaction.pan, transaction.auth_code, transaction.external_transaction_reference]) {
      expect(shown).toContain(part);
    }
    expect(await page.locator('[data-total="total"]').innerText()).toBe(amount);
    expect(await page.getByText(/^Factura N\.º \d{20}$/).isVisible()).toBe(true);
    expect(await page.locator('.amounts tbody tr').count()).toBeGreaterThan(0);
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a dollar transaction in dollars, with its status label upper-cased', async () => {
    const transaction = transactions.find((t) => t.currency_code === 840 && t.status === 'REFUND')!;
    const page = await openVoucher(transaction.voucher_id);
    await page.getByText('Gracias por su compra').waitFor();
    const shown = await facts(page);
    const amount = formatMinorUnits(transaction.amount, 840);
    expect(amount.startsWith('$')).toBe(true);
    expect(shown).toContain('DEVOLUCIÓN');
    expect(shown).toContain(amount);
    expect(await page.locator('[data-total="total"]').innerText()).toBe(amount);
    const prices = await page.locator('.amounts td.num').allInnerTexts();
    expect(prices.filter((price) => price.includes('₡'))).toEqual([]);
    await page.context().close();
  });

  it('leaves out a phone or e-mail the merchant lacks, and shows the error when there is no merchant data', async () => {
    const transaction = transactions.find((t) => t.merchant_id === 3)!;
    const page = await browser.newPage({ width: 390, height: 844 });
    let withoutMerchant = false;
    await page.route('**/api/invoice/**', async (route) => {
      const body = await (await route.fetch()).json();
      const merchant = withoutMerchant ? null : { ...body.merchant, phone: '', email: undefined };
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...body, merchant }) });
    });
    await page.goto(`${browser.baseUrl}/voucher/${transaction.voucher_id}`);
    await page.getByText('Gracias por su compra').waitFor();
    expect(await page.getByRole('heading', { name: 'Soda El Guanacasteco' }).isVisible()).toBe(true);
    expect(await page.getByText(/^Teléfono:/).count()).toBe(0);
    expect(await page.getByText(/^Correo:/).count()).toBe(0);
    withoutMerchant = true;
    await page.reload();
    await page.getByText('Ocurrió un error procesando la solicitud').waitFor();
    await page.context().close();
  });

  it('shows a card payment made from the QR menu with the order’s own lines, and gives no way back to a stranger', async () => {
    // placed and paid the way the diner app does it, through the served /api
    const token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 6');
    const { call } = servedApi(browser);
    const api = (path: string, body?: unknown) => call(body === undefined ? 'GET' : 'POST', path, body);
    const menu = await api(`/menu/getMenuQR/${token}`);
    const drinks = menu.menuqr.find((node: { name: string }) => node.name === 'Bebidas');
    const [first, second] = drinks.products.length >= 2 ? drinks.products : drinks.submenu[0].products;
    const { order, cancelKey } = await api('/order/external', {
      token,
      order: { detail: '', takeout: false, products: [{ id: first.id, quantity: 3 }, { id: second.id, quantity: 1 }] },
    });
    const { voucherId } = await api('/order/pay/external', { orderId: order.id, token, cancelKey, card: { name: 'Luis Mora', number: '5555555555554444', expiry: '0731' } });

    const page = await openVoucher(voucherId);
    await page.getByText('Gracias por su compra').waitFor();
    const shown = await facts(page);
    for (const part of ['APROBADO', 'MasterCard', '********4444', formatMinorUnits(Math.round(order.total * 100), 188)]) expect(shown).toContain(part);
    const rows = (await page.locator('.amounts tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows).toHaveLength(2);
    expect(rows[0].startsWith(`${first.name} 3 `)).toBe(true);
    expect(rows[1].startsWith(`${second.name} 1 `)).toBe(true);
    // each line at what the diner paid for it, IVA and service inside (said above the breakdown): the lines add up to the total
    await page.getByText('Precios con IVA y servicio incluidos').waitFor();
    const lineTotals = await page.locator('.amounts tbody tr td.num:last-child').allInnerTexts();
    const cents = lineTotals.reduce((sum, text) => sum + Math.round(Number(text.replace(/[₡,]/g, '')) * 100), 0);
    expect(cents).toBe(Math.round(order.total * 100));
    // this browser did not pay it: the voucher alone, no diner buttons
    expect(await page.getByRole('button', { name: 'Ir al Menú' }).count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);

    // staff cancel the paid order: the refund's voucher links back to the sale's ('Venta original')
    const staff = await servedApi(browser).signIn('comercio@demo.cr');
    await call('PUT', `/orders/${order.id}/status`, { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó la leche' }, staff);
    const { transaction } = await api(`/invoice/${voucherId}`);
    await page.goto(`${browser.baseUrl}/voucher/${transaction.refund.voucher_id}`);
    await page.getByText('DEVOLUCIÓN').waitFor();
    const sale = page.locator('[data-field="originalSale"]');
    expect((await facts(page))).toContain(`Venta original ${await sale.innerText()}`);
    await sale.click();
    await page.waitForURL(`**/voucher/${voucherId}`);
    await page.getByText('APROBADO').waitFor();
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a spinner while loading and the spec error for an unknown or guessed id', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    // the answer is held until the spinner has been seen
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/invoice/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${browser.baseUrl}/voucher/${transactions[0].transaction_id}`);
    await page.getByRole('status').waitFor();
    release();
    await page.getByText('Ocurrió un error procesando la solicitud').waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    await page.context().close();
  });
});
