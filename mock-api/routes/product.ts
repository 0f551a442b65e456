import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { TAX_TYPES } from '../../src/domain/productCatalogs';
import { menuExtrasMessages as extras, productMessages as text } from '../../src/domain/productMessages';
import { messages } from '../../src/domain/messages';
import { optionMessages } from '../../src/domain/optionMessages';
import { cabysCategory, cabysItem, cabysPage, cabysSuggestions } from '../../src/domain/wire/cabys';
import { RECENT_CABYS_CODES, RESTAURANT_DISH, RESTAURANT_DRINK_CODES } from '../../src/domain/restaurantCabys';
import { product, soldOutAnswer, taxType, type Product } from '../../src/domain/wire/product';
import { soldOutSchema } from '../../src/schemas/soldOutSchema';
import { productSchema, type ProductInput } from '../../src/schemas/productSchema';
import { cabysCatalogue } from '../cabys/catalogue';
import { apiItem, cabysCategories, cabysItemsOf, searchCabys } from '../cabys/cabysQueries';
import { isOwnRecord } from '../auth/merchantScope';
import { restaurantState } from '../restaurant/restaurantData';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest, notFound } from '../http';
import { adminProduct, checkProduct, productRecord, withOptionSets } from '../restaurant/merchantCatalogue';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import { discardImage, IMAGE_NAME, productImagesDir, resolveImage } from '../restaurant/productImages';
import type { ProductRecord } from '../storage/restaurantRecords';
import type { RouteArea } from './context';

const MAX_CABYS_PAGE_SIZE = 50;
const access = { screens: ['products'] } as const;
const notFoundRefusal = [{ status: 404, message: messages.notFound }] as const;
const imageRefusals = [text.imageType, text.imageTooLarge, text.imageTooManyPixels].map((message) => ({ status: 400, message }) as const);

/**
 * The merchant's products (docs/spec-reference.md §7: POST /product/ {product}, PUT and DELETE
 * /product/{id}; listed with the menus by GET /menu/getMenu). The picture is written with the
 * product: an upload (a data URL) is stored as a file once every check has passed, and a file no
 * product uses any more is removed once the change is stored.
 */
const records = merchantRecordEndpoints<ProductRecord, ProductInput, 'id', Product>({
  prefix: '/product',
  access,
  collection: 'products',
  noun: 'product',
  key: 'id',
  wrap: 'product',
  schema: productSchema,
  example: {
    menuId: 1,
    name: 'Café chorreado',
    shortDescription: 'Café de altura',
    description: '',
    price: 1500,
    available: 100,
    taxCodeId: 8,
    unit: 1,
    cabysCode: '2399999009900',
    preparedAt: null,
    image: null,
    nameEn: 'Drip coffee',
    shortDescriptionEn: 'Highland coffee',
    descriptionEn: '',
    allergens: [],
    diets: ['vegan'],
  },
  answer: product,
  // names are unique in one menu only, so the check is the catalogue's, not nameTaken
  check: checkProduct,
  refusals: {
    write: [
      { status: 400, message: text.invalidChoice },
      { status: 409, message: text.productNameTaken('…') },
      { status: 400, message: text.cabysUnknown },
      { status: 400, message: optionMessages.unknownSet },
      { status: 400, message: text.taxTypeMismatch },
      ...imageRefusals,
    ],
  },
  // a group copied from an option set is written as the set is stored ('Término' defined once)
  build: (input, id, merchantId, previous, store) =>
    productRecord(withOptionSets(restaurantState(store), input, merchantId), id, merchantId, resolveImage(productImagesDir(store.file), input.image, previous?.image ?? null), previous),
  view: (_state, record) => adminProduct(record),
  afterWrite: (store, before, after) => {
    if (before && before.image !== after?.image) discardImage(productImagesDir(store.file), before.image);
  },
  texts: { created: text.productCreated, updated: text.productUpdated },
});

const cabysPageRange = { status: 400, message: text.cabysPageRange } as const;

/**
 * /product: the merchant's products, the CABYS picker over the catalogue in mock-api/cabys/, and
 * the uploaded pictures. Pictures are public (the QR menu shows them without a session), so the
 * guards are per route here.
 */
const area = declaredArea('/product', [
  ...records.endpoints,
  endpoint({
    method: 'PUT',
    path: '/product/soldOut/:id',
    summary: "Marks one of the caller's products 'Agotado', or available again; every open QR menu of the merchant greys it within 2 s.",
    // the board's staff mark a dish sold out as well as the products screen's
    access: { screens: ['products', 'orders'] },
    addition: true,
    body: { schema: soldOutSchema, example: { soldOut: true } },
    answer: soldOutAnswer,
    refusals: notFoundRefusal,
    handle: (call) => {
      const record = records.find(call);
      record.soldOut = call.body.soldOut;
      call.ctx.store.save('products');
      return { product: adminProduct(record), message: extras.soldOutSaved(record.name, record.soldOut) };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/product/getTaxCode',
    summary: "The tax types of Hacienda's electronic invoice, with their rates.",
    access,
    addition: false,
    answer: z.object({ codes: z.array(taxType) }),
    refusals: [],
    handle: () => ({ codes: TAX_TYPES }),
  }),
  endpoint({
    method: 'GET',
    path: '/product/getCabysByCodeOrName/:text/:page/:size',
    summary: 'CABYS items by code prefix or by words of the description, one page (pages count from 1).',
    access,
    addition: false,
    answer: cabysPage,
    refusals: [cabysPageRange],
    handle: ({ params: { text: query, page, size } }) => {
      if (!/^\d{1,6}$/.test(page) || Number(page) < 1 || !/^\d{1,3}$/.test(size) || Number(size) < 1 || Number(size) > MAX_CABYS_PAGE_SIZE) {
        throw badRequest(text.cabysPageRange);
      }
      const { cabys, totalPages } = searchCabys(cabysCatalogue(), query.slice(0, 200), Number(page), Number(size));
      return { cabys, totalPages };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/product/cabysSuggestions',
    summary: "What the CABYS picker offers before a search: a dish served at the table, drinks served in a restaurant, and the codes of the caller's last products.",
    access,
    addition: true,
    answer: cabysSuggestions,
    refusals: [],
    handle: ({ ctx, session }) => {
      const catalogue = cabysCatalogue();
      const item = (code: string) => apiItem(catalogue.byCode.get(code)!);
      // ids grow with each new product: the highest are the last the merchant added
      const own = restaurantState(ctx.store).products.filter((record) => isOwnRecord(session, record)).sort((a, b) => b.id - a.id);
      const recent = [...new Set(own.map((record) => record.cabysCode))].filter((code) => catalogue.byCode.has(code)).slice(0, RECENT_CABYS_CODES);
      return { dish: item(RESTAURANT_DISH.code), drinks: RESTAURANT_DRINK_CODES.map(item), recent: recent.map(item) };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/product/getPrincipalCabys',
    summary: "The CABYS catalogue's top categories.",
    access,
    addition: false,
    answer: z.object({ cabys: z.array(cabysCategory) }),
    refusals: [],
    handle: () => ({ cabys: cabysCategories(cabysCatalogue(), 1, '') ?? [] }),
  }),
  endpoint({
    method: 'GET',
    path: '/product/getCabysByCategory/:level/:category',
    summary: 'The CABYS categories of one level under a category.',
    access,
    addition: false,
    answer: z.object({ cabys: z.array(cabysCategory) }),
    refusals: notFoundRefusal,
    handle: ({ params }) => {
      const level = /^\d$/.test(params.level) ? Number(params.level) : NaN;
      const cabys = cabysCategories(cabysCatalogue(), level, params.category);
      if (!cabys || cabys.length === 0) throw notFound();
      return { cabys };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/product/getCabysByCategory8/:category',
    summary: 'The CABYS items of a category of the last level.',
    access,
    addition: false,
    answer: z.object({ cabys: z.array(cabysItem) }),
    refusals: notFoundRefusal,
    handle: ({ params }) => {
      const cabys = cabysItemsOf(cabysCatalogue(), params.category);
      if (!cabys || cabys.length === 0) throw notFound();
      return { cabys };
    },
  }),
  endpoint({
    method: 'GET',
    path: '/product/image/:name',
    summary: "An uploaded product picture (PNG or JPEG), public like the QR menu that shows it; names are random, so they never change.",
    access: 'public',
    addition: true,
    answer: z.instanceof(Buffer),
    contentType: 'image/*',
    refusals: notFoundRefusal,
    handle: async ({ ctx, params: { name }, res }) => {
      if (!IMAGE_NAME.test(name)) throw notFound();
      const bytes = await fs.readFile(path.join(productImagesDir(ctx.store.file), name)).catch(() => undefined);
      if (!bytes) throw notFound();
      res.set({
        'Content-Type': name.endsWith('.png') ? 'image/png' : 'image/jpeg',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      return bytes;
    },
  }),
]);

export const productRoutes: RouteArea = {
  ...area,
  build(ctx) {
    // read and indexed once, when the API starts, not on the first search
    cabysCatalogue();
    return area.build(ctx);
  },
};
