import type { Rng } from './random';
import type { DbState, Merchant } from '../storage/records';

/** docs/spec-reference.md §3 tariff; identified by merchant, payment type, brand, bank, currency and channel. */
export interface TariffRecord {
  merchantId: number;
  paymentTypeId: number;
  brandId: number;
  bankId: number;
  currencyId: number;
  channelId: number;
  description: string;
  /** Percentages, 0–100. */
  commission: number;
  advanceRent: number;
  service: number;
  /** Always 0 (docs/spec-reference.md §3). */
  commission_int: 0;
}

const BRAND_NAMES: Record<number, string> = { 1: 'VISA', 2: 'MasterCard', 3: 'American Express' };
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Every merchant gets its card-present credit and debit tariffs for VISA and MasterCard with its
 * acquiring bank; some also American Express, e-commerce, or dollar tariffs.
 */
export const seedTariffs = (r: Rng, merchants: Merchant[]): TariffRecord[] => {
  const tariffs: TariffRecord[] = [];
  for (const merchant of merchants) {
    const bankId = merchant.topBankId;
    const base = r.pick([3.25, 3.5, 3.75, 4, 4.25]);
    const add = (paymentTypeId: number, brandId: number, currencyId: number, channelId: number, commission: number, label: string) =>
      tariffs.push({
        merchantId: merchant.id,
        paymentTypeId,
        brandId,
        bankId,
        currencyId,
        channelId,
        description: `${label} ${BRAND_NAMES[brandId]}${currencyId === 840 ? ' dólares' : ''}`,
        commission: round2(commission),
        advanceRent: r.pick([0, 0, 0.5, 1]),
        service: r.pick([0, 0, 0.25, 0.5]),
        commission_int: 0,
      });
    for (const brandId of [1, 2]) {
      add(1, brandId, 188, 1, base, 'Crédito POS');
      add(2, brandId, 188, 1, base - 1, 'Débito POS');
    }
    if (r.chance(0.3)) add(1, 3, 188, 1, base + 0.75, 'Crédito POS');
    if (merchant.hasMerchantEcom) add(1, 1, 188, 2, base + 0.5, 'Crédito en línea');
    if (merchant.currency_code === 840 || r.chance(0.2)) add(1, 1, 840, 1, base, 'Crédito POS');
  }
  return tariffs;
};

/** The stored tariffs (an older data file gets an empty collection). */
export const tariffsIn = (state: DbState): TariffRecord[] => (state.tariffs ??= []) as TariffRecord[];
