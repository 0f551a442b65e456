import { lineFinalCents } from '../../src/domain/lineFinals';
import { isColones } from '../../src/domain/money';
import { totalsInCents, totalsOptionsOf, type TotalsOptions } from '../../src/domain/orderTotals';
import type { Invoice } from '../../src/domain/wire/invoice';
import { invoiceDocument, type InvoiceLine } from '../restaurant/invoiceDocument';
import type { ProductRecord } from '../storage/restaurantRecords';
import type { Merchant, TransactionRecord } from '../storage/records';
import { rng } from './random';

type PoolItem = Pick<ProductRecord, 'id' | 'name' | 'price' | 'tax' | 'carriesService'>;
/** Lines for merchants without a menu (shops, services): nothing of theirs is consumed at a restaurant's table. */
const GENERIC_ITEMS: PoolItem[] = [
  { id: 0, name: 'Mercadería general', price: 6500, tax: 13, carriesService: false },
  { id: 0, name: 'Accesorios', price: 3900, tax: 13, carriesService: false },
  { id: 0, name: 'Servicio técnico', price: 12000, tax: 13, carriesService: false },
  { id: 0, name: 'Artículos de canasta básica', price: 2800, tax: 1, carriesService: false },
  { id: 0, name: 'Medicamentos', price: 4500, tax: 2, carriesService: false },
  { id: 0, name: 'Servicios de salud', price: 15000, tax: 4, carriesService: false },
  { id: 0, name: 'Material educativo', price: 5200, tax: 0, carriesService: false },
];

/**
 * Prices for the chosen lines whose receipt arithmetic (orderTotals) gives exactly `target` cents.
 * The total rises by one or two cents per cent of a qty-1 line's price, so a binary search over
 * the last line, with small nudges of the first line's price, lands on the amount.
 */
const fitPrices = (lines: InvoiceLine[], target: number, charges: TotalsOptions): boolean => {
  const last = lines[lines.length - 1];
  const totalWith = () => totalsInCents(lines, charges).total;
  const nudges = lines.length > 1 ? [0, 1, -1, 2, -2, 3, -3, 5, -5, 8, -8] : [0];
  const firstBase = lines[0].priceCents;
  for (const nudge of nudges) {
    if (lines.length > 1) lines[0].priceCents = Math.max(1, firstBase + nudge);
    last.priceCents = 0;
    if (totalWith() > target) continue;
    let low = 0;
    let high = Math.max(1, target);
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      last.priceCents = mid;
      if (totalWith() < target) low = mid + 1;
      else high = mid;
    }
    last.priceCents = low;
    if (low > 0 && totalWith() === target) return true;
  }
  return false;
};

/** One item of each tax rate alone, then pairs of them: the fallbacks when the first pick cannot fit. */
function* fallbackLines(pool: PoolItem[], local: boolean, rate: number): Generator<InvoiceLine[]> {
  const byRate = [...new Map(pool.map((item) => [item.tax, item])).values()];
  const line = (item: (typeof pool)[number]): InvoiceLine => ({
    productId: item.id,
    name: item.name,
    quantity: 1,
    tax: item.tax,
    carriesService: item.carriesService,
    priceCents: local ? Math.round(item.price * 100) : Math.max(1, Math.round((item.price * 100) / rate)),
  });
  for (const item of byRate) yield [line(item)];
  for (const first of byRate) for (const second of byRate) if (first !== second) yield [{ ...line(first), priceCents: 1 }, line(second)];
}

/**
 * The invoice behind a card transaction, made up from the transaction alone so the same voucher
 * always shows the same invoice and 100,000 invoices need not be stored: lines from the merchant's
 * menu (generic items for merchants without one), prices fitted so that subtotal + IVA + 10 %
 * other charges (with table service) equal the charged amount. The other currency is at `rate`, the
 * colones per dollar of the transaction's day (mock-api/provider/exchangeRates.ts). In the simplified regime (no IVA) one amount in eleven
 * cannot be reached by any subtotal; there the service charge takes the odd cent.
 */
export const invoiceFromTransaction = (transaction: TransactionRecord, merchant: Merchant, menu: ProductRecord[], rate: number): Invoice => {
  // keyed by the transaction number, not the voucher id (random per data file): the same seeded
  // transaction shows the same invoice in every data file
  const r = rng(`invoice:${transaction.transaction_id}`);
  const local = isColones(transaction.currency_code);
  const target = Math.max(1, Math.round(Math.abs(transaction.amount)));
  // the merchant's company settings as they are now: IVA or not, the 10 % service charge or not
  const charges = totalsOptionsOf(merchant);
  const simplifiedRegime = charges.simplifiedRegime === true;
  const pool: PoolItem[] = menu.length ? menu : GENERIC_ITEMS;

  // Fill the ticket the way a diner would: items that fit what is left of the amount (before IVA
  // and service), up to six lines, so the scaling below moves menu prices only a little.
  const priceIn = (colones: number) => (local ? Math.round(colones * 100) : Math.max(1, Math.round((colones * 100) / rate)));
  const order = pool.map((item) => ({ item, roll: r.next() })).sort((a, b) => a.roll - b.roll).map(({ item }) => item);
  let left = target / 1.25;
  const lines: InvoiceLine[] = [];
  for (const item of order) {
    const price = priceIn(item.price);
    if (lines.length === 6 || left < price) continue;
    const quantity = r.int(1, Math.min(3, Math.floor(left / price)));
    lines.push({ productId: item.id, name: item.name, quantity, tax: item.tax, carriesService: item.carriesService, priceCents: price });
    left -= price * quantity;
  }
  // The search adjusts the last line's unit price, so the last line must be a single unit: move a
  // single-unit line last, or add the cheapest item not yet on the ticket.
  const single = lines.findIndex((line) => line.quantity === 1);
  if (single >= 0) lines.push(...lines.splice(single, 1));
  else {
    const extra = pool.filter((item) => !lines.some((line) => line.name === item.name)).reduce<(typeof pool)[number] | undefined>((best, item) => (!best || item.price < best.price ? item : best), undefined);
    if (extra) lines.push({ productId: extra.id, name: extra.name, quantity: 1, tax: extra.tax, carriesService: extra.carriesService, priceCents: priceIn(extra.price) });
    else lines[lines.length - 1].quantity = 1;
  }
  // scale the menu prices to the amount, then let the search fix the last cents
  const estimate = totalsInCents(lines, charges).total;
  for (const line of lines) line.priceCents = Math.max(1, Math.floor((line.priceCents * target) / estimate / 1.02));

  let fitted = fitPrices(lines, target, charges);
  // Some amounts no price of these lines reaches (the total skips a cent now and then): try one
  // line, then two, of items with other tax rates, whose rounding skips other cents. Without IVA
  // the total depends on the subtotal alone, so no other choice of lines can help.
  for (const fallback of simplifiedRegime ? [] : fallbackLines(pool, local, rate)) {
    if (fitted) break;
    if (fitPrices(fallback, target, charges)) {
      lines.splice(0, lines.length, ...fallback);
      fitted = true;
    }
  }
  const charged = totalsInCents(lines, charges);
  if (!fitted) charged.otherCharges += target - charged.total;
  charged.total = charged.subtotal + charged.tax + charged.otherCharges;

  // the other currency, converted line by line and added up with the same arithmetic
  const otherLines = lines.map((line) => ({
    ...line,
    priceCents: local ? Math.max(1, Math.round(line.priceCents / rate)) : Math.round(line.priceCents * rate),
  }));
  const other = totalsInCents(otherLines, charges);
  const [localTotals, dollarTotals] = local ? [charged, other] : [other, charged];
  const [localLines, dollarLines] = local ? [lines, otherLines] : [otherLines, lines];

  // each line at what it costs in all, the lines adding up to each currency's total (src/domain/lineFinals.ts)
  const finals = (priced: InvoiceLine[], total: number) => lineFinalCents(priced.map((line) => ({ price: line.priceCents / 100, tax: line.tax, carriesService: line.carriesService, quantity: line.quantity })), total, charges);
  const localFinals = finals(localLines, localTotals.total);
  const dollarFinals = finals(dollarLines, dollarTotals.total);
  return invoiceDocument(transaction, { localLines, dollarLines, localTotals, dollarTotals, localFinals, dollarFinals }, simplifiedRegime, local ? 188 : 840);
};

