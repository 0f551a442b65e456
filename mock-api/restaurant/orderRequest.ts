import { orderMessages } from '../../src/domain/orderMessages';
import { lineKey, priceWithOptions } from '../../src/domain/optionLines';
import { resolveChoices } from '../../src/domain/productOptions';
import { dinerNameField, orderSchema, type OrderBody } from '../../src/schemas/orderSchema';
import { ApiError, badRequest } from '../http';
import { parseBody } from '../validation';
import type { OrderLine, StateWithRestaurant, TableRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { dinerRefusals } from '../../src/domain/dinerRefusals';
import type { DinerLanguage } from './dinerLanguage';
import { menuOpenNow, tableByToken } from './restaurantData';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

export const unknownTable = () => new ApiError(404, orderMessages.unknownTable);

/**
 * An order's lines checked and priced from the server's own menu of `merchant`, the same for a
 * diner's order and one staff take (mock-api/routes/staffOrder.ts). Only product ids, quantities,
 * messages and chosen options (by name) are read; any price, name or tax the client adds is never
 * read. Throws 400 for a repeated line or a product not on this merchant's menu, and 409 for a
 * product whose menu is outside its hours or that staff marked 'Agotado'.
 */
export const pricedLines = (
  state: StateWithRestaurant,
  merchant: Merchant,
  order: OrderBody,
  { now, language }: { now: number; language: DinerLanguage },
): OrderLine[] => {
  const menu = new Map(state.products.filter((product) => product.merchant_id === merchant.id).map((product) => [product.id, product]));
  const seen = new Set<string>();
  return order.products.map((line): OrderLine => {
    // another merchant's product and a made-up id get the same answer: nothing about other menus leaks
    const product = menu.get(line.id);
    if (!product) throw badRequest(orderMessages.unknownProduct);
    // The choices checked and priced from the stored product (a price the client sends is never read)
    const choices = resolveChoices(product, line.options);
    if ('error' in choices) throw badRequest(choices.error);
    // the same product may come twice with different choices (a steak 'Medio', another 'Bien cocido')
    // or different notes for the kitchen (one 'Alergia al maní'), not twice alike
    const key = `${lineKey(product.id, choices.options)}\u0002${line.message.trim()}`;
    if (seen.has(key)) throw badRequest(orderMessages.repeatedProduct);
    seen.add(key);
    // A menu outside its hours and a dish staff marked 'Agotado' are refused in the diner's language
    const name = language === 'en' && product.nameEn ? product.nameEn : product.name;
    if (!menuOpenNow(state, merchant.id, product.menuId, now)) throw new ApiError(409, dinerRefusals.menuClosed[language](name));
    if (product.soldOut === true) throw new ApiError(409, dinerRefusals.soldOut[language](name));
    return {
      id: product.id,
      name: product.name,
      quantity: line.quantity,
      price: priceWithOptions(product.price, choices.options),
      tax: product.tax,
      // the service as the product says now: the order, its tab and its document keep it
      carriesService: product.carriesService,
      message: line.message,
      ...(choices.options.length ? { options: choices.options } : {}),
    };
  });
};

/**
 * A diner's order request checked and priced from the server's own menu (pricedLines). Throws a
 * 4xx ApiError (nothing is stored) for an unknown table, a malformed order, an empty order, a
 * quantity that is not a whole 1–99, and what pricedLines refuses.
 */
export const pricedOrder = (
  state: StateWithRestaurant,
  body: unknown,
  { now, language }: { now: number; language: DinerLanguage },
): { table: TableRecord; merchant: Merchant; detail: string; lines: OrderLine[]; name: string } => {
  if (!isObject(body)) throw badRequest(orderMessages.badOrder);
  const found = tableByToken(state, body.token);
  if (!found) throw unknownTable();
  const order = parseBody(orderSchema, body.order);
  const name = parseBody(dinerNameField(), body.name);
  const lines = pricedLines(state, found.merchant, order, { now, language });
  return { table: found.table, merchant: found.merchant, detail: order.detail, lines, name };
};
