/**
 * Money as the ledger keeps it (docs/departures.md, "One ledger"): integer minor units of its
 * currency (céntimos of a colón, cents of a dollar). The wire carries major units with two
 * decimals; `toCents` and `fromCents` are the one conversion at its edge.
 *
 * `Cents` is a branded number: a plain number (colones from the wire, a quantity) cannot stand
 * where the ledger wants minor units, nor the other way round, without `toCents`, `fromCents` or
 * `asCents`; the type checker catches a colón written as a céntimo.
 */
declare const minorUnits: unique symbol;
export type Cents = number & { readonly [minorUnits]: true };

/** Major units to whole minor units; EPSILON keeps 1.005 from becoming 100.49999. */
export const toCents = (amount: number): Cents => Math.round((Number(amount) + Number.EPSILON) * 100) as Cents;

export const fromCents = (cents: Cents) => cents / 100;

/**
 * A number already in minor units, named so: what integer arithmetic on Cents gives back (a sum, a
 * difference, a share), or minor units read from a record. No conversion: the ledger's writer
 * still refuses anything not a whole, non-negative number (mock-api/restaurant/ledger.ts).
 */
export const asCents = (minor: number): Cents => minor as Cents;

/** The sum of amounts in minor units. */
export const sumCents = (amounts: Iterable<Cents>): Cents => {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
};

/**
 * `percent` % of an amount, half-up to a whole minor unit. The percentage is taken to hundredths
 * (basis points: 3.5 % is 350), so the product stays an integer and no float rounding moves a cent.
 */
export const percentOfCents = (amount: Cents, percent: number): Cents => {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amount * basisPoints + 5_000) / 10_000) as Cents;
};

/** Cash in Costa Rica has no céntimos: whole colones. */
export const isWholeColones = (cents: Cents) => cents % 100 === 0;
