import type { Browser, Page } from 'playwright-core';
import { RELAXED_RATE_LIMITS } from '../mock-api/auth/rateLimits';
import { DEMO_PASSWORD } from '../mock-api/seed/users';
import { launchChromium } from '../tests/support/browser';
import { orderOnPhone } from '../tests/support/dinerPhone';
import { openEventStream } from '../tests/support/eventStream';
import { TEST_CARD } from '../tests/support/qrPayment';
import { servedApi } from '../tests/support/servedApi';
import { machineLoad, ms, percentile } from './support/latency';
import { productionBuild, serveBuild } from './support/servedBuild';

/**
 * How soon a change reaches whoever follows it: the goals the tests used to assert with a clock,
 * measured here instead, so a busy machine slows a test but never fails it (CONTRIBUTING.md).
 * Over the API: each server-sent stream's frame after the call that caused it. In Chromium, on the
 * production build: the screen showing it, stamped inside the page (its clock and Node's are the
 * machine's one clock) from just before the call that caused it.
 */
const API_SAMPLES = Math.max(30, Number(process.env.BENCH_REQUESTS) || 30);
const SCREEN_SAMPLES = Math.max(5, Number(process.env.BENCH_SCREEN_SAMPLES) || 5);
const OWNER = 'comercio@demo.cr';

interface Row {
  what: string;
  goalMs: number;
  samples: number[];
}
const rows: Row[] = [];
const measure = async (what: string, goalMs: number, count: number, once: () => Promise<number>) => {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) samples.push(await once());
  rows.push({ what, goalMs, samples });
  console.log(`  … ${what}: p50 ${ms(percentile(samples, 50))}`);
};

/**
 * The first time an element matching `selector` shows `text` (or, with `firstIs`, the first such
 * element reads exactly `text`), noted inside the page. Sent as source
 * text: tsx names the functions it compiles (__name), which the page does not have.
 */
const stampWhen = (page: Page, key: string, selector: string, text: string, { firstIs = false } = {}) =>
  page.evaluate(`(() => {
    const [key, selector, text, firstIs] = ${JSON.stringify([key, selector, text, firstIs])};
    const shows = () => {
      const found = [...document.querySelectorAll(selector)];
      return firstIs ? (found[0]?.textContent ?? '').trim() === text : found.some((element) => (element.textContent ?? '').includes(text));
    };
    const stamps = (window.stamps ??= {});
    delete stamps[key];
    const check = (observer) => {
      if (stamps[key] !== undefined || !shows()) return;
      stamps[key] = Date.now();
      observer?.disconnect();
    };
    new MutationObserver((_, observer) => check(observer)).observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  })()`);
const stampOf = async (page: Page, key: string) => {
  await page.waitForFunction((key) => (window as unknown as { stamps?: Record<string, number> }).stamps?.[key] !== undefined, key, { timeout: 30_000 });
  return page.evaluate((key) => (window as unknown as { stamps: Record<string, number> }).stamps[key], key);
};

const signedIn = async (browser: Browser, base: string, at: string, viewport = { width: 1366, height: 900 }) => {
  const page = await (await browser.newContext({ viewport, locale: 'es-CR' })).newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Usuario' }).fill(OWNER);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
  if (at !== '/') await page.goto(`${base}${at}`);
  return page;
};

export default async function livePushBench() {
  console.log('== Live pushes: how soon a change reaches the screens that follow it (bench/livePush.bench.ts)');
  console.log(`machine: ${machineLoad()}`);
  const dist = await productionBuild();
  const served = await serveBuild(dist, { rateLimits: RELAXED_RATE_LIMITS });
  const base = `http://127.0.0.1:${served.port}`;
  const api = servedApi({ baseUrl: base });
  const browser = await launchChromium();
  const streams: { close(): void }[] = [];
  try {
    const staff = await api.signIn(OWNER);
    const { tables } = (await api.call('GET', '/table/getTables', undefined, staff)) as { tables: { id: number; name: string }[] };
    const tokenOf = async (name: string) => ((await api.call('GET', `/table/getTableToken/${tables.find((table) => table.name === name)!.id}`, undefined, staff)) as { tokenTable: string }).tokenTable;
    const table = await tokenOf('Mesa 6');
    // a drink no recipe draws on the stock of: a hundred orders never run it out
    const product = (await api.menuProducts(table)).find((candidate) => candidate.name === 'Agua de pipa')!;
    const place = () => api.placeOrder(table, [{ id: product.id, quantity: 1 }]);
    const setStatus = (id: number, from: string, status: string) => api.call('PUT', `/orders/${id}/status`, { from, status }, staff);
    const auth = { authorization: `Bearer ${staff}` };

    console.log(`over the API (${API_SAMPLES} each):`);
    await measure("a status change reaches the diner's receipt stream", 500, API_SAMPLES, async () => {
      const placed = await place();
      const receipt = await openEventStream(`${base}/api/order/events/external`, {}, { orderId: placed.order.id, token: table, cancelKey: placed.cancelKey });
      streams.push(receipt);
      await receipt.next('status');
      const started = performance.now();
      await setStatus(placed.order.id, 'CREATED', 'PREPARING');
      await receipt.next('status', 30_000);
      receipt.close();
      return performance.now() - started;
    });
    const board = await openEventStream(`${base}/api/orders/events`, auth);
    streams.push(board);
    await board.next('ready');
    await measure("a diner's order reaches the board's stream", 1000, API_SAMPLES, async () => {
      board.drain();
      const started = performance.now();
      await place();
      await board.next('order', 30_000);
      return performance.now() - started;
    });
    await measure("a card payment reaches the board's stream (the owner's home reads it)", 1000, API_SAMPLES, async () => {
      const placed = await place();
      board.drain();
      const started = performance.now();
      await api.call('POST', '/order/pay/external', { orderId: placed.order.id, token: table, cancelKey: placed.cancelKey, card: TEST_CARD });
      await board.next('order', 30_000);
      return performance.now() - started;
    });
    const tab = await openEventStream(`${base}/api/table/tab/external`, {}, { token: table });
    streams.push(tab);
    await tab.next('tab');
    await measure("another phone's round reaches the table's tab stream", 1000, API_SAMPLES, async () => {
      tab.drain();
      const started = performance.now();
      await place();
      await tab.next('tab', 30_000);
      return performance.now() - started;
    });
    await measure("'Llamar al mesero' reaches the board's stream", 1000, API_SAMPLES, async () => {
      board.drain();
      const started = performance.now();
      const { call } = (await api.call('POST', '/table/call/external', { token: table, kind: 'waiter' })) as { call: { id: number } };
      await board.next('table', 30_000);
      const elapsed = performance.now() - started;
      await api.call('PUT', `/orders/calls/${call.id}/attend`, {}, staff);
      return elapsed;
    });

    console.log(`in Chromium, the production build (${SCREEN_SAMPLES} each):`);
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CR' })).newPage();
    const boardPage = await signedIn(browser, base, '/orders');
    await boardPage.locator('[data-connection="live"]').waitFor({ timeout: 30_000 });
    await measure("the board's change reaches the diner's open receipt", 500, SCREEN_SAMPLES, async () => {
      await phone.goto(`${base}/menuqr/${table}`);
      const placed = phone.waitForResponse((response) => response.url().endsWith('/api/order/external') && response.request().method() === 'POST');
      await orderOnPhone(phone, { section: 'Postres', dish: 'Tres leches' });
      const id = ((await (await placed).json()) as { order: { id: number } }).order.id;
      await phone.locator('[data-field="orderStatus"]').getByText('Recibido').waitFor();
      await stampWhen(phone, 'status', '[data-field="orderStatus"]', 'En preparación');
      const started = await phone.evaluate(() => Date.now());
      await setStatus(id, 'CREATED', 'PREPARING');
      return (await stampOf(phone, 'status')) - started;
    });
    // the board notes when each card first appears, in the page
    await boardPage.evaluate(() => {
      const stamps: Record<string, number> = {};
      (window as unknown as { cardStamps: Record<string, number> }).cardStamps = stamps;
      new MutationObserver(() => {
        for (const card of document.querySelectorAll('article[data-order-id]')) stamps[card.getAttribute('data-order-id')!] ??= Date.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await measure("a diner's order appears on the open board", 1000, SCREEN_SAMPLES, async () => {
      const started = await boardPage.evaluate(() => Date.now());
      const placed = await place();
      await boardPage.locator(`article[data-order-id="${placed.order.id}"]`).waitFor({ timeout: 30_000 });
      return (await boardPage.evaluate((id) => (window as unknown as { cardStamps: Record<string, number> }).cardStamps[id], String(placed.order.id))) - started;
    });
    const floor = await signedIn(browser, base, '/orders/tables');
    await floor.locator('[data-table="Mesa 6"]').waitFor({ timeout: 30_000 });
    await measure("'Llamar al mesero' shows on the open Mesas view", 1000, SCREEN_SAMPLES, async () => {
      await stampWhen(floor, 'call', '[data-table="Mesa 6"] [data-call="waiter"]', 'Llama al mesero');
      const started = await floor.evaluate(() => Date.now());
      await api.call('POST', '/table/call/external', { token: table, kind: 'waiter' });
      const elapsed = (await stampOf(floor, 'call')) - started;
      await floor.locator('[data-table="Mesa 6"] [data-call="waiter"]').getByRole('button', { name: 'Atender' }).click();
      await floor.locator('[data-table="Mesa 6"] [data-call="waiter"]').waitFor({ state: 'detached', timeout: 30_000 });
      return elapsed;
    });
    const home = await signedIn(browser, base, '/');
    await home.locator('[data-testid="owner-home"][data-connection="live"]').waitFor({ timeout: 30_000 });
    await measure("a card payment shows on the owner's open home", 2000, SCREEN_SAMPLES, async () => {
      const placed = await place();
      const count = Number(await home.getByTestId('method-card').locator('td').first().textContent());
      await stampWhen(home, 'paid', '[data-testid="method-card"] td', String(count + 1), { firstIs: true });
      const started = await home.evaluate(() => Date.now());
      await api.call('POST', '/order/pay/external', { orderId: placed.order.id, token: table, cancelKey: placed.cancelKey, card: TEST_CARD });
      return (await stampOf(home, 'paid')) - started;
    });
    await phone.goto(`${base}/menuqr/${table}`);
    await phone.getByRole('button', { name: /^Postres/ }).click();
    const flan = phone.getByRole('article', { name: 'Flan de coco' });
    await flan.waitFor();
    const flanId = (await api.menuProducts(table)).find((candidate) => candidate.name === 'Flan de coco')!.id;
    await measure("'Agotado' on the board greys the dish on an open menu", 2000, SCREEN_SAMPLES, async () => {
      await stampWhen(phone, 'soldOut', 'article[aria-label="Flan de coco"]', 'Agotado');
      const started = await phone.evaluate(() => Date.now());
      await api.call('PUT', `/product/soldOut/${flanId}`, { soldOut: true }, staff);
      const elapsed = (await stampOf(phone, 'soldOut')) - started;
      await api.call('PUT', `/product/soldOut/${flanId}`, { soldOut: false }, staff);
      await flan.getByRole('button', { name: 'Agregar Flan de coco' }).waitFor({ timeout: 30_000 });
      return elapsed;
    });
    await flan.getByRole('button', { name: 'Agregar Flan de coco' }).click();
    await phone.getByRole('button', { name: /^Continuar/ }).click();
    await phone.getByRole('heading', { name: 'Resumen de Pedido' }).waitFor();
    await measure('a dish that sells out is flagged in an open cart (options and stock alike)', 2000, SCREEN_SAMPLES, async () => {
      await stampWhen(phone, 'cart', '.summary-item', 'Agotado');
      const started = await phone.evaluate(() => Date.now());
      await api.call('PUT', `/product/soldOut/${flanId}`, { soldOut: true }, staff);
      const elapsed = (await stampOf(phone, 'cart')) - started;
      await api.call('PUT', `/product/soldOut/${flanId}`, { soldOut: false }, staff);
      await phone.waitForFunction(() => ![...document.querySelectorAll('.summary-item')].some((line) => (line.textContent ?? '').includes('Agotado')), undefined, { timeout: 30_000 });
      return elapsed;
    });

  } finally {
    streams.forEach((stream) => stream.close());
    await browser.close();
    await served.close();
  }

  console.log(`\n${'what'.padEnd(76)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'goal'.padStart(9)}`);
  let missed = 0;
  for (const row of rows) {
    const p95 = percentile(row.samples, 95);
    const met = p95 <= row.goalMs;
    if (!met) missed += 1;
    console.log(`${row.what.padEnd(76)} ${ms(percentile(row.samples, 50)).padStart(9)} ${ms(p95).padStart(9)} ${`≤ ${row.goalMs} ms`.padStart(9)}  ${met ? 'met' : 'MISSED'}`);
  }
  console.log(`${rows.length - missed} of ${rows.length} goals met (p95); machine now: ${machineLoad()}`);
}
