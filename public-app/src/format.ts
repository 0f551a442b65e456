import { finalPrice, type PricedItem } from '../../src/domain/finalPrice';
import { formatMoney } from '../../src/domain/money';
import { totalsOptionsOf, type TotalsOptions } from '../../src/domain/orderTotals';
import type { PublicMerchant } from '../../src/domain/wire/menu';
import { chosenLanguage } from './language';
import type { Language } from './texts';

/** Prices with the colón sign, 2 decimals, en-US grouping (docs/spec-reference.md §9). */
export const colones = (amount: number) => formatMoney(amount, 188);

const CR_CLOCK = { timeZone: 'America/Costa_Rica', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
/** Spanish as Costa Rica writes it (24/11/2026, 08:41 p. m.); English with the month's name, which no reader takes for the day. */
const DATE_TIMES: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-CR', { ...CR_CLOCK, month: '2-digit' }),
  en: new Intl.DateTimeFormat('en-US', { ...CR_CLOCK, month: 'short' }),
};

/** A date-time as the merchant's clock shows it (Costa Rica), whatever the phone's time zone, in the diner's language. */
export const localDateTime = (value: string | number | undefined) => {
  const date = new Date(value ?? '');
  return Number.isNaN(date.getTime()) ? '' : DATE_TIMES[chosenLanguage()].format(date);
};

/** What the merchant's settings add to a price: IVA unless simplified, service with table service (on the products that carry it). */
export const chargesOf = (merchant: Partial<Pick<PublicMerchant, 'simplifiedRegime' | 'tableService'>> | null | undefined): TotalsOptions => totalsOptionsOf(merchant ?? {});

/** A unit price as the diner reads it: final, every charge included. */
export const shownPrice = (product: PricedItem, charges: TotalsOptions) => colones(finalPrice(product, charges));
