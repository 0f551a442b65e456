import { toCents } from '../../src/domain/minorUnits';
import { orderTotals, type PricedLine, type TotalsOptions, totalsOptionsOf } from '../../src/domain/orderTotals';
import type { Currency } from '../receipts/documentInput';
import type { OrderRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';
import { dollarCents, EXCHANGE_RATE } from './invoiceDocument';

/**
 * The currency a QR menu's card sale is charged in: the merchant's own (docs/spec-reference.md §3
 * Merchant `currency_code`: 188 colones, 840 dollars, set in the provider's merchant form). The
 * menu and the order are priced in colones; a dollar merchant's card is charged the order's
 * dollars at the portal's fixed demo rate (EXCHANGE_RATE, the rate the voucher's dollar column
 * already uses), and its electronic receipt is issued in USD with that TipoCambio.
 */
export interface SaleCurrency {
  currency: Currency;
  /** Colones per unit of the currency (Hacienda's TipoCambio): 1 for colones. */
  exchangeRate: number;
  /** The transaction's currency_code. */
  code: 188 | 840;
}

export const saleCurrencyOf = (merchant: Pick<Merchant, 'currency_code'> | undefined): SaleCurrency => saleCurrencyOfCode(merchant?.currency_code);

/** What the diner's phone is told (PublicMerchant): a dollar merchant's rate, null for colones. */
export const cardDollarRateOf = (merchant: Pick<Merchant, 'currency_code'>) => {
  const sale = saleCurrencyOf(merchant);
  return sale.currency === 'USD' ? sale.exchangeRate : null;
};

/** The currency of a transaction's currency_code (a refund follows its sale's, whatever the merchant's is now). */
export const saleCurrencyOfCode = (code: number | undefined): SaleCurrency =>
  code === 840 ? { currency: 'USD', exchangeRate: EXCHANGE_RATE, code: 840 } : { currency: 'CRC', exchangeRate: 1, code: 188 };

/** A colones price in the sale's currency: dollars to the cent, line by line, as the voucher's dollar column converts them. */
export const priceInSaleCurrency = (colones: number, sale: SaleCurrency) => (sale.currency === 'CRC' ? colones : dollarCents(toCents(colones)) / 100);

/** An amount in céntimos that is no line's, a tip, in minor units of the sale's currency (nothing stays nothing). */
export const centsInSaleCurrency = (colonesCents: number, sale: SaleCurrency) => (sale.currency === 'CRC' || colonesCents === 0 ? colonesCents : dollarCents(colonesCents));

/**
 * What the card is charged for lines the menu priced in colones, `colonesCents` in all, in minor
 * units of the sale's currency: the receipt's arithmetic on the converted prices, the voucher's
 * dollar total (invoiceFromOrder) to the cent.
 */
export const chargeOfLines = (lines: readonly PricedLine[], colonesCents: number, sale: SaleCurrency, options: TotalsOptions) => {
  if (sale.currency === 'CRC') return { amount: colonesCents, currency_code: sale.code };
  const converted = lines.map((line) => ({ ...line, price: priceInSaleCurrency(line.price, sale) }));
  return { amount: toCents(orderTotals(converted, options).total), currency_code: sale.code };
};

/** What the card is charged for an order. */
export const cardCharge = (order: Pick<OrderRecord, 'products' | 'total'>, merchant: Merchant) =>
  chargeOfLines(order.products, toCents(order.total), saleCurrencyOf(merchant), totalsOptionsOf(merchant));
