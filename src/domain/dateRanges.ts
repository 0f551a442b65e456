import { crDate } from './costaRicaTime';
import { dateRangeError } from './reportFilters';
import { reportMessages } from './reportMessages';

/**
 * The report date ranges (docs/spec-reference.md §9). Days are calendar days written `YYYY-MM-DD` and counted in
 * Costa Rica, where the data is, whatever the browser's time zone; the arithmetic is done on UTC
 * midnights so that no daylight-saving shift anywhere can move a day.
 */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export type PresetKey = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'last7Days' | 'last30Days';

export const PRESET_LABELS: Record<PresetKey, string> = {
  today: 'Hoy',
  yesterday: 'Ayer',
  thisWeek: 'Esta semana',
  thisMonth: 'Este mes',
  last7Days: 'Últimos 7 días',
  // the spec writes 'Último 30 días'; a Costa Rican reads that as a typo (a deliberate departure)
  last30Days: 'Últimos 30 días',
};

const DAY = 86_400_000;
const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY);

/** Weeks start on Monday, as Costa Rican calendars and the Spanish locale count them. */
export const startOfWeek = (day: string) => addDays(day, -((new Date(toUtc(day)).getUTCDay() + 6) % 7));

export const startOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The same day a year earlier; 29 February becomes 28 February. */
export const oneYearBefore = (day: string) => {
  const year = Number(day.slice(0, 4)) - 1;
  const month = Number(day.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${day.slice(5, 8)}${String(Math.min(Number(day.slice(8, 10)), lastDay)).padStart(2, '0')}`;
};

/** Today in Costa Rica. */
export const todayInCostaRica = (now = Date.now()) => crDate(now);

/** Every preset ends today, its end day counted whole. */
export const presetRange = (key: PresetKey, today: string): DateRange => {
  switch (key) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek':
      return { startDate: startOfWeek(today), endDate: today };
    case 'thisMonth':
      return { startDate: startOfMonth(today), endDate: today };
    case 'last7Days':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30Days':
      return { startDate: addDays(today, -29), endDate: today };
  }
};

/** docs/spec-reference.md §9: the reports open on today → tomorrow. */
export const defaultRange = (today: string): DateRange => ({ startDate: today, endDate: addDays(today, 1) });

/**
 * What the pickers allow: from a year back; the start up to today, the end up to tomorrow so
 * that the spec's default range stays valid (no data lies in the future either way).
 */
export const pickerBounds = (today: string) => ({ min: oneYearBefore(today), maxStart: today, maxEnd: addDays(today, 1) });

/** `YYYY-MM-DD` → `YYYYMMDD`, the payments report's format (docs/spec-reference.md §7). */
export const compactDay = (day: string) => day.replace(/-/g, '');

/** What the report filters refuse: unreadable or reversed days, or days outside the pickers' bounds. */
export const reportRangeError = ({ startDate, endDate }: DateRange, today: string) => {
  const problem = dateRangeError(startDate, endDate);
  if (problem) return problem;
  const { min, maxStart, maxEnd } = pickerBounds(today);
  // YYYY-MM-DD compares as text in calendar order
  if (startDate < min || startDate > maxStart || endDate > maxEnd) return reportMessages.dateOutOfRange;
  return undefined;
};

/** The preset whose range this is, if any (so the picker can show it chosen). */
export const presetOf = (range: DateRange, today: string): PresetKey | null =>
  (Object.keys(PRESET_LABELS) as PresetKey[]).find((key) => {
    const preset = presetRange(key, today);
    return preset.startDate === range.startDate && preset.endDate === range.endDate;
  }) ?? null;
