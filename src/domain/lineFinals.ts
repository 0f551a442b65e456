import { finalPriceCents, type PricedItem } from './finalPrice';
import { asCents, type Cents } from './minorUnits';
import type { TotalsOptions } from './orderTotals';
import { prorateCents } from './tabSplit';

/**
 * What each line of a document costs in all, IVA and service inside, as the voucher lists it
 * beside the line (the diner's receipt already does: ui/AmountTable.tsx). Computed once, on the
 * server, from the document's own lines, in whole cents of the document's currency.
 *
 * A line's own final is its unit's final price times its quantity (finalPrice.ts), or what a
 * payment paid of it (`cents`: a share of a bill, src/domain/tabSplit.ts). Those finals are then
 * spread over `totalCents` in proportion (prorateCents, the remainder on the last line), so the
 * lines always add up to the document's total to the cent: exactly the lines' own finals where they
 * already do (a colones order, whose total is their sum: orderTotals.ts), and the nearest split of
 * the total where they cannot (a dollar document's unit prices of five decimals, one unit written
 * apart: mock-api/restaurant/dollarSale.ts).
 */
export interface FinalLine extends PricedItem {
  quantity: number;
  /** What was paid of the line, IVA and service inside, when that is known (a share of a bill). */
  cents?: number;
}

/** Each line's own final amount in cents: `cents` when given, else unit final × quantity. */
export const ownFinalCents = (line: FinalLine, options: TotalsOptions = {}): number => line.cents ?? finalPriceCents(line, options) * line.quantity;

/** The lines' finals spread over `totalCents`: whole cents, adding up to it exactly. */
export const lineFinalCents = (lines: readonly FinalLine[], totalCents: number, options: TotalsOptions = {}): Cents[] => {
  const own = lines.map((line) => ownFinalCents(line, options));
  // no line has a final of its own (every price 0): the total, if any, on the last line
  const weights = own.some((cents) => cents > 0) ? own : lines.map((_, index) => (index === lines.length - 1 ? 1 : 0));
  return prorateCents(weights, totalCents).map(asCents);
};

/**
 * The unit price listed beside a line's final: the final over the quantity, to the cent, and whether
 * that price times the quantity gives the final back. A payer's share of a line need not divide
 * (two units paid ₡2,133.33 in all): the voucher then marks its unit price as rounded
 * (public-app/src/voucher/VoucherPage.tsx) instead of a price that multiplies to a cent more.
 */
export const unitOfFinal = (finalCents: number, quantity: number): { unitCents: number; exact: boolean } => {
  if (!(quantity > 0)) return { unitCents: finalCents, exact: quantity === 1 };
  const unitCents = Math.round(finalCents / quantity);
  return { unitCents, exact: unitCents * quantity === finalCents };
};
