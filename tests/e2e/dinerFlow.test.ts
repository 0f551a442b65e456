import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { englishOn, signInToHome } from '../support/browserSession';
import { type DevServer, startDevServer } from '../support/devServer';
import { tableToken } from '../support/publicAppData';
import { testServerUrl } from '../support/testServer';
import { fillCard } from '../support/dinerPhone';

/**
 * The diner's whole flow — order from the table's QR link, pay by card, the voucher —
 * under `npm start` (the dev server: React StrictMode mounts every component twice) as well as
 * under the production build, with the restaurant's board open beside it: the board shows the
 * payment live, the receipt follows the board within half a second (pushed, not polled), and
 * staff cancelling the paid order refund it, which the board and the receipt both say.
 */
const PHONE = { width: 390, height: 844 };
let dev: DevServer;
let browser: Browser;
const errors: string[] = [];

const SERVERS = [
  { name: 'npm start (dev server, StrictMode)', url: () => dev.baseUrl },
  { name: 'npm run preview (the build)', url: () => testServerUrl() },
];

beforeAll(async () => {
  dev = await startDevServer();
  browser = await launchChromium();
  // the dev server optimises dependencies on the first visit and may reload the page once: done here
  const page = await browser.newPage();
  for (const path of ['/login', '/menuqr/pay', '/voucher/x']) {
    await page.goto(`${dev.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
  }
  await page.close();
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  expect(errors).toEqual([]);
});

const newPage = async (viewport = { width: 1366, height: 900 }) => {
  const context = await browser.newContext({ viewport, locale: 'es-CR' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
};

for (const server of SERVERS) {
  describe(`the diner's order, payment and voucher under ${server.name}`, () => {
    let board: Page;
    let phone: Page;
    let orderId: number;
    let voucherId: string;
    const payRequests: string[] = [];

    // the first visits compile the board's and the menu's lazy modules under the dev server: with four
    // browser files and the API tests beside it, that once took past the usual minute. A bound on the
    // wait for those pages, not a measure of their speed (`npm run bench -- livePush`)
    it('orders from the table’s QR link on a phone; the open board shows it', { timeout: 120_000 }, async () => {
      const baseUrl = server.url();
      const token = await tableToken(baseUrl, 'comercio@demo.cr', 'Mesa 7');
      board = await newPage();
      await signInToHome(board, baseUrl, 'comercio@demo.cr');
      await board.goto(`${baseUrl}/orders`);
      // the dev server builds the board's modules on this first visit: slow on a busy machine
      await board.locator('[data-connection="live"]').waitFor({ timeout: 45_000 });

      phone = await newPage(PHONE);
      phone.on('request', (request) => request.url().endsWith('/api/order/pay/external') && payRequests.push(request.url()));
      await phone.goto(`${baseUrl}/menuqr/${token}`);
      await phone.getByRole('heading', { name: 'Menú', exact: true }).waitFor();
      await phone.getByRole('button', { name: /^Postres/ }).click();
      await phone.getByRole('button', { name: 'Agregar Tres leches' }).click();
      await phone.getByRole('button', { name: /^Continuar/ }).click();
      await phone.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
      await phone.getByRole('button', { name: 'Continuar' }).click();
      const placed = phone.waitForResponse((response) => response.url().endsWith('/api/order/external') && response.request().method() === 'POST');
      await phone.getByRole('button', { name: 'Confirmar pedido' }).click();
      orderId = ((await (await placed).json()) as { order: { id: number } }).order.id;
      await phone.waitForURL('**/menuqr/order');
      await board.locator(`article[data-order-id="${orderId}"]`).waitFor();
    });

    it('follows the board on the receipt, pushed by the order’s stream, not polled', async () => {
      const card = board.locator(`article[data-order-id="${orderId}"]`);
      await phone.locator('[data-field="orderStatus"]').getByText('Recibido').waitFor();
      // the polling fallback (public-app/src/order/useOrderStatus.ts) asks this; a pushed change does not
      const polls: string[] = [];
      const notePoll = (request: { url: () => string }) => request.url().endsWith('/api/order/status/external') && polls.push(request.url());
      phone.on('request', notePoll);
      // how soon the change arrives is measured by `npm run bench -- livePush`, not asserted here
      await card.getByRole('button', { name: 'Iniciar preparación' }).click();
      await phone.locator('[data-field="orderStatus"]').getByText('En preparación').waitFor();
      await card.getByText('En preparación', { exact: true }).waitFor();
      phone.off('request', notePoll);
      expect(polls).toEqual([]);
    });

    it('pays by card: Validando…, then the voucher (the card page works under StrictMode too)', async () => {
      await phone.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await phone.getByRole('heading', { name: 'Digite los datos de la tarjeta' }).waitFor();
      await fillCard(phone, { name: 'Ana Solís', number: '4111 1111 1111 1111', expiry: '12/28' });
      let boardLoads = 0;
      board.on('framenavigated', () => (boardLoads += 1));
      const paid = phone.waitForResponse((response) => response.url().endsWith('/api/order/pay/external'));
      await phone.getByRole('button', { name: 'Pagar', exact: true }).click();
      await phone.getByRole('button', { name: 'Validando…' }).waitFor();
      const answer = await paid;
      voucherId = ((await answer.json()) as { voucherId: string }).voucherId;
      await phone.waitForURL(`**/voucher/${voucherId}`);
      await phone.getByText('Gracias por su compra').waitFor();
      expect((await phone.locator('.receipt-facts').innerText()).replace(/\s+/g, ' ')).toContain('********1111');
      expect(payRequests).toHaveLength(1);
      expect(await englishOn(phone)).toEqual([]);

      // the open board shows it paid, without a reload (how soon: `npm run bench -- livePush`)
      await board.locator(`article[data-order-id="${orderId}"]`).getByText('Pagado', { exact: true }).waitFor();
      expect(boardLoads).toBe(0);
    });

    it('staff cancelling the paid order refund it: the board and the diner’s receipt say so, in Spanish', async () => {
      const card = board.locator(`article[data-order-id="${orderId}"]`);
      await card.getByRole('button', { name: 'Cancelar pedido' }).click();
      const dialog = board.getByRole('dialog');
      expect(await dialog.innerText()).toMatch(/ya está pagado con tarjeta: al cancelarlo se devuelven ₡[\d,.]+ a la tarjeta del cliente/);
      await dialog.getByLabel('Motivo').fill('Se acabó la leche');
      await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
      await board.getByText(/Pedido cancelado correctamente\. Se devolvieron ₡[\d,.]+ a la tarjeta del cliente\./).waitFor();
      await board.getByRole('button', { name: 'OK' }).click();
      await card.locator('[data-field="refunded"]').getByText('Pago devuelto').waitFor();
      expect(await englishOn(board)).toEqual([]);

      // the diner, back on the order: cancelled, and the payment given back
      await phone.goBack();
      await phone.waitForURL('**/menuqr/order');
      await phone.locator('[data-field="orderStatus"]').getByText('Cancelado').waitFor();
      await phone.getByText('El restaurante canceló el pedido y devolvió el pago a su tarjeta.').waitFor();
      expect(await phone.locator('[data-field="refunded"]').textContent()).toBe('Pago devuelto');
      expect(await englishOn(phone)).toEqual([]);
      // the sale's voucher names its refund
      await phone.getByRole('button', { name: 'Ver comprobante' }).click();
      await phone.getByText('Gracias por su compra').waitFor();
      expect((await phone.locator('.receipt-facts').innerText()).replace(/\s+/g, ' ')).toMatch(/Pago devuelto \d\d\/\d\d\/\d{4},? \d\d:\d\d.* · transacción N\.º \d+ · Nota de crédito/);
      // and links its refund's nota de crédito
      await phone.locator('[data-field="refundDocument"]').click();
      await phone.getByRole('heading', { name: 'Nota de Crédito Electrónica' }).waitFor();
      await board.context().close();
      await phone.context().close();
    });
  });
}

describe('the receipt without its stream (a proxy that drops streams)', () => {
  it('asks every 3 seconds instead and still follows the board', async () => {
    const baseUrl = testServerUrl();
    const token = await tableToken(baseUrl, 'comercio@demo.cr', 'Mesa 8');
    const phone = await newPage(PHONE);
    const streamTries: string[] = [];
    await phone.route('**/api/order/events/external', (route) => {
      streamTries.push(route.request().url());
      return route.abort('connectionreset');
    });
    await phone.goto(`${baseUrl}/menuqr/${token}`);
    await phone.getByRole('button', { name: /^Postres/ }).click();
    await phone.getByRole('button', { name: 'Agregar Tres leches' }).click();
    await phone.getByRole('button', { name: /^Continuar/ }).click();
    await phone.getByRole('button', { name: 'Continuar' }).click();
    const placed = phone.waitForResponse((response) => response.url().endsWith('/api/order/external') && response.request().method() === 'POST');
    await phone.getByRole('button', { name: 'Confirmar pedido' }).click();
    const { order } = (await (await placed).json()) as { order: { id: number } };
    await phone.waitForURL('**/menuqr/order');
    const polled = phone.waitForRequest((request) => request.url().endsWith('/api/order/status/external'));
    await polled;
    expect(streamTries.length).toBeGreaterThanOrEqual(2);

    const board = await newPage();
    await signInToHome(board, baseUrl, 'comercio@demo.cr');
    await board.goto(`${baseUrl}/orders`);
    await board.locator(`article[data-order-id="${order.id}"]`).getByRole('button', { name: 'Iniciar preparación' }).click();
    await phone.locator('[data-field="orderStatus"]').getByText('En preparación').waitFor();
    await board.context().close();
    await phone.context().close();
  });
});
