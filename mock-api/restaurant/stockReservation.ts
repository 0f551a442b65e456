import { inventoryMessages as text } from '../../src/domain/inventoryMessages';
import { addQuantity, timesQuantity } from '../../src/domain/stockUnits';
import { ApiError } from '../http';
import type { OrderRecord, StateWithInventory, StateWithRestaurant, StockRecord } from '../storage/restaurantRecords';
import { inventoryState, moveStock } from './inventoryData';
import type { OrderReservation } from './orderReservations';

/**
 * Each stock item the order uses with the total it takes, and the first product (in the order's
 * line order) whose line would take an item below zero.
 */
const needsOf = (state: StateWithInventory, order: OrderRecord) => {
  const needs = new Map<number, { item: StockRecord; quantity: number }>();
  const items = new Map(state.stocks.filter((item) => item.merchant_id === order.merchant_id).map((item) => [item.id, item]));
  let shortFor: string | undefined;
  for (const line of order.products) {
    for (const combo of state.combos) {
      if (combo.productId !== line.id || combo.merchant_id !== order.merchant_id) continue;
      const item = items.get(combo.stockId);
      if (!item) continue;
      const need = needs.get(item.id) ?? { item, quantity: 0 };
      // in thousandths whatever the unit: three dishes of a quarter can take 0.75 of a can
      need.quantity = addQuantity(need.quantity, timesQuantity(combo.quantity, line.quantity));
      needs.set(item.id, need);
      if (need.quantity > item.stock) shortFor ??= line.name;
    }
  }
  return { needs: [...needs.values()], shortFor };
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
  soldOut(state: StateWithRestaurant, product) {
    const inventory = inventoryState(state);
    return inventory.combos.some((combo) => {
      if (combo.productId !== product.id || combo.merchant_id !== product.merchant_id) return false;
      const item = inventory.stocks.find((candidate) => candidate.id === combo.stockId && candidate.merchant_id === product.merchant_id);
      return !!item && combo.quantity > item.stock;
    });
  },
};
