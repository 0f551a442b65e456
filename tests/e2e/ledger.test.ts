import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import { browserForFile, englishOn } from '../support/browserSession';
import { fillCard, freeTables, openTabOn, orderOnPhone, phoneAtTable } from '../support/dinerPhone';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';

/**
 * The one ledger in the browser (docs/departures.md, "One ledger for money"): an order the table's
 * bill paid is not offered to pay again from its receipt; the staff's cancel dialog lists what
 * goes back and by which method; a SINPE Móvil reference reads 'Pago en revisión' until staff
 * confirm it; a placed order leaves the cart empty on every path. comercio@demo.cr's restaurant.
 *
 * On `npm start`'s dev server (browserForFile's `devServer`, tests/support/devServer.ts), not the
 * build: there React's StrictMode mounts every component and runs every effect twice, which is
 * where an order or a payment sent twice, or a cart refilled from storage, would show. So each flow also checks on the API that one order and one payment were made.
 */
const OWNER = 'comercio@demo.cr';
const CARD = { name: 'Ana Solís', number: '4929180567305545', expiry: '1230' };
const browser = browserForFile({ devServer: true });
const served = servedApi(browser);
let staffToken: string;
let tableIds: Record<string, number>;
const api = <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => served.call(init.method ?? 'GET', path, init.body, staffToken);

const phoneAt = (token: string) => phoneAtTable(browser, token);
const openTab = (phone: Page) => openTabOn(phone, browser.baseUrl);

beforeAll(async () => {
  staffToken = await served.signIn(OWNER);
  tableIds = await freeTables(api, ['Mesa 6', 'Mesa 7', 'Mesa 8', 'Mesa 9']);
});

describe('1. an order is charged once', () => {
  it("does not offer 'Pagar con tarjeta' on the receipt of an order the table's bill paid: it reads 'Pedido pagado'", async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 6');
    const phone = await phoneAt(token);
    await orderOnPhone(phone, { section: 'Desayunos', dish: 'Gallo pinto con huevo', name: 'Ana' });
    await phone.getByRole('button', { name: 'Pagar con tarjeta' }).waitFor();
    await openTab(phone);
    await phone.getByRole('button', { name: 'Pagar' }).click();
    await phone.getByRole('heading', { name: 'Pagar la cuenta' }).waitFor();
    await phone.getByLabel('Todo', { exact: true }).check();
    await fillCard(phone, CARD);
    await phone.getByRole('button', { name: /^Pagar/ }).last().click();
    await phone.waitForURL('**/voucher/**', { timeout: 15000 });
    // one order and one payment for it, however often StrictMode ran the pages' effects
    const { tab: paidTab } = await served.call('POST', '/table/tab/external', { token });
    expect(paidTab.rounds).toHaveLength(1);
    expect(paidTab.payments).toHaveLength(1);
    // back to the order's receipt: paid, and nothing to pay again
    await phone.goto(`${browser.baseUrl}/menuqr/order`);
    await phone.locator('[data-field="paid"]').waitFor();
    expect(await phone.getByRole('button', { name: 'Pagar con tarjeta' }).count()).toBe(0);
    expect(await englishOn(phone)).toEqual([]);
    await phone.context().close();
  });
});

describe("3. the staff's cancel dialog says what goes back", () => {
  it('lists the amount and the method that paid the order before confirming, and gives back exactly that', async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 7');
    const { products } = await api<{ products: { id: number; name: string }[] }>('/menu/getMenu');
    const product = products.find((candidate) => candidate.name === 'Gallo pinto con huevo')!;
    const diner = <T>(path: string, body: unknown, key?: string): Promise<T> => served.call('POST', path, body, undefined, key ? { 'idempotency-key': key } : {});
    const place = (name: string) => diner<{ order: { id: number; orderNumber: number; total: number } }>('/order/external', { token, name, order: { detail: '', products: [{ id: product.id, quantity: 1 }], takeout: false } });
    const mains = (await place('Ana')).order;
    const dessert = (await place('Luis')).order;
    // the first round by card, the second by SINPE Móvil, which staff confirm
    await diner('/table/pay/external', { token, amount: mains.total, tip: 0, method: 'card', card: CARD }, `ledger-e2e-${Date.now()}-1`);
    const sinpe = await diner<{ payment: { id: number } }>('/table/pay/external', { token, amount: dessert.total, tip: 0, method: 'sinpe', sinpeReference: '808080808080', payerName: 'Luis' }, `ledger-e2e-${Date.now()}-2`);
    await api(`/orders/payments/${sinpe.payment.id}/confirm`, { method: 'PUT' });

    const board = await browser.signedInPage(OWNER, { at: '/orders' });
    const card = board.locator(`article[data-order-id="${dessert.id}"]`);
    await card.getByText('Pagado', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = board.getByRole('dialog');
    await expect(dialog.getByTestId('cancel-message').innerText()).resolves.toBe(
      `Este pedido tiene pagos: al cancelarlo se devuelven ${formatMoney(dessert.total)} por SINPE Móvil a Luis. Lo que el pedido apartó vuelve a estar disponible. Indique el motivo.`,
    );
    await dialog.getByLabel('Motivo').fill('Se acabó el postre');
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await board.getByText('Pedido cancelado correctamente.').waitFor();
    // the table was fully paid: it is asked for nothing again
    const { tab } = await diner<{ tab: { amounts: { remaining: number; refunded: number } } }>('/table/tab/external', { token });
    expect(tab.amounts).toMatchObject({ remaining: 0, refunded: dessert.total });
    expect(await englishOn(board)).toEqual([]);
    await board.context().close();
  });
});

describe("6. a SINPE Móvil reference is in review", () => {
  it("tells the payer and the bill 'Pago en revisión', never that the bill is paid, until staff confirm it", async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 8');
    const phone = await phoneAt(token);
    await orderOnPhone(phone, { section: 'Desayunos', dish: 'Gallo pinto con huevo', name: 'Eva' });
    await openTab(phone);
    await phone.getByRole('button', { name: 'Pagar' }).click();
    await phone.getByLabel('Todo', { exact: true }).check();
    await phone.getByLabel('SINPE Móvil').check();
    await phone.locator('input[name="sinpe-reference"]').fill('909090909090');
    await phone.getByRole('button', { name: 'Enviar referencia' }).click();
    const sent = phone.getByRole('alertdialog');
    await expect(sent.innerText()).resolves.toMatch(/^Pago en revisión\./);
    await sent.getByRole('button').first().click();
    await phone.waitForURL('**/menuqr/tab');
    await phone.getByTestId('tab-in-review').waitFor();
    await expect(phone.locator('[data-payment-status="pending"]').innerText()).resolves.toContain('Pago en revisión');
    // the reference was sent once
    expect((await served.call('POST', '/table/tab/external', { token })).tab.payments).toHaveLength(1);
    expect(await phone.getByTestId('tab-paid-in-full').count()).toBe(0);
    // another phone at the table reads the same, and its pay page does not call the bill paid
    const other = await phoneAt(token);
    await openTab(other);
    await other.getByTestId('tab-in-review').waitFor();
    await other.goto(`${browser.baseUrl}/menuqr/tabpay`);
    await expect(other.getByTestId('tab-pay-state').innerText()).resolves.toMatch(/^Pago en revisión/);

    // staff confirm it: now it is paid
    const { tables } = await api<{ tables: { id: number; tab: { payments: { id: number; status: string }[] } | null }[] }>('/orders/tables');
    const pending = tables.find((table) => table.id === tableIds['Mesa 8'])!.tab!.payments.find((payment) => payment.status === 'pending')!;
    await api(`/orders/payments/${pending.id}/confirm`, { method: 'PUT' });
    await phone.getByTestId('tab-paid-in-full').waitFor({ timeout: 5000 });
    expect(await phone.getByTestId('tab-in-review').count()).toBe(0);
    expect(await englishOn(phone)).toEqual([]);
    await Promise.all([phone, other].map((page) => page.context().close()));
  });
});

describe('8. the same dishes are not ordered twice', () => {
  it("leaves the cart empty once the order is placed: receipt → table's bill → menu, and a new scan, have nothing to send", async () => {
    const token = await tableToken(browser.baseUrl, OWNER, 'Mesa 9');
    const phone = await phoneAt(token);
    await orderOnPhone(phone, { section: 'Desayunos', dish: 'Gallo pinto con huevo', name: 'Leo' });
    await phone.getByRole('button', { name: 'Ver cuenta de la mesa' }).click();
    await phone.getByRole('heading', { name: 'Cuenta de la mesa' }).waitFor();
    await phone.getByRole('button', { name: 'Ir al Menú' }).click();
    await phone.getByRole('button', { name: /^Desayunos/ }).waitFor();
    // 'Continuar' carries no count of selected dishes
    expect(await phone.locator('.bottom-bar .badge').count()).toBe(0);
    await phone.goto(`${browser.baseUrl}/menuqr/confirm`);
    await phone.getByText('No hay productos seleccionados.').waitFor();
    // scanning the table's code again: still nothing in the cart
    await phone.goto(`${browser.baseUrl}/menuqr/${token}`);
    await phone.getByRole('button', { name: /^Desayunos/ }).waitFor();
    expect(await phone.locator('.bottom-bar .badge').count()).toBe(0);
    const { tab } = await served.call('POST', '/table/tab/external', { token });
    expect(tab.rounds).toHaveLength(1);
    await phone.context().close();
  });
});
