import type { Page } from 'playwright-core';
import { TEST_CARD } from './qrPayment';

/**
 * A diner's order from the QR menu open on a phone, as a person places it: the dish from its section,
 * 'Continuar', the order's summary (with the diner's name when given), 'Confirmar pedido'; it ends
 * on the order's receipt.
 */
export const orderOnPhone = async (page: Page, { section, dish, name }: { section: string; dish: string; name?: string }) => {
  await page.getByRole('button', { name: new RegExp(`^${section}`) }).click();
  await page.getByRole('article', { name: dish }).getByRole('button', { name: `Agregar ${dish}` }).click();
  await page.getByRole('button', { name: /^Continuar/ }).click();
  await page.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
  if (name) await page.locator('input[name="diner-name"]').fill(name);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL('**/menuqr/order');
};

/** The card form as a diner fills it (its fields' autofill names); the CVV never leaves the page. */
export const fillCard = async (page: Page, card: { name: string; number: string; expiry: string } = TEST_CARD, cvv = '123') => {
  await page.locator('input[name="cc-name"]').fill(card.name);
  await page.locator('input[name="cc-number"]').fill(card.number);
  await page.locator('input[name="cc-exp"]').fill(card.expiry);
  await page.locator('input[name="cc-csc"]').fill(cvv);
};

const PHONE = { width: 390, height: 844 };

/** A phone at the table: opens the table's link, which keeps the table for the pages after it. */
export const phoneAtTable = async (browser: { baseUrl: string; newPage: (viewport?: { width: number; height: number }) => Promise<Page> }, token: string) => {
  const phone = await browser.newPage(PHONE);
  await phone.goto(`${browser.baseUrl}/menuqr/${token}`);
  await phone.getByRole('button', { name: /^Desayunos/ }).waitFor();
  return phone;
};

/** The table's tab on a phone that opened the table's link. */
export const openTabOn = async (phone: Page, baseUrl: string) => {
  await phone.goto(`${baseUrl}/menuqr/tab`);
  await phone.getByRole('heading', { name: 'Cuenta de la mesa' }).waitFor();
};

/**
 * The merchant's tables by name, with `names` made free: today's seeded orders may have left a tab open
 * on them, and each test starts from a free table (409: the table has no open tab).
 */
export const freeTables = async (call: <T>(path: string, init?: { method?: string }) => Promise<T>, names: string[]) => {
  const { tables } = await call<{ tables: { id: number; name: string }[] }>('/table/getTables');
  const ids: Record<string, number> = Object.fromEntries(tables.map((table) => [table.name, table.id]));
  for (const name of names) {
    await call(`/orders/tables/${ids[name]}/close`, { method: 'PUT' }).catch((error: Error) => {
      if (!/: 409 /.test(error.message)) throw error;
    });
  }
  return ids;
};
