import { beforeAll, describe, expect, it } from 'vitest';
import { crWeekdayAndMinute } from '../../src/domain/costaRicaTime';
import { browserForFile } from '../support/browserSession';
import { tableToken } from '../support/publicAppData';
import { servedApi } from '../support/servedApi';
import { shoot } from '../support/screenshots';

/** The menu extras as a diner and the staff see them: English names, allergens and filters, menus by hour, sold out live. */
const browser = browserForFile();
const PHONE = { width: 390, height: 844 };
const MERCHANT = 'comercio@demo.cr';
let token: string;
let bearer: string;

const served = servedApi(browser);
const api = (path: string, init: { method?: string; body?: unknown } = {}) => served.call(init.method ?? 'GET', path, init.body, bearer);

beforeAll(async () => {
  token = await tableToken(browser.baseUrl, MERCHANT, 'Mesa 5');
  bearer = await served.signIn(MERCHANT);
});

const card = (page: Awaited<ReturnType<typeof browser.newPage>>, name: string) => page.locator('article.product-card', { has: page.getByRole('heading', { name, exact: true }) });

describe('the QR menu with its extras on a phone', () => {
  it('an English phone reads English names where given and Spanish where not; allergens are named; the gluten-free filter hides a dish with gluten', async () => {
    const page = await browser.newPage(PHONE, 'en-US');
    await page.goto(`${browser.baseUrl}/menuqr/${token}`);
    await page.getByRole('button', { name: /^Desserts/ }).click();
    const cake = card(page, 'Tres leches cake');
    await cake.waitFor();
    // allergens and diets by name, in lists a screen reader announces
    expect(await cake.getByRole('list', { name: 'Allergens' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Gluten'),
      expect.stringContaining('Egg'),
      expect.stringContaining('Milk'),
    ]);
    expect(await cake.getByRole('list', { name: 'Diets' }).innerText()).toContain('Vegetarian');
    // each tag's icon is drawn by the stylesheet, never an emoji (a phone without an emoji font shows boxes), and its name is beside it
    const tags = await cake.locator('.tag').evaluateAll((items) =>
      items.map((item) => {
        const icon = item.querySelector('.tag-symbol')!;
        const style = getComputedStyle(icon);
        return { text: item.textContent ?? '', icon: icon.textContent, mask: style.maskImage, width: icon.getBoundingClientRect().width };
      }),
    );
    expect(tags.length).toBe(4);
    for (const tag of tags) {
      expect(tag.text, tag.text).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(tag.text.trim().length).toBeGreaterThan(2);
      expect(tag.icon).toBe('');
      expect(tag.mask).toMatch(/^url\("data:image\/svg\+xml/);
      expect(tag.width).toBeGreaterThan(8);
    }
    await shoot(page, 'menu-extras-en');

    // no English name given: the Spanish shows
    await page.getByRole('button', { name: /^La Casona shop/ }).click();
    await card(page, 'Frijoles negros 900 g').waitFor();

    // 'Gluten-free' hides the cake and keeps the flan
    await page.getByRole('button', { name: /^Desserts/ }).click();
    await page.getByRole('button', { name: 'Gluten-free' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Gluten-free' }).getAttribute('aria-pressed')).toBe('true');
    await card(page, 'Coconut flan').waitFor();
    expect(await card(page, 'Tres leches cake').count()).toBe(0);
    expect(await page.locator('.filtered-note').innerText()).toBe('1 item hidden by the filters');

    // ES without a reload: the names come in Spanish, the filter stays
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await card(page, 'Flan de coco').waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByRole('button', { name: 'Sin gluten' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Sin gluten' }).click();
    const tresLeches = card(page, 'Tres leches');
    expect(await tresLeches.getByRole('list', { name: 'Alérgenos' }).innerText()).toMatch(/Gluten[\s\S]*Leche/);
    await shoot(page, 'menu-extras-es');
  });

  it('leaves out a menu outside its hours (set in the menu form), and shows it when its hours come', async () => {
    const { weekday } = crWeekdayAndMinute(Date.now());
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== weekday);
    const created = await api('/menu/', { method: 'POST', body: { menu: { name: 'Desayunos de fin de semana', lastname: '', parentId: null, availability: [{ days: otherDays, from: '00:00', to: '23:59' }] } } });
    const menuId = created.menu.id as number;
    try {
      // the admin's list says it is off now
      const admin = await browser.signedInPage(MERCHANT, { at: '/products' });
      const row = admin.getByRole('listitem', { name: 'Desayunos de fin de semana', exact: true });
      await row.getByText('Fuera de horario').waitFor();

      const phone = await browser.newPage(PHONE);
      await phone.goto(`${browser.baseUrl}/menuqr/${token}`);
      await phone.getByRole('button', { name: /^Postres/ }).waitFor();
      expect(await phone.getByRole('button', { name: /^Desayunos de fin de semana/ }).count()).toBe(0);

      // today added in the form: on now, and on the phone
      await row.getByRole('link', { name: 'Editar' }).or(row.getByRole('button', { name: 'Editar' })).first().click();
      await admin.getByRole('checkbox', { name: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'][weekday - 1] }).check();
      await admin.getByRole('button', { name: 'Guardar' }).click();
      await admin.getByRole('dialog').getByText('Menú actualizado correctamente', { exact: true }).waitFor();
      await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await admin.getByRole('listitem', { name: 'Desayunos de fin de semana', exact: true }).getByText('Disponible ahora').waitFor();
      await phone.reload();
      await phone.getByRole('button', { name: /^Desayunos de fin de semana/ }).waitFor();
    } finally {
      await api(`/menu/${menuId}`, { method: 'DELETE' });
    }
  });

  it('"Agotado" on the order board greys the dish on a phone that already has the menu open, within 2 s, and back', async () => {
    const phone = await browser.newPage(PHONE);
    await phone.goto(`${browser.baseUrl}/menuqr/${token}`);
    await phone.getByRole('button', { name: /^Postres/ }).click();
    const flan = card(phone, 'Flan de coco');
    await flan.getByRole('button', { name: 'Agregar Flan de coco' }).waitFor();

    const board = await browser.signedInPage(MERCHANT, { at: '/orders' });
    await board.getByRole('button', { name: 'Agotados' }).click();
    await board.getByLabel('Buscar producto').fill('flan');
    const toggle = board.getByRole('switch', { name: 'Marcar Flan de coco como agotado' });
    await toggle.click();
    // how soon: `npm run bench -- livePush`
    await flan.getByText('Agotado', { exact: true }).waitFor();
    expect(await flan.getAttribute('class')).toContain('sold-out');
    expect(await flan.getByRole('button', { name: 'Agregar Flan de coco' }).count()).toBe(0);
    await shoot(phone, 'menu-extras-sold-out');

    await toggle.click();
    await flan.getByRole('button', { name: 'Agregar Flan de coco' }).waitFor();
  });
});
