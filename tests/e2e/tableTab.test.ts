import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { formatMoney } from '../../src/domain/money';
import { tableToken } from '../support/publicAppData';
import { fillCard, freeTables, openTabOn, orderOnPhone, phoneAtTable } from '../support/dinerPhone';
import { servedApi } from '../support/servedApi';
import { nothingWithin } from '../support/quietPeriod';
import { shoot } from '../support/screenshots';

/**
 * The table's bill in the browser: phones at one table share its tab live, a closed table
 * shows a new party an empty tab, 'Llamar al mesero' reaches the board's 'Mesas' view with its
 * chime and is attended there, and a tab split between a card (10 % tip) and SINPE Móvil ends paid,
 * each payment with its electronic receipt: the SINPE payer's a factura a su nombre, asked for on the
 * bill; a cash payer opens their printable tiquete from the bill on their phone. comercio@demo.cr's
 * restaurant only.
 */
const PHONE = { width: 390, height: 844 };
const OWNER = 'comercio@demo.cr';
const browser = browserForFile();
let staffToken: string;
let tableIds: Record<string, number>;

const served = servedApi(browser);
const api = <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => served.call(init.method ?? 'GET', path, init.body, staffToken);

const phoneAt = (token: string) => phoneAtTable(browser, token);
/** Orders one product from the menu under a name, as a diner does. */
const orderRound = async (phone: Page, product: string, name: string) => {
  if (phone.url().endsWith('/menuqr/tab')) await phone.getByRole('button', { name: 'Ir al Menú' }).click();
  await orderOnPhone(phone, { section: 'Desayunos', dish: product, name });
};

const openTab = (phone: Page) => openTabOn(phone, browser.baseUrl);

/** The board's 'Mesas' view, live, with every chime counted in the page (an oscillator started). */
const openTablesView = async (viewport?: { width: number; height: number }) => {
  const page = await browser.signedInPage(OWNER, { viewport, at: '/orders/tables' });
  await page.evaluate(() => {
    const counter = window as unknown as { chimes: number; chimedAt: number[] };
    counter.chimes = 0;
    counter.chimedAt = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      counter.chimes += 1;
      counter.chimedAt.push(Date.now());
      return start.apply(this, args);
    };
  });
  await page.getByRole('heading', { name: 'Mesas' }).first().waitFor().catch(() => undefined);
  await page.locator('[data-connection="live"]').waitFor();
  // browsers play sound only after the page was touched
  await page.mouse.click(5, 300);
  return page;
};
const chimes = (page: Page) => page.evaluate(() => (window as unknown as { chimes: number }).chimes);
const tableCard = (page: Page, name: string) => page.locator(`[data-table="${name}"]`);

beforeAll(async () => {
  staffToken = await served.signIn(OWNER);
  tableIds = await freeTables(api, ['Mesa 2', 'Mesa 3', 'Mesa 4', 'Mesa 5', 'Mesa 6']);
});

describe("the table's tab on every phone", () => {
  it('shows both phones both rounds and one total, pushed; after staff close the table a new phone sees an empty tab', async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 2');
    const ana = await phoneAt(token);
    const luis = await phoneAt(token);
    // the tab's address is a page, not a table's code: nothing asks for a menu named 'tab'
    const menuAsked: string[] = [];
    ana.on('request', (request) => request.url().includes('/getMenuQR/tab') && menuAsked.push(request.url()));
    // the tab asked as JSON: the fallback of a stream that does not get through (public-app/src/tab/useTab.ts)
    const tabPolls: string[] = [];
    ana.on('request', (request) => request.url().endsWith('/api/table/tab/external') && request.headers().accept !== 'text/event-stream' && tabPolls.push(request.url()));
    await openTab(ana);
    await openTab(luis);
    await ana.getByTestId('tab-empty').waitFor();

    await orderRound(ana, 'Gallo pinto con huevo', 'Ana');
    await openTab(ana);
    await luis.locator('[data-order]').first().waitFor();

    await orderRound(luis, 'Gallo pinto con huevo', 'Luis');
    // Ana's tab page stayed open, fed by nothing but its stream: Luis's round reaches it (how soon: `npm run bench -- livePush`)
    await expect.poll(() => ana.locator('[data-order]').count()).toBe(2);
    expect(tabPolls).toEqual([]);
    await openTab(luis);
    for (const phone of [ana, luis]) {
      await expect.poll(() => phone.locator('[data-order]').count()).toBe(2);
      const text = await phone.locator('.tab-rounds').innerText();
      expect(text).toMatch(/Ana · Pedido N\.º \d+/);
      expect(text).toMatch(/Luis · Pedido N\.º \d+/);
    }
    const totals = await Promise.all([ana, luis].map((phone) => phone.getByTestId('tab-total').innerText()));
    expect(totals[0]).toMatch(/₡/);
    expect(totals[1]).toBe(totals[0]);
    expect(await englishOn(ana)).toEqual([]);
    expect(menuAsked).toEqual([]);

    // staff close the table from the board
    const board = await openTablesView();
    const card = tableCard(board, 'Mesa 2');
    await card.getByRole('button', { name: 'Cerrar mesa' }).click();
    await board.getByRole('dialog').getByRole('button', { name: 'Cerrar mesa' }).click();
    // closed with both rounds unpaid: no bill, yet never 'Libre' while 'Pedidos' has them open
    await expect.poll(() => card.getByTestId('taken').innerText()).toMatch(/^Ocupada · pedidos sin pagar: N\.º \d+/);
    expect(await card.getByText('Libre', { exact: true }).count()).toBe(0);

    const next = await phoneAt(token);
    await openTab(next);
    await next.getByTestId('tab-empty').waitFor();
    expect(await next.locator('[data-order]').count()).toBe(0);
    // the phones still open follow: the party's tab is gone from them too
    await ana.getByTestId('tab-empty').waitFor();
    await Promise.all([ana, luis, next, board].map((page) => page.context().close()));
  });
});

describe("calling the waiter", () => {
  it("reaches the board's Mesas view with its chime, is not duplicated while pending, and 'Atender' clears it", async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 3');
    // the floor's other screens: 'Pedidos' and the kitchen see the same calls
    const others = await Promise.all(['/orders', '/orders/kitchen'].map((at) => browser.signedInPage(OWNER, { at })));
    const board = await openTablesView();
    const card = tableCard(board, 'Mesa 3');
    await card.waitFor();
    const before = await chimes(board);
    const phone = await phoneAt(token);
    await orderRound(phone, 'Gallo pinto con huevo', 'Eva');
    await openTab(phone);
    // the order reloads the board's list; wait for it before counting the call
    await card.getByText(/Abierta hace/).waitFor();
    // how soon the call and its chime arrive: `npm run bench -- livePush`
    await phone.getByRole('button', { name: 'Llamar al mesero' }).click();
    await card.locator('[data-call="waiter"]').waitFor();
    await expect.poll(() => chimes(board)).toBeGreaterThan(before);
    await expect(card.locator('[data-call="waiter"]').innerText()).resolves.toContain('Llama al mesero');
    for (const screen of others) await expect.poll(() => screen.getByTestId('pending-calls').innerText()).toContain('Mesa 3 · Llama al mesero');

    // the phone shows it pending and cannot call again; a call from another phone is the same call
    await phone.getByRole('alertdialog').getByRole('button').first().click();
    await expect.poll(() => phone.locator('button[data-call="waiter"]').isDisabled()).toBe(true);
    const other = await phoneAt(token);
    await openTab(other);
    await expect.poll(() => other.locator('button[data-call="waiter"]').isDisabled()).toBe(true);
    const repeat = await other.evaluate(
      async ([tableCode]) => (await fetch('/api/table/call/external', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: tableCode, kind: 'waiter' }) })).json(),
      [token],
    );
    expect(repeat.repeated).toBe(true);
    // proves absent: the repeated call adds no second card
    await nothingWithin(500);
    expect(await card.locator('[data-call="waiter"]').count()).toBe(1);

    await card.locator('[data-call="waiter"]').getByRole('button', { name: 'Atender' }).click();
    await card.locator('[data-call="waiter"]').waitFor({ state: 'detached' });
    await expect.poll(() => phone.locator('button[data-call="waiter"]').isDisabled()).toBe(false);
    // attended on one screen, gone from all
    for (const screen of others) await screen.getByTestId('pending-calls').waitFor({ state: 'detached' });
    expect(await englishOn(board)).toEqual([]);
    await Promise.all([phone, other, board, ...others].map((page) => page.context().close()));
  });
});

describe('paying the tab split in two', () => {
  it('one half by card with a 10 % tip, the other by SINPE Móvil which the owner confirms: the tab is paid and each payment has its receipt', async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 4');
    const phone = await phoneAt(token);
    await orderRound(phone, 'Gallo pinto con huevo', 'Sofía');
    await openTab(phone);
    const total = await phone.getByTestId('tab-total').innerText();

    // the card half, with a 10 % tip
    await phone.getByRole('button', { name: 'Pagar' }).click();
    await phone.getByRole('heading', { name: 'Pagar la cuenta' }).waitFor();
    await phone.getByLabel('Partes iguales').check();
    const half = await phone.getByTestId('part-amount').innerText();
    await phone.getByLabel('10\u00a0%').check();
    const charged = await phone.getByTestId('charge-total').innerText();
    const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(money(charged)).toBeCloseTo(money(half) * 1.1, 1);
    await fillCard(phone, { name: 'Sofía Rojas', number: '4929180567305545', expiry: '1230' });
    await phone.getByRole('button', { name: /^Pagar/ }).last().click();
    await phone.waitForURL('**/voucher/**');
    // the card payment's voucher shows its electronic receipt
    await phone.getByText('Tiquete Electrónico').first().waitFor();
    // its amount is the part and the tip, which it names: the invoice under it is the part alone
    const tipRow = await phone.locator('.fact', { hasText: 'Propina incluida' }).innerText();
    expect(money(tipRow)).toBeCloseTo(money(charged) - money(half), 2);

    // the SINPE half
    await openTab(phone);
    await phone.getByRole('button', { name: 'Pagar' }).click();
    // 'Partes iguales' now divides what remains, not the whole bill
    await phone.getByLabel('Partes iguales').check();
    const remainingCents = Math.round((money(total) - money(half)) * 100);
    await expect(phone.getByTestId('part-amount').innerText().then(money)).resolves.toBeCloseTo(Math.ceil(remainingCents / 2) / 100, 2);
    await phone.getByLabel('Todo', { exact: true }).check();
    await phone.getByLabel('SINPE Móvil').check();
    await expect(phone.getByTestId('sinpe-phone').innerText()).resolves.toBe('88887777');
    expect(money(await phone.getByTestId('sinpe-amount').innerText())).toBeCloseTo(money(total) - money(half), 2);
    await phone.locator('input[name="sinpe-reference"]').fill('000123456789');
    // a company lunch: this half wants a factura a su nombre, asked for as on an order's receipt
    const payBodies: string[] = [];
    phone.on('request', (request) => request.url().endsWith('/table/pay/external') && payBodies.push(request.postData() ?? ''));
    await phone.getByRole('checkbox', { name: '¿Necesita factura a su nombre?' }).check();
    await phone.getByLabel('Nombre o razón social').fill('Distribuidora Tica S.A.');
    await phone.getByLabel('Tipo de identificación').selectOption({ label: 'Cédula jurídica' });
    await phone.getByLabel('Número de identificación').fill('3-101-654321');
    await phone.getByLabel('Correo electrónico').fill('compras@tica.cr');
    await shoot(phone, 'tab-pay-factura');
    // tapped straight from the e-mail field: leaving it must not move the button under the tap
    await phone.getByRole('button', { name: 'Enviar referencia' }).click();
    await phone.getByRole('alertdialog').getByRole('button').first().click();
    await phone.waitForURL('**/menuqr/tab');
    await phone.locator('[data-payment-status="pending"]').waitFor();
    expect(JSON.parse(payBodies[0]).receiver).toEqual({ name: 'Distribuidora Tica S.A.', identificationType: '02', identificationNumber: '3-101-654321', email: 'compras@tica.cr' });

    // the owner checks the bank and confirms it on the board
    const board = await openTablesView();
    const card = tableCard(board, 'Mesa 4');
    await card.getByText(/ref\. 000123456789/).waitFor();
    await card.getByRole('button', { name: 'Confirmar' }).click();
    await card.locator('[data-sinpe]').waitFor({ state: 'detached' });
    await expect(card.getByTestId('owed').innerText()).resolves.toBe('₡0.00');

    await phone.getByTestId('tab-paid-in-full').waitFor();
    await expect(phone.getByTestId('tab-remaining').innerText()).resolves.toBe('₡0.00');
    expect(await phone.locator('[data-payment-status="confirmed"]').count()).toBe(2);
    expect(await englishOn(phone)).toEqual([]);
    // staff can print the SINPE payer's tiquete from 'Mesas' (a payer without a phone)
    expect(await card.locator('[data-payment]').filter({ hasText: 'SINPE Móvil' }).getByRole('link', { name: 'Comprobante electrónico' }).getAttribute('href')).toMatch(/^\/voucher\/[A-Za-z0-9_-]{22}\/comprobante$/);

    // each payment has its electronic receipt: MedioPago 02 for the card's tiquete, 06 for the SINPE Móvil factura
    // (newest first: this file's server issued nothing after them)
    const { documents } = await api<{ documents: { payments: string[]; type: string }[] }>('/receipts/list?size=5');
    expect(documents.slice(0, 2).map((document) => [document.type, document.payments.join()]).sort()).toEqual([['01', '06'], ['04', '02']]);
    // the SINPE payer opens their factura from the bill, as a card payer opens their voucher
    await phone.locator('[data-payment-status="confirmed"]').filter({ hasText: 'SINPE Móvil' }).getByRole('link', { name: 'Comprobante electrónico' }).click();
    await phone.getByRole('heading', { name: 'Factura Electrónica' }).waitFor();
    await phone.getByText('Distribuidora Tica S.A.').first().waitFor();
    await phone.getByText('Medio de pago: SINPE Móvil').waitFor();
    // the lines' table fits the phone (its headings wrap, the dish's name keeps its words)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewportSize()!.width);
    await Promise.all([phone, board].map((page) => page.context().close()));
  });
});

describe('an order of the tab cancelled after it was paid', () => {
  it("shows the 'Mesas' view, live and at phone size, what was given back to the card, for which order and why", async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 5');
    const { products } = await api<{ products: { id: number; name: string; merchant_id: number }[] }>('/menu/getMenu');
    const product = products.find((candidate) => candidate.name === 'Gallo pinto con huevo')!;
    const diner = async <T>(path: string, body: unknown, key?: string): Promise<T> => served.call('POST', path, body, undefined, key ? { 'idempotency-key': key } : {});
    const place = () => diner<{ order: { id: number; orderNumber: number; total: number } }>('/order/external', { token, name: 'Ana', order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false } });
    const first = (await place()).order;
    const second = (await place()).order;
    const { tab } = await diner<{ tab: { amounts: { remaining: number } } }>('/table/tab/external', { token });
    await diner('/table/pay/external', { token, amount: tab.amounts.remaining, tip: 0, method: 'card', card: { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' } }, `refund-view-${Date.now()}`);

    const desk = await openTablesView();
    const card = tableCard(desk, 'Mesa 5');
    await expect(card.getByTestId('owed').innerText()).resolves.toBe('₡0.00');
    expect(await card.locator('[data-refund]').count()).toBe(0);
    // the kitchen ran out: staff cancel the first round, which the card had paid
    await api(`/orders/${first.id}/status`, { method: 'PUT', body: { from: 'CREATED', status: 'CANCELLED', reason: 'Se acabó el gas' } });

    const refundLine = card.locator(`[data-refund="${first.id}"]`);
    // the open board hears of it on its stream
    await refundLine.waitFor();
    const phone = await openTablesView(PHONE);
    for (const page of [desk, phone]) {
      const line = tableCard(page, 'Mesa 5').locator(`[data-refund="${first.id}"]`);
      await expect(line.innerText()).resolves.toMatch(new RegExp(`^Devuelto a la tarjeta: ${formatMoney(first.total).replace('.', '\\.')} · Pedido\\sN\\.º\\s${first.orderNumber} cancelado\\n+Motivo: Se acabó el gas · Carmen Alvarado · \\d\\d:\\d\\d$`));
      await expect(tableCard(page, 'Mesa 5').getByTestId('refunded').innerText()).resolves.toBe(formatMoney(-first.total));
      // what is left to pay: the second round, paid; nothing owed
      await expect(tableCard(page, 'Mesa 5').getByTestId('owed').innerText()).resolves.toBe('₡0.00');
      expect(await englishOn(page)).toEqual([]);
    }
    expect(second.total).toBeGreaterThan(0);
    // the table's phones find it on the bill, with the nota de crédito of what went back
    const dinerPhone = await phoneAtTable(browser, token);
    await openTabOn(dinerPhone, browser.baseUrl);
    const refunded = dinerPhone.locator('[data-refund]');
    await expect(refunded.innerText()).resolves.toBe(`Devuelto ${formatMoney(first.total)}: Se acabó el gas · Nota de crédito`);
    await refunded.getByRole('link', { name: 'Nota de crédito' }).click();
    await dinerPhone.getByRole('heading', { name: 'Nota de Crédito Electrónica' }).waitFor();
    await Promise.all([desk, phone, dinerPhone].map((page) => page.context().close()));
  });
});

describe('a table paid in cash', () => {
  it("lets the cash payer open their printable tiquete from their phone's bill", async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 6');
    const { products } = await api<{ products: { id: number; name: string }[] }>('/menu/getMenu');
    const product = products.find((candidate) => candidate.name === 'Gallo pinto con huevo')!;
    await served.call('POST', '/order/external', { token, name: 'Luis', order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false } });
    const { tab } = (await served.call('POST', '/table/tab/external', { token })) as { tab: { amounts: { remaining: number } } };
    // staff take the notes at the table and record them, as 'Cobrar en efectivo' does
    const amount = tab.amounts.remaining;
    await api(`/orders/tables/${tableIds['Mesa 6']}/cash`, { method: 'POST', body: { amount, tip: 0, received: Math.ceil(amount / 1000) * 1000 } });

    const phone = await phoneAt(token);
    await openTab(phone);
    const paid = phone.locator('[data-payment-status="confirmed"]').filter({ hasText: 'Efectivo' });
    await paid.getByRole('link', { name: 'Comprobante electrónico' }).click();
    await phone.getByRole('heading', { name: 'Tiquete Electrónico' }).waitFor();
    await phone.getByText('Medio de pago: Efectivo').waitFor();
    await phone.getByText(product.name).first().waitFor();
    await phone.context().close();
  });
});
