import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalPriceCents } from '../../src/domain/finalPrice';
import { orderTotals, type PricedLine } from '../../src/domain/orderTotals';
import { carriesServiceByDefault, SERVICE_CHARGE_PERCENT, takesService } from '../../src/domain/serviceCharge';
import { amountUnits, percentOf } from '../../mock-api/receipts/amounts';
import { documentTotals, type LineFigures } from '../../mock-api/receipts/documentTotals';
import { ivaTariffCode } from '../../mock-api/receipts/ivaRates';
import { productEndpoints } from '../../resources/products/endpoints';

const RATES = [13, 4, 2, 1, 0];
const AMOUNT_PER_CENT = 1000;

/** A line of an order at a whole-colón price, as the seed's and most owners' prices are. */
const colonesLine = fc.record({
  price: fc.integer({ min: 1, max: 60_000 }),
  quantity: fc.integer({ min: 1, max: 9 }),
  tax: fc.constantFrom(...RATES),
  carriesService: fc.boolean(),
});
/** Any stored price (5 decimals, what a typed final price leaves). */
const anyLine = fc.record({
  price: fc.integer({ min: 1, max: 6_000_000_000 }).map((units) => units / 100_000),
  quantity: fc.integer({ min: 1, max: 9 }),
  tax: fc.constantFrom(...RATES),
  carriesService: fc.boolean(),
});
const settings = fc.record({ tableService: fc.boolean(), simplifiedRegime: fc.boolean() });

/** The electronic document's figures of the same lines (mock-api/restaurant/electronicReceipts.ts documentLinesOfOrder). */
const figuresOf = (lines: readonly PricedLine[], options: { tableService: boolean }): LineFigures[] =>
  lines.map((line) => ({
    quantity: line.quantity * 1000,
    unitPrice: amountUnits(line.price)!,
    rate: line.tax,
    tariffCode: ivaTariffCode(line.tax)!,
    service: true,
    carriesService: takesService(line, options),
  }));

describe('the 10 % service: on the lines that carry it, with table service', () => {
  it('is 10 % of the flagged lines’ base, rounded once, and nothing on the others', () => {
    fc.assert(
      fc.property(fc.array(colonesLine, { minLength: 1, maxLength: 8 }), fc.boolean(), (lines, tableService) => {
        const base = lines.filter((line) => tableService && line.carriesService).reduce((sum, line) => sum + line.price * line.quantity * 100, 0);
        const totals = orderTotals(lines, { tableService });
        expect(Math.round(totals.otherCharges * 100)).toBe(Math.round((base * SERVICE_CHARGE_PERCENT) / 100));
        // an unflagged line adds its price and IVA, never service
        const book = { price: 12_000, quantity: 1, tax: 0, carriesService: false };
        expect(orderTotals([...lines, book], { tableService }).otherCharges).toBe(totals.otherCharges);
      }),
    );
  });

  it('the menu’s final price × quantity is the order’s total, for any stored price', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 8 }), settings, (lines, options) => {
        const shown = lines.reduce((sum, line) => sum + finalPriceCents(line, options) * line.quantity, 0);
        const totals = orderTotals(lines, options);
        expect(Math.round(totals.total * 100)).toBe(shown);
        expect(Math.round((totals.subtotal + totals.tax + totals.otherCharges) * 100)).toBe(shown);
        if (!lines.some((line) => takesService(line, options))) expect(totals.otherCharges).toBe(0);
      }),
    );
  });

  it('menu price == order total == electronic document: the same service on the same lines', () => {
    fc.assert(
      fc.property(fc.array(colonesLine, { minLength: 1, maxLength: 8 }), fc.boolean(), (lines, tableService) => {
        const options = { tableService };
        const document = documentTotals(figuresOf(lines, options));
        const order = orderTotals(lines, options);
        // the document's figures in hundred-thousandths, the order's in cents
        expect(document.total).toBe(Math.round(order.total * 100) * AMOUNT_PER_CENT);
        expect(document.serviceCharge).toBe(Math.round(order.otherCharges * 100) * AMOUNT_PER_CENT);
        expect(document.serviceCharge).toBe(percentOf(document.serviceBase, SERVICE_CHARGE_PERCENT));
        const flagged = document.lines.filter((line) => line.carriesService).reduce((sum, line) => sum + line.subtotal, 0);
        expect(document.serviceBase).toBe(flagged);
        for (const line of lines) {
          const one = documentTotals(figuresOf([line], options));
          expect(one.total).toBe(finalPriceCents(line, options) * line.quantity * AMOUNT_PER_CENT);
        }
      }),
    );
  });

  it('needs both the merchant’s table service and the product’s flag', () => {
    expect(takesService({ carriesService: true }, { tableService: true })).toBe(true);
    expect(takesService({ carriesService: true }, {})).toBe(true);
    expect(takesService({ carriesService: false }, { tableService: true })).toBe(false);
    expect(takesService({ carriesService: true }, { tableService: false })).toBe(false);
    const line = { price: 2500, quantity: 1, tax: 13 };
    expect(orderTotals([{ ...line, carriesService: true }], { tableService: true }).total).toBe(3075);
    expect(orderTotals([{ ...line, carriesService: false }], { tableService: true }).total).toBe(2825);
  });
});

describe('a new product’s default, from its CABYS code', () => {
  it('is on for meals and drinks served at the restaurant', () => {
    // Suministro de comida, servicio de restaurante con mesero / sin mesero, con sitios para sentarse
    expect(carriesServiceByDefault('6331000000000')).toBe(true);
    expect(carriesServiceByDefault('6332000000000')).toBe(true);
    // café caliente, cerveza, bebidas frías vendidas en restaurantes
    expect(carriesServiceByDefault('6340001000100')).toBe(true);
    expect(carriesServiceByDefault('6340002010100')).toBe(true);
    expect(carriesServiceByDefault('6340002029900')).toBe(true);
  });

  it('is off for what is sold to take home and for other services', () => {
    expect(carriesServiceByDefault('3229900009900')).toBe(false); // Libros impresos, n.c.p.
    expect(carriesServiceByDefault('2391100020100')).toBe(false); // Café tostado
    expect(carriesServiceByDefault('0170102000500')).toBe(false); // Frijoles rojos, secos
    expect(carriesServiceByDefault('9291900009900')).toBe(false); // Servicios de educación y capacitación
    expect(carriesServiceByDefault('6339100000000')).toBe(false); // catering por encargo para eventos
    expect(carriesServiceByDefault('6339900000000')).toBe(false); // servicio en mostrador, sin sitios para sentarse
  });
});

describe('the product form sends the switch', () => {
  it('as a boolean, and leaves it out when the form has none', () => {
    const form = { menuId: 1, name: 'Casado', shortDescription: 'Pollo', price: 4800, taxCodeId: 8, unit: 1, cabysCode: '6331000000000' };
    expect(productEndpoints.toPayload!({ ...form, carriesService: false })).toMatchObject({ carriesService: false });
    expect(productEndpoints.toPayload!({ ...form, carriesService: true })).toMatchObject({ carriesService: true });
    expect(productEndpoints.toPayload!(form)).not.toHaveProperty('carriesService');
  });
});
