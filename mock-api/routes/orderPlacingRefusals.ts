import { dinerRefusals } from '../../src/domain/dinerRefusals';
import { optionMessages } from '../../src/domain/optionMessages';
import { orderMessages } from '../../src/domain/orderMessages';
import type { Refusal } from '../contract/endpoint';

/**
 * What placing an order may be refused for, by a diner's phone (mock-api/routes/order.ts) or by staff
 * (mock-api/routes/staffOrder.ts): both price and reserve it through one function
 * (mock-api/restaurant/newOrder.ts), so the contract names the same refusals for both.
 */
export const ORDER_PLACING_REFUSALS: Refusal[] = [
  { status: 400, message: orderMessages.badOrder },
  { status: 400, message: orderMessages.unknownProduct },
  { status: 400, message: orderMessages.repeatedProduct },
  { status: 400, message: optionMessages.badChoices },
  { status: 400, message: "A choice unknown, missing from a required group or over a group's maximum (the message names the product and the group)." },
  { status: 409, message: 'A product sold out or short of stock (the message names it).' },
  { status: 409, message: dinerRefusals.menuClosed.es('…') },
  { status: 409, message: dinerRefusals.soldOut.es('…') },
];
