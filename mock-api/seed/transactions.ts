import { createCipheriv, randomBytes } from 'node:crypto';
import { crDateTime, crStartOfDay, DAY_MS } from '../../src/domain/costaRicaTime';
import { DEMO_RESTAURANT_ID, HOME_MERCHANT_ID, SECOND_RESTAURANT_ID } from './merchants';
import type { Rng } from './random';
import type { Merchant, TransactionRecord, UserRecord } from '../storage/records';

export const TRANSACTION_COUNT = 100_000;
/** Thirteen months of history, counted in days back from the build day (day 0 is today). */
export const HISTORY_DAYS = 395;
export const FIRST_TRANSACTION_ID = 1_000_001;

/**
 * The public voucher link is the only key to a voucher page, so its id must not be derivable
 * from the (sequential, printed) transaction number nor from anything in the repository: each
 * number is encrypted as one AES block (a keyed permutation, so 128 bits, never two alike, no
 * order) under a key drawn from the system's random source for each data file, like the table
 * tokens. The key is not kept: the ids are stored, and nothing needs to mint more. One cipher
 * call for all rows keeps the seed fast.
 */
const voucherIdsFor = (key: Buffer, firstId: number, count: number): string[] => {
  const blocks = Buffer.alloc(count * 16);
  for (let index = 0; index < count; index++) blocks.writeUInt32BE(firstId + index, index * 16 + 12);
  const cipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  const encrypted = Buffer.concat([cipher.update(blocks), cipher.final()]);
  return Array.from({ length: count }, (_, index) => encrypted.subarray(index * 16, index * 16 + 16).toString('base64url'));
};

/** Busy lunch and dinner hours for restaurants, opening hours for shops. */
const timeOfDayMs = (r: Rng, restaurant: boolean) => {
  const roll = r.next();
  const hour = restaurant
    ? roll < 0.45 ? r.int(11, 14) : roll < 0.85 ? r.int(18, 21) : r.int(7, 23)
    : roll < 0.8 ? r.int(9, 18) : r.int(7, 21);
  return ((hour * 60 + r.int(0, 59)) * 60 + r.int(0, 59)) * 1000;
};

/** Ticket sizes: most small, a long tail of large ones (colones in minor units). */
const colonesMinor = (r: Rng, restaurant: boolean) => {
  const base = restaurant ? 2500 + r.next() ** 2 * 45000 : 1000 + r.next() ** 3 * 350000;
  return Math.round(base / 5) * 5 * 100;
};
const dollarsMinor = (r: Rng) => Math.round((3 + r.next() ** 3 * 800) * 100);

/**
 * Business grows: today is 1.4 times as busy as 13 months ago, linearly in between. Inverse of
 * that density's distribution function, so one roll gives one day.
 */
const GROWTH = 0.4;
const recentDayBack = (roll: number) => {
  const g = GROWTH;
  const x = (1 + g - Math.sqrt((1 + g) ** 2 - 2 * g * roll * (1 + g / 2))) / g;
  return Math.min(HISTORY_DAYS, Math.floor(x * (HISTORY_DAYS + 1)));
};

const SCHEMES = ['VISA', 'MasterCard', 'American Express'] as const;
const FALLBACK_NAMES = ['Cajero principal', 'Caja 1', 'Caja 2'];

const isRestaurant = (merchant: Merchant) => merchant.companyTypeId === 1;

/**
 * How busy each merchant is: the demo restaurants busy enough that their report pages for real,
 * the provider's own merchant rarely selling, the rest spread deterministically.
 */
const merchantWeights = (r: Rng, merchants: Merchant[]) =>
  merchants.map((merchant) => {
    if (merchant.id === DEMO_RESTAURANT_ID) return 12;
    if (merchant.id === SECOND_RESTAURANT_ID) return 6;
    if (merchant.id === HOME_MERCHANT_ID) return 0.3;
    return 1 + r.int(0, 4);
  });

const picker = (weights: number[]) => {
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) cumulative.push((sum += weight));
  return (roll: number) => {
    const target = roll * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] <= target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
};

/**
 * 100,000 card transactions over the last 13 months. Date rule: day 0 is the Costa Rica day the
 * seed is built (`now`); every row keeps the same day offset, merchant, amount, card and user
 * for the same SEED. Voucher ids alone are secret, so they differ in every data file (`voucherKey`,
 * 16 random bytes unless a test names one). Rows of day 0 are squeezed into the part of today already past, so
 * nothing lies in the future. Transaction numbers rise with time, as a processor issues them.
 */
export const seedTransactions = (
  r: Rng,
  merchants: Merchant[],
  users: UserRecord[],
  now: number,
  voucherKey: Buffer = randomBytes(16),
): TransactionRecord[] => {
  const today = crStartOfDay(now);
  const elapsedToday = now - today;
  const pickMerchant = picker(merchantWeights(r, merchants));
  const sellers = new Map<number, UserRecord[]>();
  for (const user of users) {
    if (user.merchant_id === null) continue;
    sellers.set(user.merchant_id, [...(sellers.get(user.merchant_id) ?? []), user]);
  }

  const rows: { at: number; row: Omit<TransactionRecord, 'transaction_id' | 'voucher_id' | 'date_time'> }[] = [];
  for (let index = 0; index < TRANSACTION_COUNT; index++) {
    const merchant = merchants[pickMerchant(r.next())];
    const restaurant = isRestaurant(merchant);
    const dayBack = recentDayBack(r.next());
    const timeOfDay = timeOfDayMs(r, restaurant);
    const at = dayBack === 0 ? today + Math.floor((timeOfDay / DAY_MS) * elapsedToday) : today - dayBack * DAY_MS + timeOfDay;

    const dollars = merchant.currency_code === 840 ? r.chance(0.9) : r.chance(0.12);
    const kind = r.next();
    const transaction_type_desc = kind < 0.06 ? 'REFUND' : kind < 0.1 ? 'VOID' : 'PAYMENT';
    const declined = transaction_type_desc === 'PAYMENT' && r.chance(0.04);
    const status = declined ? 'DECLINED' : transaction_type_desc === 'PAYMENT' ? 'APPROVED' : transaction_type_desc;
    const schemeRoll = r.next();
    const scheme = SCHEMES[schemeRoll < 0.55 ? 0 : schemeRoll < 0.9 ? 1 : 2];
    const staff = sellers.get(merchant.id) ?? [];
    const seller = staff.length ? r.pick(staff) : null;

    rows.push({
      at,
      row: {
        merchant_id: merchant.id,
        auth_code: declined ? '' : String(r.int(0, 999999)).padStart(6, '0'),
        amount: dollars ? dollarsMinor(r) : colonesMinor(r, restaurant),
        currency_code: dollars ? 840 : 188,
        scheme,
        pan: `********${String(r.int(0, 9999)).padStart(4, '0')}`,
        transaction_type_desc,
        status,
        external_transaction_reference: String(r.int(100000, 999999)) + String(r.int(0, 999999)).padStart(6, '0'),
        user_id: seller?.id ?? null,
        full_name: seller ? `${seller.name} ${seller.lastname}` : r.pick(FALLBACK_NAMES),
      },
    });
  }

  rows.sort((a, b) => a.at - b.at);
  const voucherIds = voucherIdsFor(voucherKey, FIRST_TRANSACTION_ID, rows.length);
  return rows.map(({ at, row }, index) => ({
    transaction_id: FIRST_TRANSACTION_ID + index,
    voucher_id: voucherIds[index],
    date_time: crDateTime(at),
    ...row,
  }));
};
