/**
 * Money as the ledger keeps it (docs/departures.md, "One ledger"): integer minor units of its
 * currency (céntimos of a colón, cents of a dollar). The wire carries major units with two
 * decimals; `toCents` and `fromCents` are the one conversion at its edge.
 */
export type Cents = number;

/** Major units to whole minor units; EPSILON keeps 1.005 from becoming 100.49999. */
export const toCents = (amount: number): Cents => Math.round((Number(amount) + Number.EPSILON) * 100);

export const fromCents = (cents: Cents) => cents / 100;

/** Cash in Costa Rica has no céntimos: whole colones. */
export const isWholeColones = (cents: Cents) => cents % 100 === 0;
