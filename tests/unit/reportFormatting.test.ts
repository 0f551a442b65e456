import { describe, expect, it } from 'vitest';
import { crDateTime, crDayStart } from '../../src/domain/costaRicaTime';
import { formatMinorUnits } from '../../src/domain/money';
import { dateRangeError, mayPickAnyMerchant, transactionNumberError } from '../../src/domain/reportFilters';
import { formatLocalDateTime, isRefund, transactionTypeLabel } from '../../src/domain/transactionDisplay';

describe('transaction amounts', () => {
  it('divide minor units by 100 and show 2 decimals in en-US format, colones for 188, dollars otherwise', () => {
    expect(formatMinorUnits(2289000, 188)).toBe('₡22,890.00');
    expect(formatMinorUnits(100_000_000_00, 188)).toBe('₡100,000,000.00');
    expect(formatMinorUnits(2142, 840)).toBe('$21.42');
    expect(formatMinorUnits(5, '188')).toBe('₡0.05');
    expect(formatMinorUnits(199, 999)).toBe('$1.99');
    expect(formatMinorUnits(-2500, 840)).toBe('-$25.00');
  });
});

describe('transaction rows', () => {
  it('label the types in Spanish and tell refunds apart', () => {
    expect(['PAYMENT', 'REFUND', 'VOID'].map(transactionTypeLabel)).toEqual(['Pago', 'Devolución', 'Anulación']);
    expect(isRefund({ transaction_type_desc: 'REFUND' })).toBe(true);
    expect(isRefund({ transaction_type_desc: 'VOID' })).toBe(false);
  });

  it('show the stored Costa Rica time as written, never shifted by the browser', () => {
    expect(formatLocalDateTime('2026-01-01T23:59:07-06:00')).toBe('01/01/2026 23:59:07');
    expect(formatLocalDateTime(crDateTime(Date.UTC(2026, 0, 1, 5, 59, 7)))).toBe('31/12/2025 23:59:07');
  });
});

describe('report filters', () => {
  it('take a transaction number of digits, 0 or nothing', () => {
    for (const ok of ['', undefined, null, 0, '0', 1000123, '1000123']) expect(transactionNumberError(ok)).toBeUndefined();
    for (const bad of [-1, '-4', 1.5, '1e5', 'abc', '12 3']) expect(transactionNumberError(bad)).toBeTruthy();
  });

  it('read days as YYYY-MM-DD or YYYYMMDD, starting at Costa Rica midnight', () => {
    expect(crDayStart('2026-03-01')).toBe(Date.UTC(2026, 2, 1, 6));
    expect(crDayStart('20260301')).toBe(Date.UTC(2026, 2, 1, 6));
    expect(crDayStart('2026-02-29')).toBeNull();
    expect(dateRangeError('2026-03-01', '2026-03-01')).toBeUndefined();
    expect(dateRangeError('2026-03-02', '2026-03-01')).toBe('La fecha final no puede ser anterior a la fecha inicial.');
  });

  it('let only the administrators and the back office pick a merchant', () => {
    expect([1, 2, 3, 4, null].map(mayPickAnyMerchant)).toEqual([true, false, true, false, false]);
  });
});
