import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, DEMO_PASSWORD, englishOn } from '../support/browserSession';
import { holdPrintDialog } from '../support/printDialog';
import { tableToken } from '../support/publicAppData';

/**
 * The order board's acceptance: the board open as comercio@demo.cr, a diner's phone in another browser
 * context; the QR order shows on the board within a second, moves through the statuses while the
 * receipt follows, a cancel from the phone shows on the board, and the second restaurant's board
 * (its cashier, caja3@sodaguanacasteco.cr) never receives any of it.
 */
const PHONE = { width: 390, height: 844 };
const browser = browserForFile();
let board: Page;
let otherBoard: Page;
let mesa5: string;
let mesa6: string;

const live = (page: Page) => page.locator('[data-connection="live"]').waitFor();
const openBoard = async (user: string) => {
  const page = await browser.signedInPage(user, { at: '/orders' });
  await page.getByRole('heading', { name: 'Pedidos' }).waitFor();
  await live(page);
  return page;
};
const cardOf = (page: Page, orderId: number) => page.locator(`article[data-order-id="${orderId}"]`);

/** A diner orders one 'Gallo pinto con huevo' from the table's QR menu; answers the placed order. */
const placeFromPhone = async (token: string, beforeConfirm?: () => Promise<void>) => {
  const phone = await browser.newPage(PHONE);
  await phone.goto(`${browser.baseUrl}/menuqr/${token}`);
  await phone.getByRole('button', { name: /^Desayunos/ }).click();
  await phone.getByRole('button', { name: 'Agregar Gallo pinto con huevo' }).click();
  await phone.getByRole('button', { name: /^Continuar/ }).click();
  await phone.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
  await phone.getByPlaceholder('Comentarios...').fill('Bien tostado');
  await phone.getByRole('button', { name: 'Continuar' }).click();
  const placed = phone.waitForResponse((response) => response.url().endsWith('/api/order/external') && response.request().method() === 'POST');
  await beforeConfirm?.();
  const clickedAt = Date.now();
  await phone.getByRole('button', { name: 'Confirmar pedido' }).click();
  const { order } = (await (await placed).json()) as { order: { id: number; orderNumber: number } };
  const answeredAt = Date.now();
  await phone.waitForURL('**/menuqr/order');
  return { phone, order, clickedAt, answeredAt };
};
const dinerStatus = (phone: Page) => phone.locator('[data-field="orderStatus"]');

beforeAll(async () => {
  mesa5 = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 5');
  mesa6 = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 6');
  board = await openBoard('comercio@demo.cr');
  otherBoard = await openBoard('caja3@sodaguanacasteco.cr');
});

describe('the live order board', () => {
  const seen: number[] = [];

  it('shows today’s orders with table, section, lines, total and status, in Spanish', async () => {
    const first = board.locator('article[data-order-id]').first();
    await first.waitFor();
    const text = await first.innerText();
    expect(text).toMatch(/Pedido N\.º \d+/);
    // its table and section ('Mesa 4 · Salón principal'; other tests add tables of their own names)
    expect(text).toMatch(/\n[^\n·]+ · [^\n]+\n/);
    expect(text).toMatch(/Total: ₡[\d,]+\.\d\d/);
    expect(await englishOn(board)).toEqual([]);
  });

  it('receives a QR order within a second, counts it in the tab title, and the other restaurant does not', async () => {
    // how soon it appears: `npm run bench -- livePush`
    const { phone, order } = await placeFromPhone(mesa5);
    seen.push(order.id);
    await cardOf(board, order.id).waitFor();
    expect(await cardOf(board, order.id).innerText()).toContain('Mesa 5');
    expect(await cardOf(board, order.id).innerText()).toContain('Bien tostado');
    expect(await board.title()).toMatch(/^\(1\) Pedidos · /);
    expect(await cardOf(board, order.id).getByText('Nuevo').isVisible()).toBe(true);
    // nothing paid yet: the ledger says it is owed
    expect(await cardOf(board, order.id).locator('[data-field="owed"]').innerText()).toBe('Por pagar');

    // it moves through the statuses with one click each; the diner's receipt follows
    expect(await dinerStatus(phone).innerText()).toBe('Recibido');
    expect(await phone.getByRole('button', { name: /^Cancelar/ }).count()).toBe(1);
    for (const [button, label] of [['Iniciar preparación', 'En preparación'], ['Marcar listo', 'Listo'], ['Marcar entregado', 'Entregado']]) {
      await cardOf(board, order.id).getByRole('button', { name: button }).click();
      await cardOf(board, order.id).getByText(label, { exact: true }).waitFor();
      await expect.poll(() => dinerStatus(phone).innerText()).toBe(label);
      // once the kitchen has it, the diner can no longer cancel
      expect(await phone.getByRole('button', { name: /^Cancelar/ }).count()).toBe(0);
    }
    expect(await englishOn(phone)).toEqual([]);
    expect(await cardOf(otherBoard, order.id).count()).toBe(0);
  });

  it('shows a cancel made on the phone, and staff cancel only with a reason', async () => {
    const { phone, order } = await placeFromPhone(mesa6);
    seen.push(order.id);
    await cardOf(board, order.id).waitFor();
    await phone.getByRole('button', { name: /^Cancelar/ }).click();
    await phone.getByRole('button', { name: 'Sí', exact: true }).click();
    await phone.getByText('La orden se canceló exitosamente.').waitFor();
    await cardOf(board, order.id).locator('[data-status="CANCELLED"]').first().waitFor();

    const next = await placeFromPhone(mesa6);
    seen.push(next.order.id);
    const card = cardOf(board, next.order.id);
    await card.waitFor();
    await card.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = board.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await dialog.getByText('Indique el motivo de la cancelación.').waitFor();
    await dialog.getByLabel('Motivo').fill('El cliente se retiró');
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await board.getByText('Pedido cancelado correctamente.').waitFor();
    await board.getByRole('button', { name: 'OK' }).click();
    await card.getByRole('button', { name: 'Historial' }).click();
    await expect.poll(() => card.innerText()).toMatch(/Cancelado · \d\d:\d\d · .+ — Motivo: El cliente se retiró/);
    await expect.poll(() => dinerStatus(next.phone).innerText()).toBe('Cancelado');
    expect(await next.phone.getByRole('button', { name: /^Cancelar/ }).count()).toBe(0);
  });

  it('prints a kitchen ticket that names the Cocina printer, and only the ticket', async () => {
    const card = board.locator('article[data-order-id]').first();
    const number = (await card.getByRole('heading').innerText()).trim();
    const dialog = await holdPrintDialog(board);
    await card.getByRole('button', { name: 'Imprimir' }).click();
    const ticket = board.getByTestId('kitchen-ticket').last();
    await ticket.waitFor({ state: 'attached' });
    await expect.poll(() => dialog.openCount()).toBe(1);
    await board.emulateMedia({ media: 'print' });
    try {
      expect(await ticket.isVisible()).toBe(true);
      expect(await board.locator('#root').isVisible()).toBe(false);
      const text = await ticket.innerText();
      expect(text).toMatch(/^Impresora: Cocina caliente \(192\.168\.\d+\.\d+\)/);
      expect(text).toContain(number);
      expect(text).toMatch(/Mesa: .+\n/);
      expect(text).toMatch(/Hora: \d\d:\d\d/);
      expect(text).toMatch(/\d+ x .+/);
      // 80 mm paper: the ticket is 72 mm of print plus 4 mm of padding each side
      expect(Math.round((await ticket.boundingBox())!.width)).toBe(Math.round((80 * 96) / 25.4));
    } finally {
      await board.emulateMedia({ media: 'screen' });
    }
    // the dialog closed, the tickets leave the page
    await dialog.close();
    await board.getByTestId('kitchen-ticket').first().waitFor({ state: 'detached' });
  });

  it('never showed the second restaurant any of it', async () => {
    for (const id of seen) expect(await cardOf(otherBoard, id).count()).toBe(0);
    expect(await otherBoard.title()).toMatch(/^Pedidos · /);
  });

  it("shows a diner's 'Pedir la cuenta' on 'Pedidos' and 'Mesas' from one stream; 'Atender' on 'Pedidos' clears both", async () => {
    await board.getByRole('heading', { name: 'Pedidos' }).waitFor();
    const tables = await browser.signedInPage('comercio@demo.cr', { at: '/orders/tables' });
    const card = tables.locator('[data-table="Mesa 6"]');
    await card.waitFor();
    await live(tables);
    // the diner's phone asks for the bill (the same call its 'Pedir la cuenta' button makes)
    const answer = await fetch(`${browser.baseUrl}/api/table/call/external`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: mesa6, kind: 'bill' }) });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { repeated: boolean }).repeated).toBe(false);
    // pushed to both screens, neither reloaded (how soon: `npm run bench -- livePush`)
    const banner = board.getByTestId('pending-calls').locator('[data-call="bill"]', { hasText: 'Mesa 6' });
    await expect.poll(() => banner.innerText()).toContain('Mesa 6 · Pide la cuenta');
    await expect.poll(() => card.locator('[data-call="bill"]').innerText()).toContain('Pide la cuenta');
    // the other restaurant's board hears nothing of it
    expect(await otherBoard.getByTestId('pending-calls').locator('[data-call="bill"]', { hasText: 'Mesa 6' }).count()).toBe(0);
    expect(await englishOn(board)).toEqual([]);
    // attended on 'Pedidos': gone there and from 'Mesas'
    await banner.getByRole('button', { name: 'Atender' }).click();
    await banner.waitFor({ state: 'detached' });
    await card.locator('[data-call="bill"]').waitFor({ state: 'detached' });
    await tables.context().close();
  });

  it('has a kitchen view with only what is left to prepare, and filters kept in the address', async () => {
    await browser.visit(board, '/orders/kitchen');
    await board.getByRole('heading', { name: 'Cocina' }).waitFor();
    await live(board);
    const statuses = await board.locator('article[data-order-id]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['CREATED', 'PREPARING']));
    expect(await englishOn(board)).toEqual([]);
    await board.goto(`${browser.baseUrl}/orders?status=CANCELLED`);
    await live(board);
    const cancelled = await board.locator('article[data-order-id]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')));
    expect(new Set(cancelled)).toEqual(new Set(['CANCELLED']));
  });

  it('closes the stream when the session ends, and signing in again brings the board back as it was', async () => {
    const page = await browser.signedInPage('operador@demo.cr', { at: '/orders?status=open' });
    await live(page);
    // the session ends on the server ('Salir' in another tab): the next heartbeat says so
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await fetch(`${browser.baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await page.waitForURL('**/login**', { timeout: 30000 });
    await page.getByRole('textbox', { name: 'Usuario' }).fill('operador@demo.cr');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/orders?status=open');
    await live(page);
    await page.context().close();
  }, 60000);
});
