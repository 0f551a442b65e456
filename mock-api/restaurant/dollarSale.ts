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

/**
 * How far a total is from the target, for choosing the nearest: below it by the difference (the
 * rounding then makes it up), above it always farther than any total below (a document may not
 * charge more than the card did, and a negative charge is no rounding).
 */
const gapOf = (total: number, target: number) => (total <= target ? target - total : Number.MAX_SAFE_INTEGER / 2 + (total - target));

/** The steps tried on one price, nearest first. */
const steps = (reach: number) => Array.from({ length: reach * 2 }, (_, index) => (index % 2 === 0 ? 1 : -1) * (Math.floor(index / 2) + 1));

/** Whether a document's total depends on the sum of its amounts alone: no line with IVA, the service on every line or on none. */
const oneSum = (lines: readonly DocumentLine[]) => lines.every((line) => line.ivaRate === 0) && new Set(lines.map((line) => line.carriesService)).size === 1;

/**
 * Whether some sum of amounts gives `target` where the total is a function of that sum (oneSum): with
 * the service on every line, S + 10 % of S rounded half-up skips one total in eleven, and no split
 * of the lines can reach it. Other documents: true (their lines' IVA is rounded apart).
 */
const sumReaches = (lines: readonly DocumentLine[], target: number) => {
  if (!oneSum(lines) || !lines[0]?.carriesService) return true;
  const near = Math.floor((target * 10) / 11);
  return [near - 1, near, near + 1, near + 2].some((sum) => sum + mulDiv(sum, 1000, 10_000) === target);
};

/**
 * Unit prices (hundred-thousandths) near `start` whose document totals exactly `target`, by the
 * arithmetic of documentTotals.ts (a line's amount, its IVA, the service on the amounts of the lines
 * that carry it: `DocumentLine.carriesService`, src/domain/serviceCharge.ts), each
 * figure rounded half-up once: one price moved, else one line's price moved up to 400 steps (a
 * fraction of a cent) while another's makes up the rest, else a third moved a little too. When none
 * does (lines of several units move their amounts by their quantities; one or two roundings of IVA
 * can skip a total: dollarSaleOf then writes a unit apart), the nearest total below `target`, never
 * above it: what is left is the document's rounding (OtrosCargos 99, documentInput.ts `rounding`).
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
  let bestGap = gapOf(totalWith([]), target);
  const consider = (changes: [number, number][]) => {
    const gap = gapOf(totalWith(changes), target);
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
  /** One line's price moved up to `reach` steps while a second's (`fitted`) makes up the rest, with the `held` changes kept. */
  const pairs = (held: readonly [number, number][], reach: number) => {
    const fixed = new Set(held.map(([index]) => index));
    const free = order.filter((index) => !fixed.has(index));
    for (const fitted of free.slice(0, 2)) {
      // what one step of the fitted line's price adds to the total, about
      const perStep = (quantities[fitted] / 1000) * (1 + rates[fitted] / 10_000 + (served[fitted] ? 0.1 : 0));
      for (const other of free.filter((index) => index !== fitted).slice(0, 4)) {
        for (const step of steps(reach)) {
          const moved: [number, number] = [other, start[other] + step];
          if (moved[1] < 0) continue;
          const estimate = start[fitted] + Math.round((target - totalWith([...held, moved])) / perStep);
          for (const nudge of [0, ...steps(2)]) {
            if (estimate + nudge >= 0 && consider([...held, moved, [fitted, estimate + nudge]])) return true;
          }
        }
      }
    }
    return false;
  };
  if (pairs([], 400)) return answer();
  // with no IVA on any line and the service on all or none, the total is a function of the lines'
  // sum, which two prices already move by one: a third adds nothing (docs/departures.md 'Dollars that match')
  if (oneSum(lines)) return answer();
  // two lines' roundings may not reach it where three do (one dish written as three units): a third price moved a little
  for (const third of lines.length >= 3 ? order.slice(0, 3) : []) {
    for (const step of steps(6)) if (start[third] + step >= 0 && pairs([[third, start[third] + step]], 60)) return answer();
  }
  return answer();
};

/** Thousandths of a unit in one unit: a line of more than one unit can give one away (`dollarSaleOf`). */
const ONE_UNIT = 1000;
/** Units written apart at most, one at a time. */
const MAX_SPLITS = 3;

/** TotalComprobante of the lines at these prices (hundred-thousandths), by documentTotals.ts itself. */
const documentTotalOf = (lines: readonly DocumentLine[], prices: readonly number[]) => documentTotals(figuresOf(lines, prices)).total;

/** A dollar sale's document lines, and for each the index of the colones line it sells (a split line's two halves name the same one). */
/**
 * The most a dollar document's lines may fall short of its charge, in hundred-thousandths of a
 * dollar, where no five-decimal prices reach the charge exactly (a lone line of one or two units, or
 * every line without IVA and with the service: docs/departures.md 'Dollars that match'): the
 * document's rounding (OtrosCargos 99) makes it up, so TotalComprobante is the charge itself. One
 * unit's price step moves a lone line's total by three at most (its amount, its IVA's and the
 * service's roundings), so the nearest total below is at most two short; two is also the most found
 * in 30,000 sampled sales. A cent would be 1,000.
 */
export const NEAREST_GAP = 3;

export interface DollarSale {
  lines: DocumentLine[];
  from: number[];
  /** What the lines fall short of the charge (hundred-thousandths, 0 to NEAREST_GAP): the document's OtrosCargos 99. */
  rounding: number;
}

/**
 * The document's lines of a dollar charge: `dollarCents` spread over the lines in proportion to
 * what each cost in colones (the remainder on the last), each line's share as a unit price of five
 * decimals, fitted so the document's TotalComprobante is `dollarCents` to the hundred-thousandth.
 *
 * When no prices reach it (lines of several units move their amounts by their quantities; too few
 * lines leave too few roundings of IVA: docs/departures.md 'Dollars that match'), one unit of a
 * line is written as a line of its own, the same product at the same unit price but for a fraction
 * of a cent, and all are fitted again; up to MAX_SPLITS units, one at a time, lines with IVA and the
 * dearest first. The first document that reaches the charge is kept, else the nearest. `from` says
 * which of `lines` each line sells, so a voucher lists the same lines (invoiceDocument.ts);
 * `split: false` keeps the lines as they are (a colones sale's dollar column, only shown).
 */
export const dollarSaleOf = (lines: readonly ColonesLine[], dollarCents: number, { split = true }: { split?: boolean } = {}): DollarSale => {
  const shares = prorateCents(
    lines.map(({ cents }) => cents),
    dollarCents,
  );
  // the line's flag is the service as charged (takesService already read the merchant's table service)
  const start = lines.map(({ line }, index) => amountUnits(unitPriceForCents(shares[index], line.quantity, { tax: line.ivaRate, carriesService: line.carriesService })) ?? 0);
  const target = dollarCents * UNITS_PER_CENT;
  const fit = (document: readonly DocumentLine[], from: readonly number[]) => {
    const prices = fitPrices(
      document,
      from.map((index) => start[index]),
      target,
    );
    // the lines at or below the charge (fitPrices), else one price lowered until they are
    for (let step = 0; documentTotalOf(document, prices) > target && step < 1000; step += 1) {
      const dearest = prices.reduce((at, price, index) => (price > prices[at] ? index : at), 0);
      prices[dearest] -= 1;
    }
    const total = documentTotalOf(document, prices);
    return { sale: { lines: document.map((line, index) => ({ ...line, unitPrice: prices[index] / 100_000 })), from: [...from], rounding: Math.max(0, target - total) }, gap: gapOf(total, target) };
  };
  let current = { document: lines.map(({ line }) => line), from: lines.map((_, index) => index) };
  let best = fit(current.document, current.from);
  // a total that is a function of one sum skipping the charge (sumReaches) is one below it at best:
  // a unit written apart helps only where the lines' units move that sum by more than one
  const enough = sumReaches(current.document, target) ? 0 : 1;
  if (!split) return best.sale;
  // each split adds a line whose IVA is rounded on its own: a few are enough where any can be
  for (let round = 0; round < MAX_SPLITS && best.gap > enough; round += 1) {
    const { document, from } = current;
    const candidates = document
      .map((line, index) => ({ index, units: quantityUnits(line.quantity) ?? 0, taxed: line.ivaRate > 0, price: start[from[index]] }))
      .filter(({ units }) => units > ONE_UNIT)
      .sort((a, b) => Number(b.taxed) - Number(a.taxed) || b.price - a.price)
      .slice(0, 3);
    if (candidates.length === 0) break;
    let next: (typeof current & { gap: number; sale: DollarSale }) | undefined;
    for (const { index } of candidates) {
      const rest = { ...document[index], quantity: (quantityUnits(document[index].quantity)! - ONE_UNIT) / 1000 };
      const splitDocument = [...document.slice(0, index), rest, { ...document[index], quantity: 1 }, ...document.slice(index + 1)];
      const splitFrom = [...from.slice(0, index + 1), from[index], ...from.slice(index + 1)];
      const tried = fit(splitDocument, splitFrom);
      if (!next || tried.gap < next.gap) next = { document: splitDocument, from: splitFrom, ...tried };
      if (tried.gap === 0) break;
    }
    current = next!;
    if (next!.gap < best.gap) best = next!;
  }
  return best.sale;
};

/** The document of a dollar charge (dollarSaleOf): its lines and its rounding to the cent, which together total the charge. */
export const dollarDocumentOf = (lines: readonly ColonesLine[], dollarCents: number): Pick<DollarSale, 'lines' | 'rounding'> => {
  const { lines: priced, rounding } = dollarSaleOf(lines, dollarCents);
  return { lines: priced, rounding };
};

/** The document's lines of a dollar charge (dollarSaleOf), where only the lines matter (their rounding apart: dollarDocumentOf). */
export const dollarLinesOf = (lines: readonly ColonesLine[], dollarCents: number): DocumentLine[] => dollarSaleOf(lines, dollarCents).lines;

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
