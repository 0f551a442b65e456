import { chargesPercent, PER_CENT, toPriceUnits, type ChargedItem } from './finalPrice';
import type { TotalsOptions } from './orderTotals';

/**
 * How a table's bill is split: equal shares of what remains to pay, and an amount spread
 * over the bill's lines for the payment's receipt. Whole céntimos and hundred-thousandths only.
 */

const PRICE_SCALE = PER_CENT * 100;

/**
 * 'Partes iguales': one share of what remains to pay (not the whole bill: part may be paid already)
 * among `people`, rounded up to the céntimo so that `people` shares cover it; never more than what remains.
 */
export const equalShareCents = (remainingCents: number, people: number) => {
  const count = Math.floor(people);
  if (!(remainingCents > 0) || !(count >= 1)) return 0;
  return Math.min(remainingCents, Math.ceil(remainingCents / count));
};

/** ⌊numerator ÷ denominator⌋ for a positive denominator, negative numerators included (BigInt division truncates). */
const floorDivision = (numerator: bigint, denominator: bigint) => {
  const quotient = numerator / denominator;
  return Number(numerator % denominator < 0n ? quotient - 1n : quotient);
};

/**
 * `amountCents` spread over `weights` in proportion, each share rounded down to the céntimo and the
 * rounding remainder on the last share with a weight, so the shares add up to the amount exactly.
 */
export const prorateCents = (weights: readonly number[], amountCents: number): number[] => {
  const positive = weights.map((weight) => Math.max(0, weight));
  const total = positive.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  // whole weights (céntimos, price units × quantity × percent) are divided exactly: amount × weight
  // passes 2^53 on an everyday bill (prorateLines' weights reach 10^11), and a share rounded up by
  // the floating product pushes the remainder, and so the last share, below what it should be
  const exact = Number.isSafeInteger(amountCents) && Number.isSafeInteger(total) && positive.every(Number.isSafeInteger);
  const shares = positive.map((weight) => (exact ? floorDivision(BigInt(amountCents) * BigInt(weight), BigInt(total)) : Math.floor((amountCents * weight) / total)));
  const last = weights.findLastIndex((weight) => weight > 0);
  shares[last] += amountCents - shares.reduce((sum, share) => sum + share, 0);
  return shares;
};

/**
 * The unit price before tax (5 decimals) of `quantity` units whose final total (IVA and service
 * inside) is `cents`: off by less than a thousandth of a céntimo per unit, so a receipt of such
 * lines adds up to the sum of their `cents`, to the céntimo.
 */
export const unitPriceForCents = (cents: number, quantity: number, item: ChargedItem, options: TotalsOptions = {}) =>
  Math.round((cents * PRICE_SCALE) / ((100 + chargesPercent(item, options)) * quantity)) / PRICE_SCALE;

/** A line of the bill, as an order has it. */
export interface BillLine {
  orderId: number;
  id: number;
  name: string;
  quantity: number;
  /** Unit price before tax, 5 decimals. */
  price: number;
  /** IVA rate in percent. */
  tax: number;
  /** Whether the 10 % service applies to it (src/domain/serviceCharge.ts). */
  carriesService: boolean;
}

/** A line a payment paid: which order's, its share of the payment in céntimos, and the unit price that makes it. */
export interface PaidShareLine extends BillLine {
  cents: number;
  message: string;
}

/**
 * A payment of an amount spread over the bill's lines in proportion to their final totals: each
 * line's share in céntimos (the remainder on the last line), written as a unit price for the
 * receipt. Lines with no share are left out. The shares add up to `amountCents` exactly.
 */
export const prorateLines = (lines: readonly BillLine[], amountCents: number, options: TotalsOptions = {}): PaidShareLine[] => {
  const weights = lines.map((line) => toPriceUnits(line.price) * line.quantity * (100 + chargesPercent(line, options)));
  const shares = prorateCents(weights, amountCents);
  return lines
    .map((line, index) => ({ ...line, cents: shares[index], price: unitPriceForCents(shares[index], line.quantity, line, options), message: '' }))
    .filter((line) => line.cents > 0);
};
