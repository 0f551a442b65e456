import { GlobalStyles } from '@mui/material';
import { Fragment } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../src/domain/money';
import type { DayClose } from '../../src/domain/wire/dayClose';
import { crShown } from './CloseTables';

/**
 * The close as an 80 mm till ticket: what 'Imprimir' prints. It sits beside the app, hidden on
 * screen; the print stylesheet hides everything else, so only the ticket reaches the printer
 * (the same arrangement as the kitchen tickets, resources/orders/KitchenTicket.tsx).
 */
const ticketStyles = (
  <GlobalStyles
    styles={{
      '.cash-close-ticket': { display: 'none' },
      '@media print': {
        '@page': { size: '80mm auto', margin: 0 },
        'body > *:not(.cash-close-ticket-root)': { display: 'none !important' },
        '.cash-close-ticket': {
          display: 'block',
          boxSizing: 'border-box',
          width: '80mm',
          padding: '4mm',
          font: '10pt/1.35 "DejaVu Sans Mono", "Courier New", monospace',
          color: '#000',
        },
      },
    }}
  />
);

const Line = ({ label, value }: { label: string; value: string }) => (
  <div style={{ display: 'flex', justifyContent: 'space-between', gap: '2mm' }}>
    <span>{label}</span>
    <span style={{ whiteSpace: 'nowrap' }}>{value}</span>
  </div>
);

export const CloseTicket = ({ close }: { close: DayClose }) => {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`resources.cashClose.${key}`, options);
  const rule = <hr style={{ border: 0, borderTop: '1px dashed #000', margin: '2mm 0' }} />;
  const heading = (text: string) => <div style={{ fontWeight: 700, marginTop: '1mm' }}>{text}</div>;
  return createPortal(
    <div className="cash-close-ticket-root">
      {ticketStyles}
      <div className="cash-close-ticket" data-testid="cash-close-ticket">
        <div style={{ fontSize: '13pt', fontWeight: 700 }}>{k('title')}</div>
        <div>{close.date.split('-').reverse().join('/')}</div>
        {close.closed && <div>{k('closed_ticket', { at: crShown(close.closed.at), by: close.closed.by })}</div>}
        {rule}
        {heading(k('payments'))}
        {close.methods.map((line) => (
          <Fragment key={line.method}>
            <Line label={`${k(`methods.${line.method}`)} (${line.count})`} value={formatMoney(line.amount)} />
            {line.tips > 0 && <Line label={`  ${k('tips')}`} value={formatMoney(line.tips)} />}
          </Fragment>
        ))}
        <Line label={`${k('total')} (${close.total.count})`} value={formatMoney(close.total.amount)} />
        <Line label={k('tips')} value={formatMoney(close.total.tips)} />
        {close.tipsByWaiter.length > 0 && (
          <>
            {rule}
            {heading(k('tips_by_waiter'))}
            {close.tipsByWaiter.map((waiter) => (
              <Line key={waiter.waiterId ?? 'none'} label={waiter.name} value={formatMoney(waiter.tips)} />
            ))}
          </>
        )}
        {rule}
        {heading(k('charges'))}
        <Line label={k('service')} value={formatMoney(close.service)} />
        {close.taxByRate.map((rate) => (
          <Line key={rate.rate} label={k('tax_rate', { rate: rate.rate })} value={formatMoney(rate.tax)} />
        ))}
        {rule}
        {heading(k('orders'))}
        <Line label={`${k('orders_kept')} (${close.orders.count})`} value={formatMoney(close.orders.amount)} />
        <Line label={`${k('orders_cancelled')} (${close.cancelled.count})`} value={formatMoney(close.cancelled.amount)} />
        <Line label={`${k('refunds')} (${close.refunds.count})`} value={formatMoney(close.refunds.amount)} />
        {close.refunds.methods
          .filter((line) => line.count > 0)
          .map((line) => (
            <Line key={line.method} label={`  ${k(`methods.${line.method}`)} (${line.count})`} value={formatMoney(line.amount)} />
          ))}
        {rule}
        <Line label={k('open_tabs')} value={String(close.openTabs.length)} />
        {close.openTabs.map((tab) => (
          <Line key={tab.tabId} label={`  ${k('table')} ${tab.table}`} value={formatMoney(tab.owed)} />
        ))}
        <Line label={k('pending_sinpe')} value={String(close.pendingSinpe.length)} />
        {close.pendingSinpe.map((payment) => (
          <Line key={payment.paymentId} label={`  ${payment.reference}`} value={formatMoney(payment.amount)} />
        ))}
        {rule}
      </div>
    </div>,
    document.body,
  );
};
