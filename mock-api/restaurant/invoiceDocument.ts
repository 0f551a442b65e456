import { lineFinalCents, type FinalLine } from '../../src/domain/lineFinals';
import { type Cents, toCents } from '../../src/domain/minorUnits';
import { orderTotals, type PricedLine, totalsInCents, totalsOptionsOf } from '../../src/domain/orderTotals';
import { takesService } from '../../src/domain/serviceCharge';
import { dollarCentsAt, dollarSaleOf, dollarTotalsOf } from './dollarSale';
import { finalCentsOfLine } from './saleCurrency';
import type { Invoice } from '../../src/domain/wire/invoice';
import type { Merchant, TransactionRecord } from '../storage/records';

/**
 * The invoice document of a voucher (docs/spec-reference.md §3 Invoice): from its lines and the
 * receipt's arithmetic, in colones and dollars. The seed's invented lines for card transactions
 * that were not ordered from the QR menu are in mock-api/seed/invoiceLines.ts.
 */

/** One line of an invoice, its unit price in cents of the invoice's currency. */
export interface InvoiceLine {
  productId: number;
  name: string;
  quantity: number;
  tax: number;
  /** The 10 % service is charged on it (src/domain/serviceCharge.ts). */
  carriesService: boolean;
  priceCents: number;
  /** The diner's choices, shown under the line. */
  options?: { group: string; option: string }[];
}

/** A line a voucher invoices: an order's, or a part of the bill a payment paid (`cents`: what it paid of it). */
type InvoicedLine = PricedLine & { id: number; name: string; options?: { group: string; option: string }[]; cents?: number };

/**
 * The invoice of a payment made from the QR menu: the order's own lines and prices (colones, as
 * the menu priced them), with the receipt's arithmetic, so the voucher shows what the diner
 * ordered and its total is the amount charged. Its dollars: a dollar sale's are what its card was
 * charged for these lines (without `tipCents`), made into lines as its electronic receipt's
 * (mock-api/restaurant/dollarSale.ts); a colones sale's are its total at `rate`, the day's.
 */
export const invoiceFromOrder = (
  transaction: Pick<TransactionRecord, 'transaction_id' | 'currency_code' | 'amount'>,
  order: { products: readonly InvoicedLine[] },
  merchant: Pick<Merchant, 'simplifiedRegime' | 'tableService'>,
  { rate, tipCents = 0 }: { rate: number; tipCents?: number },
): Invoice => {
  const charges = totalsOptionsOf(merchant);
  const simplifiedRegime = charges.simplifiedRegime === true;
  const lines: InvoiceLine[] = order.products.map((line) => ({
    productId: line.id,
    name: line.name,
    quantity: line.quantity,
    tax: line.tax,
    carriesService: line.carriesService,
    priceCents: toCents(line.price),
    ...(line.options?.length ? { options: line.options.map(({ group, option }) => ({ group, option })) } : {}),
  }));
  // the order's own total, to the cent what the diner read and paid (its prices may carry 5 decimals)
  const exact = orderTotals(order.products, charges);
  const local = { subtotal: toCents(exact.subtotal), tax: toCents(exact.tax), otherCharges: toCents(exact.otherCharges), total: toCents(exact.total) };
  const dollarTotal = transaction.currency_code === 840 ? Math.abs(transaction.amount) - tipCents : dollarCentsAt(local.total, rate);
  // a dollar sale's lines as its document writes them (a unit may stand apart: dollarSale.ts); a
  // colones sale's dollar column is only shown, its lines as ordered
  const sale = dollarSaleOf(
    order.products.map((line) => ({
      line: { cabys: '0000000000000', quantity: line.quantity, unit: 'Unid' as const, detail: line.name, unitPrice: line.price, ivaRate: simplifiedRegime ? 0 : line.tax, carriesService: takesService(line, charges) },
      cents: finalCentsOfLine(line, charges),
    })),
    dollarTotal,
    { split: transaction.currency_code === 840 },
  );
  const priced = sale.lines;
  const localLines = sale.from.map((source, index) => ({ ...lines[source], quantity: priced[index].quantity }));
  const dollarLines = localLines.map((line, index) => ({ ...line, priceCents: priced[index].unitPrice * 100 }));
  const dollars = dollarTotalsOf(priced, dollarTotal);
  // each line at what it costs in all: a part of a line written apart (dollarSale.ts) takes its units' part of the line
  const localFinals = lineFinalCents(
    sale.from.map((source, index): FinalLine => {
      const ordered = order.products[source];
      const part = priced[index].quantity / ordered.quantity;
      return { price: ordered.price, tax: ordered.tax, carriesService: ordered.carriesService, quantity: priced[index].quantity, ...(ordered.cents !== undefined ? { cents: ordered.cents * part } : {}) };
    }),
    local.total,
    charges,
  );
  // the dollar lines as the document writes them: their rate and service are already as charged
  const dollarFinals = lineFinalCents(
    priced.map((line) => ({ price: line.unitPrice, tax: line.ivaRate, carriesService: line.carriesService, quantity: line.quantity })),
    dollars.total,
    { simplifiedRegime: false, tableService: true },
  );
  return invoiceDocument(transaction, { localLines, dollarLines, localTotals: local, dollarTotals: dollars, localFinals, dollarFinals }, simplifiedRegime, transaction.currency_code === 840 ? 840 : 188);
};

type Totals = ReturnType<typeof totalsInCents>;

/**
 * The invoice as docs/spec-reference.md §3 names its fields, from the lines and totals in both
 * currencies (cents), and each line's final amount in both (src/domain/lineFinals.ts), which add up
 * to the totals.
 */
export const invoiceDocument = (
  transaction: Pick<TransactionRecord, 'transaction_id'>,
  {
    localLines,
    dollarLines,
    localTotals,
    dollarTotals,
    localFinals,
    dollarFinals,
  }: { localLines: InvoiceLine[]; dollarLines: InvoiceLine[]; localTotals: Totals; dollarTotals: Totals; localFinals: readonly Cents[]; dollarFinals: readonly Cents[] },
  simplifiedRegime: boolean,
  currencyId: 188 | 840,
): Invoice => ({
  // Costa Rica's 20-digit consecutive: branch 001, terminal 00001, type 04 (electronic ticket), number
  invoiceNumber: `0010000104${String(transaction.transaction_id).padStart(10, '0')}`,
  details: localLines.map((line, index) => ({
    productId: line.productId,
    quantity: line.quantity,
    priceLocal: line.priceCents / 100,
    // five decimals at most, as the dollar document's unit price (mock-api/restaurant/dollarSale.ts)
    priceDollars: Number((dollarLines[index].priceCents / 100).toFixed(5)),
    finalLocal: localFinals[index] / 100,
    finalDollars: dollarFinals[index] / 100,
    tax: simplifiedRegime ? 0 : line.tax,
    carriesService: line.carriesService,
    product: { name: line.name },
    ...(line.options ? { options: line.options } : {}),
  })),
  localSubtotal: localTotals.subtotal / 100,
  dollarSubtotal: dollarTotals.subtotal / 100,
  localSalesTax: localTotals.tax / 100,
  dollarSalesTax: dollarTotals.tax / 100,
  localOtherChagerAmount: localTotals.otherCharges / 100,
  dollarOtherChagerAmount: dollarTotals.otherCharges / 100,
  localTotal: localTotals.total / 100,
  dollarTotal: dollarTotals.total / 100,
  currencyId,
});
