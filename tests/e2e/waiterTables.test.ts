import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WAITER_NAME, DEMO_WAITER_TABLES } from '../../mock-api/seed/demoWaiter';
import { crDate } from '../../src/domain/costaRicaTime';
import { formatMoney } from '../../src/domain/money';
import { browserForFile, englishOn } from '../support/browserSession';
import { fillCard, freeTables, openTabOn, phoneAtTable } from '../support/dinerPhone';
import { chooseOption, fieldByLabel } from '../support/formControls';
import { holdPrintDialog } from '../support/printDialog';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';

/**
 * Waiters own tables, at phone size (390×844), under `npm start` (React's StrictMode runs every
 * effect twice: a round or a payment must still be sent once). The owner links a new waiter to a
 * user of theirs and gives them 'Mesa 2' from 'Mesas'. The operator, whom the seed makes a waiter
 * with tables of their own (mock-api/seed/demoWaiter.ts), signs in, opens 'Tomar pedido' from
 * their table's card on 'Mi turno' and takes two rounds there, the first a dish with its required
 * doneness, an extra and a note for the kitchen ('Alergia al maní') under it, at the price the
 * dialog offered; 'Pedidos' says who took them; the kitchen view shows the note as an
 * allergy and the station's ticket prints it boxed; a diner at that table adds a round of their own
 * with a note under the dish, sees the three rounds on their phone's bill and pays it with a 10 %
 * tip, which the day's close counts under that waiter. Their
 * 'Mis mesas' shows only their tables on 'Mesas', 'Pedidos' and the kitchen view, and stays on
 * after a reload; their 'Mi turno' shows the diner's call and the order 'Listo' as 'Pedidos' and
 * 'Mesas' do, and 'Atender' there clears the call on all three. Its own server: it links a user and
 * gives tables waiters, which other files do not expect.
 */
const PHONE = { width: 390, height: 844 };
const OWNER = 'comercio@demo.cr';
const OPERATOR = 'operador@demo.cr';
/** The user the owner links the new waiter to: a staff user of the restaurant no waiter names yet. */
const LINKED_USER = 'Tomás Esquivel (temporal@demo.cr)';
const NEW_WAITER = 'Valeria Campos';
const WAITER = DEMO_WAITER_NAME;
/** The operator's table the chain runs at: the first the seed gives them. */
const TABLE = DEMO_WAITER_TABLES[0];
const NOTE = 'Alergia al maní';
const DISH = 'Lomito a la parrilla';
const DRINK = 'Café con leche';
/** The dish's choices as the cart, the board and the ticket write them. */
const CHOICES = 'Término: Tres cuartos · Extras: Aguacate';
/** The diner's own round at the table, with a note of theirs under the dish. */
const DINER_DISH = 'Gallo pinto con huevo';
const DINER_NOTE = 'Sin cebolla, por favor';
const browser = browserForFile({ devServer: true });
const served = servedApi(browser);
let owner: Page;
let ownerToken: string;
let token: string;
/** The first round: the dish with its doneness and the allergy note. */
let orderId: number;
let orderNumbers: number[] = [];
/** The operator's phone from 'Mi turno' on. */
let operator: Page;

const ownerCall = <T,>(path: string, init: { method?: string } = {}) => served.call(init.method ?? 'GET', path, undefined, ownerToken) as Promise<T>;
type BoardOrders = { orders: { id: number; orderNumber: number; status: string; table: { name: string } | null; waiter: { name: string } | null; products: { name: string; message: string }[] }[] };
type Close = { tipsByWaiter: { name: string; tips: number }[]; total: { tips: number } };
const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  ownerToken = await served.signIn(OWNER);
  // the seed leaves today's unpaid rounds on open bills: the test's tables start free
  await freeTables(ownerCall, ['Mesa 2', TABLE]);
  // and nothing of the seed's at the operator's table waits to be carried: 'Listo' there is the test's
  const { orders } = await ownerCall<BoardOrders>('/orders/today');
  for (const order of orders.filter((candidate) => candidate.table?.name === TABLE && candidate.status === 'READY')) {
    await served.call('PUT', `/orders/${order.id}/status`, { from: 'READY', status: 'DELIVERED' }, ownerToken);
  }
  token = await tableToken(browser.baseUrl, OWNER, TABLE);
  owner = await browser.signedInPage(OWNER, { viewport: PHONE, at: '/waiter' });
});

describe("the owner gives a table its waiter, on a phone", () => {
  it('links a new waiter to a user of the restaurant on the waiter form', async () => {
    await owner.getByRole('heading', { name: 'Crear mesero', exact: true }).waitFor();
    await fieldByLabel(owner, 'Nombre').fill(NEW_WAITER);
    await chooseOption(owner, 'Usuario', LINKED_USER);
    await owner.getByRole('button', { name: 'Guardar' }).click();
    const dialog = owner.getByRole('dialog').filter({ hasText: 'Mesero creado correctamente.' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    // the list (cards at phone size) names the user beside the waiter
    await owner.getByText(LINKED_USER).first().waitFor();
    // and the seed's link of the operator to their waiter beside it
    await owner.getByText('Olman Ramírez (operador@demo.cr)').first().waitFor();
    expect(await englishOn(owner)).toEqual([]);
  });

  it("gives 'Mesa 2' to the waiter with one select on 'Mesas', without a horizontal scroll", async () => {
    await browser.visit(owner, '/orders/tables');
    const card = owner.locator('[data-table="Mesa 2"]');
    await card.waitFor();
    await card.getByRole('combobox', { name: 'Mesero' }).click();
    await owner.getByRole('option', { name: NEW_WAITER, exact: true }).click();
    await expect.poll(() => card.getByRole('combobox', { name: 'Mesero' }).innerText()).toBe(NEW_WAITER);
    // stored: the list asked again says so
    const { tables } = await ownerCall<{ tables: { name: string; waiter: { name: string } | null }[] }>('/orders/tables');
    expect(tables.find((table) => table.name === 'Mesa 2')!.waiter?.name).toBe(NEW_WAITER);
    expect(tables.filter((table) => table.waiter?.name === WAITER).map((table) => table.name)).toEqual(DEMO_WAITER_TABLES);
    // the owner is no waiter: no 'Mis mesas' for them
    expect(await owner.getByLabel('Mis mesas').count()).toBe(0);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await englishOn(owner)).toEqual([]);
  });
});

describe('the waiter takes a two-round order at their table; the kitchen, the ticket, the diner and the close follow', () => {
  /** Sends the round on the 'Pedido' tab and closes the confirmation, answering the order number. */
  const send = async () => {
    await operator.getByRole('button', { name: /^Revisar pedido/ }).click();
    await operator.getByRole('button', { name: 'Enviar pedido' }).click();
    const dialog = operator.getByRole('dialog').filter({ hasText: `enviado para la mesa ${TABLE}.` });
    const text = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'OK' }).click();
    return Number(/Pedido N\.º (\d+)/.exec(text)?.[1]);
  };

  it("takes a dish with its doneness and an allergy note under it, then a second round, from 'Mi turno'", async () => {
    operator = await browser.signedInPage(OPERATOR, { viewport: PHONE, at: '/orders/mine' });
    await operator.locator(`[data-my-table="${TABLE}"]`).getByRole('link', { name: 'Tomar pedido' }).click();
    await operator.getByRole('heading', { name: 'Tomar pedido' }).waitFor();
    await expect.poll(() => operator.getByRole('combobox', { name: /Mesa/ }).textContent()).toContain(TABLE);

    await operator.getByRole('button', { name: new RegExp(DISH) }).click();
    const dish = operator.getByRole('dialog', { name: DISH });
    const add = dish.getByRole('button', { name: /^Agregar ·/ });
    // 'Término' is required: nothing is added until it is chosen
    expect(await add.isDisabled()).toBe(true);
    await dish.getByText('Falta elegir: Término.').waitFor();
    await dish.getByRole('radio', { name: 'Tres cuartos' }).check();
    await dish.getByRole('checkbox', { name: /Aguacate/ }).check();
    await dish.getByLabel('Nota para la cocina').fill(NOTE);
    const addLabel = (await add.textContent()) ?? '';
    await add.click();
    await operator.getByRole('tab', { name: 'Pedido (1)' }).click();
    const cart = operator.getByTestId('take-order-cart');
    await cart.getByText(CHOICES).waitFor();
    await cart.getByText(`Nota: ${NOTE}`).waitFor();
    // the final price the dialog offered is the round's total
    expect(addLabel.replace(/^Agregar · /, '')).toBe(await operator.getByTestId('take-order-total').textContent());
    expect(await englishOn(operator)).toEqual([]);
    // a phone scrolls the screen up and down only
    expect(await operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await operator.getByRole('tab', { name: 'Menú' }).click();
    const first = await send();

    await operator.getByText('La mesa tiene la cuenta abierta: este pedido se suma a su cuenta.').waitFor();
    await operator.getByRole('button', { name: new RegExp(DRINK) }).click();
    await operator.getByRole('dialog', { name: DRINK }).getByRole('button', { name: /^Agregar ·/ }).click();
    const second = await send();
    orderNumbers = [first, second];

    // each round once (StrictMode runs effects twice), at the table, served by the table's waiter
    const board = await ownerCall<BoardOrders>('/orders/today');
    const rounds = board.orders.filter((order) => order.table?.name === TABLE && orderNumbers.includes(order.orderNumber)).sort((a, b) => a.orderNumber - b.orderNumber);
    expect(rounds.map((order) => order.orderNumber)).toEqual(orderNumbers);
    expect(rounds.map((order) => order.waiter?.name)).toEqual([WAITER, WAITER]);
    expect(rounds[0].products).toEqual([expect.objectContaining({ name: DISH, message: NOTE })]);
    orderId = rounds[0].id;
  });

  it('shows the round on the kitchen view with the allergy set apart, and prints it on the station’s ticket', async () => {
    await browser.visit(operator, '/orders/kitchen');
    const card = operator.locator(`article[data-order-id="${orderId}"]`);
    const allergy = card.locator('[data-allergy]');
    await allergy.waitFor();
    expect(await allergy.innerText()).toBe(NOTE);
    expect(await allergy.getByRole('img', { name: 'Aviso de alergia' }).count()).toBe(1);

    const dialog = await holdPrintDialog(operator);
    await card.getByRole('button', { name: 'Imprimir' }).click();
    const tickets = operator.getByTestId('kitchen-ticket');
    await tickets.first().waitFor({ state: 'attached' });
    await expect.poll(() => dialog.openCount()).toBe(1);
    await operator.emulateMedia({ media: 'print' });
    try {
      expect(await tickets.count()).toBe(1);
      const ticket = await tickets.first().innerText();
      expect(ticket).toMatch(/^Impresora: Cocina caliente/);
      expect(ticket).toContain(`Pedido N.º ${orderNumbers[0]}`);
      expect(ticket).toContain(`1 x ${DISH}`);
      expect(ticket).toContain(CHOICES);
      expect(ticket).toContain(`ALERGIA: ${NOTE}`);
      expect(await tickets.first().locator('[data-allergy]').count()).toBe(1);
    } finally {
      await operator.emulateMedia({ media: 'screen' });
    }
    await dialog.close();
    await tickets.first().waitFor({ state: 'detached' });
    expect(await englishOn(operator)).toEqual([]);
  });

  it("lets a diner at the table add a round with a note, see every round on their bill and pay it with a tip, counted under the waiter", async () => {
    const closeOf = () => ownerCall<Close>(`/cashClose/${crDate(Date.now())}`);
    const tipsBefore = (await closeOf()).tipsByWaiter.find((entry) => entry.name === WAITER)?.tips ?? 0;

    // the diner adds a round of their own, a note written under the dish on their phone
    const phone = await phoneAtTable(browser, token);
    await phone.getByRole('button', { name: /^Desayunos/ }).click();
    await phone.getByRole('article', { name: DINER_DISH }).getByRole('button', { name: `Agregar ${DINER_DISH}` }).click();
    await phone.getByRole('button', { name: /^Continuar/ }).click();
    await phone.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    await phone.getByRole('button', { name: 'Agregar nota' }).click();
    await phone.getByLabel('Nota para la cocina (opcional)').fill(DINER_NOTE);
    await phone.getByRole('button', { name: 'Listo' }).click();
    await phone.getByText(`Nota: ${DINER_NOTE}`).waitFor();
    await phone.getByRole('button', { name: 'Continuar' }).click();
    await phone.locator('.confirm-lines .line-note-text').getByText(DINER_NOTE, { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Confirmar pedido' }).click();
    await phone.waitForURL('**/menuqr/order');
    await phone.locator('table.amounts .line-note-text').getByText(DINER_NOTE, { exact: true }).waitFor();

    // the bill holds the waiter's two rounds, then the diner's
    await openTabOn(phone, browser.baseUrl);
    const rounds = phone.locator('.tab-rounds > .tab-round');
    await expect.poll(() => rounds.count()).toBe(3);
    expect((await rounds.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-order'))))).slice(0, 2)).toEqual(orderNumbers);
    expect(await rounds.nth(0).innerText()).toContain(DISH);
    expect(await rounds.nth(1).innerText()).toContain(DRINK);
    expect(await rounds.nth(2).innerText()).toContain(DINER_DISH);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await phone.getByRole('button', { name: 'Pagar' }).click();
    await phone.getByRole('heading', { name: 'Pagar la cuenta' }).waitFor();
    await phone.getByLabel('Todo', { exact: true }).check();
    await phone.getByLabel('10\u00a0%').check();
    await fillCard(phone);
    await phone.getByRole('button', { name: /^Pagar/ }).last().click();
    await phone.waitForURL('**/voucher/**');
    await phone.context().close();

    // one payment (StrictMode does not pay twice), and its tip is the waiter's in the close
    const { payments } = await served.call('POST', '/table/tab/external', { token }).then((answer: { tab: { payments: { tip: number }[] } | null }) => answer.tab ?? { payments: [] });
    expect(payments.length).toBe(1);
    expect(payments[0].tip).toBeGreaterThan(0);
    const close = await closeOf();
    const row = close.tipsByWaiter.find((entry) => entry.name === WAITER)!;
    expect(cents(row.tips) - cents(tipsBefore)).toBe(cents(payments[0].tip));
    expect(close.tipsByWaiter.reduce((sum, entry) => sum + cents(entry.tips), 0)).toBe(cents(close.total.tips));

    await browser.visit(owner, '/reports/cash-close');
    const tipRow = owner.getByRole('row', { name: new RegExp(WAITER) });
    await tipRow.waitFor();
    expect(await tipRow.innerText()).toContain(formatMoney(row.tips));
    expect(await englishOn(owner)).toEqual([]);
  });
});

describe("'Mis mesas' for the operator the waiter is linked to", () => {
  it("shows only their tables on 'Mesas', 'Pedidos' and the kitchen, and stays on after a reload", async () => {
    await browser.visit(operator, '/orders/tables');
    await operator.locator('[data-table]').first().waitFor();
    expect(await operator.locator('[data-table]').count()).toBeGreaterThan(1);
    await operator.getByLabel('Mis mesas').check();
    await expect.poll(() => operator.locator('[data-table]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-table')))).toEqual(DEMO_WAITER_TABLES);
    expect(await englishOn(operator)).toEqual([]);

    // remembered in this browser: the board opens with it on
    await operator.reload();
    await operator.locator('[data-table]').first().waitFor();
    expect(await operator.getByLabel('Mis mesas').isChecked()).toBe(true);
    expect(await operator.locator('[data-table]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-table')))).toEqual(DEMO_WAITER_TABLES);

    // 'Pedidos': only the orders of their tables (today's other tables have many); the waiter's
    // rounds say who took them
    await browser.visit(operator, '/orders');
    const taken = operator.locator(`article[data-order-id="${orderId}"]`);
    await taken.getByText(NOTE).waitFor();
    expect(await taken.textContent()).toContain('Tomado por Olman Ramírez');
    expect(await taken.textContent()).toContain(TABLE);
    // on a phone the filters fold behind 'Filtros'; 'Mis mesas' stays in sight
    expect(await operator.getByRole('button', { name: 'Agotados' }).count()).toBe(0);
    expect(await operator.getByLabel('Mis mesas').isChecked()).toBe(true);
    await operator.getByRole('button', { name: 'Filtros' }).click();
    await operator.getByRole('button', { name: 'Agotados' }).waitFor();
    await operator.getByRole('button', { name: 'Ocultar filtros' }).click();
    const shown = await operator.locator('article[data-order-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-order-id'))));
    const board = await ownerCall<BoardOrders>('/orders/today');
    const theirs = (id: number) => DEMO_WAITER_TABLES.includes(board.orders.find((order) => order.id === id)?.table?.name ?? '');
    expect(board.orders.filter((order) => !DEMO_WAITER_TABLES.includes(order.table?.name ?? '')).length).toBeGreaterThan(0);
    expect(shown.every((id) => theirs(id) || board.orders.find((order) => order.id === id)?.waiter?.name === WAITER)).toBe(true);

    // the kitchen: the same
    await browser.visit(operator, '/orders/kitchen');
    await operator.locator(`article[data-order-id="${orderId}"]`).waitFor();
    const cooking = await operator.locator('article[data-order-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-order-id'))));
    expect(cooking.every(theirs)).toBe(true);

    // off again: every table
    await operator.getByLabel('Mis mesas').uncheck();
    await browser.visit(operator, '/orders/tables');
    await expect.poll(() => operator.locator('[data-table]').count()).toBeGreaterThan(1);
  });
});

describe("'Mi turno': the waiter's own view, on the same phone", () => {
  it("shows a diner's call and a 'Listo' on 'Pedidos', 'Mesas' and 'Mi turno'; 'Atender' there clears all three", async () => {
    const mesas = operator.locator(`[data-table="${TABLE}"]`);
    await mesas.waitFor();
    // 'Pedidos' and 'Mi turno' in two more tabs of the phone, signed in as the operator
    const board = await operator.context().newPage();
    await board.goto(`${browser.baseUrl}/orders`);
    await board.locator(`article[data-order-id="${orderId}"]`).waitFor();
    const shift = await operator.context().newPage();
    await shift.goto(`${browser.baseUrl}/orders/mine`);
    const mine = shift.locator(`[data-my-table="${TABLE}"]`);
    await mine.waitFor();
    // only the waiter's tables, with what the ledger says the table owes (the bill is paid)
    expect((await shift.locator('[data-my-table]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-my-table')))).sort()).toEqual([...DEMO_WAITER_TABLES].sort());
    expect(await mine.getByTestId('owed').innerText()).toBe(formatMoney(0));
    expect(await mine.getByTestId('ready').count()).toBe(0);

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
    const onBoard = board.getByTestId('pending-calls').locator('[data-call="waiter"]', { hasText: TABLE });
    await expect.poll(() => onShift.innerText()).toContain('Llama al mesero');
    await expect.poll(() => onMesas.innerText()).toContain('Llama al mesero');
    await expect.poll(() => onBoard.innerText()).toContain(`${TABLE} · Llama al mesero`);
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
