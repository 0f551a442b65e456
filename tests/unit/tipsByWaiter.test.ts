import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tipsByWaiter } from '../../mock-api/reports/tipsByWaiter';

const NOBODY = 'Sin mesero asignado';
const NAMES = new Map([
  [1, 'Ana Solís'],
  [2, 'Luis Mora'],
  [3, 'Marta Vargas'],
]);
// ids 1–3 are the merchant's waiters, 9 one deleted since, null nobody
const payment = fc.record({ tipCents: fc.integer({ min: 0, max: 5_000_000 }), waiterId: fc.constantFrom<number | null>(1, 2, 3, 9, null) });

/** The day's close: tips per waiter (mock-api/reports/tipsByWaiter.ts). */
describe("the close's tips per waiter", () => {
  it('add up to the day’s tips, to the céntimo, and count every payment with a tip once', () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 60 }), (payments) => {
        const rows = tipsByWaiter(payments, NAMES, NOBODY);
        expect(rows.reduce((sum, row) => sum + row.tipCents, 0)).toBe(payments.reduce((sum, row) => sum + row.tipCents, 0));
        expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(payments.filter((row) => row.tipCents > 0).length);
        // one row per waiter, none for a waiter who does not exist
        expect(new Set(rows.map((row) => row.waiterId)).size).toBe(rows.length);
        expect(rows.every((row) => row.waiterId === null || NAMES.has(row.waiterId))).toBe(true);
      }),
    );
  });

  it('puts a tip under its waiter by name, and a deleted waiter’s or nobody’s under «Sin mesero asignado»', () => {
    const rows = tipsByWaiter(
      [
        { tipCents: 50_000, waiterId: 2 },
        { tipCents: 20_000, waiterId: 9 },
        { tipCents: 10_000, waiterId: null },
        { tipCents: 0, waiterId: 1 },
        { tipCents: 25_000, waiterId: 2 },
      ],
      NAMES,
      NOBODY,
    );
    expect(rows).toEqual([
      { waiterId: 2, name: 'Luis Mora', count: 2, tipCents: 75_000 },
      { waiterId: null, name: NOBODY, count: 2, tipCents: 30_000 },
    ]);
  });
});
