import Papa from 'papaparse';
import { neutraliseFormula, UTF8_BOM } from '../../src/domain/csvSafety';
import { type MerchantPaymentRow, PAYMENT_COLUMNS } from '../../src/domain/merchantPayment';

export const PAYMENT_CSV_FILE = 'ReportePagoComercios.csv';

/**
 * A cell as a spreadsheet should read it: amounts and counts as numbers, dates as
 * `YYYY-MM-DD HH:mm:ss`; anything else (whatever the column) is text made inert.
 */
const cell = (kind: (typeof PAYMENT_COLUMNS)[number]['kind'], value: unknown) => {
  if (kind !== 'text' && kind !== 'date' && typeof value === 'number' && Number.isFinite(value)) return value;
  const text = String(value ?? '');
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(text)) return text.replace('T', ' ').slice(0, 19);
  return neutraliseFormula(text);
};

/**
 * The report as a CSV file's text (docs/spec-reference.md §9: ReportePagoComercios.csv): the screen's 17 columns
 * with their Spanish headers, a byte-order mark so Excel reads UTF-8, CRLF line ends.
 */
export const paymentsCsv = (rows: MerchantPaymentRow[]) =>
  UTF8_BOM +
  Papa.unparse(
    {
      fields: PAYMENT_COLUMNS.map(({ label }) => label),
      data: rows.map((row) => PAYMENT_COLUMNS.map(({ source, kind }) => cell(kind, row[source]))),
    },
    { newline: '\r\n', escapeFormulae: false },
  );
