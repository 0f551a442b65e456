import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, englishOn } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { fillCard, freeTables, orderOnPhone } from '../support/dinerPhone';
import { spanishOn } from '../support/spanishWords';
import { TEST_CARD } from '../support/qrPayment';
import { servedApi } from '../support/servedApi';
import { shoot } from '../support/screenshots';

/** The diner app follows the phone's language, with an 'ES | EN' switch it remembers. */
const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
let token: string;

beforeAll(async () => {
  token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 7');
});

const heading = (name: string) => ({ name, exact: true });

describe('two languages for the diner', () => {
  it("after ordering, the receipt and the table's bill name the order's status and its dishes in the diner's language", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/menuqr/${token}`);
    await orderOnPhone(page, { section: 'Desayunos', dish: 'Gallo pinto con huevo' });
    const status = page.locator('[data-field="orderStatus"]');
    await expect.poll(() => status.innerText()).toBe('Recibido');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect.poll(() => status.innerText()).toBe('Received');
    // the dish by its English name too (what was sent stays Spanish for the kitchen)
    await page.getByText('Gallo pinto with egg', { exact: true }).waitFor();
    expect(await page.getByText('Gallo pinto con huevo', { exact: true }).count()).toBe(0);
    await page.goto(`${browser.baseUrl}/menuqr/tab`);
    await page.getByRole('heading', heading("Table's bill")).waitFor();
    // the heading comes before the tab's answer, and the status names with the English texts' load
    await expect.poll(() => page.locator('.tab-status').allInnerTexts()).toContain('Received');
    // ordered without a name: the round is the table's, named in English
    await expect.poll(() => page.locator('.tab-round strong').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^Table · Order No\. \d+$/)]));
    await expect.poll(() => page.locator('.tab-lines').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('1 × Gallo pinto with egg')]));
    await page.context().close();
  });

  it('a phone that prefers English reads the menu and the cart in English; ES switches without a reload and is remembered', async () => {
    const page = await browser.newPage(PHONE, 'en-US');
    await page.goto(`${browser.baseUrl}/menuqr/${token}`);
    await page.getByRole('heading', heading('Menu')).waitFor();
    expect(await page.getByTestId('prices-note').innerText()).toBe('Prices include VAT and service');
    expect(await page.getByRole('button', { name: 'EN', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // the sections' descriptions too, where the owner wrote one in English
    await expect.poll(() => page.locator('.accordion-description').allInnerTexts()).toContain('Served from 7 to 11 in the morning');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('alertdialog').innerText()).toContain('Please select at least one item.');
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    // pick a dish and read the cart in English
    await page.locator('.accordion-header').first().click();
    await page.getByRole('button', { name: /^Add / }).first().click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.getByRole('heading', heading('Order summary')).waitFor();
    expect(await page.locator('.summary-totals').innerText()).toMatch(/Subtotal[\s\S]*VAT[\s\S]*Other charges \(10\s% service\)[\s\S]*Total/);
    expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);

    // ES: Spanish at once, the same page (no reload), and still Spanish after one
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await page.getByRole('heading', heading('Resumen de Pedido')).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.locator('.summary-totals').innerText()).toContain('Otros cargos');
    expect(await englishOn(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', heading('Resumen de Pedido')).waitFor();
    expect(await page.getByRole('button', { name: 'ES', exact: true }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a Spanish phone reads Spanish, and EN turns the menu English', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/menuqr/${token}`);
    await page.getByRole('heading', heading('Menú')).waitFor();
    expect(await page.getByTestId('prices-note').innerText()).toBe('Precios con IVA y servicio incluidos');
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', heading('Menu')).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('portal.menuqr.language'))).toBe('en');
  });

  it('the cart’s lines follow the switch: a dish added in Spanish reads in English after EN, and back', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${browser.baseUrl}/menuqr/${token}`);
    await page.getByRole('heading', heading('Menú')).waitFor();
    await page.getByRole('button', { name: /^Desayunos/ }).click();
    await page.getByRole('button', { name: 'Agregar Gallo pinto con huevo' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.getByRole('heading', heading('Resumen de Pedido')).waitFor();
    const names = () => page.locator('.summary-name').allInnerTexts();
    expect(await names()).toEqual(['Gallo pinto con huevo']);

    // EN on the summary: the line's name turns English without a reload
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', heading('Order summary')).waitFor();
    await expect.poll(names).toEqual(['Gallo pinto with egg']);
    expect(await page.getByRole('button', { name: 'Remove Gallo pinto with egg' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Continue/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.locator('.confirm-name').allInnerTexts()).toEqual(['Gallo pinto with egg']);
    await confirm.getByRole('button', { name: 'Back' }).click();

    // back on the menu, ES there, and the summary reads Spanish again
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', heading('Menu')).waitFor();
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await page.getByRole('heading', heading('Menú')).waitFor();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await page.getByRole('heading', heading('Resumen de Pedido')).waitFor();
    await expect.poll(names).toEqual(['Gallo pinto con huevo']);
  });

  it('the voucher reads English too, its date with the month named; a Spanish phone reads the day first', async () => {
    const { call, placeOrder, menuProducts } = servedApi(browser);
    const [dish] = (await menuProducts(token)).filter((product) => !product.soldOut);
    const placed = await placeOrder(token, [{ id: dish.id, quantity: 1 }]);
    const paid = await call('POST', '/order/pay/external', { orderId: placed.order.id, token, cancelKey: placed.cancelKey, card: TEST_CARD });
    const page = await browser.newPage(PHONE, 'en-US');
    await page.goto(`${browser.baseUrl}/voucher/${paid.voucherId}`);
    await page.getByRole('heading', heading('Transaction details')).waitFor();
    const date = () => page.locator('.fact', { hasText: /^(Date|Fecha)/ }).locator('dd').innerText();
    // Costa Rica's clock, the month by name: 'Nov 24, 2026, 08:41 PM'
    expect(await date()).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} (AM|PM)$/);
    // a Spanish phone: the day first, as Costa Rica writes it
    const spanish = await browser.newPage(PHONE);
    await spanish.goto(`${browser.baseUrl}/voucher/${paid.voucherId}`);
    await spanish.getByRole('heading', heading('Detalles de la Transacción')).waitFor();
    expect(await spanish.locator('.fact', { hasText: /^Fecha/ }).locator('dd').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\s[ap]\.\sm\.$/);
    expect(await englishOn(spanish)).toEqual([]);
  });
});

/** What a phone reads on each screen of the walk, in its language. */
type Walk = {
  locale: string;
  menu: string;
  section: string;
  dish: string;
  add: string;
  continue: string;
  summary: string;
  confirmOrder: string;
  received: string;
  payWithCard: string;
  cardTitle: string;
  viewTab: string;
  tabTitle: string;
  payTab: string;
  payTabTitle: string;
  pay: RegExp;
  transactionDetails: string;
  viewPrintable: string;
  printableTitle: string;
};

const ENGLISH: Walk = {
  locale: 'en-US',
  menu: 'Menu',
  section: 'Breakfast',
  dish: 'Gallo pinto with egg',
  add: 'Add',
  continue: 'Continue',
  summary: 'Order summary',
  confirmOrder: 'Confirm order',
  received: 'Received',
  payWithCard: 'Pay by card',
  cardTitle: 'Enter your card details',
  viewTab: "See the table's bill",
  tabTitle: "Table's bill",
  payTab: 'Pay',
  payTabTitle: 'Pay the bill',
  pay: /^Pay/,
  transactionDetails: 'Transaction details',
  viewPrintable: 'View printable version',
  printableTitle: 'Electronic receipt (Tiquete Electrónico)',
};

const SPANISH: Walk = {
  locale: 'es-CR',
  menu: 'Menú',
  section: 'Desayunos',
  dish: 'Gallo pinto con huevo',
  add: 'Agregar',
  continue: 'Continuar',
  summary: 'Resumen de Pedido',
  confirmOrder: 'Confirmar pedido',
  received: 'Recibido',
  payWithCard: 'Pagar con tarjeta',
  cardTitle: 'Digite los datos de la tarjeta',
  viewTab: 'Ver cuenta de la mesa',
  tabTitle: 'Cuenta de la mesa',
  payTab: 'Pagar',
  payTabTitle: 'Pagar la cuenta',
  pay: /^Pagar/,
  transactionDetails: 'Detalles de la Transacción',
  viewPrintable: 'Ver para imprimir',
  printableTitle: 'Tiquete Electrónico',
};


/**
 * One phone from the table's link to its printable receipt, moved only by what it shows (one page
 * load): the menu, a dish added, the summary and its confirmation, the order's receipt and the card
 * page it offers (left with the back button), the table's bill, paying it all by card, the voucher
 * and its printable page. `wrongWords` reads each screen
 * once it has settled in the phone's language; the answer is every screen's findings by name.
 */
const walkToPrintable = async (page: Page, token: string, words: Walk, wrongWords: (page: Page) => Promise<string[]>, shots?: string) => {
  const found: Record<string, string[]> = {};
  const look = async (screen: string) => {
    found[screen] = await wrongWords(page);
  };
  await page.goto(`${browser.baseUrl}/menuqr/${token}`);
  await page.getByRole('heading', heading(words.menu)).waitFor();
  await look('menu');
  await page.getByRole('button', { name: new RegExp(`^${words.section}`) }).click();
  await page.getByRole('article', { name: words.dish }).getByRole('button', { name: `${words.add} ${words.dish}` }).click();
  await look('menu with a dish');
  await page.getByRole('button', { name: new RegExp(`^${words.continue}`) }).click();
  await page.getByRole('heading', heading(words.summary)).waitFor();
  await look('summary');
  await page.getByRole('button', { name: new RegExp(`^${words.continue}`) }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.waitFor();
  await look('confirmation');
  await confirm.getByRole('button', { name: words.confirmOrder }).click();
  await page.waitForURL('**/menuqr/order');
  await expect.poll(() => page.locator('[data-field="orderStatus"]').innerText()).toBe(words.received);
  await look('receipt');
  await page.getByRole('button', { name: words.payWithCard }).click();
  await page.getByRole('heading', heading(words.cardTitle)).waitFor();
  await look('card page');
  await page.goBack();
  await page.locator('[data-field="orderStatus"]').waitFor();
  await page.getByRole('button', { name: words.viewTab }).click();
  await page.getByRole('heading', heading(words.tabTitle)).waitFor();
  await expect.poll(() => page.locator('.tab-status').allInnerTexts()).toContain(words.received);
  await look("table's bill");
  await page.getByRole('button', { name: words.payTab, exact: true }).click();
  await page.getByRole('heading', heading(words.payTabTitle)).waitFor();
  await look('paying the bill');
  await fillCard(page);
  await page.getByRole('button', { name: words.pay }).last().click();
  await page.waitForURL('**/voucher/**');
  await page.getByRole('heading', heading(words.transactionDetails)).waitFor();
  await page.locator('[data-field="consecutivo"]').waitFor();
  // the invoice's lines name the dish as the menu did: a Spanish dish name holds none of the scanner's words
  await expect.poll(() => page.locator('.amounts').innerText()).toContain(words.dish);
  await look('voucher');
  if (shots) await shoot(page, `${shots}-voucher`);
  await page.getByRole('link', { name: words.viewPrintable }).click();
  await page.waitForURL('**/comprobante');
  await page.getByRole('heading', { name: words.printableTitle, level: 1 }).waitFor();
  await look('printable page');
  if (shots) await shoot(page, `${shots}-printable`);
  return found;
};

/** Every screen of the walk with nothing found. */
const nothingOn = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((screen) => [screen, []]));

describe('one language from the menu to the printable receipt', () => {
  let walkTokens: Record<'english' | 'spanish', string>;

  beforeAll(async () => {
    // tables no other test orders at, made free: each walk pays a bill of its own order only
    const { call, signIn } = servedApi(browser);
    const staff = await signIn('comercio@demo.cr');
    await freeTables((path, init) => call(init?.method ?? 'GET', path, undefined, staff), ['Mesa 10', 'Mesa 12']);
    walkTokens = {
      english: await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 10'),
      spanish: await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 12'),
    };
  });

  it('an English phone reads no Spanish on any screen, but for the legal document and the names the restaurant wrote', async () => {
    const page = await browser.newPage(PHONE, ENGLISH.locale);
    const found = await walkToPrintable(page, walkTokens.english, ENGLISH, spanishOn, 'english');
    expect(found).toEqual(nothingOn(found));
    expect(Object.keys(found)).toHaveLength(10);
    await page.context().close();
  });

  it('a Spanish phone reads no English on the same screens', async () => {
    const page = await browser.newPage(PHONE, SPANISH.locale);
    const found = await walkToPrintable(page, walkTokens.spanish, SPANISH, englishOn);
    expect(found).toEqual(nothingOn(found));
    expect(Object.keys(found)).toHaveLength(10);
    await page.context().close();
  });
});
