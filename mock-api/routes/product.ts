import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { TAX_TYPES } from '../../src/domain/productCatalogs';
import { productMessages as text } from '../../src/domain/productMessages';
import { productSchema } from '../../src/schemas/productSchema';
import { allowScreen } from '../auth/session';
import { cabysCatalogue } from '../cabys/catalogue';
import { cabysCategories, cabysItemsOf, searchCabys } from '../cabys/cabysQueries';
import { badRequest, idParam, notFound, route } from '../http';
import { adminProduct, ownProductIndex, productFromInput } from '../restaurant/merchantCatalogue';
import { discardImage, IMAGE_NAME, productImagesDir, resolveImage } from '../restaurant/productImages';
import { restaurantState } from '../restaurant/restaurantData';
import { parseWrapped } from '../validation';
import { callerMerchant } from '../auth/merchantScope';
import { sessionOf } from '../auth/session';
import type { RouteArea } from './context';

const MAX_CABYS_PAGE_SIZE = 50;

/**
 * /product: the merchant's products (writes wrap the record as `{product}`, like `{bank}`; the spec
 * leaves that transport unshown), the CABYS picker over the catalogue in mock-api/cabys/, and the
 * uploaded pictures. Pictures are public (the QR menu shows them without a session), so
 * `authenticate` is per route here.
 */
export const productRoutes: RouteArea = {
  prefix: '/product',
  build({ store, authenticate }) {
    const router = Router();
    const merchantSide = [authenticate, allowScreen('products')];
    const imagesDir = productImagesDir(store.file);
    // read and indexed once, when the API starts, not on the first search
    cabysCatalogue();

    router.post(
      '/',
      ...merchantSide,
      route((req) => {
        const state = restaurantState(store);
        const merchantId = callerMerchant(sessionOf(req));
        const input = parseWrapped(productSchema, req.body, 'product');
        // checked before the picture is written, so a refused body leaves no file behind
        productFromInput(state, merchantId, input, null);
        const product = productFromInput(state, merchantId, input, resolveImage(imagesDir, input.image, null));
        state.products.push(product);
        store.save('products');
        return { product: adminProduct(product), message: text.productCreated };
      }),
    );

    router.put(
      '/:id',
      ...merchantSide,
      route((req) => {
        const state = restaurantState(store);
        const merchantId = callerMerchant(sessionOf(req));
        const index = ownProductIndex(state, merchantId, idParam(req.params.id));
        const existing = state.products[index];
        const input = parseWrapped(productSchema, req.body, 'product');
        productFromInput(state, merchantId, input, existing.image, existing);
        const product = productFromInput(state, merchantId, input, resolveImage(imagesDir, input.image, existing.image), existing);
        state.products[index] = product;
        store.save('products');
        if (product.image !== existing.image) discardImage(imagesDir, existing.image);
        return { product: adminProduct(product), message: text.productUpdated };
      }),
    );

    router.delete(
      '/:id',
      ...merchantSide,
      route((req) => {
        const state = restaurantState(store);
        const index = ownProductIndex(state, callerMerchant(sessionOf(req)), idParam(req.params.id));
        const [product] = state.products.splice(index, 1);
        store.save('products');
        discardImage(imagesDir, product.image);
        return { product: adminProduct(product) };
      }),
    );

    router.get('/getTaxCode', ...merchantSide, route(() => ({ codes: TAX_TYPES })));

    /** Search by code prefix or by words of the description; pages count from 1. */
    router.get(
      '/getCabysByCodeOrName/:text/:page/:size',
      ...merchantSide,
      route((req) => {
        const { text: query, page, size } = req.params;
        if (!/^\d{1,6}$/.test(page) || Number(page) < 1 || !/^\d{1,3}$/.test(size) || Number(size) < 1 || Number(size) > MAX_CABYS_PAGE_SIZE) {
          throw badRequest(text.cabysPageRange);
        }
        const { cabys, totalPages } = searchCabys(cabysCatalogue(), query.slice(0, 200), Number(page), Number(size));
        return { cabys, totalPages };
      }),
    );

    router.get('/getPrincipalCabys', ...merchantSide, route(() => ({ cabys: cabysCategories(cabysCatalogue(), 1, '') })));

    router.get(
      '/getCabysByCategory/:level/:category',
      ...merchantSide,
      route((req) => {
        const level = /^\d$/.test(req.params.level) ? Number(req.params.level) : NaN;
        const cabys = cabysCategories(cabysCatalogue(), level, req.params.category);
        if (!cabys || cabys.length === 0) throw notFound();
        return { cabys };
      }),
    );

    router.get(
      '/getCabysByCategory8/:category',
      ...merchantSide,
      route((req) => {
        const cabys = cabysItemsOf(cabysCatalogue(), req.params.category);
        if (!cabys || cabys.length === 0) throw notFound();
        return { cabys };
      }),
    );

    /** An uploaded picture, public like the QR menu that shows it; names are random, so they never change. */
    router.get('/image/:name', (req, res) => {
      const { name } = req.params;
      if (!IMAGE_NAME.test(name)) return res.status(404).json({ message: notFound().message });
      fs.readFile(path.join(imagesDir, name), (error, bytes) => {
        if (error) return res.status(404).json({ message: notFound().message });
        res.set({
          'Content-Type': name.endsWith('.png') ? 'image/png' : 'image/jpeg',
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
        res.send(bytes);
      });
    });
    return router;
  },
};
