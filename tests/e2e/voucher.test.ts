import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../src/domain/money';
import type { TransactionRecord } from '../../mock-api/seed/types';
import { englishOn, openBrowser } from '../support/browserSession';
import { seededTransactions } from '../support/publicAppData';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let transactions: TransactionRecord[];

beforeAll(async () => {
  browser = await openBrowser();
  transactions = seededTransactions();
});
afterAll(async () => {
  await browser.close();
  expect(browser.errors).toEqual([]);
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

  it('shows a spinner while loading and the spec error for an unknown or guessed id', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.route('**/api/invoice/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`${browser.baseUrl}/voucher/${transactions[0].transaction_id}`);
    await page.getByRole('status').waitFor();
    await page.getByText('Ocurrió un error procesando la solicitud').waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    await page.context().close();
  });
});
