import { prorateCents, unitPriceForCents } from '../../src/domain/tabSplit';
import { amountUnits, quantityUnits } from '../receipts/amounts';
import type { DocumentLine } from '../receipts/documentInput';
import { documentTotals, type LineFigures } from '../receipts/documentTotals';
import { ivaTariffCode } from '../receipts/ivaRates';
import { isServiceCabys } from '../receipts/cabysSections';

/**
 * A sale in dollars, made from the charge (docs/departures.md, 'Dollars that match'): the card is
 * charged the colones it pays converted once at the day's rate, to the cent; the document's lines
 * are that charge spread over the lines as the colones were, each written as a unit price of five
 * decimals, nudged until the document's own arithmetic (mock-api/receipts/documentTotals.ts, the
 * figures Hacienda recomputes) gives the charge exactly. The document is made from the charge,
 * never the other way round.
 */

/** Hundred-thousandths per cent: a document's amounts carry five decimals. */
const UNITS_PER_CENT = 1000;

/** Colones (céntimos) in dollar cents at `rate` colones per dollar (2 decimals), half-up, once. */
export const dollarCentsAt = (colonesCents: number, rate: number) => {
  const rateCents = Math.round(rate * 100);
  return Math.floor((colonesCents * 100 * 2 + rateCents) / (2 * rateCents));
};

/** A line of the sale in colones and what it costs in all (IVA and service inside), in céntimos. */
export interface ColonesLine {
  line: DocumentLine;
  cents: number;
}

const figuresOf = (lines: readonly DocumentLine[], prices: readonly number[]): LineFigures[] =>
  lines.map((line, index) => ({
    quantity: quantityUnits(line.quantity) ?? 0,
    unitPrice: prices[index],
    rate: line.ivaRate,
    tariffCode: ivaTariffCode(line.ivaRate) ?? '',
    service: isServiceCabys(line.cabys),
    carriesService: line.carriesService,
  }));

/** round_half_up(a × b / divisor) on whole numbers small enough for a double, as amounts.ts rounds in BigInt. */
const mulDiv = (a: number, b: number, divisor: number) => Math.floor((a * b + divisor / 2) / divisor);

/** The steps tried on one price, nearest first. */
const steps = (reach: number) => Array.from({ length: reach * 2 }, (_, index) => (index % 2 === 0 ? 1 : -1) * (Math.floor(index / 2) + 1));

/**
 * Unit prices (hundred-thousandths) near `start` whose document totals exactly `target`, by the
 * arithmetic of documentTotals.ts (a line's amount, its IVA, the service on the amounts of the lines
 * that carry it: `DocumentLine.carriesService`, src/domain/serviceCharge.ts), each
 * figure rounded half-up once: one price moved, else one line's price moved up to 400 steps (a
 * fraction of a cent) while another's makes up the rest. The nearest found when none does (a sale
 * whose lines all have several units can skip a total: their amounts move by their quantities).
 */
export const fitPrices = (lines: readonly DocumentLine[], start: readonly number[], target: number): number[] => {
  const quantities = lines.map((line) => quantityUnits(line.quantity) ?? 0);
  const rates = lines.map((line) => Math.round(line.ivaRate * 100));
  const served = lines.map((line) => line.carriesService);
  const amount = (index: number, price: number) => mulDiv(quantities[index], price, 1000);
  const charged = (index: number, price: number) => {
    const figure = amount(index, price);
    return { figure, withTax: figure + mulDiv(figure, rates[index], 10_000) };
  };
  const base = start.map((price, index) => charged(index, price));
  const baseTotal = base.reduce((sum, line) => sum + line.withTax, 0);
  const baseServed = base.reduce((sum, line, index) => sum + (served[index] ? line.figure : 0), 0);
  /** The total with up to two prices changed, from the others' figures. */
  const totalWith = (changes: readonly [number, number][]) => {
    let serviceBase = baseServed;
    let total = baseTotal;
    for (const [index, price] of changes) {
      const line = charged(index, price);
      if (served[index]) serviceBase += line.figure - base[index].figure;
      total += line.withTax - base[index].withTax;
    }
    return total + mulDiv(serviceBase, 1000, 10_000);
  };
  let best: [number, number][] = [];
  let bestGap = Math.abs(totalWith([]) - target);
  const consider = (changes: [number, number][]) => {
    const gap = Math.abs(totalWith(changes) - target);
    if (gap < bestGap) [best, bestGap] = [changes, gap];
    return gap === 0;
  };
  const answer = () => {
    const prices = [...start];
    for (const [index, price] of best) prices[index] = price;
    return prices;
  };
  if (bestGap === 0) return answer();
  // lines of one unit first (their amount moves by one), then the dearest
  const order = lines
    .map((line, index) => ({ index, quantity: line.quantity, price: start[index] }))
    .sort((a, b) => a.quantity - b.quantity || b.price - a.price)
    .map(({ index }) => index);
  for (const index of order) {
    for (const step of steps(40)) if (start[index] + step >= 0 && consider([[index, start[index] + step]])) return answer();
  }
  for (const fitted of order.slice(0, 2)) {
    // what one step of the fitted line's price adds to the total, about
    const perStep = (quantities[fitted] / 1000) * (1 + rates[fitted] / 10_000 + (served[fitted] ? 0.1 : 0));
    for (const other of order.filter((index) => index !== fitted).slice(0, 4)) {
      for (const step of steps(400)) {
        const moved: [number, number] = [other, start[other] + step];
        if (moved[1] < 0) continue;
        const estimate = start[fitted] + Math.round((target - totalWith([moved])) / perStep);
        for (const nudge of [0, ...steps(2)]) {
          if (estimate + nudge >= 0 && consider([moved, [fitted, estimate + nudge]])) return answer();
        }
      }
    }
  }
  return answer();
};

/**
 * The document's lines of a dollar charge: `dollarCents` spread over the lines in proportion to
 * what each cost in colones (the remainder on the last), each line's share as a unit price of five
 * decimals, fitted so the document's TotalComprobante is `dollarCents` to the hundred-thousandth.
 */
export const dollarLinesOf = (lines: readonly ColonesLine[], dollarCents: number): DocumentLine[] => {
  const shares = prorateCents(
    lines.map(({ cents }) => cents),
    dollarCents,
  );
  // the line's flag is the service as charged (takesService already read the merchant's table service)
  const start = lines.map(({ line }, index) => amountUnits(unitPriceForCents(shares[index], line.quantity, { tax: line.ivaRate, carriesService: line.carriesService })) ?? 0);
  const prices = fitPrices(
    lines.map(({ line }) => line),
    start,
    dollarCents * UNITS_PER_CENT,
  );
  return lines.map(({ line }, index) => ({ ...line, unitPrice: prices[index] / 100_000 }));
};

/**
 * A dollar document's figures in whole cents, as a voucher shows them: the subtotal and the IVA
 * of its lines rounded to the cent, the service what is left of `totalCents` (else the IVA, else the
 * subtotal), so the printed rows add up to the total charged.
 */
export const dollarTotalsOf = (lines: readonly DocumentLine[], totalCents: number) => {
  // a service row when a line carries it, as documentXml.ts writes OtrosCargos
  const serviced = lines.some((line) => line.carriesService);
  const totals = documentTotals(
    figuresOf(
      lines,
      lines.map((line) => amountUnits(line.unitPrice) ?? 0),
    ),
  );
  const cents = (units: number) => Math.floor((units + UNITS_PER_CENT / 2) / UNITS_PER_CENT);
  let subtotal = cents(totals.netSale);
  let tax = cents(totals.tax);
  let otherCharges = serviced ? totalCents - subtotal - tax : 0;
  if (!serviced && totals.tax > 0) tax = totalCents - subtotal;
  else if (!serviced) subtotal = totalCents - tax;
  if (otherCharges < 0) [otherCharges, tax] = [0, tax + otherCharges];
  return { subtotal, tax, otherCharges, total: totalCents };
};
