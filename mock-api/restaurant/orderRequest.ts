import { orderMessages } from '../../src/domain/orderMessages';
import { dinerNameField, orderSchema } from '../../src/schemas/orderSchema';
import { ApiError, badRequest } from '../http';
import { parseBody } from '../validation';
import type { OrderLine, StateWithRestaurant, TableRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { tableByToken } from './restaurantData';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

export const unknownTable = () => new ApiError(404, orderMessages.unknownTable);

/**
 * A diner's order request checked and priced from the server's own menu. The client sends only
 * product ids, quantities and messages; any price, name or tax it adds is never read. Throws a
 * 4xx ApiError (nothing is stored) for an unknown table, a malformed order, an empty order, a
 * quantity that is not a whole 1–99, a repeated line, or a product not on this merchant's menu.
 */
export const pricedOrder = (
  state: StateWithRestaurant,
  body: unknown,
): { table: TableRecord; merchant: Merchant; detail: string; lines: OrderLine[]; name: string } => {
  if (!isObject(body)) throw badRequest(orderMessages.badOrder);
  const found = tableByToken(state, body.token);
  if (!found) throw unknownTable();
  const order = parseBody(orderSchema, body.order);
  const name = parseBody(dinerNameField(), body.name);

  const menu = new Map(state.products.filter((product) => product.merchant_id === found.merchant.id).map((product) => [product.id, product]));
  const seen = new Set<number>();
  const lines = order.products.map((line): OrderLine => {
    // another merchant's product and a made-up id get the same answer: nothing about other menus leaks
    const product = menu.get(line.id);
    if (!product) throw badRequest(orderMessages.unknownProduct);
    if (seen.has(product.id)) throw badRequest(orderMessages.repeatedProduct);
    seen.add(product.id);
    return {
      id: product.id,
      name: product.name,
      quantity: line.quantity,
      price: product.price,
      tax: product.tax,
      message: line.message,
    };
  });
  return { table: found.table, merchant: found.merchant, detail: order.detail, lines, name };
};
