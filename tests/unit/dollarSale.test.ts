import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalPriceCents } from '../../src/domain/finalPrice';
import { amountUnits } from '../../mock-api/receipts/amounts';
import type { DocumentLine } from '../../mock-api/receipts/documentInput';
import { documentTotals } from '../../mock-api/receipts/documentTotals';
import { ivaTariffCode } from '../../mock-api/receipts/ivaRates';
import { type ColonesLine, dollarCentsAt, dollarLinesOf, dollarSaleOf, dollarTotalsOf, NEAREST_GAP } from '../../mock-api/restaurant/dollarSale';
import { rateOfDay } from '../../mock-api/provider/exchangeRates';

/** The document's totals, in hundred-thousandths, as documentXml.ts computes them: the service on the lines that carry it, and the sale's rounding (OtrosCargos 99). */
const totalsOf = (lines: DocumentLine[], rounding = 0) =>
  documentTotals(
    lines.map((line) => ({ quantity: line.quantity * 1000, unitPrice: amountUnits(line.unitPrice)!, rate: line.ivaRate, tariffCode: ivaTariffCode(line.ivaRate)!, service: false, carriesService: line.carriesService })),
    undefined,
    rounding,
  );
/** TotalComprobante of the lines. */
const documentTotal = (lines: DocumentLine[]) => totalsOf(lines).total;

/** A document line; `carriesService` is the service as charged (the product's flag and the merchant's table service). */
const line = (price: number, quantity: number, ivaRate: number, carriesService = true): DocumentLine => ({ cabys: '6331000000100', quantity, unit: 'Unid', detail: 'Plato', unitPrice: price, ivaRate, carriesService });
const colonesOf = (lines: DocumentLine[]) => lines.map((item) => ({ line: item, cents: finalPriceCents({ price: item.unitPrice, tax: item.ivaRate, carriesService: item.carriesService }) * item.quantity }));

/**
 * Where an exact TotalComprobante exists for certain (docs/departures.md 'Dollars that match'): two
 * lines or more, or a lone line of three units or more, each line's IVA rounded on its own; not
 * where the total is a function of one sum (no IVA on any line, the service on all) that skips the
 * charge: S + 10 % of S, half-up, misses one total in eleven, whatever the lines.
 */
const reachable = (lines: readonly ColonesLine[], target: number) => {
  const enough = lines.length >= 2 || lines[0].line.quantity >= 3;
  const oneSum = lines.every(({ line: item }) => item.ivaRate === 0 && item.carriesService);
  const units = target * 1000;
  const skipped = oneSum && !Array.from({ length: 4 }, (_, index) => Math.floor((units * 10) / 11) - 1 + index).some((sum) => sum + Math.floor((sum + 5) / 10) === units);
  return enough && !skipped;
};

/** The document sells what was ordered: each order line's units, rate and flag, the lines in order, prices of five decimals. */
const expectSameSale = (lines: readonly ColonesLine[], priced: readonly DocumentLine[], from: readonly number[]) => {
  expect(from).toHaveLength(priced.length);
  expect([...from].sort((a, b) => a - b)).toEqual(from);
  lines.forEach(({ line: ordered }, index) => {
    const sold = priced.filter((_, at) => from[at] === index);
    expect(sold.reduce((units, item) => units + item.quantity, 0)).toBe(ordered.quantity);
    for (const item of sold) {
      expect(item).toMatchObject({ ivaRate: ordered.ivaRate, carriesService: ordered.carriesService, cabys: ordered.cabys, detail: ordered.detail });
      expect(item.quantity).toBeGreaterThan(0);
      expect(amountUnits(item.unitPrice)).toBeDefined();
    }
  });
};

describe('a dollar sale made from its charge', () => {
  it('converts colones once, half-up, at a rate of two decimals', () => {
    expect(dollarCentsAt(915_000, 512.34)).toBe(1786);
    expect(dollarCentsAt(1_010_000, 505)).toBe(2000);
    // ₡2,525 at ₡505: $5.00 exactly; ₡2.52 more is half a cent, up
    expect(dollarCentsAt(252_500 + 252, 505)).toBe(500);
    expect(dollarCentsAt(252_500 + 253, 505)).toBe(501);
  });

  it("gives a document whose TotalComprobante is the charge: exact for an order once found a cent off, never a cent off for any", () => {
    // an order whose document once said 16.0884 for a card charged 16.08
    const lines = [line(2500, 2, 13), line(2439.02439, 1, 13)];
    const colones = colonesOf(lines);
    const charge = dollarCentsAt(colones.reduce((sum, { cents }) => sum + cents, 0), 505);
    expect(documentTotal(dollarLinesOf(colones, charge))).toBe(charge * 1000);

    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 300, max: 40_000 }), quantity: fc.integer({ min: 1, max: 4 }), rate: fc.constantFrom(13, 13, 4, 2, 1, 0), carriesService: fc.boolean() }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 49_000, max: 52_000 }),
        fc.boolean(),
        (rows, rateCents, tableService) => {
          const colonesLines = colonesOf(rows.map((row) => line(row.price, row.quantity, row.rate, tableService && row.carriesService)));
          const target = dollarCentsAt(colonesLines.reduce((sum, { cents }) => sum + cents, 0), rateCents / 100);
          const { lines: priced, from, rounding } = dollarSaleOf(colonesLines, target);
          const totals = totalsOf(priced);
          const total = totals.total;
          // the lines never above the charge, never a cent below; exact wherever the lines leave roundings enough (reachable)
          expect(target * 1000 - total).toBe(rounding);
          expect(rounding).toBeGreaterThanOrEqual(0);
          expect(rounding).toBeLessThanOrEqual(NEAREST_GAP);
          if (reachable(colonesLines, target)) expect(total, JSON.stringify(rows)).toBe(target * 1000);
          // the document, its rounding inside, is the charge to the hundred-thousandth
          expect(totalsOf(priced, rounding).total).toBe(target * 1000);
          expectSameSale(colonesLines, priced, from);
          if (!priced.some((item) => item.carriesService)) expect(totals.serviceCharge).toBe(0);
          // the voucher's rows add up to the charge
          const shown = dollarTotalsOf(priced, target);
          expect(shown.subtotal + shown.tax + shown.otherCharges).toBe(target);
          if (!priced.some((item) => item.carriesService)) expect(shown.otherCharges).toBe(0);
          expect(Math.min(shown.subtotal, shown.tax, shown.otherCharges)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reaches the charge exactly when every line has several units: one unit is written apart', () => {
    // 2 casados and 4 drinks: each line's amount moves by 2 or 4 hundred-thousandths a step
    const every = [line(4800, 2, 13), line(1500, 4, 13)];
    const colones = colonesOf(every);
    const sum = colones.reduce((total, { cents }) => total + cents, 0);
    const rates = Array.from({ length: 60 }, (_, index) => 50_000 + index * 7);
    const skipped = rates.map((rateCents) => dollarCentsAt(sum, rateCents / 100)).find((target) => {
      const kept = dollarSaleOf(colones, target, { split: false });
      return documentTotal(kept.lines) !== target * 1000;
    });
    // some day's rate gives a charge the lines as ordered cannot reach
    expect(skipped).toBeDefined();
    const sale = dollarSaleOf(colones, skipped!);
    expect(documentTotal(sale.lines)).toBe(skipped! * 1000);
    expect(sale.lines.length).toBeGreaterThan(2);
    expectSameSale(colones, sale.lines, sale.from);

    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 300, max: 40_000 }), quantity: fc.integer({ min: 2, max: 6 }), rate: fc.constantFrom(13, 13, 4, 2, 1, 0), carriesService: fc.boolean() }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 49_000, max: 52_000 }),
        (rows, rateCents) => {
          const colonesLines = colonesOf(rows.map((row) => line(row.price, row.quantity, row.rate, row.carriesService)));
          const target = dollarCentsAt(colonesLines.reduce((total, { cents }) => total + cents, 0), rateCents / 100);
          const { lines: priced, from, rounding } = dollarSaleOf(colonesLines, target);
          const total = documentTotal(priced);
          // no sub-céntimo fraction: TotalComprobante is the charge, to the hundred-thousandth
          if (reachable(colonesLines, target)) expect(total, JSON.stringify(rows)).toBe(target * 1000);
          else expect(target * 1000 - total).toBe(rounding);
          expect(totalsOf(priced, rounding).total).toBe(target * 1000);
          expectSameSale(colonesLines, priced, from);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives a lone line the charge exactly: from three units by its lines alone, else with a rounding (OtrosCargos 99) of a few hundred-thousandths', () => {
    fc.assert(
      fc.property(
        fc.record({ price: fc.integer({ min: 300, max: 40_000 }), quantity: fc.integer({ min: 1, max: 6 }), rate: fc.constantFrom(13, 13, 4, 2, 1, 0), carriesService: fc.boolean() }),
        fc.integer({ min: 49_000, max: 52_000 }),
        (row, rateCents) => {
          const colonesLines = colonesOf([line(row.price, row.quantity, row.rate, row.carriesService)]);
          const target = dollarCentsAt(colonesLines[0].cents, rateCents / 100);
          const { lines: priced, from, rounding } = dollarSaleOf(colonesLines, target);
          const total = documentTotal(priced);
          // no fraction of a cent between the document and the card's charge: TotalComprobante, the
          // rounding inside, is the charge to the hundred-thousandth, for one or two units as for more
          expect(totalsOf(priced, rounding).total, JSON.stringify(row)).toBe(target * 1000);
          // the lines alone at most a few hundred-thousandths below it, never above (a rounding is no discount)
          expect(rounding).toBe(target * 1000 - total);
          expect(rounding).toBeGreaterThanOrEqual(0);
          expect(rounding).toBeLessThanOrEqual(NEAREST_GAP);
          if (reachable(colonesLines, target)) expect(rounding, JSON.stringify(row)).toBe(0);
          expectSameSale(colonesLines, priced, from);
          // the voucher's dollar rows add up to the charge whatever the document's last fraction
          const shown = dollarTotalsOf(priced, target);
          expect(shown.subtotal + shown.tax + shown.otherCharges).toBe(target);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('charges the service on the flagged lines only: a dish with it, a book without', () => {
    // ₡5,000 dish (13 % IVA, 10 % service) and a ₡10,000 book (0 %, goods, no service): ₡6,150 + ₡10,000
    const lines = [line(5000, 1, 13), { ...line(10_000, 1, 0, false), cabys: '3229000000100' }];
    const colones = colonesOf(lines);
    expect(colones.map(({ cents }) => cents)).toEqual([615_000, 1_000_000]);
    const charge = dollarCentsAt(1_615_000, 505);
    const priced = dollarLinesOf(colones, charge);
    const totals = totalsOf(priced);
    expect(totals.total).toBe(charge * 1000);
    // the service is 10 % of the dish's amount alone, rounded once
    expect(totals.serviceCharge).toBe(Math.floor((totals.lines[0].subtotal * 10 + 50) / 100));
    expect(totals.serviceBase).toBe(totals.lines[0].subtotal);
  });
});

describe("the provider's table of rates", () => {
  const state = { exchangeRates: [{ day: '2026-05-13', rate: 507.1, enteredBy: 'a' }, { day: '2026-05-15', rate: 508.25, enteredBy: 'a' }, { day: '2026-05-11', rate: 506, enteredBy: 'a' }] };
  it("gives a day its own rate, else the latest earlier one, else the earliest", () => {
    expect(rateOfDay(state, '2026-05-13')).toBe(507.1);
    expect(rateOfDay(state, '2026-05-14')).toBe(507.1);
    expect(rateOfDay(state, '2026-05-16')).toBe(508.25);
    expect(rateOfDay(state, '2026-05-01')).toBe(506);
  });
});
