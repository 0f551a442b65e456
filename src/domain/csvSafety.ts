/**
 * Spreadsheet formula injection: a text cell that starts with one of these is run as a formula
 * by Excel and LibreOffice (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`), and so does one whose formula
 * sign comes after leading spaces or line breaks, or is the full-width form (＝, ＋, －, ＠) that
 * spreadsheets read as the ASCII one. Such text gets a leading apostrophe, which the
 * spreadsheet shows as text and does not run. Numbers stay numbers, so a negative amount is
 * still a number. (papaparse's own `escapeFormulae` misses text holding a line break or a
 * full-width sign, so the check is made here, for every column.)
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

export const neutraliseFormula = (value: unknown): unknown =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;

/** Byte-order mark: tells Excel the file is UTF-8, so 'Ñ' and 'á' open intact. */
export const UTF8_BOM = '\uFEFF';
