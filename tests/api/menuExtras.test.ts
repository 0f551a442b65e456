import { describe, expect, it } from 'vitest';
import type { MenuQrNode } from '../../src/domain/wire/menu';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import type { ProductRecord, StateWithRestaurant, TableRecord } from '../../mock-api/storage/restaurantRecords';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/** The QR menu in two languages, allergens and diets, menus by hour, sold out. */
const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2 });

const state = () => api.store.state() as StateWithRestaurant;
const tableOf = (merchantId: number): TableRecord => state().tables.find((table) => table.merchant_id === merchantId)!;
const productNamed = (merchantId: number, name: string): ProductRecord =>
  state().products.find((product) => product.merchant_id === merchantId && product.name === name)!;
const allProducts = (menus: MenuQrNode[]): MenuQrProduct[] => menus.flatMap((menu) => [...menu.products, ...allProducts(menu.submenu)]);
const menuNames = (menus: MenuQrNode[]): string[] => menus.flatMap((menu) => [menu.name, ...menuNames(menu.submenu)]);
const order = (token: string, id: number, headers: Record<string, string> = {}) =>
  api.call('POST', '/order/external', { body: { token, order: { detail: '', products: [{ id, quantity: 1, message: '' }], takeout: false } }, headers });

/** A stored product as the form sends it: without what the server sets. */
const withoutServerFields = (product: ProductRecord) =>
  Object.fromEntries(Object.entries(product).filter(([key]) => !['id', 'merchant_id', 'tax', 'cabysDetails', 'soldOut'].includes(key)));

/** An instant in Costa Rica time (UTC−6): 2026-11-23 is a Monday. */
const crTime = (date: string, time: string) => Date.parse(`${date}T${time}:00-06:00`);

describe('GET /menu/getMenuQR/{token} in the language asked', () => {
  it('answers English names where given and Spanish where not, by ?lang=en or Accept-Language', async () => {
    const token = tableOf(2).token;
    const spanish = await api.call('GET', `/menu/getMenuQR/${token}`);
    expect(spanish.body.language).toBe('es');
    expect(menuNames(spanish.body.menuqr)).toContain('Bebidas');
    const english = await api.call('GET', `/menu/getMenuQR/${token}?lang=en`);
    expect(english.status).toBe(200);
    expect(english.body.language).toBe('en');
    expect(menuNames(english.body.menuqr)).toContain('Drinks');
    const dishes = allProducts(english.body.menuqr);
    expect(dishes.find((product) => product.id === productNamed(2, 'Tres leches').id)).toMatchObject({ name: 'Tres leches cake', shortDescription: 'A generous slice' });
    // no English given: the Spanish shows
    expect(dishes.find((product) => product.id === productNamed(2, 'Frijoles negros 900 g').id)?.name).toBe('Frijoles negros 900 g');
    for (const [header, language] of [['en-US,en;q=0.9', 'en'], ['fr-FR, en;q=0.5', 'en'], ['es-CR,en;q=0.8', 'es'], ['de-DE', 'es'], ['', 'es']] as const) {
      const answer = await api.call('GET', `/menu/getMenuQR/${token}`, { headers: { 'accept-language': header } });
      expect(answer.body.language, header).toBe(language);
    }
    // ?lang wins over the header
    expect((await api.call('GET', `/menu/getMenuQR/${token}?lang=es`, { headers: { 'accept-language': 'en' } })).body.language).toBe('es');
  });

  it('answers a menu’s description in English where given, and saves it from the menu form', async () => {
    const token = tableOf(2).token;
    const descriptions = (menus: MenuQrNode[]): Record<string, string> => Object.assign({}, ...menus.map((menu) => ({ [menu.name]: menu.lastname, ...descriptions(menu.submenu) })));
    expect(descriptions((await api.call('GET', `/menu/getMenuQR/${token}`)).body.menuqr).Desayunos).toBe('Servidos de 7 a 11 de la mañana');
    expect(descriptions((await api.call('GET', `/menu/getMenuQR/${token}?lang=en`)).body.menuqr).Breakfast).toBe('Served from 7 to 11 in the morning');
    const menu = state().menus.find((candidate) => candidate.merchant_id === 2 && candidate.name === 'Postres')!;
    const body = { name: menu.name, lastname: menu.lastname, parentId: menu.parentId, nameEn: menu.nameEn, availability: menu.availability };
    const saved = await api.call('PUT', `/menu/${menu.id}`, { token: tokens.merchant, body: { menu: { ...body, descriptionEn: 'Made in our kitchen' } } });
    expect(saved.status, saved.text).toBe(200);
    expect(descriptions((await api.call('GET', `/menu/getMenuQR/${token}?lang=en`)).body.menuqr).Desserts).toBe('Made in our kitchen');
    expect((await api.call('PUT', `/menu/${menu.id}`, { token: tokens.merchant, body: { menu: { ...body, descriptionEn: 'x'.repeat(251) } } })).status).toBe(400);
  });

  it('saves English texts, allergens and diets from the product form and answers them to the diner', async () => {
    const product = productNamed(2, 'Arroz con pollo');
    const body = withoutServerFields(product);
    const { id } = product;
    const saved = await api.call('PUT', `/product/${id}`, {
      token: tokens.merchant,
      body: { product: { ...body, nameEn: 'Chicken with rice', allergens: ['gluten', 'milk'], diets: ['spicy'] } },
    });
    expect(saved.status, saved.text).toBe(200);
    const menu = await api.call('GET', `/menu/getMenuQR/${tableOf(2).token}`, { headers: { 'accept-language': 'en' } });
    expect(allProducts(menu.body.menuqr).find((candidate) => candidate.id === id)).toMatchObject({ name: 'Chicken with rice', allergens: ['gluten', 'milk'], diets: ['spicy'] });
    for (const wrong of [{ allergens: ['gluten', 'gluten'] }, { allergens: ['peanuts'] }, { diets: 'vegan' }, { nameEn: 5 }]) {
      const refused = await api.call('PUT', `/product/${id}`, { token: tokens.merchant, body: { product: { ...body, ...wrong } } });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
      expect(refused.body.message).toMatch(/[áéíóúñ]|Elija|valor/);
    }
  });
});

describe('menus by hour, in Costa Rica time', () => {
  it('leaves the Soda’s breakfast (Mon–Fri 6:00–11:00) out of the menu outside its hours and refuses its products', async () => {
    const token = tableOf(3).token;
    const breakfastDish = productNamed(3, 'Gallo pinto guanacasteco');
    const breakfastSide = productNamed(3, 'Café de palo'); // in a submenu of the breakfast
    const shown = async () => menuNames((await api.call('GET', `/menu/getMenuQR/${token}`)).body.menuqr);

    api.clock.set(crTime('2026-11-23', '10:59')); // Monday
    expect(await shown()).toEqual(expect.arrayContaining(['Desayunos', 'Bebidas del desayuno']));
    expect((await order(token, breakfastDish.id)).status).toBe(200);

    for (const [date, time] of [['2026-11-23', '11:00'], ['2026-11-23', '05:59'], ['2026-11-22', '08:00']]) {
      api.clock.set(crTime(date, time)); // 11:00 and 5:59 on a Monday, 8:00 on a Sunday
      expect(await shown(), `${date} ${time}`).not.toContain('Desayunos');
      expect(await shown()).not.toContain('Bebidas del desayuno');
      const refused = await order(token, breakfastSide.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Café de palo no se sirve a esta hora. Actualice el menú y elija otro producto.');
      const inEnglish = await order(token, breakfastSide.id, { 'accept-language': 'en' });
      expect(inEnglish.body.message).toBe('Sock-brewed coffee is not served at this time. Refresh the menu and choose another item.');
    }
    // the other menus are served at any hour
    expect((await order(token, productNamed(3, 'Arroz de maíz').id)).status).toBe(200);
    api.clock.set(Date.now());
  });

  it('keeps the hours a merchant sets and refuses slots that are not real', async () => {
    const menu = state().menus.find((candidate) => candidate.merchant_id === 2 && candidate.name === 'Postres')!;
    const body = { name: menu.name, lastname: menu.lastname, parentId: menu.parentId, nameEn: 'Desserts', availability: [{ days: [6, 7], from: '14:00', to: '22:30' }] };
    const saved = await api.call('PUT', `/menu/${menu.id}`, { token: tokens.merchant, body: { menu: body } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.menu).toMatchObject({ nameEn: 'Desserts', availability: body.availability });
    for (const availability of [[{ days: [], from: '06:00', to: '11:00' }], [{ days: [8], from: '06:00', to: '11:00' }], [{ days: [1], from: '6:00', to: '11:00' }], [{ days: [1], from: '11:00', to: '06:00' }], [{ days: [1, 1], from: '06:00', to: '11:00' }]]) {
      const refused = await api.call('PUT', `/menu/${menu.id}`, { token: tokens.merchant, body: { menu: { ...body, availability } } });
      expect(refused.status, JSON.stringify(availability)).toBe(400);
    }
    await api.call('PUT', `/menu/${menu.id}`, { token: tokens.merchant, body: { menu: { ...body, availability: [] } } });
  });
});

describe('PUT /product/soldOut/{id}', () => {
  it('marks a dish sold out for every QR menu of the merchant, refuses it in an order, and back', async () => {
    const dish = productNamed(2, 'Flan de coco');
    const token = tableOf(2).token;
    const before = await api.call('GET', `/menu/soldOut/${token}`);
    expect(before.status).toBe(200);
    expect(before.body.soldOut).not.toContain(dish.id);

    const marked = await api.call('PUT', `/product/soldOut/${dish.id}`, { token: tokens.operator, body: { soldOut: true } });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({ product: { id: dish.id, soldOut: true }, message: 'Flan de coco quedó agotado.' });
    expect((await api.call('GET', `/menu/soldOut/${token}`)).body.soldOut).toContain(dish.id);
    expect(allProducts((await api.call('GET', `/menu/getMenuQR/${token}`)).body.menuqr).find((product) => product.id === dish.id)?.soldOut).toBe(true);
    const refused = await order(token, dish.id);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Flan de coco está agotado. Quítelo del pedido para continuar.' } });
    expect((await order(token, dish.id, { 'accept-language': 'en-US' })).body.message).toBe('Coconut flan is sold out. Remove it from your order to continue.');
    // editing the product in its form keeps it sold out
    const body = withoutServerFields(state().products.find((product) => product.id === dish.id)!);
    expect((await api.call('PUT', `/product/${dish.id}`, { token: tokens.merchant, body: { product: body } })).body.product.soldOut).toBe(true);

    const back = await api.call('PUT', `/product/soldOut/${dish.id}`, { token: tokens.merchant, body: { soldOut: false } });
    expect(back.body.message).toBe('Flan de coco está disponible de nuevo.');
    expect((await api.call('GET', `/menu/soldOut/${token}`)).body.soldOut).not.toContain(dish.id);
    expect((await order(token, dish.id)).status).toBe(200);
  });

  it('lists a product whose stock ran out, without a sign-in', async () => {
    const dish = productNamed(2, 'Cajeta de leche');
    // a product 'Sin límite' never runs out: this one is counted
    dish.unlimited = false;
    dish.available = 0;
    try {
      expect((await api.call('GET', `/menu/soldOut/${tableOf(2).token}`)).body.soldOut).toContain(dish.id);
    } finally {
      dish.available = 100;
      dish.unlimited = true;
    }
    expect((await api.call('GET', '/menu/soldOut/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('answers 404 for another merchant’s product and refuses a body that is not a yes/no', async () => {
    const theirs = productNamed(3, 'Arroz de maíz');
    const result = await api.call('PUT', `/product/soldOut/${theirs.id}`, { token: tokens.merchant, body: { soldOut: true } });
    expect(result.status).toBe(404);
    expect(state().products.find((product) => product.id === theirs.id)?.soldOut).toBe(false);
    const own = productNamed(2, 'Natilla');
    for (const body of [{ soldOut: 'true' }, { soldOut: 1 }, {}]) {
      const refused = await api.call('PUT', `/product/soldOut/${own.id}`, { token: tokens.merchant, body });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Indique si el producto está agotado (sí o no).');
    }
    expect((await api.call('PUT', `/product/soldOut/${own.id}`, { body: { soldOut: true } })).status).toBe(401);
  });
});
