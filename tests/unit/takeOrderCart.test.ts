import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalPrice } from '../../src/domain/finalPrice';
import type { MenuQrProduct } from '../../src/domain/wire/product';
import { staffOrderSchema } from '../../src/schemas/orderSchema';
import { addToCart, cartPrices, orderBodyOf, setQuantity, totalsOptions, type CartLine } from '../../resources/orders/takeOrderCart';

/**
 * The round on 'Tomar pedido' (resources/orders/takeOrderCart.ts): its lines add up to the total
 * the server's arithmetic gives (orderTotals.ts), whatever the taxes, service and quantities; the
 * same dish, choices and note is one line; and the body it sends passes the server's schema and
 * carries no price.
 */
const product = (id: number, price: number, tax: number, carriesService: boolean): MenuQrProduct => ({
  id,
  menuId: 1,
  name: `Plato ${id}`,
  shortDescription: '',
  description: '',
  price,
  tax,
  carriesService,
  unit: 1,
  image: null,
  allergens: [],
  diets: [],
  optionGroups: [],
  displayPrice: 0,
  soldOut: false,
});

const line = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  price: fc.integer({ min: 1, max: 5_000_000 }).map((units) => units / 100),
  tax: fc.constantFrom(0, 1, 2, 4, 13),
  carriesService: fc.boolean(),
  extra: fc.constantFrom(0, 500, 615.5),
  quantity: fc.integer({ min: 1, max: 99 }),
  message: fc.constantFrom('', 'Sin sal', 'Alergia al maní'),
});

describe("the round on 'Tomar pedido'", () => {
  it("adds its lines up to the total the server's arithmetic gives", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.boolean(), fc.boolean(), (lines, simplifiedRegime, tableService) => {
        const totals = totalsOptions({ simplifiedRegime, tableService });
        let cart: CartLine[] = [];
        for (const row of lines) {
          const options = row.extra ? [{ group: 'Extras', option: 'Queso', price: row.extra }] : [];
          cart = addToCart(cart, { product: product(row.id, row.price, row.tax, row.carriesService), options, message: row.message, quantity: row.quantity });
        }
        const prices = cartPrices(cart, totals);
        const sum = [...prices.lines.values()].reduce((total, amount) => total + Math.round(amount * 100), 0);
        expect(Math.round(prices.total * 100)).toBe(sum);
        const body = orderBodyOf(cart, ' ');
        expect(staffOrderSchema.safeParse(body).success).toBe(true);
        expect(JSON.stringify(body)).not.toMatch(/price/);
      }),
    );
  });

  it('keeps the same dish, choices and note as one line, and drops a line at 0', () => {
    const dish = product(1, 3000, 13, true);
    let cart = addToCart([], { product: dish, options: [], message: 'Sin sal ', quantity: 1 });
    cart = addToCart(cart, { product: dish, options: [], message: 'Sin sal', quantity: 2 });
    cart = addToCart(cart, { product: dish, options: [], message: '', quantity: 1 });
    expect(cart.map((row) => [row.message, row.quantity])).toEqual([
      ['Sin sal', 3],
      ['', 1],
    ]);
    expect(cartPrices(cart, totalsOptions({ simplifiedRegime: false, tableService: true })).lines.get(cart[0].key)).toBe(finalPrice({ ...dish }, totalsOptions({ simplifiedRegime: false, tableService: true })) * 3);
    expect(setQuantity(cart, cart[0].key, 0)).toHaveLength(1);
  });
});
