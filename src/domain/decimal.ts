/**
 * A number typed in a form, with a decimal comma or point ('3,5' and '3.5' are both 3.5, as
 * people in Costa Rica write either). Anything else (thousands separators, letters, two marks)
 * is returned as typed, so the schema refuses it with its message instead of the form guessing:
 * '3,5' must never silently become 35. An empty box is null (a missing value).
 */
const DECIMAL = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

export const parseDecimal = (typed: unknown): number | string | null => {
  if (typeof typed === 'number') return typed;
  const text = String(typed ?? '').trim();
  if (!text) return null;
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : text;
};

/** A stored number as the box shows it (the point, as the API sends it); empty for none. */
export const formatDecimal = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value == null ? '' : String(value));
