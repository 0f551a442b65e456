import { Router, type Request } from 'express';
import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { formatQuantity } from '../../src/domain/stockUnits';
import { comboSchema } from '../../src/schemas/comboSchema';
import { allowScreen, sessionOf } from '../auth/session';
import { conflict, idParam, notFound, route, wrapped } from '../http';
import { inventoryState, ownStock, unitOf } from '../restaurant/inventoryData';
import { restaurantState } from '../restaurant/restaurantData';
import type { ComboRecord, StateWithInventory, StockRecord } from '../seed/restaurantTypes';
import { parseBody } from '../validation';
import type { RouteArea } from './context';

/**
 * /combo: a product's recipe (docs/spec-reference.md §7), each line identified by product and stock item. Served to
 * whoever has the stock screen (groups 2 and 4), for their own merchant only: another merchant's
 * product or stock item, in the path or the body, answers 404 as if it did not exist.
 */
export const comboRoutes: RouteArea = {
  prefix: '/combo',
  build({ store, authenticate }) {
    const router = Router();
    router.use(authenticate, allowScreen('stocks'));
    const state = () => inventoryState(restaurantState(store));

    const ownProduct = (inventory: StateWithInventory, req: Request, id: number) => {
      const scope = sessionOf(req).merchantScope;
      const product = inventory.products.find((candidate) => candidate.id === id && scope !== null && candidate.merchant_id === scope);
      if (!product) throw notFound();
      return product;
    };

    const publicCombo = (inventory: StateWithInventory, combo: ComboRecord) => {
      const item = inventory.stocks.find((candidate) => candidate.id === combo.stockId);
      return { productId: combo.productId, stockId: combo.stockId, quantity: combo.quantity, stock: item ? { name: item.name, unit: item.unit } : null };
    };

    const recipeSaved = (combo: ComboRecord, item: StockRecord) => text.recipeSaved(formatQuantity(combo.quantity), unitOf(item.unit).symbol, item.name);

    const lineOf = (inventory: StateWithInventory, productId: number, stockId: number) => {
      const combo = inventory.combos.find((candidate) => candidate.productId === productId && candidate.stockId === stockId);
      if (!combo) throw notFound();
      return combo;
    };

    router.get(
      '/getComboByProductId/:productId',
      route((req) => {
        const inventory = state();
        const product = ownProduct(inventory, req, idParam(req.params.productId));
        return {
          combos: inventory.combos.filter((combo) => combo.productId === product.id).map((combo) => publicCombo(inventory, combo)),
          // ours: the recipe screen's title names the dish
          product: { id: product.id, name: product.name },
        };
      }),
    );

    router.post(
      '/',
      route((req) => {
        const inventory = state();
        const input = parseBody(comboSchema, wrapped(req.body, 'combo'));
        const product = ownProduct(inventory, req, input.productId);
        const item = ownStock(inventory, sessionOf(req), input.stockId);
        if (inventory.combos.some((combo) => combo.productId === product.id && combo.stockId === item.id)) throw conflict(text.comboExists, { field: 'stockId' });
        const combo: ComboRecord = { merchant_id: product.merchant_id, productId: product.id, stockId: item.id, quantity: input.quantity };
        inventory.combos.push(combo);
        store.save('combos');
        return { combo: publicCombo(inventory, combo), message: recipeSaved(combo, item) };
      }),
    );

    router.put(
      '/:productId/:stockId',
      route((req) => {
        const inventory = state();
        const product = ownProduct(inventory, req, idParam(req.params.productId));
        const item = ownStock(inventory, sessionOf(req), idParam(req.params.stockId));
        const combo = lineOf(inventory, product.id, item.id);
        // the line is the one in the path; ids in the body are not read
        const input = parseBody(comboSchema, { ...wrapped(req.body, 'combo'), productId: product.id, stockId: item.id });
        combo.quantity = input.quantity;
        store.save('combos');
        return { combo: publicCombo(inventory, combo), message: recipeSaved(combo, item) };
      }),
    );

    router.delete(
      '/:productId/:stockId',
      route((req) => {
        const inventory = state();
        const product = ownProduct(inventory, req, idParam(req.params.productId));
        const combo = lineOf(inventory, product.id, idParam(req.params.stockId));
        inventory.combos.splice(inventory.combos.indexOf(combo), 1);
        store.save('combos');
        return { combo: publicCombo(inventory, combo) };
      }),
    );
    return router;
  },
};
