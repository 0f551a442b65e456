import { toCents } from '../../src/domain/minorUnits';
import { orderTotals, totalsInCents, totalsOptionsOf } from '../../src/domain/orderTotals';
import type { Invoice } from '../../src/domain/wire/invoice';
import type { OrderRecord } from '../storage/restaurantRecords';
import type { Merchant, TransactionRecord } from '../storage/records';

/**
 * The invoice document of a voucher (docs/spec-reference.md §3 Invoice): from its lines and the
 * receipt's arithmetic, in colones and dollars. The seed's invented lines for card transactions
 * that were not ordered from the QR menu are in mock-api/seed/invoiceLines.ts.
 */

/** Colones per dollar for the invoice's second currency and a dollar merchant's sales (a fixed demo rate). */
export const EXCHANGE_RATE = 505;

/** A colones price (in cents) in dollar cents at that rate: at least a cent. */
export const dollarCents = (colonesCents: number) => Math.max(1, Math.round(colonesCents / EXCHANGE_RATE));

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

/**
 * The invoice of a payment made from the QR menu: the order's own lines and prices (colones, as
 * the menu priced them), with the receipt's arithmetic, so the voucher shows what the diner
 * ordered and its total is the amount charged. Dollars are converted line by line.
 */
export const invoiceFromOrder = (
  transaction: Pick<TransactionRecord, 'transaction_id' | 'currency_code'>,
  order: Pick<OrderRecord, 'products'>,
  merchant: Pick<Merchant, 'simplifiedRegime' | 'tableService'>,
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
  const dollarLines = lines.map((line) => ({ ...line, priceCents: dollarCents(line.priceCents) }));
  // the order's own total, to the cent what the diner read and paid (its prices may carry 5 decimals)
  const exact = orderTotals(order.products, charges);
  const local = { subtotal: toCents(exact.subtotal), tax: toCents(exact.tax), otherCharges: toCents(exact.otherCharges), total: toCents(exact.total) };
  const dollars = totalsInCents(dollarLines, charges);
  // a dollar merchant's sale was charged these dollar figures (saleCurrency.ts): the voucher shows them
  return invoiceDocument(transaction, { localLines: lines, dollarLines, localTotals: local, dollarTotals: dollars }, simplifiedRegime, transaction.currency_code === 840 ? 840 : 188);
};

type Totals = ReturnType<typeof totalsInCents>;

/** The invoice as docs/spec-reference.md §3 names its fields, from the lines and totals in both currencies (cents). */
export const invoiceDocument = (
  transaction: Pick<TransactionRecord, 'transaction_id'>,
  { localLines, dollarLines, localTotals, dollarTotals }: { localLines: InvoiceLine[]; dollarLines: InvoiceLine[]; localTotals: Totals; dollarTotals: Totals },
  simplifiedRegime: boolean,
  currencyId: 188 | 840,
): Invoice => ({
  // Costa Rica's 20-digit consecutive: branch 001, terminal 00001, type 04 (electronic ticket), number
  invoiceNumber: `0010000104${String(transaction.transaction_id).padStart(10, '0')}`,
  details: localLines.map((line, index) => ({
    productId: line.productId,
    quantity: line.quantity,
    priceLocal: line.priceCents / 100,
    priceDollars: dollarLines[index].priceCents / 100,
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
