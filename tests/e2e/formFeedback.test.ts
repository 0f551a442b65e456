import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { chooseOption, fieldByLabel } from '../support/formControls';

const browser = browserForFile();
let page: Page;

const field = (label: string) => fieldByLabel(page, label);
const choose = (label: string, option: string) => chooseOption(page, label, option);
const focused = (button: ReturnType<Page['getByRole']>) => button.evaluate((element) => element === document.activeElement);

beforeAll(async () => {
  page = await browser.signedInPage('admin@demo.cr');
});

describe('forms say what they need', () => {
  it("reads '3,5' as 3.5 in a tariff, and refuses what is not a number instead of guessing", async () => {
    await browser.visit(page, '/merchants/2/tariffs/create');
    await page.getByRole('heading', { name: 'Crear tarifa' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: /^Moneda/ }).textContent()).toContain('Colones (CRC)');
    await choose('Tipo de pago', 'Prepago');
    await choose('Marca', 'American Express');
    await choose('Banco', 'Banco Promerica');
    await choose('Canal', 'Código QR');
    await field('Descripción').fill('Prepago QR Amex E2E');
    await expect.poll(() => field('Comisión (%)').getAttribute('inputmode')).toBe('decimal');
    await field('Comisión (%)').fill('1.000,5');
    await page.getByText('El valor del campo no es válido.').waitFor();
    await field('Comisión (%)').fill('3,5');
    // what was typed stays as typed while it means the same number
    expect(await field('Comisión (%)').inputValue()).toBe('3,5');
    await field('Adelanto de renta (%)').fill('0');
    await field('Servicio (%)').fill('0,25');
    const save = page.getByRole('button', { name: 'Guardar' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Tarifa creada correctamente.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const row = page.getByRole('row', { name: /Prepago QR Amex E2E/ });
    await row.getByRole('cell', { name: /^3[.,]50 %$/ }).waitFor();
    await row.getByRole('cell', { name: /^0[.,]25 %$/ }).waitFor();

    // the edit form loads the stored number: 3.5, not 35
    await row.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Actualizar tarifa' }).waitFor();
    await expect.poll(() => field('Comisión (%)').inputValue()).toBe('3.5');
    // nothing changed: Atrás leaves without asking
    await page.getByRole('link', { name: 'Atrás' }).click();
    await page.getByRole('heading', { name: 'Tarifas' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await row.getByRole('button', { name: 'Eliminar' }).click();
    const question = page.getByRole('dialog', { name: '¿Eliminar la tarifa Prepago QR Amex E2E?' });
    await question.getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('asks before Atrás discards changes, and never after a successful save', async () => {
    await browser.visit(page, '/banks');
    await page.getByPlaceholder('Buscar').fill('Davivienda');
    await page.getByRole('row', { name: /Banco Davivienda/ }).getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Actualizar banco' }).waitFor();
    await expect.poll(() => field('Teléfono contacto').inputValue()).not.toBe('');
    await field('Teléfono contacto').fill('2287-1112');

    await page.getByRole('link', { name: 'Atrás' }).click();
    const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await question.waitFor();
    expect(await question.getByRole('button').allTextContents()).toEqual(['Cancelar', 'Descartar']);
    await expect.poll(() => focused(question.getByRole('button', { name: 'Cancelar' }))).toBe(true);
    // Cancelar keeps the form and what was typed
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await field('Teléfono contacto').inputValue()).toBe('2287-1112');
    expect(new URL(page.url()).pathname).toMatch(/^\/banks\/\d+$/);

    // saved, the form is left through the success dialog without a question
    await page.getByRole('button', { name: 'Guardar' }).click();
    const success = page.getByRole('dialog');
    await success.getByText('Banco actualizado correctamente').waitFor();
    await success.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Bancos' }).waitFor();
    await success.waitFor({ state: 'detached' });

    // changed again and discarded: back on the list, the saved phone kept
    await page.getByRole('row', { name: /Banco Davivienda/ }).getByRole('link', { name: 'Editar' }).click();
    await expect.poll(() => field('Teléfono contacto').inputValue()).toBe('2287-1112');
    await field('Nombre').fill('Banco Davivienda cambiado');
    await page.getByRole('link', { name: 'Atrás' }).click();
    await question.getByRole('button', { name: 'Descartar' }).click();
    await page.getByRole('heading', { name: 'Bancos' }).waitFor();
    await page.getByRole('cell', { name: 'Banco Davivienda', exact: true }).waitFor();
    expect(await englishOn(page)).toEqual([]);
  });

  it('asks before the top menu or the browser leaves a changed form, and keeps it on Cancelar', async () => {
    await browser.visit(page, '/banks');
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear banco' }).waitFor();
    await field('Nombre').fill('Banco a medio crear');
    const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });

    await page.locator('header nav').getByRole('link', { name: 'Comercios' }).click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/banks/create');
    expect(await field('Nombre').inputValue()).toBe('Banco a medio crear');

    await page.goBack();
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancelar' }).click();
    expect(new URL(page.url()).pathname).toBe('/banks/create');

    await page.locator('header nav').getByRole('link', { name: 'Comercios' }).click();
    await question.getByRole('button', { name: 'Descartar' }).click();
    await page.getByRole('heading', { name: 'Comercios', level: 1 }).waitFor();
  });

  it('names missing and wrong fields by their labels beside Guardar, red once the user has been through them', async () => {
    await browser.visit(page, '/banks/create');
    await page.getByRole('heading', { name: 'Crear banco' }).waitFor();
    const line = page.getByTestId('form-problems');
    await expect.poll(() => line.textContent()).toBe('Falta completar: Código, Nombre, Id de bóveda, Correo contacto y Correo de entrega.');
    const calm = await line.evaluate((element) => getComputedStyle(element).color);
    await field('Correo de entrega').fill('no es un correo');
    await field('Nombre').focus();
    await expect.poll(() => line.textContent()).toMatch(/ Revise: Correo de entrega\.$/);
    await expect.poll(() => line.evaluate((element) => getComputedStyle(element).color)).not.toBe(calm);
    await page.getByRole('link', { name: 'Atrás' }).click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await page.getByRole('heading', { name: 'Bancos' }).waitFor();
  });

  it('ticks the password rules live on Cambiar contraseña, none before anything is typed', async () => {
    await page.goto(`${browser.baseUrl}/change-password`);
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    const met = page.getByRole('img', { name: 'Cumplido' });
    const rule = (text: string) => page.getByRole('listitem').filter({ hasText: text }).getByRole('img', { name: 'Cumplido' });
    await page.getByRole('img', { name: 'Pendiente' }).first().waitFor();
    expect(await page.getByRole('img', { name: 'Pendiente' }).count()).toBe(6);
    expect(await met.count()).toBe(0);

    const newPassword = page.getByLabel('Contraseña nueva', { exact: true });
    await newPassword.pressSequentially('abc');
    await rule('Una letra minúscula').waitFor();
    expect(await met.count()).toBe(1);
    await newPassword.pressSequentially('D1#');
    await rule('Entre 6 y 20 caracteres').waitFor();
    for (const text of ['Una letra mayúscula', 'Un número', 'Un carácter especial']) await rule(text).waitFor();
    expect(await rule('La confirmación igual a la contraseña nueva').count()).toBe(0);
    await page.getByLabel('Confirmar contraseña nueva', { exact: true }).fill('abcD1#');
    await expect.poll(() => met.count()).toBe(6);
    await page.getByLabel('Confirmar contraseña nueva', { exact: true }).fill('abcD1');
    await expect.poll(() => met.count()).toBe(5);
    await newPassword.fill('');
    await expect.poll(() => met.count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
