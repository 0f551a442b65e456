import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { fieldByLabel } from '../support/formControls';

const browser = browserForFile();
let page: Page;
const EMAIL = 'lucia.fernandez.e2e@correo.cr';

beforeAll(async () => {
  page = await browser.signedInPage('comercio@demo.cr');
});

const okDialog = async (text: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
};

describe('loyalty through the screens', () => {
  it('creates a reward', async () => {
    await page.getByRole('button', { name: /Lealtad/ }).click();
    await page.getByRole('menuitem', { name: 'Recompensas' }).click();
    await page.getByRole('heading', { name: 'Recompensas' }).waitFor();
    for (const header of ['Recompensa', 'Puntos requeridos', 'Acciones']) await page.getByRole('columnheader', { name: header }).waitFor();
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear recompensa' }).waitFor();
    const save = page.getByRole('button', { name: 'Guardar' });
    await fieldByLabel(page, 'Recompensa').fill('Batido de guanábana gratis');
    await fieldByLabel(page, 'Puntos requeridos').fill('0');
    await page.getByText('Los puntos requeridos deben ser un número entero mayor a 0.').first().waitFor();
    expect(await save.isDisabled()).toBe(true);
    await fieldByLabel(page, 'Puntos requeridos').fill('75');
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await englishOn(page)).toEqual([]);
    await save.click();
    await okDialog('Recompensa creada correctamente.');
    await page.getByRole('cell', { name: 'Batido de guanábana gratis' }).waitFor();
  });

  it('registers a client, lands on its information, finds it in the list by e-mail and resends its card', async () => {
    await browser.visit(page, '/loyalty/clients');
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    // nobody has this e-mail yet: the list says so
    await page.getByPlaceholder('Buscar').fill(EMAIL);
    await page.getByText('No existen clientes.').waitFor();
    expect(await englishOn(page)).toEqual([]);

    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear cliente' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Android' }).isChecked()).toBe(true);
    await fieldByLabel(page, 'Nombre').fill('Lucía Fernández');
    await fieldByLabel(page, 'Correo electrónico').fill(EMAIL);
    await page.getByRole('radio', { name: 'iOS' }).check();
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await okDialog('Cliente creado correctamente.');
    await page.getByRole('heading', { name: 'Información del cliente' }).waitFor();

    await browser.visit(page, '/loyalty/clients');
    await page.getByPlaceholder('Buscar').fill(EMAIL.toUpperCase());
    await page.getByRole('row', { name: /Lucía Fernández/ }).getByRole('link', { name: 'Ver Lucía Fernández' }).click();
    await page.getByRole('heading', { name: 'Información del cliente' }).waitFor();
    const rows = (await page.getByRole('row').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows[0]).toBe('Nombre Lucía Fernández');
    expect(rows[1]).toBe(`Correo electrónico ${EMAIL}`);
    expect(rows[2]).toMatch(/^Tarjeta \d{12}$/);
    expect(rows.slice(3, 5)).toEqual(['Puntos actuales 0', 'Sellos actuales 0']);
    expect(rows[5]).toMatch(/^Fecha de registro \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[6]).toBe('Dispositivo iOS');
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reenviar tarjeta' }).click();
    await okDialog('Tarjeta reenviada correctamente.');
  });

  it('is not offered to operators', async () => {
    const operator = await browser.signedInPage('operador@demo.cr');
    expect(await operator.getByRole('button', { name: /Lealtad/ }).count()).toBe(0);
    await browser.visit(operator, '/loyalty/rewards');
    await operator.getByText('Acceso denegado').first().waitFor();
  });
});
