import { describe, expect, it } from 'vitest';
import { toCents } from '../../src/domain/minorUnits';
import { lineTotal, orderTotals, totalsInCents, totalsOptionsOf } from '../../src/domain/orderTotals';

describe('orderTotals: receipt arithmetic (docs/spec-reference.md §9)', () => {
  it('taxes each line at its own rate and adds 10 % of the subtotal as other charges', () => {
    const totals = orderTotals([
      { price: 4800, quantity: 2, tax: 13, carriesService: true }, // 9600, IVA 1248
      { price: 1650, quantity: 1, tax: 1, carriesService: true }, // 1650, IVA 16.50
      { price: 12000, quantity: 1, tax: 0, carriesService: true }, // 12000, exempt
    ]);
    expect(totals).toEqual({ subtotal: 23250, tax: 1264.5, otherCharges: 2325, total: 26839.5 });
  });

  it('charges no IVA in the simplified regime, but still the service charge', () => {
    const lines = [
      { price: 2800, quantity: 3, tax: 13, carriesService: true },
      { price: 850, quantity: 1, tax: 2, carriesService: true },
    ];
    expect(orderTotals(lines, { simplifiedRegime: true })).toEqual({ subtotal: 9250, tax: 0, otherCharges: 925, total: 10175 });
    expect(orderTotals(lines, { simplifiedRegime: false }).tax).toBe(1092 + 17);
  });

  it('charges the 10 % service only with table service on (docs/departures.md, company settings)', () => {
    const lines = [{ price: 2800, quantity: 3, tax: 13, carriesService: true }];
    expect(orderTotals(lines, { tableService: false })).toEqual({ subtotal: 8400, tax: 1092, otherCharges: 0, total: 9492 });
    expect(orderTotals(lines, { tableService: true }).otherCharges).toBe(840);
    expect(orderTotals(lines, { simplifiedRegime: true, tableService: false })).toEqual({ subtotal: 8400, tax: 0, otherCharges: 0, total: 8400 });
    expect(totalsInCents([{ priceCents: 100, quantity: 1, tax: 0, carriesService: true }], { tableService: false }).total).toBe(100);
  });

  it('reads a merchant’s settings: table service absent reads as on, anything but true is not the simplified regime', () => {
    expect(totalsOptionsOf({ simplifiedRegime: true, tableService: false })).toEqual({ simplifiedRegime: true, tableService: false });
    expect(totalsOptionsOf({})).toEqual({ simplifiedRegime: false, tableService: true });
  });

  it('handles every real CABYS rate', () => {
    for (const [rate, tax] of [[13, 13], [4, 4], [2, 2], [1, 1], [0, 0]]) {
      expect(orderTotals([{ price: 100, quantity: 1, tax: rate, carriesService: true }]).tax).toBe(tax);
    }
  });

  it('rounds each line tax and the service charge half-up to the cent, so rows add up to the total', () => {
    // 3 × 0.35 = 1.05; IVA 13 % = 0.1365 → 0.14; the diner read 0.35 × 1.23 = 0.4305 → ₡0.43 a unit,
    // so the total is 3 × 0.43 = 1.29 and the service charge carries the cent (0.105 → 0.10)
    const totals = orderTotals([{ price: 0.35, quantity: 3, tax: 13, carriesService: true }]);
    expect(totals).toEqual({ subtotal: 1.05, tax: 0.14, otherCharges: 0.1, total: 1.29 });
    // two lines of 0.125 tax each: rounded per line (0.13 + 0.13), not on the sum (0.25)
    const perLine = orderTotals([
      { price: 1.25, quantity: 1, tax: 10, carriesService: true },
      { price: 0.25, quantity: 5, tax: 10, carriesService: true },
    ]);
    expect(perLine.tax).toBe(0.26);
    expect(perLine.total).toBe(Math.round((perLine.subtotal + perLine.tax + perLine.otherCharges) * 100) / 100);
  });

  it('avoids binary floating-point drift (0.1 + 0.2, 1.005)', () => {
    expect(orderTotals([{ price: 0.1, quantity: 1, tax: 0, carriesService: true }, { price: 0.2, quantity: 1, tax: 0, carriesService: true }]).subtotal).toBe(0.3);
    expect(toCents(1.005)).toBe(101);
    expect(lineTotal({ price: 19.99, quantity: 3 })).toBe(59.97);
  });

  it('gives zeros for an empty order', () => {
    expect(orderTotals([])).toEqual({ subtotal: 0, tax: 0, otherCharges: 0, total: 0 });
  });

  it('computes the same in cents as in major units', () => {
    const cents = totalsInCents([{ priceCents: 480000, quantity: 2, tax: 13, carriesService: true }]);
    expect(cents).toEqual({ subtotal: 960000, tax: 124800, otherCharges: 96000, total: 1180800 });
  });
});
