import { saveFile } from '../../src/components/saveFile';
import { httpClient } from '../../src/providers/httpClient';
import { receiptQuery } from './endpoints';

/** 'Descargar XML': the signed document as sent to Hacienda, named by its clave. */
export const downloadReceiptXml = async (clave: string) => {
  const xml = await httpClient<string>(`/receipts/${encodeURIComponent(clave)}/xml`, { text: true });
  saveFile(new Blob([xml], { type: 'application/xml' }), `${clave}.xml`);
};

/** 'Exportar CSV': every document the filters keep, written by the server (not only the page on screen). */
export const exportReceiptsCsv = async (filter: Record<string, unknown>) => {
  const csv = await httpClient<string>(`/receipts/export?${receiptQuery(filter)}`, { text: true });
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `Comprobantes_${String(filter.from)}_${String(filter.to)}.csv`);
};
