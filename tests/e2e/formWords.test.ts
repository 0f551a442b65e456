import { describe, expect, it } from 'vitest';
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
