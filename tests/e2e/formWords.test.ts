import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile } from '../support/browserSession';
import { chooseOption, fieldByLabel } from '../support/formControls';

/**
 * Every form, left empty, says what it lacks by the fields' Spanish labels
 * (src/components/MissingFieldsLine.tsx): no internal name ('activityCode', 'optionGroups',
 * 'fiscal.legalName') in any message beside Guardar.
 */
const browser = browserForFile();
const INTERNAL = /\b[a-z]+[A-Z]\w*\b|\b\w+\.\w+\b|\b(fiscal|optionGroups|activityCode|menuId|cabysCode|taxCodeId|sectionId|typeId)\b/;

const FORMS: [user: string, at: string][] = [
  ['comercio@demo.cr', '/product'],
  ['comercio@demo.cr', '/menu'],
  ['comercio@demo.cr', '/table'],
  ['comercio@demo.cr', '/section'],
  ['comercio@demo.cr', '/printer'],
  ['comercio@demo.cr', '/waiter'],
  ['comercio@demo.cr', '/supplier'],
  ['comercio@demo.cr', '/stock'],
  ['comercio@demo.cr', '/user'],
  ['comercio@demo.cr', '/optionSets/create'],
  ['admin@demo.cr', '/bank'],
  ['admin@demo.cr', '/merchant'],
];

/**
 * The edit forms with what a create form lacks (a product's stored option groups, a set attached to
 * products): a stored record of the demo restaurant, every text it shows emptied. The other edit
 * forms share their inputs with their create forms above (resources/<name>/<Name>Inputs.tsx), the
 * fiscal block is emptied on 'company' below, and every schema field's label is held by
 * tests/unit/formFieldLabels.test.ts; an edit form costs a reload (the changed form stops a link)
 * and seconds of typing, so only these two run here. Ids are read from the seed the test server
 * serves, not guessed.
 */
type Rows = Record<string, { id?: number; merchant_id?: number }[]>;
const seeded = (): Rows => JSON.parse(readFileSync(inject('seedFile'), 'utf8')) as Rows;
const EDIT_FORMS: [user: string, resource: string, idOf: (rows: Rows) => number | undefined][] = [
  ['comercio@demo.cr', 'products', (rows) => rows.products.find((row) => row.merchant_id === 2)?.id],
  ['comercio@demo.cr', 'optionSets', (rows) => rows.optionSets.find((row) => row.merchant_id === 2)?.id],
];

const problemsOf = async (page: import('playwright-core').Page) => {
  const line = page.getByTestId('form-problems');
  await line.waitFor();
  return (await line.textContent()) ?? '';
};

describe('an empty form', () => {
  it.each(FORMS)('%s at %s names what it lacks by labels', async (user, at) => {
    // one page per user, moved from form to form: an empty form leaves nothing behind
    const page = await browser.keptPage(user, { at });
    const said = await problemsOf(page);
    expect(said, at).toMatch(/^Falta completar: /);
    expect(said, at).not.toMatch(INTERNAL);
  });

  it.each(EDIT_FORMS)('%s: the %s edit form, its texts emptied, names what it lacks by labels', async (user, resource, idOf) => {
    const id = idOf(seeded());
    expect(id, resource).toBeDefined();
    const page = await browser.keptPage(user, { at: `/${resource}/${id}` });
    const boxes = page.locator('main form').getByRole('textbox');
    // the stored record is in the form once its first text shows
    await expect.poll(() => boxes.first().inputValue(), { timeout: 15_000 }).not.toBe('');
    let emptied = 0;
    for (const box of await boxes.all()) {
      if (!(await box.isVisible()) || !(await box.isEditable()) || (await box.inputValue()) === '') continue;
      await box.fill('');
      emptied += 1;
    }
    expect(emptied, resource).toBeGreaterThan(0);
    const said = await problemsOf(page);
    expect(said, resource).toMatch(/^(Falta completar|Revise): /);
    expect(said, resource).not.toMatch(INTERNAL);
  });

  it('names an empty option group and the fiscal data by labels', async () => {
    const page = await browser.keptPage('comercio@demo.cr', { at: '/product' });
    await page.getByRole('button', { name: 'Agregar grupo de opciones' }).click();
    await page.getByTestId('form-problems').getByText(/Opciones para elegir/).waitFor();
    expect(await problemsOf(page)).not.toMatch(INTERNAL);

    await browser.visit(page, '/company');
    await fieldByLabel(page, 'Facturación electrónica').waitFor();
    await chooseOption(page, 'Facturación electrónica', 'Sí');
    await fieldByLabel(page, 'Nombre o razón social').fill('');
    const said = await problemsOf(page);
    expect(said).not.toMatch(INTERNAL);
    await page.close();
  });
});
