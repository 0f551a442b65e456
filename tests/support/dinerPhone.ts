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
