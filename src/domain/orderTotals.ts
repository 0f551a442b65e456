/**
 * Receipt arithmetic (docs/spec-reference.md §9), the one implementation used by the diner's receipt, the voucher's
 * invoice and the mock API, so the page and the server can never disagree by a cent.
 *
 * line tax      = price × quantity × tax % / 100, zero when the merchant is in the simplified regime
 * other charges = 10 % of the subtotal (service charge), only when the merchant has table service
 *                 (docs/departures.md, Ley 4946); zero otherwise
 * total         = subtotal + tax + other charges
 *
 * Work is done in whole cents: each line's tax and the service charge are rounded half-up to the
 * cent once, then summed, so the printed rows always add up to the printed total.
 */
export const SERVICE_CHARGE_PERCENT = 10;

export interface PricedLine {
  /** Unit price in major units (colones or dollars). */
  price: number;
  quantity: number;
  /** Tax percent (CABYS rate: 13, 4, 2, 1 or 0). */
  tax: number;
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

/** Major units to whole cents; EPSILON keeps 1.005 from becoming 100.49999. */
export const toCents = (amount: number) => Math.round((Number(amount) + Number.EPSILON) * 100);

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** The same arithmetic on integer cents; the invoice generator searches prices with it. */
export const totalsInCents = (lines: readonly { priceCents: number; quantity: number; tax: number }[], { simplifiedRegime = false, tableService = true }: TotalsOptions = {}) => {
  let subtotal = 0;
  let tax = 0;
  for (const line of lines) {
    const amount = line.priceCents * line.quantity;
    subtotal += amount;
    if (!simplifiedRegime) tax += percentOf(amount, line.tax);
  }
  const otherCharges = tableService ? percentOf(subtotal, SERVICE_CHARGE_PERCENT) : 0;
  return { subtotal, tax, otherCharges, total: subtotal + tax + otherCharges };
};

/** One line's amount before tax: price × quantity. */
export const lineTotal = (line: Pick<PricedLine, 'price' | 'quantity'>) => (toCents(line.price) * line.quantity) / 100;

export const orderTotals = (lines: readonly PricedLine[], options: TotalsOptions = {}): OrderTotals => {
  const cents = totalsInCents(
    lines.map((line) => ({ priceCents: toCents(line.price), quantity: line.quantity, tax: Number(line.tax) || 0 })),
    options,
  );
  return { subtotal: cents.subtotal / 100, tax: cents.tax / 100, otherCharges: cents.otherCharges / 100, total: cents.total / 100 };
};
