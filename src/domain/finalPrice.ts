import type { TotalsOptions } from './orderTotals';
import { asCents, type Cents } from './minorUnits';
import { SERVICE_CHARGE_PERCENT, servicePercentOf, type ServiceItem } from './serviceCharge';

/**
 * The price a diner reads is the price they pay (Decreto 37899-MEIC art. 93): the stored
 * price before tax, plus its IVA (none in the simplified regime), plus the 10 % service charge
 * where the merchant has table service and the product carries it (serviceCharge.ts), the same
 * charges the receipt adds (orderTotals.ts).
 *
 * The stored price may carry 5 decimals, as the electronic receipt's unit price does, so that a
 * round final price typed by the owner (₡3,000) is exactly what the menu shows and the order charges.
 * Work is done on whole hundred-thousandths and whole cents, never on floating sums.
 */
export { SERVICE_CHARGE_PERCENT };

/** What a final price is computed from: the stored price, its IVA rate and whether it carries the service. */
export interface ChargedItem extends ServiceItem {
  /** IVA rate in percent (the CABYS code's). */
  tax: number;
}
export interface PricedItem extends ChargedItem {
  /** Price before tax, up to 5 decimals. */
  price: number;
}

export const PRICE_DECIMALS = 5;
const PRICE_SCALE = 10 ** PRICE_DECIMALS;
/** Hundred-thousandths per cent. */
export const PER_CENT = PRICE_SCALE / 100;

/** A price in major units to whole hundred-thousandths; EPSILON keeps 1.000005 from falling short. */
export const toPriceUnits = (price: number) => Math.round((Number(price) + Number.EPSILON) * PRICE_SCALE);

/** Every charge on top of the stored price, in percent: the IVA rate (unless simplified) plus the service where it applies (serviceCharge.ts). */
export const chargesPercent = (item: ChargedItem, options: TotalsOptions = {}) =>
  (options.simplifiedRegime ? 0 : Number(item.tax) || 0) + servicePercentOf(item, options);

/** One unit's final price in whole cents, from its price in hundred-thousandths, rounded half-up once. */
export const finalCentsOfUnits = (units: number, item: ChargedItem, options: TotalsOptions = {}) => {
  const scaled = units * (100 + chargesPercent(item, options));
  return Math.floor((scaled + (PER_CENT * 100) / 2) / (PER_CENT * 100));
};

/** One unit's final price in whole cents. */
export const finalPriceCents = (item: PricedItem, options: TotalsOptions = {}): Cents => asCents(finalCentsOfUnits(toPriceUnits(item.price), item, options));

/** One unit's final price in major units (2 decimals): what the menu, the product and the cart show. */
export const finalPrice = (item: PricedItem, options: TotalsOptions = {}) => finalPriceCents(item, options) / 100;

/**
 * The stored price (5 decimals) whose final price is exactly `final` (taken to the cent): the
 * 5-decimal rounding moves the final by less than a hundredth of a cent, so it recomputes to
 * the typed amount at every rate (13, 4, 2, 1, 0 %) with or without service.
 */
export const basePriceFor = (final: number, item: ChargedItem, options: TotalsOptions = {}) => {
  const cents = Math.round((Number(final) + Number.EPSILON) * 100);
  const units = Math.round((cents * PER_CENT * 100) / (100 + chargesPercent(item, options)));
  return units / PRICE_SCALE;
};
