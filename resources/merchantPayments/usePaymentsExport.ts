import { useRef, useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import { type MerchantPaymentRow, PAYMENT_SEARCH_FIELDS } from '../../src/domain/merchantPayment';
import { MAX_PAGE_SIZE } from '../../src/domain/reportFilters';
import { matchesSearch } from '../../src/providers/listInClient';
import { downloadText } from './downloadText';
import { PAYMENT_CSV_FILE, paymentsCsv } from './paymentCsv';

type PaymentRecord = MerchantPaymentRow & { id: number };

/** Pages asked at once: quick enough for a year of rows, gentle on the provider's API. */
const PARALLEL_PAGES = 3;

export interface ExportProgress {
  done: number;
  pages: number;
}

/**
 * 'Descargar': every page of the filtered range (not only the one on screen), read through the
 * data provider a few at a time so the page stays responsive and shows its progress, then the
 * rows the search box keeps, as ReportePagoComercios.csv. It can be cancelled.
 */
export const usePaymentsExport = () => {
  const dataProvider = useDataProvider();
  const feedback = useFeedback();
  const { filterValues } = useListContext();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const cancelled = useRef(false);

  const start = async () => {
    const { q, ...filter } = filterValues;
    const read = (page: number) =>
      dataProvider.getList<PaymentRecord>('merchantPayments', {
        pagination: { page, perPage: MAX_PAGE_SIZE },
        sort: { field: 'ID', order: 'DESC' },
        filter,
      });
    cancelled.current = false;
    setProgress({ done: 0, pages: 1 });
    try {
      const first = await read(1);
      const pages = Math.max(1, Math.ceil((first.total ?? 0) / MAX_PAGE_SIZE));
      const results: PaymentRecord[][] = [first.data];
      let done = 1;
      let next = 2;
      setProgress({ done, pages });
      const worker = async () => {
        while (next <= pages && !cancelled.current) {
          const page = next++;
          results[page - 1] = (await read(page)).data;
          setProgress({ done: ++done, pages });
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
      if (cancelled.current) return;
      const rows = results.flat().filter((row) => matchesSearch(row, q, PAYMENT_SEARCH_FIELDS));
      downloadText(paymentsCsv(rows), PAYMENT_CSV_FILE);
    } catch (error) {
      feedback.error((error as Error)?.message);
    } finally {
      setProgress(null);
    }
  };

  return { progress, start, cancel: () => (cancelled.current = true) };
};
