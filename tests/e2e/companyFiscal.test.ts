import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateTestCertificate, toP12 } from '../../mock-api/receipts/testCertificate';
import { demoCertificateDates } from '../../mock-api/seed/signingKeys';
import { crDate } from '../../src/domain/costaRicaTime';
import { fiscalMessages } from '../../src/domain/fiscalMessages';
import { browserForFile, englishOn } from '../support/browserSession';
import { chooseOption, fieldByLabel } from '../support/formControls';
import { servedApi } from '../support/servedApi';
import { tempFolders } from '../support/tempFolders';
import { shoot } from '../support/screenshots';

/**
 * The fiscal identity and key through the company settings screen, as comercio@demo.cr (La Casona, merchant 2): the
 * 'Datos fiscales' part with its address selects from Costa Rica's list, a Spanish refusal for an
 * identification that does not fit its type, a save; then the signing key: a wrong PIN refused, the
 * right one taken, its holder and expiry shown with the 30-day warning. Screenshots at desk and phone
 * size for a person to look at with SCREENSHOTS_DIR set (tests/support/screenshots.ts).
 */
const browser = browserForFile();
let page: Page;
const dir = tempFolders('portal-p12-')();
const PIN = '2580';
const HOLDER = 'INVERSIONES LA CASONA PRUEBA E2E';
let original: Record<string, unknown>;
/** Two activities of Hacienda's list (mock-api/activities/activities.tsv) as the picker shows them. */
const BARS = '552001 – BARES, CANTINAS O TABERNAS';
const RESTAURANT = '552004 – SERVICIO DE RESTAURANTE, CAFETERIAS, SODAS Y OTROS EXPENDIOS DE COMIDA';
const activityInput = (on: Page) => on.getByRole('combobox', { name: /^Código de actividad económica/ });
let token: string;

const served = servedApi(browser);
const api = (method: string, path: string, body?: unknown) => served.call(method, path, body, token);
/** dd/mm/aaaa, in Costa Rica, two years after the seed was made: when the demo certificate expires. */
const seededCertificateExpiry = () => {
  const { seededAt } = (JSON.parse(readFileSync(inject('seedFile'), 'utf8')) as { meta: { seededAt: string } }).meta;
  return crDate(demoCertificateDates(seededAt).notAfter.getTime()).split('-').reverse().join('/');
};
const saved = async (message: string) => {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
};

beforeAll(async () => {
  page = await browser.signedInPage('comercio@demo.cr');
  token = await served.signIn('comercio@demo.cr');
  original = (await api('GET', '/merchant/config/2')).merchant;
  // another activity of the list than the seeded restaurant one, so choosing the restaurant's is a change to save
  const { simplifiedRegime, tableService, electronicInvoice, fiscal } = original;
  await api('PUT', '/merchant/config/2', { merchant: { simplifiedRegime, tableService, electronicInvoice, activityCode: BARS.slice(0, 6), fiscal } });
});

afterAll(async () => {
  // other browser files issue receipts with the seeded address
  const { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal } = original;
  await api('PUT', '/merchant/config/2', { merchant: { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal } });
});

describe("company settings: the merchant's fiscal identity and signing key", () => {
  it('shows the fiscal identity, with the address chosen from the list', async () => {
    await browser.visit(page, '/company');
    await page.getByRole('heading', { name: 'Configuración de la empresa', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Datos fiscales' }).waitFor();
    await expect.poll(() => fieldByLabel(page, 'Nombre o razón social').inputValue()).toBe((original.fiscal as { legalName: string }).legalName);
    await expect.poll(() => page.getByRole('combobox', { name: /^Provincia/ }).innerText()).toBe('Heredia');
    expect(await page.getByRole('combobox', { name: /^Cantón/ }).innerText()).toBe('Heredia');
    expect(await page.getByRole('combobox', { name: /^Identificación/ }).innerText()).toBe('Cédula jurídica');
    await page.getByRole('heading', { name: 'Llave criptográfica (firma de comprobantes)' }).waitFor();
    // the demo certificate made with the seed (mock-api/seed/signingKeys.ts): the merchant's legal name
    // and identification, valid two years from the seed's moment; no browser file uploads a key on
    // this server before (tests/e2e/receiptResend.test.ts has a server of its own)
    const { legalName, identificationNumber } = original.fiscal as { legalName: string; identificationNumber: string };
    await expect.poll(() => page.getByTestId('certificate-holder').innerText()).toBe(legalName);
    await page.getByText(`CPJ-${identificationNumber.slice(0, 1)}-${identificationNumber.slice(1, 4)}-${identificationNumber.slice(4)}`, { exact: true }).waitFor();
    expect(await page.getByTestId('certificate-expiry').innerText()).toBe(seededCertificateExpiry());
    await page.getByText('Certificado de prueba del portal', { exact: false }).waitFor();
    expect(await englishOn(page)).toEqual([]);
  });

  it("refuses an identification that does not fit its type, then saves a new address and the activity picked from Hacienda's list", async () => {
    await fieldByLabel(page, 'Número de identificación').fill('3-101-12');
    await page.getByText(fiscalMessages.identificationNumber('cédula jurídica', '10 dígitos')).waitFor();
    await fieldByLabel(page, 'Número de identificación').fill(String((original.fiscal as { identificationNumber: string }).identificationNumber));

    // a new province empties the canton and the district
    await chooseOption(page, 'Provincia', 'Alajuela');
    await expect.poll(() => page.getByRole('combobox', { name: /^Cantón/ }).innerText()).not.toBe('Heredia');
    await chooseOption(page, 'Cantón', 'San Ramón');
    await chooseOption(page, 'Distrito', 'Santiago');
    await fieldByLabel(page, 'Otras señas').fill('200 m norte de la iglesia de Santiago');

    // the activity: the stored code shows with its description; words find the restaurant's among 707
    await expect.poll(() => activityInput(page).inputValue()).toBe(BARS);
    await activityInput(page).fill('restaurante');
    const listed = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => listed.allInnerTexts()).toEqual([RESTAURANT]);
    await page.setViewportSize({ width: 1366, height: 800 });
    await shoot(page, 'company-activity-picker', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });
    await listed.getByText(RESTAURANT, { exact: true }).click();
    await expect.poll(() => activityInput(page).inputValue()).toBe(RESTAURANT);
    const button = page.getByRole('button', { name: 'Guardar' });
    await expect.poll(() => button.isDisabled()).toBe(false);
    await button.click();
    await saved('Configuración actualizada correctamente');
    const stored = (await api('GET', '/merchant/config/2')).merchant.fiscal;
    expect(stored).toMatchObject({ province: 2, canton: 2, district: 2, otherSigns: '200 m norte de la iglesia de Santiago' });
    expect((await api('GET', '/merchant/config/2')).merchant.activityCode).toBe('552004');
  });

  it('uploads the .p12: a wrong PIN is refused, the right one shows the holder, the expiry and the warning', async () => {
    const holderId = `CPJ-3-101-${String((original.fiscal as { identificationNumber: string }).identificationNumber).slice(4)}`;
    // expires in 20 days: inside the 30-day warning
    const credentials = generateTestCertificate({ holder: HOLDER, holderId, notAfter: new Date(Date.now() + 20 * 24 * 3600_000 - 3600_000) });
    const file = join(dir, 'llave-casona.p12');
    writeFileSync(file, toP12(credentials, PIN));

    await page.getByTestId('certificate-file').setInputFiles(file);
    await page.getByText('llave-casona.p12').waitFor();
    await page.getByTestId('certificate-pin').fill('1111');
    await page.getByRole('button', { name: 'Subir llave' }).click();
    const refusal = page.getByRole('dialog').filter({ hasText: fiscalMessages.certificateWrongPin });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: 'OK' }).click();
    // the PIN is emptied whatever the answer
    expect(await page.getByTestId('certificate-pin').inputValue()).toBe('');
    expect(await page.getByTestId('certificate-holder').innerText()).not.toBe(HOLDER);

    await page.getByTestId('certificate-pin').fill(PIN);
    await page.getByRole('button', { name: 'Subir llave' }).click();
    await saved(fiscalMessages.certificateSaved);
    await expect.poll(() => page.getByTestId('certificate-holder').innerText()).toBe(HOLDER);
    await page.getByText(holderId, { exact: true }).waitFor();
    await page.getByText(/El certificado vence en (19|20) días/).waitFor();
    expect(await page.getByText('Certificado de prueba del portal', { exact: false }).count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
    await shoot(page, 'company-fiscal-desk');
  });

  it('fits a phone', async () => {
    const phone = await browser.signedInPage('comercio@demo.cr', { viewport: { width: 390, height: 844 }, at: '/company' });
    await phone.getByRole('heading', { name: 'Datos fiscales' }).waitFor();
    await expect.poll(() => phone.getByTestId('certificate-holder').innerText()).toBe(HOLDER);
    // a fresh load shows the activity saved from the desk page
    await expect.poll(() => activityInput(phone).inputValue()).toBe(RESTAURANT);
    // nothing wider than the screen
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(phone, 'company-fiscal-phone');
    await phone.close();
  });
});
