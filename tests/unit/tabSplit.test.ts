import { takesService } from '../../src/domain/serviceCharge';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountUnits } from '../../mock-api/receipts/amounts';
import { documentTotals } from '../../mock-api/receipts/documentTotals';
import { ivaTariffCode } from '../../mock-api/receipts/ivaRates';
import { PER_CENT } from '../../src/domain/finalPrice';
import { equalShareCents, prorateCents, prorateLines, type BillLine } from '../../src/domain/tabSplit';

/** Splitting the table's bill. */
describe("'Partes iguales': a share of what remains to pay", () => {
  it('divides what remains, not the whole bill, once part is paid', () => {
    // a bill of ₡10,000 of which ₡4,000 is paid: two people pay ₡3,000 each, not ₡5,000
    expect(equalShareCents(600_000, 2)).toBe(300_000);
    expect(equalShareCents(1_000_000, 4)).toBe(250_000);
  });

  it('rounds up to the céntimo so N shares cover it, never more than what remains', () => {
    expect(equalShareCents(1000, 3)).toBe(334);
    expect(3 * equalShareCents(1000, 3)).toBeGreaterThanOrEqual(1000);
    expect(equalShareCents(1, 4)).toBe(1);
    expect(equalShareCents(500, 1)).toBe(500);
  });

  it('is nothing when nothing remains or there is no one to pay', () => {
    expect(equalShareCents(0, 3)).toBe(0);
    expect(equalShareCents(1000, 0)).toBe(0);
    expect(equalShareCents(1000, Number.NaN)).toBe(0);
  });
});

describe('an amount spread over the lines: the receipt adds up to it, to the céntimo', () => {
  it('puts the rounding remainder on the last line', () => {
    expect(prorateCents([1, 1, 1], 100)).toEqual([33, 33, 34]);
    expect(prorateCents([1, 1, 0], 101)).toEqual([50, 51, 0]);
    expect(prorateCents([0, 0], 100)).toEqual([0, 0]);
  });

  it('gives each whole weight exactly its share, rounded down, however large the bill: no share below zero', () => {
    // prorateLines' weights are price units × quantity × percent (about 10^11 for three ₡10,000 dishes):
    // amount × weight passes 2^53, where a floating product can round a share up by a céntimo
    const weight = fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 400_000_000 }), fc.integer({ min: 0, max: 4_000_000_000_000 }));
    fc.assert(
      // the amount is any, or the weights' own total (a bill's lines in céntimos paid whole: each share is its line)
      fc.property(fc.array(weight, { minLength: 1, maxLength: 8 }), fc.option(fc.integer({ min: 0, max: 2_000_000_000 })), (weights, any) => {
        const total = weights.reduce((sum, value) => sum + value, 0);
        fc.pre(total > 0 && Number.isSafeInteger(total));
        const amount = any ?? total;
        const shares = prorateCents(weights, amount);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        const last = weights.findLastIndex((value) => value > 0);
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          if (index === last) return;
          // share ≤ amount × weight ÷ total < share + 1, in exact integers
          const exact = BigInt(amount) * BigInt(weights[index]);
          expect(BigInt(share) * BigInt(total) <= exact && exact < BigInt(share + 1) * BigInt(total), `share ${index} of ${JSON.stringify(weights)}, ${amount}`).toBe(true);
        });
      }),
      { numRuns: 2000 },
    );
  });

  const lines: BillLine[] = [
    { orderId: 1, id: 1, name: 'Casado', quantity: 3, price: 3333.33333, tax: 13, carriesService: true },
    { orderId: 1, id: 2, name: 'Fresco', quantity: 2, price: 1234.56789, tax: 13, carriesService: true },
    { orderId: 2, id: 3, name: 'Pan', quantity: 7, price: 777.77, tax: 1, carriesService: true },
    { orderId: 2, id: 4, name: 'Libro', quantity: 1, price: 9999.99999, tax: 0, carriesService: false },
  ];
  const receiptTotalCents = (paid: ReturnType<typeof prorateLines>, tableService: boolean) => {
    const figures = paid.map((line) => ({ quantity: line.quantity * 1000, unitPrice: amountUnits(line.price)!, rate: line.tax, tariffCode: ivaTariffCode(line.tax)!, service: false, carriesService: takesService(line, { tableService }) }));
    return Math.round(documentTotals(figures).total / PER_CENT);
  };

  for (const tableService of [true, false]) {
    it(`for any amount, the lines' shares and the receipt's TotalComprobante equal it (${tableService ? 'with' : 'without'} service)`, () => {
      for (const amountCents of [1, 99, 100_001, 1_234_567, 3_333_333, 4_567_891, 7_000_003]) {
        const paid = prorateLines(lines, amountCents, { tableService });
        expect(paid.reduce((sum, line) => sum + line.cents, 0)).toBe(amountCents);
        expect(receiptTotalCents(paid, tableService), `₡${amountCents / 100}`).toBe(amountCents);
      }
    });
  }

  it('keeps each line with its order and its quantity', () => {
    const paid = prorateLines(lines, 2_000_000, { tableService: true });
    expect(paid.map((line) => [line.orderId, line.id, line.quantity])).toEqual(lines.map((line) => [line.orderId, line.id, line.quantity]));
  });
});
