import { Router } from 'express';
import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { STOCK_UNITS } from '../../src/domain/stockUnits';
import { stockAddSchemaFor, stockCreateSchema, stockRemoveSchemaFor, stockUpdateSchema } from '../../src/schemas/stockSchema';
import { allowScreen, sessionOf } from '../auth/session';
import { badRequest, conflict, idParam, route } from '../http';
import { checkDecimals, inventoryState, moveStock, nextId, ownStock, publicMovement, publicStock, unitOf } from '../restaurant/inventoryData';
import { restaurantState } from '../restaurant/restaurantData';
import { refuseTakenName } from '../restaurant/uniqueName';
import type { StateWithInventory, StockRecord } from '../seed/restaurantTypes';
import type { UserRecord } from '../seed/types';
import { parseWrapped } from '../validation';
import type { RouteArea } from './context';

const authorOf = (user: UserRecord) => `${user.name} ${user.lastname}`.trim() || user.username;

/**
 * /stock: the merchant's inventory ('stocks' screen, groups 2 and 4), only the caller's merchant:
 * another merchant's item answers 404 as if it did not exist. Quantities change only through
 * addStock/removeStock (docs/spec-reference.md §4) and every change is kept as a movement (our addition, read by
 * GET /stock/getMovements/{id}). GET /stock/getSuppliers (ours) gives the supplier select its
 * names without needing the suppliers screen.
 */
export const stockRoutes: RouteArea = {
  prefix: '/stock',
  build({ store, authenticate, clock }) {
    const router = Router();
    router.use(authenticate, allowScreen('stocks'));
    const state = () => inventoryState(restaurantState(store));
    const scopeOf = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).merchantScope;

    /** A supplier of the same merchant, by its supplierCode; anything else reads as unknown. */
    const checkSupplier = (inventory: StateWithInventory, merchantId: number, supplierId: number | null) => {
      if (supplierId === null) return;
      if (!inventory.suppliers.some((supplier) => supplier.supplierCode === supplierId && supplier.merchant_id === merchantId)) {
        throw badRequest(text.unknownSupplier, { field: 'supplierId' });
      }
    };

    /** An item's name is what recipes and the movements' history show: two alike would be mixed up. */
    const checkName = (inventory: StateWithInventory, merchantId: number, name: string, self?: StockRecord) =>
      refuseTakenName(inventory.stocks.filter((item) => item.merchant_id === merchantId), name, self, text.stockNameTaken);

    router.get(
      '/getStocks',
      route((req) => {
        const inventory = state();
        const scope = scopeOf(req);
        return { stocks: inventory.stocks.filter((item) => scope !== null && item.merchant_id === scope).map((item) => publicStock(inventory, item)) };
      }),
    );
    router.get('/getUnits', route(() => ({ units: STOCK_UNITS })));
    router.get(
      '/getSuppliers',
      route((req) => {
        const scope = scopeOf(req);
        return {
          suppliers: state()
            .suppliers.filter((supplier) => scope !== null && supplier.merchant_id === scope)
            .map(({ supplierCode, name }) => ({ supplierCode, name })),
        };
      }),
    );
    router.get(
      '/getMovements/:id',
      route((req) => {
        const inventory = state();
        const item = ownStock(inventory, scopeOf(req), idParam(req.params.id));
        const movements = inventory.stockMovements.filter((movement) => movement.stockId === item.id).sort((a, b) => b.at - a.at || b.id - a.id);
        return { stock: publicStock(inventory, item), movements: movements.map(publicMovement) };
      }),
    );

    router.post(
      '/',
      route((req) => {
        const inventory = state();
        const session = sessionOf(req);
        const merchantId = session.merchantScope;
        // a provider user has no restaurant: there is no merchant to file the item under
        if (merchantId === null) throw badRequest();
        const input = parseWrapped(stockCreateSchema, req.body, 'stock');
        unitOf(input.unit);
        checkSupplier(inventory, merchantId, input.supplierId);
        checkName(inventory, merchantId, input.name);
        const item: StockRecord = {
          id: nextId(inventory.stocks),
          merchant_id: merchantId,
          name: input.name,
          unit: input.unit,
          newStock: input.newStock,
          stock: 0,
          supplierId: input.supplierId,
          minimunStock: input.minimunStock,
        };
        inventory.stocks.push(item);
        moveStock(inventory, item, { direction: 1, quantity: input.newStock, note: text.initialNote, author: authorOf(session.user), at: clock.now() });
        store.save('stocks', 'stockMovements');
        return { stock: publicStock(inventory, item), message: text.stockCreated };
      }),
    );

    /** Adds to or removes from an item: a quantity above 0 in the unit's decimals (no more than available for a removal) and a note. */
    const change = (direction: 1 | -1) =>
      route((req) => {
        const inventory = state();
        const session = sessionOf(req);
        const item = ownStock(inventory, session.merchantScope, idParam(req.params.id));
        const input = direction === 1 ? parseWrapped(stockAddSchemaFor(item), req.body, 'stock') : parseWrapped(stockRemoveSchemaFor(item), req.body, 'stock');
        const quantity = 'addStock' in input ? input.addStock : input.removeStock;
        moveStock(inventory, item, { direction, quantity, note: input.note, author: authorOf(session.user), at: clock.now() });
        store.save('stocks', 'stockMovements');
        return { stock: publicStock(inventory, item), message: text.stockUpdated };
      });
    router.put('/addStock/:id', change(1));
    router.put('/removeStock/:id', change(-1));

    router.put(
      '/:id',
      route((req) => {
        const inventory = state();
        const item = ownStock(inventory, scopeOf(req), idParam(req.params.id));
        const input = parseWrapped(stockUpdateSchema, req.body, 'stock');
        const unit = unitOf(input.unit);
        checkSupplier(inventory, item.merchant_id, input.supplierId);
        checkName(inventory, item.merchant_id, input.name, item);
        if (input.unit !== item.unit) {
          // what a person typed must still read right in the new unit; what orders took (the
          // available quantity, recipes) is kept in thousandths of any unit
          try {
            checkDecimals(item.newStock, unit.code, 'unit');
          } catch {
            throw badRequest(text.unitDoesNotFit(unit.description), { field: 'unit' });
          }
        }
        Object.assign(item, { name: input.name, unit: input.unit, supplierId: input.supplierId, minimunStock: input.minimunStock });
        store.save('stocks');
        return { stock: publicStock(inventory, item), message: text.stockUpdated };
      }),
    );

    router.delete(
      '/:id',
      route((req) => {
        const inventory = state();
        const item = ownStock(inventory, scopeOf(req), idParam(req.params.id));
        if (inventory.combos.some((combo) => combo.stockId === item.id)) throw conflict(text.stockInRecipes);
        inventory.stocks.splice(inventory.stocks.indexOf(item), 1);
        // its history goes with it: nothing else reads a deleted item's movements
        inventory.stockMovements = inventory.stockMovements.filter((movement) => movement.stockId !== item.id);
        store.save('stocks', 'stockMovements');
        return { stock: publicStock(inventory, item) };
      }),
    );
    return router;
  },
};
