import { describe, expect, it } from 'vitest';
import { browserForFile } from '../support/browserSession';
import { fieldByLabel } from '../support/formControls';

/**
 * The CABYS picker as a restaurant owner uses it (docs/departures.md, 'The CABYS picker for
 * restaurants'): the plated dish offered before anything is typed, results as the owner types,
 * and a word before saving when the chosen rate is not a served dish's.
 */
const browser = browserForFile();

describe('the CABYS picker for a restaurant', () => {
  it('offers the plated dish, searches as the owner types, and warns of a rate that is not a dish’s', async () => {
    const page = await browser.signedInPage('comercio@demo.cr', { at: '/products/create' });
    await page.getByRole('heading', { name: 'Crear producto' }).waitFor();
    await page.getByRole('button', { name: 'Buscar código' }).click();
    const picker = page.getByRole('dialog', { name: 'Buscar código Hacienda' });
    await picker.getByText('¿Plato servido en el restaurante?').waitFor();
    await picker.getByText(/^6331000000000 · Suministro de comida, servicio de restaurante con mesero · 13 %$/).waitFor();

    // typed, not submitted: 'casado' finds the plated dish first
    await picker.getByLabel('Código o descripción').fill('casado');
    await picker.getByRole('row').nth(1).getByRole('cell', { name: 'Suministro de comida, servicio de restaurante con mesero', exact: true }).waitFor();
    expect(await picker.getByTestId('cabys-suggestions').count()).toBe(0);

    // 'pollo' lists chicken, never 'Repollo'
    await picker.getByLabel('Código o descripción').fill('pollo');
    await picker.getByRole('button', { name: 'Elegir 2114100010000' }).waitFor();
    expect(await picker.getByText(/repollo/i).count()).toBe(0);
    await picker.getByRole('button', { name: 'Elegir 2114100010000' }).click();
    await picker.waitFor({ state: 'detached' });
    const warning = page.getByTestId('cabys-rate-differs');
    await warning.getByText(/Este código lleva IVA del 1 %\. Un plato preparado y servido en el restaurante lleva 13 % \(código 6331000000000\)/).waitFor();

    // the plated dish, from the pinned suggestion: no warning
    await page.getByRole('button', { name: 'Buscar código' }).click();
    await picker.getByLabel('Código o descripción').fill('');
    await picker.getByRole('button', { name: 'Elegir 6331000000000', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => fieldByLabel(page, 'Código Hacienda').inputValue()).toBe('6331000000000 - Suministro de comida, servicio de restaurante con mesero (13 %)');
    expect(await warning.count()).toBe(0);
  });
});
