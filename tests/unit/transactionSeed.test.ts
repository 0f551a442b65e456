import { describe, expect, it } from 'vitest';
import { crStartOfDay, DAY_MS } from '../../src/domain/costaRicaTime';
import { seedMerchantPayments } from '../../mock-api/seed/merchantPayments';
import { toCents } from '../../src/domain/minorUnits';
import { seedBanks } from '../../mock-api/seed/banks';
import { seedMerchants } from '../../mock-api/seed/merchants';
import { rng } from '../../mock-api/seed/random';
import { HISTORY_DAYS, seedTransactions } from '../../mock-api/seed/transactions';
import type { TransactionRecord, UserRecord } from '../../mock-api/storage/records';

// seeded users without their (slow) password hashes: the transactions only read names and merchants
const merchants = seedMerchants(rng('merchants'));
const users = merchants.map((merchant, index) => ({ id: index + 1, merchant_id: merchant.id, name: 'Ana', lastname: `Mora ${index}` }) as UserRecord);
const now = Date.UTC(2026, 0, 1, 15, 30); // 09:30 in Costa Rica

describe('transaction seed', () => {
  const first = seedTransactions(rng('transactions'), merchants, users, now);

  const withoutVoucher = (rows: TransactionRecord[]) => rows.map(({ voucher_id: _voucher, ...rest }) => rest);

  // each build of 100,000 rows takes seconds on a busy machine
  const SLOW = 30_000;

  it('is the same for the same seed and moment but for the secret voucher ids, and only shifts with another moment', () => {
    const keyed = seedTransactions(rng('transactions'), merchants, users, now, Buffer.alloc(16, 7));
    expect(withoutVoucher(keyed)).toEqual(withoutVoucher(first));
    const weekLater = seedTransactions(rng('transactions'), merchants, users, now + 7 * DAY_MS);
    expect(weekLater.map(({ date_time: _date, voucher_id: _voucher, ...rest }) => rest)).toEqual(
      first.map(({ date_time: _date, voucher_id: _voucher, ...rest }) => rest),
    );
  }, SLOW);

  it('draws voucher ids from a random key per data file: two builds share none', () => {
    const second = seedTransactions(rng('transactions'), merchants, users, now);
    expect(withoutVoucher(second)).toEqual(withoutVoucher(first));
    const firstIds = new Set(first.map((row) => row.voucher_id));
    expect(second.filter((row) => firstIds.has(row.voucher_id))).toHaveLength(0);
  }, SLOW);

  it('spreads 100,000 rows over 13 months, none in the future, numbered in time order', () => {
    expect(first).toHaveLength(100_000);
    const times = first.map((row) => Date.parse(row.date_time));
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(crStartOfDay(now) - HISTORY_DAYS * DAY_MS);
    expect(times.every((time, index) => index === 0 || time >= times[index - 1])).toBe(true);
    expect(first.every((row, index) => row.transaction_id === 1_000_001 + index)).toBe(true);
  });

  it('gives unguessable voucher ids: 128 bits, 22 url-safe characters, all different, unrelated to the order', () => {
    const ids = first.map((row) => row.voucher_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id) && Buffer.from(id, 'base64url').length === 16)).toBe(true);
    expect([...ids.slice(0, 1000)].sort()).not.toEqual(ids.slice(0, 1000));
  });

  it('stores masked cards only, the seller’s full name, and both currencies', () => {
    expect(first.every((row) => /^\*{8}\d{4}$/.test(row.pan))).toBe(true);
    expect(first.every((row) => row.full_name.length > 3)).toBe(true);
    expect(first.find((row) => row.merchant_id === 5)?.full_name).toBe('Ana Mora 4');
    expect(new Set(first.map((row) => row.currency_code))).toEqual(new Set([188, 840]));
    expect(first.filter((row) => row.status === 'DECLINED').every((row) => row.auth_code === '')).toBe(true);
  });

  it('builds the 5,000 payment rows the same way every time', () => {
    const payments = seedMerchantPayments(rng('merchantPayments'), merchants, seedBanks(), now);
    expect(payments).toHaveLength(5_000);
    expect(seedMerchantPayments(rng('merchantPayments'), merchants, seedBanks(), now)).toEqual(payments);
    expect(Math.max(...payments.map((row) => Date.parse(row.FECHA_CREACION)))).toBeLessThanOrEqual(now);
  });

  it('settles every payment row to the exact cent: commission and advance half-up, the net what is left', () => {
    const rates = new Map(merchants.map((merchant) => [merchant.id, Math.round(merchant.paymentRatePercentage * 100)]));
    // in whole cents and integer arithmetic, with no helper of the seed's: basis points of the gross, half-up
    const halfUp = (cents: number, basisPoints: number) => Number((BigInt(cents) * BigInt(basisPoints) + 5_000n) / 10_000n);
    const wrong = seedMerchantPayments(rng('merchantPayments'), merchants, seedBanks(), now).flatMap((row) => {
      const sides = [
        [row.PAGADOLOCAL, row.PAGADO_COMISIONLOCAL, row.PAGADO_ADELANTORENTALOCAL, row.TOTALPAGOLOCAL],
        [row.PAGADODOLARES, row.PAGADO_COMISIONDOLARES, row.PAGADO_ADELANTORENTADOLARES, row.TOTALPAGODOLARES],
      ].map((side) => side.map(toCents));
      return sides.flatMap(([gross, commission, advance, net]) =>
        commission === halfUp(gross, rates.get(row.merchant_id)!) && advance === halfUp(gross, 200) && net === gross - commission - advance
          ? []
          : [`${row.ID}: ${[gross, commission, advance, net].join(' ')}`],
      );
    });
    expect(wrong).toEqual([]);
  });
});
