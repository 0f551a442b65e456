import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { addQuantity, fitsUnit, formatQuantity, stockUnitOf } from '../../src/domain/stockUnits';
import type { StockItem, StockMovement } from '../../src/domain/wire/stock';
import { nextId, requireOwnRecord } from '../auth/merchantScope';
import type { Session } from '../auth/session';
import { badRequest } from '../http';
import type { InventoryState, StateWithInventory, StateWithRestaurant, StockMovementRecord, StockRecord } from '../storage/restaurantRecords';

/** The stored state with the stock and loyalty collections present (older data files may lack them). */
export const inventoryState = (state: StateWithRestaurant): StateWithInventory => {
  for (const key of ['stocks', 'stockMovements', 'combos', 'rewards', 'loyaltyClients'] as const satisfies (keyof InventoryState)[]) {
    if (!Array.isArray((state as Partial<InventoryState>)[key])) (state as unknown as Record<string, unknown[]>)[key] = [];
  }
  return state as StateWithInventory;
};

/** A stock item of the caller's merchant, or 404 as if it did not exist (mock-api/auth/merchantScope.ts). */
export const ownStock = (state: StateWithInventory, session: Pick<Session, 'merchantScope'>, id: number) =>
  requireOwnRecord(session, state.stocks.find((candidate) => candidate.id === id));

export const unitOf = (code: number) => {
  const unit = stockUnitOf(code);
  if (!unit) throw badRequest(text.unknownUnit, { field: 'unit' });
  return unit;
};

/** A quantity a person types for the item (initial, minimum, added or removed) keeps no more decimals than its unit. */
export const checkDecimals = (quantity: number, unitCode: number, field: string) => {
  const unit = unitOf(unitCode);
  if (!fitsUnit(quantity, unit.decimals)) throw badRequest(text.tooManyDecimals(unit.decimals, unit.description), { field });
};

/** What the stock list shows (docs/spec-reference.md §3): the supplier by name, no merchant id. */
export const publicStock = (state: StateWithRestaurant, item: StockRecord): StockItem => {
  const supplier = item.supplierId === null ? undefined : state.suppliers.find((candidate) => candidate.supplierCode === item.supplierId && candidate.merchant_id === item.merchant_id);
  return {
    id: item.id,
    name: item.name,
    unit: item.unit,
    newStock: item.newStock,
    stock: item.stock,
    supplierId: item.supplierId,
    supplier: supplier ? { name: supplier.name } : null,
    minimunStock: item.minimunStock,
  };
};

export const publicMovement = ({ merchant_id: _merchant, ...movement }: StockMovementRecord): StockMovement => movement;

interface Change {
  direction: 1 | -1;
  quantity: number;
  note: string;
  author: string;
  at: number;
  order?: { id: number; orderNumber: number };
}

/**
 * Adds or takes a quantity, exact in thousandths (an order may take a quarter of a can), and keeps the movement. A removal larger than what is available is
 * refused (nothing changes); callers that change several items check them all first.
 */
export const moveStock = (state: StateWithInventory, item: StockRecord, change: Change) => {
  const { symbol } = unitOf(item.unit);
  const balance = addQuantity(item.stock, change.direction * change.quantity);
  if (balance < 0) throw badRequest(text.removeTooMuch(formatQuantity(item.stock), symbol), { field: 'removeStock' });
  item.stock = balance;
  state.stockMovements.push({
    id: nextId(state.stockMovements, (movement) => movement.id),
    merchant_id: item.merchant_id,
    stockId: item.id,
    at: change.at,
    direction: change.direction,
    quantity: change.quantity,
    balance,
    note: change.note,
    author: change.author,
    orderId: change.order?.id ?? null,
    orderNumber: change.order?.orderNumber ?? null,
  });
};
