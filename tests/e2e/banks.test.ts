import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.signedInPage('backoffice@demo.cr');
});

describe('banks through the screens', () => {
  it('lists banks with the spec columns', async () => {
    await page.getByRole('link', { name: 'Bancos' }).click();
    await page.getByRole('heading', { name: 'Bancos' }).waitFor();
    for (const header of ['País', 'Nombre', 'Código', 'Correo contacto', 'Teléfono contacto', 'Acciones']) {
      // the title shows before the rows arrive: wait for each header rather than look once
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    await page.getByRole('cell', { name: 'LAFISE Costa Rica' }).waitFor();
    expect(await englishOn(page)).toEqual([]);
  });

  it('creates a bank: Guardar waits for the required fields, then Exitoso and back to the list', async () => {
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear banco' }).waitFor();
    const save = page.getByRole('button', { name: 'Guardar' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Código').fill('777');
    await page.getByLabel('Nombre').fill('Banco de Pruebas E2E');
    await page.getByLabel('Id de bóveda').fill('BOV-0777');
    await page.getByLabel('Correo contacto').fill('contacto@e2e.cr');
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Correo de entrega').fill('entregas@e2e.cr');
    await page.getByLabel('Teléfono contacto').fill('2000-0000');
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await englishOn(page)).toEqual([]);
    await save.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Exitoso').waitFor();
    await dialog.getByText('Banco creado correctamente.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Bancos' }).waitFor();
    await page.getByRole('cell', { name: 'Banco de Pruebas E2E' }).waitFor();
  });

  it('edits the bank from its row, and the edit page survives a reload', async () => {
    await page.getByPlaceholder('Buscar').fill('Pruebas E2E');
    const row = page.getByRole('row', { name: /Banco de Pruebas E2E/ });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByLabel('Editar').click();
    await page.getByRole('heading', { name: 'Actualizar banco' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Actualizar banco' }).waitFor();
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).toBe('Banco de Pruebas E2E');
    await page.getByLabel('Nombre').fill('Banco Editado E2E');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog').getByText('Banco actualizado correctamente').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    // the list keeps its search; the renamed bank no longer matches it
    await page.getByRole('heading', { name: 'Bancos' }).waitFor();
    await page.getByPlaceholder('Buscar').fill('Editado');
    await page.getByRole('cell', { name: 'Banco Editado E2E' }).waitFor();
  });

  it('deletes the bank after confirmation', async () => {
    await page.getByPlaceholder('Buscar').fill('Editado E2E');
    const row = page.getByRole('row', { name: /Banco Editado E2E/ });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    // the shared question names the bank, focuses the safe 'Cancelar' and puts 'Eliminar' last
    const dialog = page.getByRole('dialog', { name: '¿Eliminar el banco Banco Editado E2E?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancelar' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cancelar', 'Eliminar']);
    expect(await page.getByText(/este registro/).count()).toBe(0);
    // Cancelar keeps the bank; Enter on the focused button is the safe answer too
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('No existen bancos.').waitFor();
  });

  it('shows the server refusal when a bank in use is deleted', async () => {
    await page.getByPlaceholder('Buscar').fill('LAFISE');
    await page.getByRole('row', { name: /LAFISE Costa Rica/ }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar el banco LAFISE Costa Rica?' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('No se puede eliminar el banco porque tiene comercios o usuarios asociados.').waitFor();
    expect(browser.errors).toEqual([]);
  });
});
