import { productMessages as text } from '../../src/domain/productMessages';
import { ApiError } from '../http';
import type { OrderReservation } from './orderReservations';

/**
 * A product's available quantity (docs/spec-reference.md §3 `available`): an order may not ask more than is left
 * (409 naming the product), placing it takes the quantity, cancelling gives it back, and a product
 * with none left is 'Agotado' on the QR menu. A product 'Sin límite' is never refused nor 'Agotado'
 * for its quantity.
 */
export const productAvailability: OrderReservation = {
  collections: ['products'],
  check(state, order) {
    // one product may be on several lines with different choices: their quantities add up
    const asked = new Map<number, number>();
    for (const line of order.products) {
      asked.set(line.id, (asked.get(line.id) ?? 0) + line.quantity);
      const product = state.products.find((candidate) => candidate.id === line.id);
      if (product?.unlimited) continue;
      const available = product?.available ?? 0;
      if (asked.get(line.id)! > available) throw new ApiError(409, text.notEnoughAvailable(line.name, Math.max(0, available)));
    }
  },
  apply(state, order, direction) {
    for (const line of order.products) {
      const product = state.products.find((candidate) => candidate.id === line.id);
      // a product deleted since the order was placed has nothing to give back to
      if (product) product.available += direction === 'take' ? -line.quantity : line.quantity;
    }
  },
  soldOut: (_state, product) => !product.unlimited && product.available <= 0,
};
