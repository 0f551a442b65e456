import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from '../support/browserSession';
import { chooseOption, fieldByLabel } from '../support/formControls';

/**
 * Choosing the Hacienda code as the last step of the product form makes the form valid at once:
 * 'Guardar' is enabled without typing anything else, on a desk and on a phone.
 */
const browser = browserForFile();

const fillAllButTheCode = async (page: Page, name: string) => {
  await browser.visit(page, '/products/create');
  await page.getByRole('heading', { name: 'Crear producto' }).waitFor();
  await chooseOption(page, 'Menú/categoría', 'Bebidas');
  await fieldByLabel(page, 'Nombre').fill(name);
  await fieldByLabel(page, 'Descripción corta').fill('Café de altura');
  await fieldByLabel(page, 'Precio').fill('1500');
  await chooseOption(page, 'Tipo de impuesto', 'Tarifa general 13 %');
};

const chooseCodeLast = async (page: Page, name: string) => {
  const save = page.getByRole('button', { name: 'Guardar' });
  await page.getByTestId('form-problems').getByText(/Código Hacienda/).waitFor();
  expect(await save.isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Buscar código' }).click();
  const picker = page.getByRole('dialog', { name: 'Buscar código Hacienda' });
  await picker.getByLabel('Código o descripción').fill('6340001000100');
  await picker.getByRole('button', { name: 'Buscar' }).click();
  await picker.getByRole('button', { name: 'Elegir 6340001000100' }).click();
  await picker.waitFor({ state: 'detached' });
  // nothing else is typed: the choice alone validates the form
  await expect.poll(() => save.isDisabled()).toBe(false);
  expect(await page.getByTestId('form-problems').count()).toBe(0);
  await save.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Producto creado correctamente.', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // back in the catalogue, the new product stands out
  await page.locator('[data-saved-record="true"][data-kind="product"]').getByText(name, { exact: true }).waitFor();
};

describe('the product form with the Hacienda code chosen last', () => {
  it('enables Guardar on a desk', async () => {
    const page = await browser.signedInPage('comercio@demo.cr');
    await page.setViewportSize({ width: 1366, height: 900 });
    await fillAllButTheCode(page, 'Café del escritorio');
    await chooseCodeLast(page, 'Café del escritorio');
  });

  it('enables Guardar on a phone', async () => {
    const page = await browser.signedInPage('comercio@demo.cr');
    await page.setViewportSize({ width: 390, height: 844 });
    await fillAllButTheCode(page, 'Café del teléfono');
    await chooseCodeLast(page, 'Café del teléfono');
  });
});
