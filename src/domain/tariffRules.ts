import { CRC } from './money';

/**
 * docs/spec-reference.md §3/§5 tariffs. A tariff is identified by its merchant and these five choices; its
 * percentages are 0–100 and commission_int is always sent as 0.
 */
export const TARIFF_KEY_FIELDS = ['merchantId', 'paymentTypeId', 'brandId', 'bankId', 'currencyId', 'channelId'] as const;
export const TARIFF_DESCRIPTION_MAX = 120;
export const DEFAULT_TARIFF_CURRENCY = CRC;

export type TariffKey = Record<(typeof TARIFF_KEY_FIELDS)[number], number>;

/** Any object with tariff fields (a form's values, a body, a stored record). */
type Fields = object;
const field = (record: Fields, name: string) => (record as Record<string, unknown>)[name];

/** The composite id the admin uses in addresses: the six key numbers joined by '-'. */
export const tariffId = (tariff: Fields) => TARIFF_KEY_FIELDS.map((name) => Number(field(tariff, name))).join('-');

export const tariffKeyOf = (tariff: Fields): TariffKey =>
  Object.fromEntries(TARIFF_KEY_FIELDS.map((name) => [name, Number(field(tariff, name))])) as TariffKey;

export const sameTariffKey = (a: Fields, b: Fields) => TARIFF_KEY_FIELDS.every((name) => Number(field(a, name)) === Number(field(b, name)));
