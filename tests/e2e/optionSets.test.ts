import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from '../support/browserSession';
import { fieldByLabel } from '../support/formControls';
import { servedApi } from '../support/servedApi';

/**
 * Option sets (docs/departures.md, 'The owner's menu tools'): 'Término' defined once, attached to
 * two products, edited once in its screen; both products then carry the change.
 */
const browser = browserForFile();
const USER = 'comercio@demo.cr';
const served = servedApi(browser);
let staffToken: string;
let setId: number;
const products: number[] = [];

beforeAll(async () => {
  staffToken = await served.signIn(USER);
  const api = (method: string, path: string, body?: unknown) => served.call(method, path, body, staffToken);
  const option = (name: string) => ({ name, nameEn: '', price: 0, recipe: [] });
  const set = { name: 'Punto de la carne', nameEn: '', min: 1, max: 1, options: [option('Medio'), option('Bien cocido')] };
  setId = (await api('POST', '/optionSet/', { optionSet: set })).optionSet.id;
  const { menus } = await api('GET', '/menu/getMenu');
  const top = menus.find((menu: { parentId: number | null }) => menu.parentId === null);
  // the first attached by the API, the second in the product form below
  const body = (name: string, optionGroups: unknown[]) => ({ product: { menuId: top.id, name, shortDescription: 'A la parrilla', price: 9000, taxCodeId: 8, unit: 1, cabysCode: '6331000000000', optionGroups } });
  products.push((await api('POST', '/product/', body('Picaña de prueba', [{ ...set, setId }]))).product.id);
  products.push((await api('POST', '/product/', body('Costilla de prueba', []))).product.id);
});
afterAll(async () => {
  for (const id of products) await served.call('DELETE', `/product/${id}`, undefined, staffToken);
  await served.call('DELETE', `/optionSet/${setId}`, undefined, staffToken);
});

const groupsOf = async (id: number) => {
  const { products: all } = await served.call('GET', '/menu/getMenu', undefined, staffToken);
  return all.find((product: { id: number }) => product.id === id).optionGroups as { name: string; setId?: number; options: { name: string; price: number }[] }[];
};

describe('option sets', () => {
  it('attaches a set to a second product in its form, and one edit of the set changes both', async () => {
    const page = await browser.signedInPage(USER, { at: `/products/${products[1]}` });
    await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
    // the add buttons say what they add
    await page.getByRole('button', { name: 'Agregar grupo de opciones' }).waitFor();
    await page.getByRole('combobox', { name: 'Agregar un conjunto de opciones' }).click();
    await page.getByRole('option', { name: 'Punto de la carne' }).click();
    await page.getByTestId('option-set-group').getByText('Medio · Bien cocido').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog').getByText('Producto actualizado correctamente', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await groupsOf(products[1])).map((group) => group.setId)).toEqual([setId]);

    // one edit of the set: a third option with its own price. Moved to, the screen has the set as the product
    // form's list had it ('En 1 producto'); a form shown from that would start again when the set's own answer
    // ('En 2 productos') arrives, dropping what was typed in between. Held back here, the answer is awaited first
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/optionSet/getOptionSets', async (route) => {
      await held;
      await route.continue();
    });
    await browser.visit(page, `/optionSets/${setId}`);
    await page.getByRole('heading', { name: 'Actualizar conjunto de opciones' }).waitFor();
    await page.getByText('Espere por favor').waitFor();
    expect(await page.getByRole('textbox', { name: 'Opción' }).count()).toBe(0);
    release();
    await page.getByText('Al guardar, el cambio llega a los 2 productos que usan este conjunto.').waitFor();
    await page.unroute('**/api/optionSet/getOptionSets');
    await expect.poll(() => fieldByLabel(page, 'Nombre del grupo').inputValue()).toBe('Punto de la carne');
    await expect.poll(() => page.getByRole('textbox', { name: 'Opción' }).count()).toBe(2);
    await page.getByRole('button', { name: 'Agregar opción' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Opción' }).count()).toBe(3);
    await page.getByRole('textbox', { name: 'Opción' }).nth(2).fill('Tres cuartos');
    await page.getByRole('spinbutton', { name: 'Precio adicional (sin IVA)' }).nth(2).fill('300');
    await expect.poll(() => page.getByRole('textbox', { name: 'Opción' }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['Medio', 'Bien cocido', 'Tres cuartos']);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog').getByText(/^Conjunto de opciones actualizado correctamente/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('row', { name: /Punto de la carne/ }).getByText('En 2 productos').waitFor();

    for (const id of products) {
      const [group] = await groupsOf(id);
      expect(group.options.map((option) => [option.name, option.price])).toEqual([['Medio', 0], ['Bien cocido', 0], ['Tres cuartos', 300]]);
    }
  });
});
