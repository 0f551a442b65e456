import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineFinalCents, unitOfFinal } from '../../src/domain/lineFinals';
import { lineFinalTotal } from '../../src/domain/orderTotals';
import { finalPriceCents } from '../../src/domain/finalPrice';
import { invoiceFromOrder } from '../../mock-api/restaurant/invoiceDocument';
import { cardCharge, dollarsAt } from '../../mock-api/restaurant/saleCurrency';
import { splitDollarSale } from '../support/splitDollarSale';

const toCentsOf = (amounts: number[]) => amounts.map((amount) => Math.round(amount * 100));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const productLine = fc.record({
  id: fc.integer({ min: 1, max: 99 }),
  name: fc.constant('Plato'),
  // a whole-colón price or one typed as final (5 decimals)
  price: fc.oneof(fc.integer({ min: 300, max: 40_000 }), fc.integer({ min: 30_000_000, max: 4_000_000_000 }).map((units) => units / 100_000)),
  quantity: fc.integer({ min: 1, max: 5 }),
  tax: fc.constantFrom(13, 13, 4, 2, 1, 0),
  carriesService: fc.boolean(),
});

describe("a line's final amount (IVA and service inside)", () => {
  it('spreads the total over the lines to the cent: each line its own final where they add up to it', () => {
    const options = { simplifiedRegime: false, tableService: true };
    const lines = [
      { price: 2654.86726, tax: 13, carriesService: false, quantity: 2 },
      { price: 2500, tax: 13, carriesService: true, quantity: 1 },
    ];
    const own = lines.map((line) => finalPriceCents(line, options) * line.quantity);
    // ₡3,000 typed as final, twice; ₡2,500 + 13 % + 10 %
    expect(own).toEqual([600_000, 307_500]);
    expect(lineFinalCents(lines, 907_500, options)).toEqual(own);
    // a total the lines' finals do not make (a dollar document): spread in proportion, the rest on the last line
    expect(lineFinalCents(lines, 1_797, options)).toEqual([1188, 609]);
    // what a share paid of a line stands for the line
    expect(lineFinalCents([{ ...lines[0], cents: 123_456 }, { ...lines[1], cents: 1 }], 123_457, options)).toEqual([123_456, 1]);
  });

  it('on the voucher of an order: the receipt’s line totals in colones, and lines that add up to the total in both currencies', () => {
    fc.assert(
      fc.property(fc.array(productLine, { minLength: 1, maxLength: 6 }), fc.integer({ min: 49_000, max: 52_000 }), fc.boolean(), fc.boolean(), (products, rateCents, dollars, tableService) => {
        const merchant = { simplifiedRegime: false, tableService };
        const rate = rateCents / 100;
        const colones = invoiceFromOrder({ transaction_id: 1, currency_code: 188, amount: 0 }, { products }, merchant, { rate });
        // the receipt's own line totals, which the diner already read
        expect(toCentsOf(colones.details.map((detail) => detail.finalLocal))).toEqual(toCentsOf(products.map((line) => lineFinalTotal(line, merchant))));
        expect(sum(toCentsOf(colones.details.map((detail) => detail.finalLocal)))).toBe(Math.round(colones.localTotal * 100));
        expect(sum(toCentsOf(colones.details.map((detail) => detail.finalDollars)))).toBe(Math.round(colones.dollarTotal * 100));
        if (!dollars) return;
        const charge = cardCharge({ total: colones.localTotal }, dollarsAt(rate));
        const sale = invoiceFromOrder({ transaction_id: 2, currency_code: 840, amount: charge.amount }, { products }, merchant, { rate });
        // a unit written apart (dollarSale.ts) is a line of its own, with its own final
        const finals = toCentsOf(sale.details.map((detail) => detail.finalDollars));
        expect(sum(finals)).toBe(charge.amount);
        expect(Math.min(...finals)).toBeGreaterThanOrEqual(0);
        expect(sum(toCentsOf(sale.details.map((detail) => detail.finalLocal)))).toBe(Math.round(sale.localTotal * 100));
      }),
      { numRuns: 200 },
    );
  });

  it('of a unit written apart in dollars: each part its units’ share of the line', () => {
    const { products, merchant, rate, charge } = splitDollarSale();
    const invoice = invoiceFromOrder({ transaction_id: 3, currency_code: 840, amount: charge.amount }, { products }, merchant, { rate });
    expect(invoice.details.length).toBeGreaterThan(products.length);
    for (const product of products) {
      const parts = invoice.details.filter((detail) => detail.productId === product.id);
      // in colones, the parts of a line add up to the line's final on the receipt
      expect(sum(toCentsOf(parts.map((detail) => detail.finalLocal)))).toBe(finalPriceCents(product, merchant) * product.quantity);
      for (const part of parts) expect(Math.round(part.finalLocal * 100)).toBe(finalPriceCents(product, merchant) * part.quantity);
    }
    expect(sum(toCentsOf(invoice.details.map((detail) => detail.finalDollars)))).toBe(charge.amount);
  });
});

describe("the unit price listed beside a line's final", () => {
  it("is the final over the quantity, marked rounded where a share of a line does not divide: 2 units paid ₡2,133.33", () => {
    expect(unitOfFinal(213_333, 2)).toEqual({ unitCents: 106_667, exact: false });
    expect(unitOfFinal(640_000, 2)).toEqual({ unitCents: 320_000, exact: true });
    expect(unitOfFinal(1_234, 1)).toEqual({ unitCents: 1_234, exact: true });
  });

  it('never lists a price that multiplies back to another final without saying so', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (finalCents, quantity) => {
        const { unitCents, exact } = unitOfFinal(finalCents, quantity);
        expect(exact).toBe(unitCents * quantity === finalCents);
        // the nearest cent: a rounded price is off by less than half a cent a unit
        expect(Math.abs(unitCents * quantity - finalCents)).toBeLessThanOrEqual(quantity / 2);
      }),
    );
  });
});
