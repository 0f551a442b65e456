import { finalPrice } from '../../src/domain/finalPrice';
import { lineKey, priceWithOptions, type PricedOption } from '../../src/domain/optionLines';
import { MAX_LINE_QUANTITY } from '../../src/domain/orderRules';
import { orderTotals, totalsOptionsOf, type TotalsOptions } from '../../src/domain/orderTotals';
import type { PublicMerchant } from '../../src/domain/wire/menu';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import type { StaffOrderBody } from '../../src/schemas/orderSchema';

/**
 * The round staff are putting together on 'Tomar pedido': dishes with their choices and note, priced
 * with the same src/domain functions the server uses (finalPrice.ts, orderTotals.ts), so the total on
 * screen is the order's. The server prices it again from its own menu when it is sent.
 */
export interface CartLine {
  /** The same dish with the same choices and note is one line: adding it again adds to its quantity. */
  key: string;
  product: MenuQrProduct;
  options: PricedOption[];
  message: string;
  quantity: number;
}

export const cartKey = (productId: number, options: readonly PricedOption[], message: string) => `${lineKey(productId, options)}\u0002${message.trim()}`;

export const addToCart = (cart: readonly CartLine[], line: Omit<CartLine, 'key'>): CartLine[] => {
  const key = cartKey(line.product.id, line.options, line.message);
  const same = cart.find((row) => row.key === key);
  if (!same) return [...cart, { ...line, message: line.message.trim(), key }];
  return cart.map((row) => (row === same ? { ...row, quantity: Math.min(MAX_LINE_QUANTITY, row.quantity + line.quantity) } : row));
};

/** A line's quantity changed; at 0 the line goes. */
export const setQuantity = (cart: readonly CartLine[], key: string, quantity: number): CartLine[] =>
  quantity <= 0 ? cart.filter((row) => row.key !== key) : cart.map((row) => (row.key === key ? { ...row, quantity: Math.min(MAX_LINE_QUANTITY, quantity) } : row));

export const totalsOptions = (merchant: Pick<PublicMerchant, 'simplifiedRegime' | 'tableService'>): TotalsOptions => totalsOptionsOf(merchant);

const pricedLine = (line: CartLine) => ({
  price: priceWithOptions(line.product.price, line.options),
  quantity: line.quantity,
  tax: line.product.tax,
  carriesService: line.product.carriesService,
});

/** What one of the dish costs with its choices, every tax and charge included. */
export const unitFinal = (product: Pick<MenuQrProduct, 'price' | 'tax' | 'carriesService'>, options: readonly { price: number }[], totals: TotalsOptions) =>
  finalPrice({ price: priceWithOptions(product.price, options), tax: product.tax, carriesService: product.carriesService }, totals);

/** What a line costs (unit final price × quantity) and the round's total, as the order will say. */
export const cartPrices = (cart: readonly CartLine[], totals: TotalsOptions) => ({
  lines: new Map(cart.map((line) => [line.key, Math.round(unitFinal(line.product, line.options, totals) * 100 * line.quantity) / 100])),
  total: orderTotals(cart.map(pricedLine), totals).total,
});

/** The body POST /orders/tables/{id}/order reads: ids, quantities, notes and choices by name; never a price. */
export const orderBodyOf = (cart: readonly CartLine[], detail: string): StaffOrderBody => ({
  order: {
    detail: detail.trim(),
    products: cart.map((line) => ({ id: line.product.id, quantity: line.quantity, message: line.message, options: line.options.map(({ group, option }) => ({ group, option })) })),
  },
});
