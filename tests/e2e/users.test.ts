import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { fieldByLabel } from '../support/formControls';

const browser = browserForFile();

const field = fieldByLabel;
const tabs = (page: Page) => page.getByRole('group', { name: 'Grupo de usuarios' }).getByRole('button');

/** Sign in as a demo user in a page of its own and open the Users screen. */
const usersAs = async (user: string) => {
  const page = await browser.signedInPage(user);
  await page.getByRole('link', { name: 'Usuarios', exact: true }).click();
  await page.getByRole('heading', { name: 'Usuarios' }).waitFor();
  await page.getByRole('row').nth(1).waitFor();
  return page;
};


describe('the Users tabs as each group sees them', () => {
  it('shows the back office Banco, Portal and Operadores; Comercio only outside the bank tab', async () => {
    const page = await usersAs('backoffice@demo.cr');
    expect(await tabs(page).allTextContents()).toEqual(['Banco', 'Portal', 'Operadores']);
    for (const header of ['Usuario', 'Nombre', 'Email', 'Grupo', 'Acciones']) await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Comercio', exact: true }).count()).toBe(0);
    await page.getByRole('cell', { name: 'backoffice@demo.cr' }).first().waitFor();

    await tabs(page).getByText('Portal').click();
    await page.getByRole('columnheader', { name: 'Comercio', exact: true }).waitFor();
    await page.getByText('Página 1 de 2').waitFor();
    // a user of the second page, found by Buscar
    await page.getByPlaceholder('Buscar').fill('temporal@');
    await page.getByRole('cell', { name: 'temporal@demo.cr' }).first().waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    await tabs(page).getByText('Operadores').click();
    await page.getByRole('cell', { name: 'operador@demo.cr' }).first().waitFor();
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });

  it('shows administrators Portal and Operadores, without Banco', async () => {
    const page = await usersAs('admin@demo.cr');
    expect(await tabs(page).allTextContents()).toEqual(['Portal', 'Operadores']);
    await page.getByRole('cell', { name: 'admin@demo.cr' }).first().waitFor();
    // no delete button for oneself
    expect(await page.getByRole('row', { name: /admin@demo\.cr/ }).getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
    await page.context().close();
  });

  it("shows a merchant Portal and Operadores with only its own merchant's users, and their details", async () => {
    const page = await usersAs('comercio@demo.cr');
    expect(await tabs(page).allTextContents()).toEqual(['Portal', 'Operadores']);
    const merchants = await page.getByRole('row').locator('td:nth-child(5)').allTextContents();
    expect(new Set(merchants)).toEqual(new Set(['Restaurante La Casona de Doña Ana']));
    expect(await page.getByRole('cell', { name: 'comercio2@demo.cr' }).count()).toBe(0);

    await page.getByRole('row', { name: /temporal@demo\.cr/ }).getByRole('button', { name: 'Detalles' }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del usuario' });
    await details.getByText('Token del usuario').waitFor();
    await details.getByText('Tomás Esquivel').waitFor();
    await details.getByRole('button', { name: 'Cerrar' }).click();

    await tabs(page).getByText('Operadores').click();
    await page.getByRole('cell', { name: 'operador@demo.cr' }).first().waitFor();
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });

  it('shows operators only the Operadores tab', async () => {
    const page = await usersAs('operador@demo.cr');
    expect(await tabs(page).allTextContents()).toEqual(['Operadores']);
    await page.getByRole('cell', { name: 'operador@demo.cr' }).first().waitFor();
    await page.context().close();
  });
});

describe('creating a user', () => {
  it('refuses a duplicate user name with suggestions; a picked suggestion fills the field and saves', async () => {
    const page = await usersAs('comercio@demo.cr');
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear usuario' }).waitFor();
    const save = page.getByRole('button', { name: 'Guardar' });
    await page.getByText('Debe completar los campos requeridos.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    // a merchant creates users of its own merchant only, and no group above its own
    await expect.poll(() => page.getByRole('combobox', { name: /^Comercio/ }).textContent()).toContain('Restaurante La Casona de Doña Ana');
    await page.getByRole('combobox', { name: /^Grupo/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Operadores', 'Comercio']);
    await page.getByRole('option', { name: 'Operadores', exact: true }).click();

    await field(page, 'Usuario').fill('comercio@demo.cr');
    await field(page, 'Nombre').fill('Carla');
    await field(page, 'Apellidos').fill('Méndez');
    await field(page, 'Correo electrónico').fill('carla.mendez@lacasona.cr');
    await page.getByRole('radio', { name: 'Sí' }).check();
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('El nombre de usuario ya existe. Puede usar una de las alternativas sugeridas.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const suggestions = page.getByRole('group', { name: 'Alternativas disponibles:' }).getByRole('button');
    await expect.poll(() => suggestions.count()).toBe(3);
    expect(await suggestions.first().textContent()).toBe('carla.mendez@demo.cr');
    await suggestions.first().click();
    await expect.poll(() => field(page, 'Usuario').inputValue()).toBe('carla.mendez@demo.cr');
    expect(await suggestions.count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);

    await save.click();
    await page.getByRole('dialog').getByText('Usuario creado correctamente.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor();
    await page.getByRole('cell', { name: 'carla.mendez@demo.cr' }).first().waitFor();
    expect(browser.errors).toEqual([]);
    await page.context().close();
  });

  it('edits a user with user name, group and merchant locked', async () => {
    const page = await usersAs('backoffice@demo.cr');
    await tabs(page).getByText('Operadores').click();
    await page.getByPlaceholder('Buscar').fill('carla.mendez');
    await page.getByRole('row', { name: /carla\.mendez/ }).getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Actualizar usuario' }).waitFor();
    await expect.poll(() => field(page, 'Usuario').inputValue()).toBe('carla.mendez@demo.cr');
    expect(await field(page, 'Usuario').getAttribute('readonly')).not.toBeNull();
    await field(page, 'Apellidos').fill('Méndez Rojas');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog').getByText('Usuario actualizado correctamente').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('cell', { name: 'Carla Méndez Rojas' }).waitFor();
    expect(browser.errors).toEqual([]);
    await page.context().close();
  });

  it('deletes the user after the shared question naming them, the safe answer focused', async () => {
    const page = await usersAs('backoffice@demo.cr');
    await tabs(page).getByText('Operadores').click();
    await page.getByPlaceholder('Buscar').fill('carla.mendez');
    const row = page.getByRole('row', { name: /carla\.mendez/ });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar el usuario carla.mendez@demo.cr?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancelar' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cancelar', 'Eliminar']);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);
    await page.context().close();
  });
});
