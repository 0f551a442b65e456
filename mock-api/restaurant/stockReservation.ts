import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { addQuantity, timesQuantity } from '../../src/domain/stockUnits';
import { ApiError } from '../http';
import type { ChosenOption } from '../../src/domain/optionLines';
import type { OrderRecord, ProductRecord, StateWithInventory, StateWithRestaurant, StockRecord } from '../storage/restaurantRecords';
import { inventoryState, moveStock } from './inventoryData';
import type { OrderReservation } from './orderReservations';

/**
 * What one dish uses: its product's recipe lines and, for each chosen option, that option's own
 * recipe, as {stockId, quantity} in the item's unit. `name` is what a refusal names.
 */
const dishRecipe = (state: StateWithInventory, merchantId: number, productId: number, options: readonly ChosenOption[] = []) => {
  const lines = state.combos
    .filter((combo) => combo.productId === productId && combo.merchant_id === merchantId)
    .map((combo) => ({ stockId: combo.stockId, quantity: combo.quantity, option: undefined as string | undefined }));
  if (!options.length) return lines;
  const groups = state.products.find((product) => product.id === productId && product.merchant_id === merchantId)?.optionGroups ?? [];
  for (const chosen of options) {
    const option = groups.find((group) => group.name === chosen.group)?.options.find((candidate) => candidate.name === chosen.option);
    for (const line of option?.recipe ?? []) lines.push({ ...line, option: option!.name });
  }
  return lines;
};

/**
 * Each stock item the order uses with the total it takes, and the first product (in the order's
 * line order) whose line would take an item below zero — named with the option when it is the
 * option's recipe that runs short.
 */
const needsOf = (state: StateWithInventory, order: OrderRecord) => {
  const needs = new Map<number, { item: StockRecord; quantity: number }>();
  const items = new Map(state.stocks.filter((item) => item.merchant_id === order.merchant_id).map((item) => [item.id, item]));
  let shortFor: string | undefined;
  for (const line of order.products) {
    for (const use of dishRecipe(state, order.merchant_id, line.id, line.options)) {
      const item = items.get(use.stockId);
      if (!item) continue;
      const need = needs.get(item.id) ?? { item, quantity: 0 };
      // in thousandths whatever the unit: three dishes of a quarter can take 0.75 of a can
      need.quantity = addQuantity(need.quantity, timesQuantity(use.quantity, line.quantity));
      needs.set(item.id, need);
      if (need.quantity > item.stock) shortFor ??= use.option ? `${line.name} (${use.option})` : line.name;
    }
  }
  return { needs: [...needs.values()], shortFor };
};

/** Whether the stock cannot serve one dish with `option` (its own recipe with the product's): the QR menu shows it 'Agotado'. */
export const optionSoldOut = (state: StateWithRestaurant, product: ProductRecord, group: string, option: string) => {
  const inventory = inventoryState(state);
  const needs = new Map<number, number>();
  for (const use of dishRecipe(inventory, product.merchant_id, product.id, [{ group, option }])) needs.set(use.stockId, addQuantity(needs.get(use.stockId) ?? 0, use.quantity));
  return [...needs].some(([stockId, quantity]) => {
    const item = inventory.stocks.find((candidate) => candidate.id === stockId && candidate.merchant_id === product.merchant_id);
    return !!item && quantity > item.stock;
  });
};

/**
 * Orders consume stock: placing a QR order takes each product's recipe quantities (movements that
 * name the order); cancelling it gives them back. An order that would take an item below zero is
 * refused naming the product, and a product whose recipe cannot be served once is 'Agotado'.
 */
export const stockReservation: OrderReservation = {
  collections: ['stocks', 'stockMovements'],
  check(state, order) {
    const { shortFor } = needsOf(inventoryState(state), order);
    if (shortFor !== undefined) throw new ApiError(409, text.outOfStock(shortFor));
  },
  apply(state, order, direction, now) {
    const inventory = inventoryState(state);
    for (const need of needsOf(inventory, order).needs) {
      moveStock(inventory, need.item, {
        direction: direction === 'take' ? -1 : 1,
        quantity: need.quantity,
        note: direction === 'take' ? text.orderNote(order.orderNumber) : text.cancelNote(order.orderNumber),
        author: text.qrMenuAuthor,
        at: now,
        order: { id: order.id, orderNumber: order.orderNumber },
      });
    }
  },
  soldOut(state: StateWithRestaurant, product: ProductRecord) {
    const inventory = inventoryState(state);
    return inventory.combos.some((combo) => {
      if (combo.productId !== product.id || combo.merchant_id !== product.merchant_id) return false;
      const item = inventory.stocks.find((candidate) => candidate.id === combo.stockId && candidate.merchant_id === product.merchant_id);
      return !!item && combo.quantity > item.stock;
    });
  },
};
