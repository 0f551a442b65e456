import { describe, expect, it } from 'vitest';
import { basePriceFor, finalPrice } from '../../src/domain/finalPrice';
import { lineFinalTotal, orderTotals } from '../../src/domain/orderTotals';

const RATES = [13, 4, 2, 1, 0];
const SERVICE = [true, false];

describe('final prices (the diner reads what they pay)', () => {
  it('adds IVA and, with table service, 10 % service on the price before tax', () => {
    expect(finalPrice({ price: 2500, tax: 13, carriesService: true }, { tableService: true })).toBe(3075);
    expect(finalPrice({ price: 2500, tax: 13, carriesService: true }, { tableService: false })).toBe(2825);
    expect(finalPrice({ price: 2500, tax: 13, carriesService: true }, { tableService: true, simplifiedRegime: true })).toBe(2750);
    expect(finalPrice({ price: 2500, tax: 0, carriesService: true }, { tableService: false })).toBe(2500);
  });

  it('from a typed final price, keeps a 5-decimal base whose final is exactly the typed amount', () => {
    for (const tax of RATES) {
      for (const tableService of SERVICE) {
        const base = basePriceFor(3000, { tax, carriesService: true }, { tableService });
        expect(Math.round(base * 1e5) / 1e5).toBe(base);
        expect(finalPrice({ price: base, tax, carriesService: true }, { tableService })).toBe(3000);
      }
    }
    expect(basePriceFor(3000, { tax: 13, carriesService: true }, { tableService: true })).toBe(2439.02439);
    expect(basePriceFor(3075, { tax: 13, carriesService: true }, { tableService: true })).toBe(2500);
  });

  it('round-trips every final price from ₡0.01 to ₡20,000 in steps of 7 cents at every rate', () => {
    const misses: string[] = [];
    for (let cents = 1; cents <= 2_000_000; cents += 7) {
      const final = cents / 100;
      for (const tax of RATES) {
        for (const tableService of SERVICE) {
          if (finalPrice({ price: basePriceFor(final, { tax, carriesService: true }, { tableService }), tax, carriesService: true }, { tableService }) !== final) misses.push(`${final} ${tax} ${tableService}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('the order total is the sum of the final prices shown, and the breakdown adds up to it', () => {
    const options = { tableService: true };
    expect(orderTotals([{ price: 2500, quantity: 1, tax: 13, carriesService: true }], options)).toEqual({ subtotal: 2500, tax: 325, otherCharges: 250, total: 3075 });
    const base = basePriceFor(3000, { tax: 13, carriesService: true }, options);
    expect(orderTotals([{ price: base, quantity: 1, tax: 13, carriesService: true }], options).total).toBe(3000);
    for (const tableService of SERVICE) {
      const lines = RATES.map((tax, index) => ({ price: basePriceFor(1000 + index * 333, { tax, carriesService: true }, { tableService }), quantity: index + 1, tax, carriesService: true }));
      const totals = orderTotals(lines, { tableService });
      const shown = lines.reduce((sum, line) => sum + lineFinalTotal(line, { tableService }) * 100, 0) / 100;
      expect(totals.total).toBe(shown);
      expect(Math.round((totals.subtotal + totals.tax + totals.otherCharges) * 100)).toBe(Math.round(totals.total * 100));
      if (!tableService) expect(totals.otherCharges).toBe(0);
    }
  });
});
