import { crDate } from '../../src/domain/costaRicaTime';
import { finalPriceCents, type PricedItem } from '../../src/domain/finalPrice';
import { toCents } from '../../src/domain/minorUnits';
import type { TotalsOptions } from '../../src/domain/orderTotals';
import type { Currency, DocumentLine } from '../receipts/documentInput';
import { rateAt, rateOfDay } from '../provider/exchangeRates';
import type { OrderRecord } from '../storage/restaurantRecords';
import type { Merchant, TransactionRecord } from '../storage/records';
import { type ColonesLine, dollarCentsAt, dollarDocumentOf } from './dollarSale';

/**
 * The currency a QR menu's card sale is charged in: the merchant's own (docs/spec-reference.md §3
 * Merchant `currency_code`: 188 colones, 840 dollars, set in the provider's merchant form). The
 * menu and the order are priced in colones; a dollar merchant's card is charged the colones
 * converted once at the day's reference rate of the provider's table (mock-api/provider/exchangeRates.ts),
 * and its electronic receipt is made from that charge, in USD with that TipoCambio (dollarSale.ts).
 */
export interface SaleCurrency {
  currency: Currency;
  /** Colones per unit of the currency (Hacienda's TipoCambio): 1 for colones. */
  exchangeRate: number;
  /** The transaction's currency_code. */
  code: 188 | 840;
}

export const COLONES: SaleCurrency = { currency: 'CRC', exchangeRate: 1, code: 188 };
export const dollarsAt = (rate: number): SaleCurrency => ({ currency: 'USD', exchangeRate: rate, code: 840 });

/** The currency a merchant's card sale made now is charged in, at the rate of today. */
export const saleCurrencyOf = (state: object, merchant: Pick<Merchant, 'currency_code'> | undefined, now: number): SaleCurrency =>
  merchant?.currency_code === 840 ? dollarsAt(rateAt(state, now)) : COLONES;

/** What the diner's phone is told (PublicMerchant): a dollar merchant's rate of today, null for colones. */
export const cardDollarRateOf = (state: object, merchant: Pick<Merchant, 'currency_code'>, now: number) => {
  const sale = saleCurrencyOf(state, merchant, now);
  return sale.currency === 'USD' ? sale.exchangeRate : null;
};

/** A stored card transaction in dollars: the rate it was charged at, kept on it (a seeded one: its day's). */
export type RatedTransaction = Pick<TransactionRecord, 'currency_code' | 'date_time'> & { exchange_rate?: number };

/** The rate of a stored transaction's day, or the one it carries. */
export const rateOfTransaction = (state: object, transaction: RatedTransaction) => transaction.exchange_rate ?? rateOfDay(state, crDate(Date.parse(transaction.date_time)));

/** The currency of a stored transaction (a refund follows its sale's, whatever the merchant's is now). */
export const saleCurrencyOfTransaction = (state: object, transaction: RatedTransaction): SaleCurrency =>
  transaction.currency_code === 840 ? dollarsAt(rateOfTransaction(state, transaction)) : COLONES;

/** An amount in céntimos (a bill's part, a tip) in minor units of the sale's currency: converted once, half-up. */
export const centsInSaleCurrency = (colonesCents: number, sale: SaleCurrency) => (sale.currency === 'CRC' ? colonesCents : dollarCentsAt(colonesCents, sale.exchangeRate));

/** What the card is charged for `colonesCents` of the bill, in the sale's currency. */
export const chargeOfCents = (colonesCents: number, sale: SaleCurrency) => ({ amount: centsInSaleCurrency(colonesCents, sale), currency_code: sale.code });

/** What the card is charged for an order. */
export const cardCharge = (order: Pick<OrderRecord, 'total'>, sale: SaleCurrency) => chargeOfCents(toCents(order.total), sale);

/** What each of an order's lines costs in all, IVA and service inside (their sum is the order's total: src/domain/orderTotals.ts). */
export const finalCentsOfLine = (line: PricedItem & { quantity: number; cents?: number }, options: TotalsOptions) =>
  line.cents ?? finalPriceCents(line, options) * line.quantity;

/**
 * A sale's document lines in its currency: colones as the lines are; dollars made from `chargeCents`,
 * the dollars the card was charged for them (dollarSale.ts), so the document totals exactly that,
 * with its rounding to the cent where the lines alone cannot (0 in colones).
 */
export const linesInSaleCurrency = (lines: readonly ColonesLine[], sale: SaleCurrency, chargeCents: number): { lines: DocumentLine[]; rounding: number } =>
  sale.currency === 'CRC' ? { lines: lines.map(({ line }) => line), rounding: 0 } : dollarDocumentOf(lines, chargeCents);
