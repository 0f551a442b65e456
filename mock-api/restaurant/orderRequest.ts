import { orderMessages } from '../../src/domain/orderMessages';
import { isValidQuantity, MAX_LINE_MESSAGE, MAX_ORDER_DETAIL, MAX_ORDER_LINES } from '../../src/domain/orderRules';
import { ApiError, badRequest } from '../http';
import type { OrderLine, StateWithRestaurant, TableRecord } from '../seed/restaurantTypes';
import type { Merchant } from '../seed/types';
import { tableByToken } from './restaurantData';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const optionalText = (value: unknown, max: number) => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) throw badRequest(orderMessages.badOrder);
  return value.trim();
};

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
): { table: TableRecord; merchant: Merchant; detail: string; lines: OrderLine[] } => {
  if (!isObject(body)) throw badRequest(orderMessages.badOrder);
  const found = tableByToken(state, body.token);
  if (!found) throw unknownTable();
  const order = body.order;
  if (!isObject(order)) throw badRequest(orderMessages.badOrder);
  if (order.takeout !== undefined && order.takeout !== false) throw badRequest(orderMessages.takeoutUnavailable);
  const detail = optionalText(order.detail, MAX_ORDER_DETAIL);
  if (order.products === undefined || (Array.isArray(order.products) && order.products.length === 0)) {
    throw badRequest(orderMessages.emptyOrder);
  }
  if (!Array.isArray(order.products)) throw badRequest(orderMessages.badOrder);
  if (order.products.length > MAX_ORDER_LINES) throw badRequest(orderMessages.tooManyLines);

  const menu = new Map(state.products.filter((product) => product.merchant_id === found.merchant.id).map((product) => [product.id, product]));
  const seen = new Set<number>();
  const lines = order.products.map((line: unknown): OrderLine => {
    if (!isObject(line)) throw badRequest(orderMessages.badOrder);
    if (!isValidQuantity(line.quantity)) throw badRequest(orderMessages.badQuantity);
    // another merchant's product and a made-up id get the same answer: nothing about other menus leaks
    const product = typeof line.id === 'number' ? menu.get(line.id) : undefined;
    if (!product) throw badRequest(orderMessages.unknownProduct);
    if (seen.has(product.id)) throw badRequest(orderMessages.repeatedProduct);
    seen.add(product.id);
    return {
      id: product.id,
      name: product.name,
      quantity: line.quantity,
      price: product.price,
      tax: product.tax,
      message: optionalText(line.message, MAX_LINE_MESSAGE),
    };
  });
  return { table: found.table, merchant: found.merchant, detail, lines };
};
