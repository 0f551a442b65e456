/**
 * Spreadsheet formula injection: a text cell that starts with one of these is run as a formula
 * by Excel and LibreOffice (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`). Such text gets a leading
 * apostrophe, which the spreadsheet shows as text and does not run. Numbers stay numbers, so
 * a negative amount is still a number. (papaparse's own `escapeFormulae` misses text holding
 * a line break, so the check is made here, on the first character only.)
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

export const neutraliseFormula = (value: unknown): unknown =>
  typeof value === 'string' && value.length > 0 && FORMULA_START.has(value[0]) ? `'${value}` : value;

/** Byte-order mark: tells Excel the file is UTF-8, so 'Ñ' and 'á' open intact. */
export const UTF8_BOM = '\uFEFF';
