import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { chooseOption, fieldByLabel } from '../support/formControls';

/**
 * After a save, the spec's 'Exitoso' dialog; closing it returns to the list, which opens the page
 * holding the saved record and highlights it for a moment (src/components/ResourceList.tsx), on a
 * desk and on a phone. A repeated name is refused on its input. Loyalty clients: a searchable
 * list, and a new client lands on its own information.
 */
const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.signedInPage('comercio@demo.cr');
});

const okDialog = async (target: Page, message: string) => {
  const dialog = target.getByRole('dialog');
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
};
const background = (target: Page, selector: string) => target.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);

describe('the list shows the record just saved', () => {
  it('opens the page a new stock item landed on, highlighted for a moment', async () => {
    await browser.visit(page, '/stocks');
    await page.getByRole('heading', { name: 'Inventario' }).waitFor();
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await fieldByLabel(page, 'Nombre').fill('Zanahoria rallada E2E');
    await chooseOption(page, 'Unidad', 'Kilogramo');
    await fieldByLabel(page, 'Cantidad inicial').fill('3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await okDialog(page, 'Inventario creado correctamente.');

    await page.getByRole('heading', { name: 'Inventario' }).waitFor();
    const saved = page.locator('[data-saved-record="true"]');
    await saved.getByText('Zanahoria rallada E2E').waitFor();
    // the new item sorts last: the list is on its second page, not the first
    await page.getByRole('button', { name: /página 2/i, pressed: true }).or(page.locator('[aria-current="page"]', { hasText: '2' })).first().waitFor();
    expect(await saved.count()).toBe(1);
    const plain = await background(page, 'tbody tr:not([data-saved-record])');
    expect(await background(page, '[data-saved-record="true"]')).not.toBe(plain);
    expect(await englishOn(page)).toEqual([]);
    // a moment later it is an ordinary row again
    await saved.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Zanahoria rallada E2E/ }).waitFor();
  });

  it('clears a search the saved record does not match, and shows it', async () => {
    await browser.visit(page, '/sections');
    await page.getByRole('heading', { name: 'Secciones' }).waitFor();
    await page.getByPlaceholder('Buscar').fill('terraza');
    await expect.poll(() => new URL(page.url()).search).toContain('terraza');
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await fieldByLabel(page, 'Nombre').fill('Mirador E2E');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await okDialog(page, 'Sección creada correctamente.');
    await page.locator('[data-saved-record="true"]').getByText('Mirador E2E').waitFor();
  });

  it('refuses a repeated name on the name input, naming the existing record', async () => {
    await browser.visit(page, '/sections/create');
    await fieldByLabel(page, 'Nombre').fill('  mirador e2e ');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await okDialog(page, 'Ya existe la sección «Mirador E2E».');
    await page.locator('#name-helper-text', { hasText: 'Ya existe la sección «Mirador E2E».' }).or(page.getByText('Ya existe la sección «Mirador E2E».')).first().waitFor();
    expect(await fieldByLabel(page, 'Nombre').getAttribute('aria-invalid')).toBe('true');
    // Guardar waits for another name and says why; no English or extra notification
    await page.getByTestId('form-problems').getByText('Revise: Nombre.').waitFor();
    expect(await page.getByText('El formulario no es válido').count()).toBe(0);
    // typing another name clears it and the form may be saved
    await fieldByLabel(page, 'Nombre').fill('Mirador norte E2E');
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(false);
  });

  it('does the same on a phone, in the cards', async () => {
    const phone = await browser.signedInPage('comercio@demo.cr');
    await phone.setViewportSize({ width: 390, height: 844 });
    await browser.visit(phone, '/waiters/create');
    await fieldByLabel(phone, 'Nombre').fill('Mesero del teléfono E2E');
    await phone.getByRole('button', { name: 'Guardar' }).click();
    await okDialog(phone, 'Mesero creado correctamente.');
    const card = phone.locator('[data-saved-record="true"]');
    await card.getByText('Mesero del teléfono E2E').waitFor();
    expect(await card.isVisible()).toBe(true);
    await phone.close();
  });
});

describe('loyalty clients', () => {
  it('lists clients with a partial, accent-free search and explains stamps', async () => {
    await browser.visit(page, '/loyalty/clients');
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await page.getByText(/^Sellos: el cliente recibe un sello por cada visita/).waitFor();
    for (const header of ['Nombre', 'Correo electrónico', 'Tarjeta', 'Puntos actuales', 'Sellos actuales']) await page.getByRole('columnheader', { name: header }).waitFor();
    await page.getByPlaceholder('Buscar').fill('sofia');
    await expect.poll(async () => (await page.locator('tbody tr').allInnerTexts()).every((row) => row.includes('Sofía'))).toBe(true);
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await englishOn(page)).toEqual([]);
  });

  it('lands on the new client after creating one', async () => {
    await browser.visit(page, '/loyalty/clients');
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear cliente' }).waitFor();
    await fieldByLabel(page, 'Nombre').fill('Tomás Ureña E2E');
    await fieldByLabel(page, 'Correo electrónico').fill('tomas.urena.e2e@correo.cr');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await okDialog(page, 'Cliente creado correctamente.');
    await page.getByRole('heading', { name: 'Información del cliente' }).waitFor();
    await page.getByRole('cell', { name: 'Tomás Ureña E2E' }).waitFor();
    await page.getByRole('cell', { name: 'tomas.urena.e2e@correo.cr' }).waitFor();
  });
});
