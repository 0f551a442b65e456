import { describe, expect, it } from 'vitest';
import {
  addDays,
  compactDay,
  defaultRange,
  oneYearBefore,
  pickerBounds,
  presetOf,
  presetRange,
  reportRangeError,
  startOfWeek,
  todayInCostaRica,
} from '../../src/domain/dateRanges';

const all = (today: string) =>
  Object.fromEntries((['today', 'yesterday', 'thisWeek', 'thisMonth', 'last7Days', 'last30Days'] as const).map((key) => [key, presetRange(key, today)]));

describe('report date presets', () => {
  it('on New Year’s Day reach back into the old year', () => {
    expect(all('2026-01-01')).toEqual({
      today: { startDate: '2026-01-01', endDate: '2026-01-01' },
      yesterday: { startDate: '2025-12-31', endDate: '2025-12-31' },
      thisWeek: { startDate: '2025-12-29', endDate: '2026-01-01' }, // Thursday; the week began on Monday
      thisMonth: { startDate: '2026-01-01', endDate: '2026-01-01' },
      last7Days: { startDate: '2025-12-26', endDate: '2026-01-01' },
      last30Days: { startDate: '2025-12-03', endDate: '2026-01-01' },
    });
  });

  it('on the first of March know February’s length, leap year or not', () => {
    expect(presetRange('yesterday', '2024-03-01').startDate).toBe('2024-02-29');
    expect(presetRange('yesterday', '2026-03-01').startDate).toBe('2026-02-28');
    expect(presetRange('last7Days', '2026-03-02').startDate).toBe('2026-02-24');
    expect(presetRange('last30Days', '2024-03-15').startDate).toBe('2024-02-15');
  });

  it('start the month on the 1st and the week on Monday, on the last day of a month too', () => {
    expect(presetRange('thisMonth', '2026-04-30')).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23'); // a Monday is its own week's start
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday ends the week
    expect(presetRange('thisWeek', '2026-03-01')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
  });

  it('open the reports on today → tomorrow, across the year end as well', () => {
    expect(defaultRange('2025-12-31')).toEqual({ startDate: '2025-12-31', endDate: '2026-01-01' });
    expect(defaultRange('2026-02-28')).toEqual({ startDate: '2026-02-28', endDate: '2026-03-01' });
  });

  it('bound the pickers to a year back, 29 February included', () => {
    expect(oneYearBefore('2024-02-29')).toBe('2023-02-28');
    expect(oneYearBefore('2026-01-01')).toBe('2025-01-01');
    expect(pickerBounds('2026-11-21')).toEqual({ min: '2025-11-21', maxStart: '2026-11-21', maxEnd: '2026-11-22' });
  });

  it('count today in Costa Rica (UTC−6), whatever the browser’s zone', () => {
    expect(todayInCostaRica(Date.UTC(2026, 0, 1, 5, 59))).toBe('2025-12-31');
    expect(todayInCostaRica(Date.UTC(2026, 0, 1, 6, 0))).toBe('2026-01-01');
  });

  it('recognise a preset range and refuse reversed, unreadable or out-of-bounds ranges', () => {
    expect(presetOf(presetRange('last30Days', '2026-11-21'), '2026-11-21')).toBe('last30Days');
    expect(presetOf({ startDate: '2026-11-02', endDate: '2026-11-05' }, '2026-11-21')).toBeNull();
    expect(reportRangeError(defaultRange('2026-11-21'), '2026-11-21')).toBeUndefined();
    expect(reportRangeError({ startDate: '2026-11-21', endDate: '2026-11-20' }, '2026-11-21')).toBe('La fecha final no puede ser anterior a la fecha inicial.');
    expect(reportRangeError({ startDate: '', endDate: '2026-11-20' }, '2026-11-21')).toBe('Las fechas del filtro no son válidas.');
    expect(reportRangeError({ startDate: '2025-11-20', endDate: '2026-11-20' }, '2026-11-21')).toBe('La fecha debe estar entre hace un año y hoy.');
    expect(reportRangeError({ startDate: '2026-11-21', endDate: '2026-11-23' }, '2026-11-21')).toBe('La fecha debe estar entre hace un año y hoy.');
  });

  it('write days the way the payments report asks for them', () => {
    expect(compactDay('2026-01-09')).toBe('20260109');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
