import Papa from 'papaparse';
import { crShortDateTime } from '../../src/domain/costaRicaTime';
import { neutraliseFormula, UTF8_BOM } from '../../src/domain/csvSafety';
import { PAYMENT_MEAN_LABELS, RECEIPT_MAIL_LABELS, RECEIPT_STATUS_LABELS, RECEIPT_TYPE_LABELS } from '../../src/domain/receiptMessages';
import type { ElectronicDocumentRecord } from './electronicReceipts';
import { receiptRowOf } from './receiptSummary';

/** The file name of the 'Exportar CSV' download, with the range: Comprobantes_2026-11-01_2026-11-24.csv. */
export const receiptCsvName = (from: string, to: string) => `Comprobantes_${from}_${to}.csv`;

const SITUACION_LABELS = { '1': 'Normal', '2': 'Contingencia', '3': 'Sin internet' } as const;

/**
 * Every document the filters keep (not only the page on screen), as a spreadsheet opens it: Spanish
 * headers, a byte-order mark so Excel reads UTF-8, CRLF line ends, totals as numbers, and any text
 * that a spreadsheet would run as a formula made inert (src/domain/csvSafety.ts).
 */
export const receiptsCsv = (documents: readonly ElectronicDocumentRecord[]) =>
  UTF8_BOM +
  Papa.unparse(
    {
      fields: ['Fecha', 'Tipo', 'Consecutivo', 'Clave', 'Estado', 'Situación', 'Medio de pago', 'Moneda', 'Total', 'Receptor', 'Pedido', 'Mensaje de Hacienda', 'Corrige', 'Envío'],
      data: documents.map((document) => {
        const row = receiptRowOf(document);
        return [
          crShortDateTime(document.issuedAt),
          RECEIPT_TYPE_LABELS[row.type],
          row.consecutivo,
          row.clave,
          RECEIPT_STATUS_LABELS[row.status],
          SITUACION_LABELS[row.situacion],
          row.payments.map((code) => PAYMENT_MEAN_LABELS[code] ?? code).join(', '),
          row.currency,
          // céntimos, two decimals always (receiptSummary.ts rounds them): the XML keeps its 5
          row.total.toFixed(2),
          neutraliseFormula(row.receiver ?? ''),
          row.orderId,
          neutraliseFormula(row.message ?? ''),
          row.corrects ?? '',
          row.mail ? RECEIPT_MAIL_LABELS[row.mail] : '',
        ];
      }),
    },
    { newline: '\r\n', escapeFormulae: false },
  );
