import { GlobalStyles } from '@mui/material';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { orderTime } from './orderTime';
import type { BoardContext, BoardOrder } from './orderTypes';

/**
 * The kitchen ticket of one order, printed with the browser's print dialog on an 80 mm ticket
 * printer: only the ticket prints (the page is hidden), monospace, no margins. It names the
 * merchant's kitchen printer (location Cocina), which the order is routed to; the printing
 * itself is the browser's and the printer's business.
 */
const ticketStyles = (
  <GlobalStyles
    styles={{
      '.kitchen-ticket': { display: 'none' },
      '@media print': {
        '@page': { size: '80mm auto', margin: 0 },
        'body > *:not(.kitchen-ticket-root)': { display: 'none !important' },
        '.kitchen-ticket': {
          display: 'block',
          // the whole 80 mm of paper, 4 mm of it margin on each side
          boxSizing: 'border-box',
          width: '80mm',
          padding: '4mm',
          font: '12pt/1.35 "DejaVu Sans Mono", "Courier New", monospace',
          color: '#000',
        },
      },
    }}
  />
);

export const TicketBody = ({ order, printer }: { order: BoardOrder; printer: BoardContext['kitchenPrinter'] }) => {
  const translate = useTranslate();
  const rule = <hr style={{ border: 0, borderTop: '1px dashed #000', margin: '2mm 0' }} />;
  return (
    <div className="kitchen-ticket" data-testid="kitchen-ticket">
      <div style={{ fontSize: '9pt' }}>
        {printer ? translate('resources.orders.ticket.printer', { name: printer.name, ip: printer.ip }) : translate('resources.orders.ticket.no_printer')}
      </div>
      {rule}
      <div style={{ fontSize: '16pt', fontWeight: 700 }}>{translate('resources.orders.number', { number: order.orderNumber })}</div>
      <div style={{ fontSize: '14pt', fontWeight: 700 }}>{translate('resources.orders.ticket.table', { table: order.table?.name ?? translate('resources.orders.no_table') })}</div>
      {order.section && <div>{translate('resources.orders.ticket.section', { section: order.section.name })}</div>}
      <div>{translate('resources.orders.ticket.time', { time: orderTime(order.date) })}</div>
      {order.waiter && <div>{translate('resources.orders.ticket.waiter', { waiter: order.waiter.name })}</div>}
      {rule}
      {order.products.map((line) => (
        <div key={line.id} style={{ marginBottom: '1.5mm' }}>
          <div style={{ fontWeight: 700 }}>{`${line.quantity} x ${line.name}`}</div>
          {line.message && <div style={{ paddingLeft: '4mm' }}>{`» ${line.message}`}</div>}
        </div>
      ))}
      {order.detail && (
        <>
          {rule}
          <div>{translate('resources.orders.ticket.comments', { comments: order.detail })}</div>
        </>
      )}
      {rule}
    </div>
  );
};

/** Puts the ticket beside the app (so the print stylesheet can hide everything else) and opens the print dialog. */
export const KitchenTicketPrint = ({ order, printer, onDone }: { order: BoardOrder; printer: BoardContext['kitchenPrinter']; onDone: () => void }) => {
  useEffect(() => {
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    // after the ticket is in the page
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone]);
  return createPortal(
    <div className="kitchen-ticket-root">
      {ticketStyles}
      <TicketBody order={order} printer={printer} />
    </div>,
    document.body,
  );
};
