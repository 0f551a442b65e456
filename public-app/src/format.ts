import { finalPrice } from '../../src/domain/finalPrice';
import { formatMoney } from '../../src/domain/money';
import { totalsOptionsOf, type TotalsOptions } from '../../src/domain/orderTotals';
import type { PublicMerchant } from '../../src/domain/wire/menu';

/** Prices with the colón sign, 2 decimals, en-US grouping (docs/spec-reference.md §9). */
export const colones = (amount: number) => formatMoney(amount, 188);

const CR_DATE_TIME = new Intl.DateTimeFormat('es-CR', {
  timeZone: 'America/Costa_Rica',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date-time as the merchant's clock shows it (Costa Rica), whatever the phone's time zone. */
export const localDateTime = (value: string | number | undefined) => {
  const date = new Date(value ?? '');
  return Number.isNaN(date.getTime()) ? '' : CR_DATE_TIME.format(date);
};

/** What the merchant's settings add to a price: IVA unless simplified, service with table service. */
export const chargesOf = (merchant: Partial<Pick<PublicMerchant, 'simplifiedRegime' | 'tableService'>> | null | undefined): TotalsOptions => totalsOptionsOf(merchant ?? {});

/** A unit price as the diner reads it: final, every charge included (issue 22). */
export const shownPrice = (product: { price: number; tax: number }, charges: TotalsOptions) => colones(finalPrice(product.price, product.tax, charges));
