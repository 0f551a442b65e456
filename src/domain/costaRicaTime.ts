/**
 * Costa Rica keeps UTC−6 all year (no daylight saving), so transaction dates are stored as local
 * time with a fixed `-06:00` offset: the text sorts like the instant it names, and a day's
 * boundaries are the same whatever the server's or the browser's time zone.
 */
export const CR_OFFSET_MS = 6 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-05-14T23:59:00-06:00` for an instant (epoch ms). */
export const crDateTime = (epochMs: number) => `${new Date(epochMs - CR_OFFSET_MS).toISOString().slice(0, 19)}-06:00`;

/** `2026-05-14`: the Costa Rica calendar day of an instant. */
export const crDate = (epochMs: number) => new Date(epochMs - CR_OFFSET_MS).toISOString().slice(0, 10);

/** The instant Costa Rica's day containing `epochMs` began. */
export const crStartOfDay = (epochMs: number) => Math.floor((epochMs - CR_OFFSET_MS) / DAY_MS) * DAY_MS + CR_OFFSET_MS;

/**
 * The instant a Costa Rica calendar day (`YYYY-MM-DD` or `YYYYMMDD`) begins, or null when the
 * text is not a real date (2026-02-30 is refused, not rolled over).
 */
export const crDayStart = (text: unknown): number | null => {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(String(text ?? '').trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (year < 1970 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc + CR_OFFSET_MS;
};

/** Costa Rica time as a screen shows it: '2026-11-22 14:05'. */
export const crShortDateTime = (epochMs: number) => crDateTime(epochMs).slice(0, 16).replace('T', ' ');

/**
 * The Costa Rica weekday (1 lunes … 7 domingo, as ISO 8601 counts) and the minutes since its
 * midnight of an instant: what a menu's hours are compared with (src/domain/menuHours.ts).
 */
export const crWeekdayAndMinute = (epochMs: number): { weekday: number; minute: number } => {
  const local = new Date(epochMs - CR_OFFSET_MS);
  return { weekday: local.getUTCDay() || 7, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
};
