/**
 * Amounts of an electronic document kept exact: whole hundred-thousandths (5 decimals, what
 * Hacienda's DecimalDineroType carries) and quantities in thousandths (Cantidad's 3), multiplied in
 * BigInt and rounded half up once per field, so 0.1 + 0.2 never becomes 0.30000000000000004 and a
 * total recomputed from the XML's own figures equals the one written.
 */
export const AMOUNT_DECIMALS = 5;
const AMOUNT_SCALE = 10 ** AMOUNT_DECIMALS;
export const QUANTITY_DECIMALS = 3;
const QUANTITY_SCALE = 10 ** QUANTITY_DECIMALS;

/** Integer steps of a number with at most `decimals` decimals, or undefined when it has more (or is not finite). */
const toSteps = (value: number, scale: number): number | undefined => {
  if (!Number.isFinite(value)) return undefined;
  const scaled = value * scale;
  const steps = Math.round(scaled);
  return Math.abs(scaled - steps) < 1e-6 && Number.isSafeInteger(steps) ? steps : undefined;
};

/** An amount in hundred-thousandths, or undefined when it has more than 5 decimals. */
export const amountUnits = (amount: number) => toSteps(amount, AMOUNT_SCALE);

/** A quantity in thousandths, or undefined when it has more than 3 decimals. */
export const quantityUnits = (quantity: number) => toSteps(quantity, QUANTITY_SCALE);

/** round_half_up(a × b / divisor) for non-negative integers. */
const mulDiv = (a: number, b: number, divisor: number) => {
  const product = BigInt(a) * BigInt(b);
  const big = BigInt(divisor);
  return Number((product + big / 2n) / big);
};

/** Cantidad × PrecioUnitario in hundred-thousandths. */
export const lineAmount = (quantityThousandths: number, unitPriceUnits: number) => mulDiv(quantityThousandths, unitPriceUnits, QUANTITY_SCALE);

/** A percentage (with up to 2 decimals) of an amount, in hundred-thousandths. */
export const percentOf = (units: number, percent: number) => mulDiv(units, Math.round(percent * 100), 100 * 100);

/** As the XML writes an amount: '1500.00000'. */
export const formatAmount = (units: number) => {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units)).padStart(AMOUNT_DECIMALS + 1, '0');
  return `${sign}${digits.slice(0, -AMOUNT_DECIMALS)}.${digits.slice(-AMOUNT_DECIMALS)}`;
};

/** As the XML writes a quantity: '2.000'. */
export const formatQuantity = (thousandths: number) => (thousandths / QUANTITY_SCALE).toFixed(QUANTITY_DECIMALS);

/** An amount read back from the XML ('1500.00000') in hundred-thousandths, or undefined when it is not one. */
export const parseAmount = (text: unknown): number | undefined => {
  const match = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(typeof text === 'string' ? text.trim() : '');
  if (!match) return undefined;
  const units = Number(match[1]) * AMOUNT_SCALE + Number((match[2] ?? '').padEnd(AMOUNT_DECIMALS, '0'));
  return Number.isSafeInteger(units) ? units : undefined;
};

/** A quantity read back from the XML ('2.000') in thousandths, or undefined when it is not one. */
export const parseQuantity = (text: unknown): number | undefined => {
  const match = /^(\d{1,13})(?:\.(\d{1,3}))?$/.exec(typeof text === 'string' ? text.trim() : '');
  if (!match) return undefined;
  const units = Number(match[1]) * QUANTITY_SCALE + Number((match[2] ?? '').padEnd(QUANTITY_DECIMALS, '0'));
  return Number.isSafeInteger(units) ? units : undefined;
};
