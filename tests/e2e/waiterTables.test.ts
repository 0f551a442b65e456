import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { crDate } from '../../src/domain/costaRicaTime';
import { formatMoney } from '../../src/domain/money';
import { browserForFile, englishOn } from '../support/browserSession';
import { fillCard, freeTables, openTabOn, phoneAtTable } from '../support/dinerPhone';
import { chooseOption, fieldByLabel } from '../support/formControls';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';

/**
 * Waiters own tables, at phone size (390×844): the owner links a new waiter to the operator's user
 * and gives them 'Mesa 2' from 'Mesas'; a diner at that table orders a dish with a note for the
 * kitchen ('Alergia al maní') and pays the bill with a 10 % tip; the kitchen shows the note as an
 * allergy; the day's close counts the tip under that waiter; and the operator's 'Mis mesas' shows
 * only their table, on 'Mesas', 'Pedidos' and the kitchen view, and stays on after a reload; their
 * 'Mi turno' shows the diner's call and the order 'Listo' as 'Pedidos' and 'Mesas' do, and 'Atender'
 * there clears the call on all three. Its own
 * server: it links a user and gives tables waiters, which other files do not expect.
 */
const PHONE = { width: 390, height: 844 };
const OWNER = 'comercio@demo.cr';
const OPERATOR = 'operador@demo.cr';
const WAITER = 'Valeria Campos';
const NOTE = 'Alergia al maní';
const DISH = 'Gallo pinto con huevo';
const browser = browserForFile({ ownServer: true });
const served = servedApi(browser);
let owner: Page;
let ownerToken: string;
let token: string;
let orderId: number;
/** The operator's phone from 'Mis mesas' on: its tabs are 'Mesas', 'Pedidos' and 'Mi turno'. */
let operator: Page;

const ownerCall = <T,>(path: string, init: { method?: string } = {}) => served.call(init.method ?? 'GET', path, undefined, ownerToken) as Promise<T>;

beforeAll(async () => {
  ownerToken = await served.signIn(OWNER);
  // the seed leaves today's unpaid rounds on open bills: the test's table starts free
  await freeTables(ownerCall, ['Mesa 2']);
  token = await tableToken(browser.baseUrl, OWNER, 'Mesa 2');
  owner = await browser.signedInPage(OWNER, { viewport: PHONE, at: '/waiter' });
});

describe("the owner gives a table its waiter, on a phone", () => {
  it('links a new waiter to the operator’s user on the waiter form', async () => {
    await owner.getByRole('heading', { name: 'Crear mesero', exact: true }).waitFor();
    await fieldByLabel(owner, 'Nombre').fill(WAITER);
    await chooseOption(owner, 'Usuario', 'Olman Ramírez (operador@demo.cr)');
    await owner.getByRole('button', { name: 'Guardar' }).click();
    const dialog = owner.getByRole('dialog').filter({ hasText: 'Mesero creado correctamente.' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    // the list (cards at phone size) names the user beside the waiter
    await owner.getByText('Olman Ramírez (operador@demo.cr)').first().waitFor();
    expect(await englishOn(owner)).toEqual([]);
  });

  it("gives 'Mesa 2' to the waiter with one select on 'Mesas', without a horizontal scroll", async () => {
    await browser.visit(owner, '/orders/tables');
    const card = owner.locator('[data-table="Mesa 2"]');
    await card.waitFor();
    await card.getByRole('combobox', { name: 'Mesero' }).click();
    await owner.getByRole('option', { name: WAITER, exact: true }).click();
    await expect.poll(() => card.getByRole('combobox', { name: 'Mesero' }).innerText()).toBe(WAITER);
    // stored: the list asked again says so
    const { tables } = await ownerCall<{ tables: { name: string; waiter: { name: string } | null }[] }>('/orders/tables');
    expect(tables.find((table) => table.name === 'Mesa 2')!.waiter?.name).toBe(WAITER);
    // the owner is no waiter: no 'Mis mesas' for them
    expect(await owner.getByLabel('Mis mesas').count()).toBe(0);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await englishOn(owner)).toEqual([]);
  });
});

describe('a diner at that table orders with a note for the kitchen and pays with a tip', () => {
  it('writes the note under the dish, sees it on the confirmation and the receipt', async () => {
    const phone = await phoneAtTable(browser, token);
    await phone.getByRole('button', { name: /^Desayunos/ }).click();
    await phone.getByRole('article', { name: DISH }).getByRole('button', { name: `Agregar ${DISH}` }).click();
    await phone.getByRole('button', { name: /^Continuar/ }).click();
    await phone.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    await phone.getByRole('button', { name: 'Agregar nota' }).click();
    await phone.getByLabel('Nota para la cocina (opcional)').fill(NOTE);
    await phone.getByRole('button', { name: 'Listo' }).click();
    await phone.getByText(`Nota: ${NOTE}`).waitFor();
    await phone.getByRole('button', { name: 'Continuar' }).click();
    await phone.locator('.confirm-lines .line-note-text').getByText(NOTE, { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Confirmar pedido' }).click();
    await phone.waitForURL('**/menuqr/order');
    await phone.locator('table.amounts .line-note-text').getByText(NOTE, { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // the order reached the board with its waiter and the note on its line
    const board = await ownerCall<{ orders: { id: number; table: { name: string } | null; waiter: { name: string } | null; products: { name: string; message: string }[] }[] }>('/orders/today');
    const placed = board.orders.find((order) => order.table?.name === 'Mesa 2' && order.products.some((line) => line.message === NOTE))!;
    expect(placed.waiter?.name).toBe(WAITER);
    orderId = placed.id;

    // the whole bill by card, with a 10 % tip
    await openTabOn(phone, browser.baseUrl);
    await phone.getByRole('button', { name: 'Pagar' }).click();
    await phone.getByRole('heading', { name: 'Pagar la cuenta' }).waitFor();
    await phone.getByLabel('Todo', { exact: true }).check();
    await phone.getByLabel('10\u00a0%').check();
    await fillCard(phone);
    await phone.getByRole('button', { name: /^Pagar/ }).last().click();
    await phone.waitForURL('**/voucher/**');
    await phone.context().close();
  });

  it('shows the note on the kitchen view as an allergy', async () => {
    await browser.visit(owner, '/orders/kitchen');
    const allergy = owner.locator(`article[data-order-id="${orderId}"] [data-allergy]`);
    await allergy.waitFor();
    expect(await allergy.innerText()).toBe(NOTE);
    expect(await allergy.getByRole('img', { name: 'Aviso de alergia' }).count()).toBe(1);
  });

  it("counts the tip under the waiter in the day's close, and the rows add up to the day's tips", async () => {
    const close = await ownerCall<{ tipsByWaiter: { name: string; tips: number }[]; total: { tips: number } }>(`/cashClose/${crDate(Date.now())}`);
    const row = close.tipsByWaiter.find((entry) => entry.name === WAITER)!;
    const { payments } = await served.call('POST', '/table/tab/external', { token }).then((answer: { tab: { payments: { tip: number }[] } | null }) => answer.tab ?? { payments: [] });
    expect(payments.length).toBe(1);
    expect(row.tips).toBe(payments[0].tip);
    expect(row.tips).toBeGreaterThan(0);
    expect(Math.round(close.tipsByWaiter.reduce((sum, entry) => sum + entry.tips * 100, 0))).toBe(Math.round(close.total.tips * 100));

    await browser.visit(owner, '/reports/cash-close');
    const tipRow = owner.getByRole('row', { name: new RegExp(WAITER) });
    await tipRow.waitFor();
    expect(await tipRow.innerText()).toContain(formatMoney(row.tips));
    expect(await englishOn(owner)).toEqual([]);
  });
});

describe("'Mis mesas' for the operator the waiter is linked to", () => {
  it("shows only their table on 'Mesas', 'Pedidos' and the kitchen, and stays on after a reload", async () => {
    operator = await browser.signedInPage(OPERATOR, { viewport: PHONE, at: '/orders/tables' });
    await operator.locator('[data-table]').first().waitFor();
    expect(await operator.locator('[data-table]').count()).toBeGreaterThan(1);
    await operator.getByLabel('Mis mesas').check();
    await expect.poll(() => operator.locator('[data-table]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-table')))).toEqual(['Mesa 2']);
    expect(await englishOn(operator)).toEqual([]);

    // remembered in this browser: the board opens with it on
    await operator.reload();
    await operator.locator('[data-table]').first().waitFor();
    expect(await operator.getByLabel('Mis mesas').isChecked()).toBe(true);
    expect(await operator.locator('[data-table]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-table')))).toEqual(['Mesa 2']);

    // 'Pedidos': only the orders of their table (today's other tables have many)
    await browser.visit(operator, '/orders');
    await operator.locator(`article[data-order-id="${orderId}"]`).waitFor();
    // on a phone the filters fold behind 'Filtros'; 'Mis mesas' stays in sight
    expect(await operator.getByRole('button', { name: 'Agotados' }).count()).toBe(0);
    expect(await operator.getByLabel('Mis mesas').isChecked()).toBe(true);
    await operator.getByRole('button', { name: 'Filtros' }).click();
    await operator.getByRole('button', { name: 'Agotados' }).waitFor();
    await operator.getByRole('button', { name: 'Ocultar filtros' }).click();
    const shown = await operator.locator('article[data-order-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-order-id'))));
    const board = await ownerCall<{ orders: { id: number; table: { name: string } | null; waiter: { name: string } | null }[] }>('/orders/today');
    expect(board.orders.filter((order) => order.table?.name !== 'Mesa 2').length).toBeGreaterThan(0);
    expect(shown.every((id) => board.orders.find((order) => order.id === id)?.table?.name === 'Mesa 2' || board.orders.find((order) => order.id === id)?.waiter?.name === WAITER)).toBe(true);

    // the kitchen: the same
    await browser.visit(operator, '/orders/kitchen');
    await operator.locator(`article[data-order-id="${orderId}"]`).waitFor();
    const cooking = await operator.locator('article[data-order-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-order-id'))));
    expect(cooking.every((id) => board.orders.find((order) => order.id === id)?.table?.name === 'Mesa 2')).toBe(true);

    // off again: every table
    await operator.getByLabel('Mis mesas').uncheck();
    await browser.visit(operator, '/orders/tables');
    await expect.poll(() => operator.locator('[data-table]').count()).toBeGreaterThan(1);
  });
});

describe("'Mi turno': the waiter's own view, on the same phone", () => {
  it("shows a diner's call and a 'Listo' on 'Pedidos', 'Mesas' and 'Mi turno'; 'Atender' there clears all three", async () => {
    const mesas = operator.locator('[data-table="Mesa 2"]');
    await mesas.waitFor();
    // 'Pedidos' and 'Mi turno' in two more tabs of the phone, signed in as the operator
    const board = await operator.context().newPage();
    await board.goto(`${browser.baseUrl}/orders`);
    await board.locator(`article[data-order-id="${orderId}"]`).waitFor();
    const shift = await operator.context().newPage();
    await shift.goto(`${browser.baseUrl}/orders/mine`);
    const mine = shift.locator('[data-my-table="Mesa 2"]');
    await mine.waitFor();
    // only the waiter's table, with what the ledger says it owes (the bill is paid)
    expect(await shift.locator('[data-my-table]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-my-table')))).toEqual(['Mesa 2']);
    expect(await mine.getByTestId('owed').innerText()).toBe(formatMoney(0));
    expect(await shift.getByText('Nada listo para servir por ahora.').count()).toBe(1);

    // the kitchen marks the diner's order 'Listo': on the card, the queue and 'Mesas'
    for (const [from, status] of [['CREATED', 'PREPARING'], ['PREPARING', 'READY']]) await served.call('PUT', `/orders/${orderId}/status`, { from, status }, ownerToken);
    const queued = shift.getByTestId('ready-queue').locator(`[data-order-id="${orderId}"]`);
    await expect.poll(() => queued.innerText()).toContain(DISH);
    await expect.poll(() => mine.getByTestId('ready').innerText()).toMatch(/^Listo para servir: N\.º \d+$/);
    await expect.poll(() => mesas.getByTestId('ready').innerText()).toBe(await mine.getByTestId('ready').innerText());

    // the diner's 'Llamar al salonero' (the call its button makes): pushed to the three tabs, none reloaded
    const answer = await fetch(`${browser.baseUrl}/api/table/call/external`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, kind: 'waiter' }) });
    expect(answer.status).toBe(200);
    const onShift = mine.locator('[data-call="waiter"]');
    const onMesas = mesas.locator('[data-call="waiter"]');
    const onBoard = board.getByTestId('pending-calls').locator('[data-call="waiter"]', { hasText: 'Mesa 2' });
    await expect.poll(() => onShift.innerText()).toContain('Llama al mesero');
    await expect.poll(() => onMesas.innerText()).toContain('Llama al mesero');
    await expect.poll(() => onBoard.innerText()).toContain('Mesa 2 · Llama al mesero');
    expect(await englishOn(shift)).toEqual([]);
    expect(await shift.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // attended on 'Mi turno': gone from all three
    await onShift.getByRole('button', { name: 'Atender' }).click();
    await onShift.waitFor({ state: 'detached' });
    await onMesas.waitFor({ state: 'detached' });
    await onBoard.waitFor({ state: 'detached' });

    // carried: 'Marcar entregado' empties the queue and 'Mesas' no longer says 'Listo'
    await queued.getByRole('button', { name: 'Marcar entregado' }).click();
    await queued.waitFor({ state: 'detached' });
    await mesas.getByTestId('ready').waitFor({ state: 'detached' });
    await operator.context().close();
  });
});
