import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { chooseOption, fieldByLabel } from '../support/formControls';
import { nothingWithin } from '../support/quietPeriod';

const browser = browserForFile();
let page: Page;

const NAME = 'Pulpería E2E La Sabana';
const LOGO = readFileSync(new URL('../../public/logos/2.png', import.meta.url));

const field = (label: string) => fieldByLabel(page, label);
const choose = (label: string, option: string) => chooseOption(page, label, option);
/** Answers the shared question dialog with its verb, after checking it names the record and focuses 'Cancelar'. */
const confirmDialog = async (question: string, verb: 'Eliminar' | 'Suspender' | 'Activar' | 'Descartar') => {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('button', { name: 'Cancelar' }).evaluate((button) => button === document.activeElement)).toBe(true);
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};
/** The line beside Guardar saying what the form still needs. */
const formProblems = () => page.getByTestId('form-problems');
const closeSuccess = async (message: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Exitoso').waitFor();
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
};
const merchantRow = () => page.getByRole('row', { name: new RegExp(NAME) });
const searchMerchant = async (text: string) => {
  await page.getByPlaceholder('Buscar').fill(text);
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
};

beforeAll(async () => {
  page = await browser.signedInPage('backoffice@demo.cr');
});

describe('merchants through the screens', () => {
  it('lists merchants in server pages of 15 with the spec columns', async () => {
    await page.getByRole('link', { name: 'Comercios', exact: true }).click();
    await page.getByRole('heading', { name: 'Comercios', exact: true }).waitFor();
    for (const header of ['Nombre', 'Terminal', 'Terminal (USD)', 'Estado', 'Acciones']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.getByText('Página 1 de 3').waitFor();
    expect(await page.getByRole('row').count()).toBe(16);
    const first = page.getByRole('row').nth(1);
    for (const action of ['Editar', 'Tarifas', 'Cuentas', 'Suspender', 'Eliminar']) {
      await first.getByRole(action === 'Tarifas' || action === 'Cuentas' || action === 'Editar' ? 'link' : 'button', { name: action }).waitFor();
    }
    expect(await englishOn(page)).toEqual([]);
  });

  it('finds a merchant of another page with Buscar', async () => {
    await searchMerchant('Sushi Nikko');
    await page.getByRole('cell', { name: 'Sushi Nikko Rohrmoser' }).waitFor();
    await page.getByPlaceholder('Buscar').fill('');
    // react-admin applies a search 500 ms after typing, even once the list is left: let it land first
    await page.getByText('Página 1 de 3').waitFor();
  });

  it('creates a merchant: Guardar waits for the docs/spec-reference.md §5 fields, terminals take digits only, the logo is an image', async () => {
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear comercio' }).waitFor();
    const save = page.getByRole('button', { name: 'Guardar' });
    expect(await save.isDisabled()).toBe(true);
    // a new form says from the start what it needs, the logo included, in calm grey
    await expect.poll(() => formProblems().textContent()).toMatch(/^Falta completar: Nombre, .* y Logo\.$/);
    expect(await formProblems().evaluate((line) => getComputedStyle(line).color)).not.toBe('rgb(211, 47, 47)');

    await field('Nombre').fill(NAME);
    await choose('Tipo de identificación', 'Cédula jurídica');
    await field('Número de documento').fill('3-101-777888');
    await choose('Tipo de comercio', 'Comercio minorista');
    // the activity is picked from Hacienda's list (mock-api/activities/activities.tsv) by typing words
    await field('Código de actividad económica').fill('pulperias sin cantina');
    await page.getByRole('option', { name: '521202 – PULPERIAS ( MINI-SUPER)(SIN CANTINA)', exact: true }).click();
    await expect.poll(() => field('Código de actividad económica').inputValue()).toBe('521202 – PULPERIAS ( MINI-SUPER)(SIN CANTINA)');
    await field('Terminal').fill('9911A');
    await page.getByText('Los números de terminal solo pueden contener dígitos.').waitFor();
    await field('Terminal').fill('99110001');
    await field('Límite por transacción').fill('750000');
    await field('Correo de depósitos').fill('depositos@pulperia-e2e.cr');
    await field('Dirección').fill('San José, Sabana Norte, 100 m oeste del ICE');
    expect(await save.isDisabled()).toBe(true);
    // everything else filled: the line names only what is left, the logo nobody has touched
    await expect.poll(() => formProblems().textContent()).toBe('Falta completar: Logo.');

    // a logo that is not png/jpg is refused before it is read
    await field('Logo').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('El logo debe ser una imagen PNG o JPG (.png, .jpg, .jpeg).').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await field('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await page.getByRole('img', { name: 'Vista previa del logo' }).waitFor();

    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await englishOn(page)).toEqual([]);
    // Back on the list, it reads the pages one by one for the new merchant (src/components/useSavedRecord.ts).
    // Its first read is held until the user's search has been typed and answered, as a busy machine
    // once delayed it: the search typed meanwhile must stand, not be wiped by the page the reads find.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRead: Request | undefined;
    await page.route(/\/api\/merchant\/getMerchants\/[2-9]\/15$/, async (route) => {
      if (!heldRead) {
        heldRead = route.request();
        await held;
      }
      await route.continue();
    });
    await save.click();
    await closeSuccess('Comercio creado correctamente.');
    await page.getByRole('heading', { name: 'Comercios', exact: true }).waitFor();
    await expect.poll(() => heldRead !== undefined).toBe(true);
    await searchMerchant(NAME);
    const heldAnswered = page.waitForResponse((response) => response.request() === heldRead);
    release();
    await heldAnswered;
    // proves absent: the reads' end (one more page at most) does not move the list off the search
    await nothingWithin(1000);
    expect(await page.getByRole('row').count()).toBe(2);
    expect(await page.getByPlaceholder('Buscar').inputValue()).toBe(NAME);
    await page.unrouteAll();
    await merchantRow().getByText('Activo', { exact: true }).waitFor();
  });

  it('opens the new merchant for edit with identification locked, and keeps it across a reload', async () => {
    await merchantRow().getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Actualizar comercio' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Actualizar comercio' }).waitFor();
    await expect.poll(() => field('Número de documento').inputValue()).toBe('3101777888');
    expect(await field('Número de documento').getAttribute('readonly')).not.toBeNull();
    await field('Teléfono').fill('2222-1111');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await closeSuccess('Comercio actualizado correctamente');
    await page.getByRole('heading', { name: 'Comercios', exact: true }).waitFor();
  });

  it('suspends the merchant from the list and activates it again', async () => {
    await searchMerchant(NAME);
    await merchantRow().getByRole('button', { name: 'Suspender' }).click();
    await confirmDialog(`¿Suspender el comercio ${NAME}?`, 'Suspender');
    await merchantRow().getByText('Inactivo', { exact: true }).waitFor();
    await merchantRow().getByRole('button', { name: 'Activar' }).click();
    await confirmDialog(`¿Activar el comercio ${NAME}?`, 'Activar');
    await merchantRow().getByText('Activo', { exact: true }).waitFor();
    await merchantRow().getByRole('button', { name: 'Suspender' }).waitFor();
  });

  it("adds a tariff from the merchant's row, refuses the same key twice, and removes it", async () => {
    await merchantRow().getByRole('link', { name: 'Tarifas' }).click();
    await page.getByRole('heading', { name: 'Tarifas' }).waitFor();
    await page.getByText(`Comercio: ${NAME}`).waitFor();
    await page.getByText('No existen tarifas.').waitFor();

    const addTariff = async () => {
      await page.getByRole('link', { name: 'Nuevo' }).click();
      await page.getByRole('heading', { name: 'Crear tarifa' }).waitFor();
      // colones by default (docs/spec-reference.md §9)
      await expect.poll(() => page.getByRole('combobox', { name: /^Moneda/ }).textContent()).toContain('Colones (CRC)');
      await choose('Tipo de pago', 'Crédito');
      await choose('Marca', 'VISA');
      await choose('Banco', 'Banco Nacional de Costa Rica');
      await choose('Canal', 'Punto de venta (POS)');
      await field('Descripción').fill('Crédito POS VISA');
      await field('Comisión (%)').fill('130');
      await page.getByText('Los porcentajes deben ser números entre 0 y 100.').waitFor();
      await field('Comisión (%)').fill('3.75');
      await field('Adelanto de renta (%)').fill('0');
      await field('Servicio (%)').fill('0.5');
      await page.getByRole('button', { name: 'Guardar' }).click();
    };
    await addTariff();
    await closeSuccess('Tarifa creada correctamente.');
    await page.getByRole('cell', { name: 'Crédito POS VISA' }).waitFor();
    await page.getByRole('cell', { name: '3.75 %' }).waitFor();

    await addTariff();
    await page.getByRole('dialog').getByText('Ya existe una tarifa para este comercio con el mismo tipo de pago, marca, banco, moneda y canal.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    // the refused tariff is still typed in: leaving asks first
    await page.getByRole('link', { name: 'Atrás' }).click();
    await confirmDialog('¿Descartar los cambios?', 'Descartar');

    await page.getByRole('row', { name: /Crédito POS VISA/ }).getByRole('button', { name: 'Eliminar' }).click();
    await confirmDialog('¿Eliminar la tarifa Crédito POS VISA?', 'Eliminar');
    await page.getByText('No existen tarifas.').waitFor();
    expect(await englishOn(page)).toEqual([]);
  });

  it("adds a bank account with a checked IBAN from the merchant's row, and removes it", async () => {
    await browser.visit(page, '/merchants');
    await searchMerchant(NAME);
    await merchantRow().getByRole('link', { name: 'Cuentas' }).click();
    await page.getByRole('heading', { name: 'Cuentas bancarias' }).waitFor();
    await page.getByText('No existen cuentas.').waitFor();

    await page.getByRole('link', { name: 'Nuevo' }).click();
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await choose('Banco', 'Banco de Costa Rica');
    await choose('Tipo de cuenta', 'Cuenta corriente');
    await field('Nombre de la cuenta').fill('Pulpería E2E colones');
    const save = page.getByRole('button', { name: 'Guardar' });
    await field('Cuenta IBAN').fill('CR06 0152 0200 1026 2840 66');
    await page.getByText('Los dígitos de control de la cuenta IBAN no son válidos.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await field('Cuenta IBAN').fill('CR05 0152 0200 1026 2840 6');
    await page.getByText('La cuenta IBAN de Costa Rica debe tener el formato CR seguido de 20 dígitos.').waitFor();
    // a valid IBAN of BAC Credomatic (its code 102 in digits 6-8) is not an account of Banco de Costa Rica
    await field('Cuenta IBAN').fill('CR21 0102 0002 0010 2628 40');
    await page.getByText('La cuenta IBAN no pertenece al banco seleccionado (Banco de Costa Rica).').waitFor();
    await expect.poll(() => formProblems().textContent()).toBe('Revise: Cuenta IBAN.');
    expect(await save.isDisabled()).toBe(true);
    await field('Cuenta IBAN').fill('CR05 0152 0200 1026 2840 66');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await closeSuccess('Cuenta creada correctamente.');
    await page.getByRole('cell', { name: 'CR05 0152 0200 1026 2840 66' }).waitFor();

    await page.getByRole('row', { name: /CR05 0152/ }).getByRole('button', { name: 'Eliminar' }).click();
    await confirmDialog('¿Eliminar la cuenta Pulpería E2E colones?', 'Eliminar');
    await page.getByText('No existen cuentas.').waitFor();
    expect(await englishOn(page)).toEqual([]);
  });

  it('deletes the merchant, and says why a merchant in use cannot be deleted', async () => {
    await browser.visit(page, '/merchants');
    await searchMerchant('Casona');
    await page.getByRole('row', { name: /La Casona/ }).getByRole('button', { name: 'Eliminar' }).click();
    await confirmDialog('¿Eliminar el comercio Restaurante La Casona de Doña Ana?', 'Eliminar');
    await page.getByText(/No se puede eliminar el comercio porque tiene usuarios, cuentas bancarias y transacciones/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await searchMerchant(NAME);
    await merchantRow().getByRole('button', { name: 'Eliminar' }).click();
    await confirmDialog(`¿Eliminar el comercio ${NAME}?`, 'Eliminar');
    await page.getByText('No existen comercios.').waitFor();
    expect(browser.errors).toEqual([]);
  });
});
