import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord, StateWithRestaurant } from '../../mock-api/storage/restaurantRecords';
import { productMessages } from '../../src/domain/productMessages';
import { dataUrl, jpegDeclaring, pngOfSize, TINY_JPEG, TINY_PNG } from '../support/imageFiles';
import { apiForFile, DEMO, signedIn } from '../support/testApi';

/** The merchant's menus and products, the CABYS picker, pictures, and what the QR menu then shows. */
let state: StateWithRestaurant;

const api = apiForFile();
const tokens = signedIn(api, { merchant: DEMO.merchant, operator: DEMO.operator, merchant2: DEMO.merchant2, admin: DEMO.admin });
beforeAll(async () => {
  state = api.store.state() as StateWithRestaurant;
});

const casonaTable = () => state.tables.find((table) => table.merchant_id === 2)!;
const sodaMenu = () => state.menus.find((menu) => menu.merchant_id === 3)!;
const sodaProduct = () => state.products.find((product) => product.merchant_id === 3)!;
const qrMenu = async () => (await api.call('GET', `/menu/getMenuQR/${casonaTable().token}`)).body.menuqr as { name: string; submenu: any[]; products: any[] }[];
const flatQr = (nodes: { submenu: any[]; products: any[] }[]): any[] => nodes.flatMap((node) => [...node.products, ...flatQr(node.submenu)]);

/** A real 1×1 PNG and 2×1 JPEG. */
const PNG = TINY_PNG;
const JPEG = TINY_JPEG;

const newMenu = async (name: string, parentId: number | null, token = tokens.merchant) => {
  const result = await api.call('POST', '/menu/', { token, body: { menu: { name, lastname: '', parentId } } });
  expect(result.status, result.text).toBe(200);
  return result.body.menu as { id: number };
};
const productBody = (menuId: number, extra: Record<string, unknown> = {}) => ({
  product: {
    menuId,
    name: 'Café chorreado',
    shortDescription: 'Taza de café de la casa',
    description: 'Café de altura chorreado en bolsita',
    price: 1250.5,
    available: 5,
    taxCodeId: 8,
    unit: 1,
    cabysCode: '6340001000100',
    image: null,
    ...extra,
  },
});

describe('menus and products of the caller’s merchant', () => {
  it('builds a three-level menu with a product that the QR menu shows at once, taxed from its CABYS code', async () => {
    const top = await newMenu('Bebidas de prueba', null);
    const middle = await newMenu('Calientes', top.id);
    const leaf = await newMenu('Cafés', middle.id, tokens.operator);
    const created = await api.call('POST', '/product/', { token: tokens.merchant, body: productBody(leaf.id, { tax: 0, cabysDetails: 'Inventado' }) });
    expect(created.status, created.text).toBe(200);
    expect(created.body.message).toBe(productMessages.productCreated);
    expect(created.body.product).toMatchObject({ tax: 13, cabysDetails: 'Café caliente, vendido en restaurantes, bares y establecimientos similares', price: 1250.5 });
    expect(created.body.product.merchant_id).toBeUndefined();

    const menu = await qrMenu();
    const branch = menu.find((node) => node.name === 'Bebidas de prueba')!;
    expect(branch.submenu[0].submenu[0].products[0]).toMatchObject({ name: 'Café chorreado', price: 1250.5, tax: 13, soldOut: false });

    const id = created.body.product.id;
    const updated = await api.call('PUT', `/product/${id}`, { token: tokens.operator, body: productBody(leaf.id, { price: 1500 }) });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(productMessages.productUpdated);
    expect(flatQr(await qrMenu()).find((product) => product.id === id).price).toBe(1500);

    const refused = await api.call('DELETE', `/menu/${top.id}`, { token: tokens.merchant });
    expect(refused).toMatchObject({ status: 409, body: { message: productMessages.menuHasChildren } });
    expect((await api.call('DELETE', `/product/${id}`, { token: tokens.merchant })).status).toBe(200);
    expect(flatQr(await qrMenu()).some((product) => product.id === id)).toBe(false);
    for (const menuId of [leaf.id, middle.id, top.id]) expect((await api.call('DELETE', `/menu/${menuId}`, { token: tokens.merchant })).status).toBe(200);
  });

  it('lists only the caller’s own menus and products', async () => {
    const list = await api.call('GET', '/menu/getMenu', { token: tokens.merchant2 });
    expect(list.status).toBe(200);
    expect(list.body.menus.length).toBeGreaterThan(0);
    const ownMenus = new Set(state.menus.filter((menu) => menu.merchant_id === 3).map((menu) => menu.id));
    for (const menu of list.body.menus) expect(ownMenus.has(menu.id)).toBe(true);
    for (const product of list.body.products) expect(ownMenus.has(product.menuId)).toBe(true);
  });

  it('answers another merchant’s menu and product as if they did not exist, whatever the id or body', async () => {
    const before = JSON.stringify([sodaMenu(), sodaProduct()]);
    expect((await api.call('PUT', `/menu/${sodaMenu().id}`, { token: tokens.merchant, body: { menu: { name: 'Tomado', parentId: null } } })).status).toBe(404);
    expect((await api.call('DELETE', `/menu/${sodaMenu().id}`, { token: tokens.operator })).status).toBe(404);
    expect((await api.call('PUT', `/product/${sodaProduct().id}`, { token: tokens.merchant, body: productBody(sodaMenu().id) })).status).toBe(404);
    expect((await api.call('DELETE', `/product/${sodaProduct().id}`, { token: tokens.merchant })).status).toBe(404);
    const intoOther = await api.call('POST', '/product/', { token: tokens.merchant, body: productBody(sodaMenu().id, { merchant_id: 3 }) });
    expect(intoOther).toMatchObject({ status: 400, body: { field: 'menuId' } });
    const under = await api.call('POST', '/menu/', { token: tokens.merchant, body: { menu: { name: 'Intrusa', parentId: sodaMenu().id } } });
    expect(under).toMatchObject({ status: 400, body: { field: 'parentId' } });
    expect(JSON.stringify([sodaMenu(), sodaProduct()])).toBe(before);
  });

  it('refuses the provider groups', async () => {
    expect((await api.call('GET', '/menu/getMenu', { token: tokens.admin })).status).toBe(403);
    expect((await api.call('POST', '/product/', { token: tokens.admin, body: productBody(1) })).status).toBe(403);
    expect((await api.call('GET', '/product/getCabysByCodeOrName/cafe/1/15')).status).toBe(401);
  });

  it('refuses a menu inside itself or one of its submenus', async () => {
    const top = await newMenu('Raíz', null);
    const child = await newMenu('Hija', top.id);
    const loop = await api.call('PUT', `/menu/${top.id}`, { token: tokens.merchant, body: { menu: { name: 'Raíz', parentId: child.id } } });
    expect(loop).toMatchObject({ status: 400, body: { message: productMessages.menuLoop } });
    await api.call('DELETE', `/menu/${child.id}`, { token: tokens.merchant });
    await api.call('DELETE', `/menu/${top.id}`, { token: tokens.merchant });
  });

  it.each([
    ['no name', { name: '' }, 'name', 'Debe completar los campos requeridos.'],
    ['no short description', { shortDescription: ' ' }, 'shortDescription', 'Debe completar los campos requeridos.'],
    ['a price of 0', { price: 0 }, 'price', productMessages.pricePositive],
    ['a price as text', { price: '1250' }, 'price', productMessages.pricePositive],
    ['six decimals', { price: 10.000005 }, 'price', productMessages.pricePositive],
    ['a negative quantity', { available: -1 }, 'available', productMessages.availableRange],
    ['an empty quantity', { available: '' }, 'available', 'El valor del campo no es válido.'],
    ['no Hacienda code', { cabysCode: undefined }, 'cabysCode', productMessages.cabysRequired],
    ['an unknown Hacienda code', { cabysCode: '9999999999999' }, 'cabysCode', productMessages.cabysUnknown],
    ['a tax type other than the code’s rate', { taxCodeId: 2 }, 'taxCodeId', productMessages.taxTypeMismatch],
    ['an unknown unit', { unit: 99 }, 'unit', productMessages.invalidChoice],
    ['a GIF', { image: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' }, 'image', productMessages.imageType],
    ['a text file called PNG', { image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}` }, 'image', productMessages.imageType],
    ['an image over 1 MB', { image: `data:image/png;base64,${Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(1024 * 1024)]).toString('base64')}` }, 'image', productMessages.imageTooLarge],
    ['another product’s picture', { image: `/product/image/${'a'.repeat(32)}.png` }, 'image', productMessages.imageType],
    // what a browser would decode is capped, not only the file (item 11)
    ['a 92-byte PNG declaring 100,000 × 100,000 pixels', { image: dataUrl(pngOfSize(100_000, 100_000)) }, 'image', productMessages.imageTooManyPixels],
    ['a PNG bomb of 10,000 × 10,000 pixels', { image: dataUrl(pngOfSize(10_000, 10_000, { whole: true })) }, 'image', productMessages.imageTooManyPixels],
    ['a PNG one pixel too wide', { image: dataUrl(pngOfSize(4001, 10)) }, 'image', productMessages.imageTooManyPixels],
    ['a JPEG one pixel too high', { image: dataUrl(jpegDeclaring(3000, 4001), 'image/jpeg') }, 'image', productMessages.imageTooManyPixels],
    ['a JPEG without a frame header', { image: dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), 'image/jpeg') }, 'image', productMessages.imageType],
    ['a PNG without its IHDR', { image: dataUrl(Buffer.from(TINY_PNG, 'base64').subarray(0, 16)) }, 'image', productMessages.imageType],
  ])('refuses a product with %s, in Spanish, and stores nothing', async (_label, change, field, message) => {
    const before = JSON.stringify(state.products);
    const menuId = state.menus.find((menu) => menu.merchant_id === 2)!.id;
    const result = await api.call('POST', '/product/', { token: tokens.merchant, body: productBody(menuId, change) });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message, field });
    expect(JSON.stringify(state.products)).toBe(before);
  });
});

describe('product pictures', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
  ])('stores a real %s and serves it publicly with its type and nosniff; replacing or deleting removes it', async (_kind, data, type) => {
    const menuId = state.menus.find((menu) => menu.merchant_id === 2)!.id;
    const created = await api.call('POST', '/product/', { token: tokens.merchant, body: productBody(menuId, { image: `data:image/png;base64,${data}` }) });
    expect(created.status, created.text).toBe(200);
    const image: string = created.body.product.image;
    expect(image).toMatch(/^\/product\/image\/[a-f0-9]{32}\.(png|jpg)$/);
    const served = await fetch(`${api.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(data, 'base64'))).toBe(true);
    expect(flatQr(await qrMenu()).find((product) => product.id === created.body.product.id).image).toBe(image);

    // saved again with its own path: kept
    const kept = await api.call('PUT', `/product/${created.body.product.id}`, { token: tokens.merchant, body: productBody(menuId, { image }) });
    expect(kept.body.product.image).toBe(image);
    await api.call('DELETE', `/product/${created.body.product.id}`, { token: tokens.merchant });
    await expect.poll(async () => (await fetch(`${api.url}${image}`)).status).toBe(404);
  });

  it('takes a picture of 4000 × 4000 pixels, the largest', async () => {
    const menuId = state.menus.find((menu) => menu.merchant_id === 2)!.id;
    for (const image of [dataUrl(pngOfSize(4000, 4000)), dataUrl(jpegDeclaring(4000, 3000), 'image/jpeg')]) {
      const created = await api.call('POST', '/product/', { token: tokens.merchant, body: productBody(menuId, { image }) });
      expect(created.status, created.text).toBe(200);
      await api.call('DELETE', `/product/${created.body.product.id}`, { token: tokens.merchant });
    }
    expect(productMessages.imageTooManyPixels).toBe('La imagen no debe superar 4000 × 4000 píxeles.');
  });

  it('answers 404 for a name that is not an upload', async () => {
    for (const name of ['..%2Fdb.json', 'db.json', `${'0'.repeat(32)}.png`]) expect((await fetch(`${api.url}/product/image/${name}`)).status).toBe(404);
  });
});

describe('the CABYS picker over the real catalogue', () => {
  it('finds café by description, accents and case aside, 15 a page', async () => {
    const found = await api.call('GET', '/product/getCabysByCodeOrName/CAFE%20caliente/1/15', { token: tokens.operator });
    expect(found.status).toBe(200);
    expect(found.body.cabys).toContainEqual({ CodigoBienServicio: '6340001000100', DescripcionBienServicio: 'Café caliente, vendido en restaurantes, bares y establecimientos similares', Impuesto: 13 });
    const pages = await api.call('GET', '/product/getCabysByCodeOrName/cafe/1/15', { token: tokens.merchant });
    expect(pages.body.cabys).toHaveLength(15);
    expect(pages.body.totalPages).toBeGreaterThan(1);
    const last = await api.call('GET', `/product/getCabysByCodeOrName/cafe/${pages.body.totalPages}/15`, { token: tokens.merchant });
    expect(last.body.cabys.length).toBeGreaterThan(0);
    const beyond = await api.call('GET', `/product/getCabysByCodeOrName/cafe/${pages.body.totalPages + 1}/15`, { token: tokens.merchant });
    expect(beyond.body.cabys).toEqual([]);
  });

  it('finds a code prefix’s items', async () => {
    const found = await api.call('GET', '/product/getCabysByCodeOrName/63400/1/15', { token: tokens.merchant });
    expect(found.body.cabys.length).toBe(15);
    for (const item of found.body.cabys) expect(item.CodigoBienServicio.startsWith('63400')).toBe(true);
  });

  it('refuses a page or size out of range', async () => {
    for (const path of ['cafe/0/15', 'cafe/1/0', 'cafe/1/500', 'cafe/x/15']) {
      const result = await api.call('GET', `/product/getCabysByCodeOrName/${path}`, { token: tokens.merchant });
      expect(result.status, path).toBe(400);
      expect(result.body.message).toBe(productMessages.cabysPageRange);
    }
  });

  it('browses the tree level by level down to the items with their tax, naming only the top level', async () => {
    const top = await api.call('GET', '/product/getPrincipalCabys/', { token: tokens.merchant });
    expect(top.body.cabys).toHaveLength(10);
    expect(top.body.cabys[6]).toMatchObject({ categoria: '6', nivel: 1 });
    expect(top.body.cabys[6].descripcion).toMatch(/^Servicios de venta y distribución/);
    let parent = '6';
    for (const [level, code] of [[2, '63'], [3, '634'], [4, '6340'], [5, '63400'], [6, '6340001'], [7, '634000100'], [8, '63400010001']] as const) {
      const children = await api.call('GET', `/product/getCabysByCategory/${level}/${parent}`, { token: tokens.merchant });
      expect(children.status, `${level}/${parent}`).toBe(200);
      const category = children.body.cabys.find((candidate: { categoria: string }) => candidate.categoria === code);
      expect(category).toMatchObject({ descripcion: null, nivel: level });
      expect(category.cantidad).toBeGreaterThan(0);
      expect(category.ejemplos.length).toBeGreaterThan(0);
      parent = code;
    }
    const items = await api.call('GET', `/product/getCabysByCategory8/${parent}`, { token: tokens.merchant });
    expect(items.body.cabys).toContainEqual({ CodigoBienServicio: '6340001000100', DescripcionBienServicio: 'Café caliente, vendido en restaurantes, bares y establecimientos similares', Impuesto: 13 });
    expect((await api.call('GET', '/product/getCabysByCategory/3/6', { token: tokens.merchant })).status).toBe(404);
    expect((await api.call('GET', '/product/getCabysByCategory8/634', { token: tokens.merchant })).status).toBe(404);
  });

  it('answers the tax types', async () => {
    const codes = await api.call('GET', '/product/getTaxCode', { token: tokens.merchant });
    expect(codes.body.codes).toContainEqual(expect.objectContaining({ code: 8, description: 'Tarifa general 13 %' }));
  });
});

describe('available quantity', () => {
  const order = (product: ProductRecord, quantity: number) =>
    api.call('POST', '/order/external', { body: { token: casonaTable().token, order: { detail: '', products: [{ id: product.id, quantity, message: '' }], takeout: false } } });

  it('refuses more than is left, takes it on order, gives it back on cancel, shows Agotado at 0', async () => {
    const menuId = state.menus.find((menu) => menu.merchant_id === 2)!.id;
    const created = await api.call('POST', '/product/', { token: tokens.merchant, body: productBody(menuId, { name: 'Tres leches de la abuela', available: 2 }) });
    const product = () => state.products.find((candidate) => candidate.id === created.body.product.id)!;

    const tooMany = await order(product(), 3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('No hay suficiente disponible de Tres leches de la abuela: quedan 2.');
    expect(product().available).toBe(2);

    const placed = await order(product(), 2);
    expect(placed.status).toBe(200);
    expect(product().available).toBe(0);
    expect(flatQr(await qrMenu()).find((candidate) => candidate.id === product().id).soldOut).toBe(true);
    const soldOut = await order(product(), 1);
    expect(soldOut).toMatchObject({ status: 409, body: { message: 'Tres leches de la abuela está agotado.' } });

    const cancelled = await api.call('PUT', `/order/cancel/external/${placed.body.order.id}/${casonaTable().token}`, {
      body: { order: { id: placed.body.order.id }, token: casonaTable().token, cancelKey: placed.body.cancelKey },
    });
    expect(cancelled.status).toBe(200);
    expect(product().available).toBe(2);
    expect(flatQr(await qrMenu()).find((candidate) => candidate.id === product().id).soldOut).toBe(false);
  });
});
