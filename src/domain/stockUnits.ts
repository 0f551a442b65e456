import type { StockUnit } from './wire/stock';

/**
 * The units a stock item is counted in (GET /stock/getUnits), with the decimals a person may type
 * for it: a kilogram of rice may be 2.375 kg, bottles are bought and counted whole. What a recipe
 * uses may be a fraction of any unit (a quarter of a can), so what is stored (the available
 * quantity, recipe quantities, the movements an order makes) is kept exact in thousandths of the
 * unit (STOCK_DECIMALS), added and taken as whole numbers of thousandths: 0.1 + 0.2 kg is 0.3 kg,
 * never 0.30000000000000004, and four orders taking 0.25 of a can take exactly one.
 */

export const STOCK_UNITS: readonly StockUnit[] = [
  { code: 1, description: 'Unidad', symbol: 'und', decimals: 0 },
  { code: 2, description: 'Kilogramo', symbol: 'kg', decimals: 3 },
  { code: 3, description: 'Gramo', symbol: 'g', decimals: 0 },
  { code: 5, description: 'Litro', symbol: 'L', decimals: 3 },
  { code: 6, description: 'Mililitro', symbol: 'ml', decimals: 0 },
  { code: 7, description: 'Libra', symbol: 'lb', decimals: 2 },
];

export const stockUnitOf = (code: unknown): StockUnit | undefined => STOCK_UNITS.find((unit) => unit.code === code);

/** The decimals every stored quantity keeps, whatever its unit: thousandths. */
export const STOCK_DECIMALS = 3;

/** The unit of `code` among those the API answered (GET /stock/getUnits), or undefined while they load. */
export const unitIn = (units: StockUnit[] | undefined, code: unknown) => units?.find((unit) => unit.code === Number(code));

/** Larger than any stock a restaurant keeps, small enough that its smallest steps stay exact integers. */
export const MAX_STOCK_QUANTITY = 1_000_000_000;

const stepsPer = (decimals: number) => 10 ** decimals;

/** The quantity in the unit's smallest steps, or undefined when it has more decimals than the unit keeps. */
export const toSteps = (quantity: number, decimals: number): number | undefined => {
  const scaled = quantity * stepsPer(decimals);
  const steps = Math.round(scaled);
  // 1.005 * 1000 is 1004.9999999999999: the typed number meant 1005 steps
  return Math.abs(scaled - steps) < 1e-6 ? steps : undefined;
};

const fromSteps = (steps: number, decimals: number) => Number((steps / stepsPer(decimals)).toFixed(decimals));

/** True when the quantity has no more decimals than the unit keeps. */
export const fitsUnit = (quantity: number, decimals: number) => Number.isFinite(quantity) && toSteps(quantity, decimals) !== undefined;

/** a + b in thousandths (b may be negative). Both must fit in thousandths. */
export const addQuantity = (a: number, b: number, decimals = STOCK_DECIMALS) => fromSteps((toSteps(a, decimals) ?? 0) + (toSteps(b, decimals) ?? 0), decimals);

/** A recipe quantity times the number of dishes ordered. */
export const timesQuantity = (perDish: number, dishes: number, decimals = STOCK_DECIMALS) => fromSteps((toSteps(perDish, decimals) ?? 0) * dishes, decimals);

/**
 * A quantity as the screens show it: up to thousandths (a stored quantity) or the unit's decimals, without trailing zeros, en-US
 * grouping like the amounts ('1,250.5'). Fixed decimals would print 80 kg as '80.000', which a
 * Costa Rican reads as eighty thousand.
 */
export const formatQuantity = (quantity: number, decimals = STOCK_DECIMALS) =>
  quantity.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: decimals });

/** 'Bajo el mínimo': an item at or below its minimum must be bought (the stock list and the owner's home). */
export const isBelowMinimum = (stock: number, minimum: number) => Number(stock) <= Number(minimum);
