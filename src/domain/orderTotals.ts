import { finalCentsOfUnits, finalPriceCents, PER_CENT, SERVICE_CHARGE_PERCENT, toPriceUnits } from './finalPrice';
import { takesService } from './serviceCharge';

/**
 * Receipt arithmetic (docs/spec-reference.md §9), the one implementation used by the diner's receipt, the voucher's
 * invoice and the mock API, so the page and the server can never disagree by a cent.
 *
 * line tax      = price × quantity × tax % / 100, zero when the merchant is in the simplified regime
 * other charges = 10 % of the base of the lines that carry the service (service charge), only when
 *                 the merchant has table service (serviceCharge.ts, Ley 4946); zero otherwise
 * total         = subtotal + tax + other charges
 *
 * Work is done in whole cents: each line's tax and the service charge are rounded half-up to the
 * cent once, then summed, so the printed rows always add up to the printed total.
 *
 * The diner reads final prices (finalPrice.ts): the order's total is the sum of the
 * final prices shown (unit final × quantity), so the menu, the cart and the charge agree to the
 * cent, even for a stored price with 5 decimals. Where rounding the parts separately would drift
 * from that sum (never for whole-colón prices, where every part is exact), the cent lands in the
 * last charge shown: the service charge, else the IVA, else the subtotal.
 */
export { SERVICE_CHARGE_PERCENT };

export interface PricedLine {
  /** Unit price in major units (colones or dollars). */
  price: number;
  quantity: number;
  /** Tax percent (CABYS rate: 13, 4, 2, 1 or 0). */
  tax: number;
  /** The product's 'Lleva servicio (10 %)' when the line was ordered (serviceCharge.ts). */
  carriesService: boolean;
}

export interface OrderTotals {
  subtotal: number;
  tax: number;
  otherCharges: number;
  total: number;
}

export interface TotalsOptions {
  simplifiedRegime?: boolean;
  /** The merchant's table service (company settings); absent reads as on, docs/spec-reference.md §9's default. */
  tableService?: boolean;
}

/** The options a merchant's company settings give: every caller passes its merchant through here. */
export const totalsOptionsOf = (merchant: { simplifiedRegime?: boolean; tableService?: boolean }): TotalsOptions => ({
  simplifiedRegime: merchant.simplifiedRegime === true,
  tableService: merchant.tableService !== false,
});


/**
 * The arithmetic on whole hundred-thousandths of a price (finalPrice.ts), answered in whole cents:
 * each line's tax rounded half-up, the service charge on the base of the lines that take it (rounded
 * once), the total the sum of the unit final prices × quantities, the drift of separate roundings
 * in the last charge shown.
 */
const totalsInUnits = (lines: readonly { units: number; quantity: number; tax: number; carriesService: boolean }[], options: TotalsOptions) => {
  const { simplifiedRegime = false } = options;
  let units = 0;
  let serviceUnits = 0;
  let tax = 0;
  let total = 0;
  for (const line of lines) {
    const amount = line.units * line.quantity;
    units += amount;
    if (takesService(line, options)) serviceUnits += amount;
    // hundred-thousandths × percent to cents, half-up, per line
    if (!simplifiedRegime) tax += Math.floor((amount * line.tax + 50_000) / 100_000);
    total += finalCentsOfUnits(line.units, line, options) * line.quantity;
  }
  const serviced = lines.some((line) => takesService(line, options));
  let subtotal = Math.floor((units + PER_CENT / 2) / PER_CENT);
  let otherCharges = serviced ? Math.floor((serviceUnits * SERVICE_CHARGE_PERCENT + 50_000) / 100_000) : 0;
  const drift = total - subtotal - tax - otherCharges;
  if (serviced) otherCharges += drift;
  else if (!simplifiedRegime && lines.some((line) => line.tax > 0)) tax += drift;
  else subtotal += drift;
  return { subtotal, tax, otherCharges, total };
};

/** The same arithmetic on integer cents; the invoice generator searches prices with it. */
export const totalsInCents = (lines: readonly { priceCents: number; quantity: number; tax: number; carriesService: boolean }[], options: TotalsOptions = {}) =>
  totalsInUnits(lines.map((line) => ({ units: line.priceCents * PER_CENT, quantity: line.quantity, tax: Number(line.tax) || 0, carriesService: line.carriesService })), options);

/** One line's amount before tax: price × quantity. */
export const lineTotal = (line: Pick<PricedLine, 'price' | 'quantity'>) => Math.floor((toPriceUnits(line.price) * line.quantity + PER_CENT / 2) / PER_CENT) / 100;

export const orderTotals = (lines: readonly PricedLine[], options: TotalsOptions = {}): OrderTotals => {
  const cents = totalsInUnits(lines.map((line) => ({ units: toPriceUnits(line.price), quantity: line.quantity, tax: Number(line.tax) || 0, carriesService: line.carriesService })), options);
  return { subtotal: cents.subtotal / 100, tax: cents.tax / 100, otherCharges: cents.otherCharges / 100, total: cents.total / 100 };
};

/** One line's final amount, what the cart shows beside it: unit final price × quantity. */
export const lineFinalTotal = (line: PricedLine, options: TotalsOptions = {}) => (finalPriceCents(line, options) * line.quantity) / 100;
