import type { PricedOption } from './productOptions';

/** A line of a placed order as the API answers it (docs/spec-reference.md §3 Order: name, quantity, price, tax). */
export interface OrderLine {
  id: number;
  name: string;
  quantity: number;
  /** Unit price and tax rate as the server's menu had them when the order was placed. */
  price: number;
  tax: number;
  /** The product's 'Lleva servicio (10 %)' when the order was placed (src/domain/serviceCharge.ts). */
  carriesService: boolean;
  /** The diner's choices, each with its price before tax; `price` already includes them. Absent on older orders. */
  options?: PricedOption[];
}
