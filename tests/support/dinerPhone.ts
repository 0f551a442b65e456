import type { Page } from 'playwright-core';

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
