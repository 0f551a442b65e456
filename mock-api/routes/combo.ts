import { z } from 'zod';
import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { messages } from '../../src/domain/messages';
import { formatQuantity } from '../../src/domain/stockUnits';
import { saved } from '../../src/domain/wire/common';
import { comboLine, recipe, type ComboLine } from '../../src/domain/wire/combo';
import { comboSchema } from '../../src/schemas/comboSchema';
import { requireOwnRecord } from '../auth/merchantScope';
import type { Session } from '../auth/session';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { conflict, idParam, notFound, wrapped } from '../http';
import { inventoryState, ownStock, unitOf } from '../restaurant/inventoryData';
import { restaurantState } from '../restaurant/restaurantData';
import type { ComboRecord, StateWithInventory, StockRecord } from '../storage/restaurantRecords';
import type { Store } from '../store';

const access = { screens: ['stocks'] } as const;
const inventoryOf = (store: Store) => inventoryState(restaurantState(store));
const notFoundRefusal = { status: 404, message: messages.notFound } as const;

/** The caller's merchant's product (mock-api/auth/merchantScope.ts); another merchant's, or none, is 404. */
const ownProduct = (inventory: StateWithInventory, session: Session, id: number) => requireOwnRecord(session, inventory.products.find((product) => product.id === id));

const lineView = (inventory: StateWithInventory, combo: ComboRecord): ComboLine => {
  const item = inventory.stocks.find((candidate) => candidate.id === combo.stockId);
  return { productId: combo.productId, stockId: combo.stockId, quantity: combo.quantity, stock: item ? { name: item.name, unit: item.unit } : null };
};

const recipeSaved = (combo: ComboRecord, item: StockRecord) => text.recipeSaved(formatQuantity(combo.quantity), unitOf(item.unit).symbol, item.name);

const lineOf = (inventory: StateWithInventory, productId: number, stockId: number) => {
  const combo = inventory.combos.find((candidate) => candidate.productId === productId && candidate.stockId === stockId);
  if (!combo) throw notFound();
  return combo;
};

/** docs/spec-reference.md §7: the PUT's body carries the quantity; the line is the one its path names, ids in the body are not read. */
const quantityBody = comboSchema.partial({ productId: true, stockId: true });

/**
 * /combo: a product's recipe (docs/spec-reference.md §7), each line identified by product and stock
 * item. Served to whoever has the stock screen (groups 2 and 4), for their own merchant only:
 * another merchant's product or stock item, in the path or the body, answers 404 as if it did not
 * exist.
 */
export const comboRoutes = declaredArea(
  '/combo',
  [
    endpoint({
      method: 'GET',
      path: '/combo/getComboByProductId/:productId',
      summary: "A product's recipe: the stock items one dish uses, and the dish's name.",
      access,
      addition: false,
      answer: recipe,
      refusals: [notFoundRefusal],
      handle: ({ ctx, session, params }) => {
        const inventory = inventoryOf(ctx.store);
        const product = ownProduct(inventory, session, idParam(params.productId));
        return {
          combos: inventory.combos.filter((combo) => combo.productId === product.id).map((combo) => lineView(inventory, combo)),
          // ours: the recipe screen's title names the dish
          product: { id: product.id, name: product.name },
        };
      },
    }),
    endpoint({
      method: 'POST',
      path: '/combo/',
      summary: "Adds a stock item to one of the caller's products' recipe.",
      access,
      addition: false,
      body: { schema: comboSchema, wrap: 'combo' },
      answer: saved('combo', comboLine),
      refusals: [notFoundRefusal, { status: 409, message: text.comboExists }],
      handle: ({ ctx, session, body: input }) => {
        const inventory = inventoryOf(ctx.store);
        const product = ownProduct(inventory, session, input.productId);
        const item = ownStock(inventory, session, input.stockId);
        if (inventory.combos.some((combo) => combo.productId === product.id && combo.stockId === item.id)) throw conflict(text.comboExists, { field: 'stockId' });
        const combo: ComboRecord = { merchant_id: product.merchant_id, productId: product.id, stockId: item.id, quantity: input.quantity };
        inventory.combos.push(combo);
        ctx.store.save('combos');
        return { combo: lineView(inventory, combo), message: recipeSaved(combo, item) };
      },
    }),
    endpoint({
      method: 'PUT',
      path: '/combo/:productId/:stockId',
      summary: 'Changes the quantity of one line of a recipe.',
      access,
      addition: false,
      // the ids of the path go into the body before it is checked
      body: { schema: quantityBody, wrap: 'combo', parsedBy: 'handler' },
      answer: saved('combo', comboLine),
      refusals: [notFoundRefusal],
      handle: (call) => {
        const inventory = inventoryOf(call.ctx.store);
        const product = ownProduct(inventory, call.session, idParam(call.params.productId));
        const item = ownStock(inventory, call.session, idParam(call.params.stockId));
        const combo = lineOf(inventory, product.id, item.id);
        const input = call.parse({ ...wrapped(call.rawBody, 'combo'), productId: product.id, stockId: item.id });
        combo.quantity = input.quantity;
        call.ctx.store.save('combos');
        return { combo: lineView(inventory, combo), message: recipeSaved(combo, item) };
      },
    }),
    endpoint({
      method: 'DELETE',
      path: '/combo/:productId/:stockId',
      summary: 'Removes one line of a recipe.',
      access,
      addition: false,
      answer: z.object({ combo: comboLine }),
      refusals: [notFoundRefusal],
      handle: ({ ctx, session, params }) => {
        const inventory = inventoryOf(ctx.store);
        const product = ownProduct(inventory, session, idParam(params.productId));
        const combo = lineOf(inventory, product.id, idParam(params.stockId));
        inventory.combos.splice(inventory.combos.indexOf(combo), 1);
        ctx.store.save('combos');
        return { combo: lineView(inventory, combo) };
      },
    }),
  ],
  { ownsPrefix: true },
);
