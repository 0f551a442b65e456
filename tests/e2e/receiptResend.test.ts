import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateTestCertificate, toP12 } from '../../mock-api/receipts/testCertificate';
import { receiptMessages } from '../../src/domain/receiptMessages';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { TEST_CARD } from '../support/qrPayment';
import { servedApi } from '../support/servedApi';
import { tempFolders } from '../support/tempFolders';

/**
 * 'Reenviar' on the 'Comprobantes' screen, as comercio@demo.cr (La Casona, merchant 2).
 * A cause Hacienda rejects and the merchant can correct: its own signing key is on file, and its
 * identification is then changed, so the next tiquete is signed by someone other than its issuer.
 * Once the identification is put back, the rejected row is re-sent from the screen: a new document
 * with the next consecutivo is issued, its row goes on to 'Aceptado', and the rejected one stays
 * 'Rechazado', naming its replacement.
 * On a server of its own: the uploaded key and the changed identification stay there, never on the
 * worker's server, where later files sign as the seeded merchant with its demo certificate.
 */
const browser = browserForFile({ ownServer: true });
const USER = 'comercio@demo.cr';
const PIN = '4321';
const dir = tempFolders('portal-resend-')();
let token: string;
let original: { simplifiedRegime: unknown; tableService: unknown; electronicInvoice: unknown; activityCode: unknown; fiscal: { identificationNumber: string } & Record<string, unknown> };

const served = servedApi(browser);
/** As the merchant's user once signed in, or as a diner (`authorized` false). */
const api = (method: string, path: string, body?: unknown, authorized = true) => served.call(method, path, body, authorized ? token : undefined);
const saveIdentification = (identificationNumber: string) => {
  const { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal } = original;
  return api('PUT', '/merchant/config/2', { merchant: { simplifiedRegime, tableService, electronicInvoice, activityCode, fiscal: { ...fiscal, identificationNumber } } });
};

interface MenuNode {
  products?: { id: number; soldOut: boolean }[];
  submenu?: MenuNode[];
}
const productsOf = (nodes: MenuNode[]): { id: number; soldOut: boolean }[] => nodes.flatMap((node) => [...(node.products ?? []), ...productsOf(node.submenu ?? [])]);

/** A diner's card payment from the QR menu: the voucher's consecutivo. */
const payAtTable = async () => {
  const tableQr = await tableToken(browser.baseUrl, USER, 'Mesa 5');
  const menu = await api('GET', `/menu/getMenuQR/${tableQr}`, undefined, false);
  const [product] = productsOf(menu.menuqr).filter((candidate) => !candidate.soldOut);
  const placed = await api('POST', '/order/external', { order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false }, token: tableQr }, false);
  const paid = await api('POST', '/order/pay/external', { orderId: placed.order.id, token: tableQr, cancelKey: placed.cancelKey, card: TEST_CARD }, false);
  return (await api('GET', `/invoice/${paid.voucherId}`, undefined, false)).electronicDocument.consecutivo as string;
};

beforeAll(async () => {
  token = await served.signIn(USER);
  original = (await api('GET', '/merchant/config/2')).merchant;
  // the merchant's own key, for its identification as it is
  const holderId = `CPJ-3-101-${original.fiscal.identificationNumber.slice(4)}`;
  const file = join(dir, 'llave.p12');
  writeFileSync(file, toP12(generateTestCertificate({ holder: 'INVERSIONES LA CASONA REENVIO E2E', holderId }), PIN));
  await api('POST', '/merchant/config/2/certificate', { certificate: { file: readFileSync(file).toString('base64'), pin: PIN } });
});


/** The list's row of a consecutivo, read again from the API with 'Filtrar' until its state is `status`. */
const rowReaches = async (page: Page, consecutivo: string, status: string) => {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: consecutivo, exact: true }) });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Filtrar' }).click();
        await row.waitFor();
        return row.innerText();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toContain(status);
  return row;
};

describe("'Reenviar' on the Comprobantes screen", () => {
  it('re-sends a rejected tiquete once its cause is corrected, and the rows follow', async () => {
    // the identification changed after the key was taken: Hacienda rejects the next tiquete
    const otherNumber = original.fiscal.identificationNumber.slice(0, 4) + String((Number(original.fiscal.identificationNumber.slice(4)) + 1) % 1_000_000).padStart(6, '0');
    await saveIdentification(otherNumber);
    const rejected = await payAtTable();

    const page = await browser.signedInPage(USER, { at: '/receipts' });
    await page.getByRole('heading', { name: 'Comprobantes electrónicos' }).first().waitFor();
    await rowReaches(page, rejected, 'Rechazado');

    // the cause corrected: the identification the key was issued for
    await saveIdentification(original.fiscal.identificationNumber);
    await page.getByRole('link', { name: `Ver el comprobante ${rejected}` }).click();
    await page.getByRole('heading', { name: `Tiquete electrónico ${rejected}` }).waitFor();
    expect(await page.locator('dl').innerText()).toContain('El certificado que firma el comprobante no pertenece al emisor.');
    await page.getByRole('button', { name: 'Reenviar' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '¿Reenviar el comprobante?' });
    await confirm.getByRole('button', { name: 'Reenviar' }).click();
    const done = page.getByRole('dialog').filter({ hasText: 'Se emitió un comprobante nuevo' });
    const message = await done.getByText(/^Se emitió un comprobante nuevo/).innerText();
    const fresh = /consecutivo (\d{20})/.exec(message)?.[1] ?? '';
    expect(message).toBe(receiptMessages.reissued(fresh));
    expect(Number(fresh.slice(10))).toBeGreaterThan(Number(rejected.slice(10)));
    await done.getByRole('button', { name: 'OK' }).click();
    // the success dialog opens the new document, which names the one it replaces
    await page.getByRole('heading', { name: `Tiquete electrónico ${fresh}` }).waitFor();
    expect(await page.locator('dl').innerText()).toMatch(/Reemite el comprobante\s+506\d{47}/);

    await browser.visit(page, '/receipts');
    await rowReaches(page, fresh, 'Aceptado');
    await rowReaches(page, rejected, 'Rechazado');
    // rejected once: no 'Reenviar' for it any more
    await page.getByRole('link', { name: `Ver el comprobante ${rejected}` }).click();
    await page.getByRole('heading', { name: `Tiquete electrónico ${rejected}` }).waitFor();
    // the document read before the re-send shows until the fresh one arrives
    await expect.poll(() => page.locator('dl').innerText()).toMatch(/Reemitido como/);
    expect(await page.getByRole('button', { name: 'Reenviar' }).count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });
});
