import Papa from 'papaparse';
import { neutraliseFormula, UTF8_BOM } from '../../src/domain/csvSafety';
import type { DayClose } from '../../src/domain/wire/dayClose';

export const closeCsvFile = (date: string) => `CierreDeCaja-${date}.csv`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The close as a CSV file: one row per figure (section, concept, count, amount, tips), amounts as
 * numbers in colones, texts made inert, a byte-order mark so Excel reads UTF-8, CRLF line ends.
 */
export const closeCsv = (close: DayClose, t: Translate) => {
  const k = (key: string, options?: Record<string, unknown>) => t(`resources.cashClose.${key}`, options);
  const rows: (string | number)[][] = [];
  const add = (section: string, concept: string, count: number | '', amount: number | '', tips: number | '' = '') => rows.push([section, concept, count, amount, tips]);
  for (const line of close.methods) add(k('payments'), `${k(`methods.${line.method}`)} (${line.currency})`, line.count, line.amount, line.tips);
  add(k('payments'), k('total'), close.total.count, close.total.amount, close.total.tips);
  for (const waiter of close.tipsByWaiter) add(k('tips_by_waiter'), waiter.name, waiter.count, '', waiter.tips);
  add(k('charges'), k('service'), '', close.service);
  for (const rate of close.taxByRate) add(k('charges'), `${k('tax_rate', { rate: rate.rate })} (${k('base')} ${rate.base.toFixed(2)})`, '', rate.tax);
  add(k('orders'), k('orders_kept'), close.orders.count, close.orders.amount);
  add(k('orders'), k('orders_cancelled'), close.cancelled.count, close.cancelled.amount);
  add(k('orders'), k('refunds'), close.refunds.count, close.refunds.amount);
  for (const line of close.refunds.methods) if (line.count > 0) add(k('orders'), `${k('refunds')} · ${k(`methods.${line.method}`)}`, line.count, line.amount);
  for (const tab of close.openTabs) add(k('open_tabs'), `${k('table')} ${tab.table}`, '', tab.owed);
  for (const payment of close.pendingSinpe) add(k('pending_sinpe'), `${k('table')} ${payment.table} · ${k('reference')} ${payment.reference}`, '', payment.amount, payment.tip);
  return (
    UTF8_BOM +
    Papa.unparse(
      {
        fields: [k('csv_section'), k('concept'), k('quantity'), k('amount'), k('tips')],
        data: rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell : neutraliseFormula(cell)))),
      },
      { newline: '\r\n', escapeFormulae: false },
    )
  );
};
