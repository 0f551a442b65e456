import { z } from 'zod';
import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { messages } from '../../src/domain/messages';
import { STOCK_UNITS } from '../../src/domain/stockUnits';
import { saved } from '../../src/domain/wire/common';
import { stockItem, stockItemHistory, stockUnit, supplierChoice, type StockItem } from '../../src/domain/wire/stock';
import { stockAddSchema, stockAddSchemaFor, stockCreateSchema, stockRemoveSchema, stockRemoveSchemaFor, stockUpdateSchema, type StockInput } from '../../src/schemas/stockSchema';
import { isOwnRecord } from '../auth/merchantScope';
import type { Call } from '../contract/endpoint';
import { endpoint } from '../contract/endpoint';
import { declaredArea } from '../contract/mount';
import { badRequest } from '../http';
import { checkDecimals, inventoryState, moveStock, publicMovement, publicStock, unitOf } from '../restaurant/inventoryData';
import { merchantRecordEndpoints } from '../restaurant/merchantRecords';
import { restaurantState } from '../restaurant/restaurantData';
import type { StateWithRestaurant, StockRecord } from '../storage/restaurantRecords';
import type { UserRecord } from '../storage/records';
import { parseWrapped } from '../validation';

type StockUpdate = z.output<typeof stockUpdateSchema>;

const access = { screens: ['stocks'] } as const;
const notFoundRefusal = { status: 404, message: messages.notFound } as const;
const authorOf = (user: UserRecord) => `${user.name} ${user.lastname}`.trim() || user.username;

/** A supplier of the same merchant, by its supplierCode; anything else reads as unknown. */
const checkSupplier = (state: StateWithRestaurant, merchantId: number, supplierId: number | null) => {
  if (supplierId === null) return;
  if (!state.suppliers.some((supplier) => supplier.supplierCode === supplierId && supplier.merchant_id === merchantId)) {
    throw badRequest(text.unknownSupplier, { field: 'supplierId' });
  }
};

/**
 * /stock: the merchant's inventory ('stocks' screen, groups 2 and 4), only the caller's merchant:
 * another merchant's item answers 404 as if it did not exist. Quantities change only through
 * addStock/removeStock (docs/spec-reference.md §4) and every change is kept as a movement (our
 * addition, read by GET /stock/getMovements/{id}), the initial quantity included. GET
 * /stock/getSuppliers (ours) gives the supplier select its names without needing the suppliers screen.
 */
const records = merchantRecordEndpoints<StockRecord, StockInput, 'id', StockItem, StockUpdate>({
  prefix: '/stock',
  access,
  collection: 'stocks',
  noun: 'stock item',
  key: 'id',
  wrap: 'stock',
  list: { path: '/getStocks', envelope: 'stocks' },
  schema: stockCreateSchema,
  updateSchema: stockUpdateSchema,
  example: { name: 'Harina de trigo', unit: 2, newStock: 12.5, supplierId: null, minimunStock: 3 },
  answer: stockItem,
  check: (state, input, merchantId, self) => {
    const unit = unitOf(input.unit);
    checkSupplier(state, merchantId, input.supplierId);
    if (!self || input.unit === self.unit) return;
    // what a person typed must still read right in the new unit; what orders took (the available
    // quantity, recipes) is kept in thousandths of any unit
    try {
      checkDecimals(self.newStock, unit.code, 'unit');
    } catch {
      throw badRequest(text.unitDoesNotFit(unit.description), { field: 'unit' });
    }
  },
  refusals: {
    write: [
      { status: 400, message: text.unknownUnit },
      { status: 400, message: text.unknownSupplier },
      { status: 400, message: text.unitDoesNotFit('…') },
    ],
    delete: [{ status: 409, message: text.stockInRecipes }],
  },
  // an item's name is what recipes and the movements' history show: two alike would be mixed up
  nameTaken: text.stockNameTaken,
  // the quantities are the movements' (an update keeps them)
  build: (input, id, merchantId, previous) => ({
    id,
    merchant_id: merchantId,
    name: input.name,
    unit: input.unit,
    newStock: previous ? previous.newStock : 'newStock' in input ? input.newStock : 0,
    stock: previous ? previous.stock : 0,
    supplierId: input.supplierId,
    minimunStock: input.minimunStock,
  }),
  view: (state, item) => publicStock(state, item),
  // the initial quantity is the item's first movement
  created: (call, item) =>
    moveStock(inventoryState(restaurantState(call.ctx.store)), item, { direction: 1, quantity: item.newStock, note: text.initialNote, author: authorOf(call.session.user), at: call.ctx.clock.now() }),
  // its history goes with it: nothing else reads a deleted item's movements
  refuseDelete: (state, item) => (inventoryState(state).combos.some((combo) => combo.stockId === item.id) ? text.stockInRecipes : undefined),
  deleted: (state, item) => {
    const inventory = inventoryState(state);
    inventory.stockMovements = inventory.stockMovements.filter((movement) => movement.stockId !== item.id);
  },
  alsoSaves: ['stockMovements'],
  texts: { created: text.stockCreated, updated: text.stockUpdated },
});

/**
 * Adds to or removes from an item: a quantity above 0 in the unit's decimals (no more than
 * available for a removal) and a note. The body's rule depends on the item (its unit, what it
 * has), so the handler checks it once the item is found.
 */
const change = (direction: 1 | -1) => (call: Call<unknown>) => {
  const { store, clock } = call.ctx;
  const item = records.find(call);
  const input = direction === 1 ? parseWrapped(stockAddSchemaFor(item), call.rawBody, 'stock') : parseWrapped(stockRemoveSchemaFor(item), call.rawBody, 'stock');
  const quantity = 'addStock' in input ? input.addStock : input.removeStock;
  moveStock(inventoryState(restaurantState(store)), item, { direction, quantity, note: input.note, author: authorOf(call.session.user), at: clock.now() });
  store.save('stocks', 'stockMovements');
  return { stock: publicStock(restaurantState(store), item), message: text.stockUpdated };
};
/** The body as docs/spec-reference.md §3 writes it: the item's id beside the change. The path names the item; this id is not read. */
const movementBody = <S extends typeof stockAddSchema | typeof stockRemoveSchema>(schema: S) =>
  schema.extend({ id: z.number().int().optional().describe("The item's id, as the path names it; not read.") });
const changeRefusals = [notFoundRefusal, { status: 400, message: text.tooManyDecimals(0, '…') }] as const;

export const stockRoutes = declaredArea(
  '/stock',
  [
    records.endpoints[0],
    endpoint({
      method: 'GET',
      path: '/stock/getUnits',
      summary: 'The units a stock item may be counted in, with the decimals each keeps.',
      access,
      addition: false,
      answer: z.object({ units: z.array(stockUnit) }),
      refusals: [],
      handle: () => ({ units: [...STOCK_UNITS] }),
    }),
    endpoint({
      method: 'GET',
      path: '/stock/getSuppliers',
      summary: "The caller's merchant's suppliers, for the stock item's supplier select.",
      access,
      addition: true,
      answer: z.object({ suppliers: z.array(supplierChoice) }),
      refusals: [],
      handle: ({ ctx, session }) => ({
        suppliers: restaurantState(ctx.store)
          .suppliers.filter((supplier) => isOwnRecord(session, supplier))
          .map(({ supplierCode, name }) => ({ supplierCode, name })),
      }),
    }),
    endpoint({
      method: 'GET',
      path: '/stock/getMovements/:id',
      summary: "One of the caller's merchant's stock items and its movements, newest first.",
      access,
      addition: true,
      answer: stockItemHistory,
      refusals: [notFoundRefusal],
      handle: (call) => {
        const inventory = inventoryState(restaurantState(call.ctx.store));
        const item = records.find(call);
        const movements = inventory.stockMovements.filter((movement) => movement.stockId === item.id).sort((a, b) => b.at - a.at || b.id - a.id);
        return { stock: publicStock(inventory, item), movements: movements.map(publicMovement) };
      },
    }),
    ...records.endpoints.slice(1, 2),
    endpoint({
      method: 'PUT',
      path: '/stock/addStock/:id',
      summary: "Adds a quantity to one of the caller's merchant's stock items, with a note; kept as a movement.",
      access,
      addition: false,
      body: { schema: movementBody(stockAddSchema), wrap: 'stock', parsedBy: 'handler', example: { stock: { id: 1, addStock: 1.25, note: 'Compra' } } },
      answer: saved('stock', stockItem),
      refusals: changeRefusals,
      handle: change(1),
    }),
    endpoint({
      method: 'PUT',
      path: '/stock/removeStock/:id',
      summary: "Removes a quantity (no more than is available) from one of the caller's merchant's stock items, with a note; kept as a movement.",
      access,
      addition: false,
      body: { schema: movementBody(stockRemoveSchema), wrap: 'stock', parsedBy: 'handler', example: { stock: { id: 1, removeStock: 1, note: 'Merma' } } },
      answer: saved('stock', stockItem),
      refusals: [...changeRefusals, { status: 400, message: text.removeTooMuch('…', '…') }],
      handle: change(-1),
    }),
    ...records.endpoints.slice(2),
  ],
  { ownsPrefix: true },
);
