import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';

/**
 * The owner's menu list (docs/departures.md, 'The owner's menu tools'): each product's photo, the
 * price its customer pays, exactly as the QR menu shows it, and what is left only where it is
 * counted.
 */
const browser = browserForFile();
const USER = 'comercio@demo.cr';
const served = servedApi(browser);
let staffToken: string;
let counted: number;

type QrNode = { submenu: QrNode[]; products: { id: number; name: string; displayPrice: number }[] };
const flat = (nodes: QrNode[]): QrNode['products'] => nodes.flatMap((node) => [...node.products, ...flat(node.submenu)]);
const colones = (amount: number) => `₡${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

beforeAll(async () => {
  staffToken = await served.signIn(USER);
  const { menus } = await served.call('GET', '/menu/getMenu', undefined, staffToken);
  const top = menus.find((menu: { parentId: number | null }) => menu.parentId === null);
  const body = { product: { menuId: top.id, name: 'Tamal contado', shortDescription: 'Solo siete', price: 1500, available: 7, taxCodeId: 8, unit: 1, cabysCode: '6331000000000' } };
  counted = (await served.call('POST', '/product/', body, staffToken)).product.id;
});
afterAll(async () => {
  await served.call('DELETE', `/product/${counted}`, undefined, staffToken);
});

describe("the owner's menu list", () => {
  it('shows the price the customer pays, as the QR menu does, the photo, and what is left only where counted', async () => {
    const token = await tableToken(browser.baseUrl, USER, 'Mesa 1');
    const qr = flat((await served.call('GET', `/menu/getMenuQR/${token}`)).menuqr as QrNode[]);
    const page = await browser.signedInPage(USER, { at: '/products' });
    for (const name of ['Casado con pollo', 'Café chorreado', 'Cerveza Imperial', 'Tres leches']) {
      const row = page.getByRole('listitem', { name, exact: true });
      await row.waitFor();
      const shown = qr.find((product) => product.name === name)!;
      expect(await row.getByTestId('customer-price').textContent(), name).toBe(colones(shown.displayPrice));
      await row.getByText('Sin límite', { exact: true }).waitFor();
    }
    // ₡4,800 before tax: 13 % IVA and 10 % service make ₡5,904.00
    expect(await page.getByRole('listitem', { name: 'Casado con pollo', exact: true }).getByTestId('customer-price').textContent()).toBe('₡5,904.00');
    await page.getByRole('listitem', { name: 'Casado con pollo', exact: true }).getByRole('img', { name: 'Foto de Casado con pollo' }).waitFor();
    await page.getByRole('listitem', { name: 'Tamal contado', exact: true }).getByText('Disponible: 7').waitFor();
  });
});
