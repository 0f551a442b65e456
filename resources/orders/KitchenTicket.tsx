import { GlobalStyles } from '@mui/material';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { warnsOfAllergy } from '../../src/domain/allergyNotes';
import { kitchenTickets, type KitchenTicket } from '../../src/domain/kitchenRules';
import { orderTime } from './orderTime';
import { lineKey, optionsText } from '../../src/domain/optionLines';
import type { BoardContext, BoardOrder } from '../../src/domain/wire/board';

type TicketLine = BoardOrder['products'][number];

/**
 * An order's kitchen tickets, printed with the browser's print dialog on 80 mm ticket printers:
 * one ticket per location its lines are prepared at (Cocina, Barra), each naming that location's
 * printer, which it is routed to (src/domain/kitchenRules.ts); what nobody prepares (a book, a bag
 * of coffee) is on none. Only the tickets print (the page is hidden), monospace, no margins, each
 * on its own page, so the printer cuts between them; the printing itself is the browser's and the
 * printer's business.
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
        '.kitchen-ticket + .kitchen-ticket': { breakBefore: 'page' },
      },
    }}
  />
);

export const TicketBody = ({ order, ticket }: { order: BoardOrder; ticket: KitchenTicket<TicketLine> }) => {
  const translate = useTranslate();
  const rule = <hr style={{ border: 0, borderTop: '1px dashed #000', margin: '2mm 0' }} />;
  const { printer } = ticket;
  return (
    <div className="kitchen-ticket" data-testid="kitchen-ticket" data-location={ticket.locationId}>
      <div style={{ fontSize: '9pt' }}>
        {printer
          ? translate('resources.orders.ticket.printer', { name: printer.name, ip: printer.ip })
          : translate('resources.orders.ticket.no_printer', { location: translate(`resources.printers.locations.${ticket.locationId}`) })}
      </div>
      {rule}
      <div style={{ fontSize: '16pt', fontWeight: 700 }}>{translate('resources.orders.number', { number: order.orderNumber })}</div>
      <div style={{ fontSize: '14pt', fontWeight: 700 }}>{translate('resources.orders.ticket.table', { table: order.table?.name ?? translate('resources.orders.no_table') })}</div>
      {order.section && <div>{translate('resources.orders.ticket.section', { section: order.section.name })}</div>}
      <div>{translate('resources.orders.ticket.time', { time: orderTime(order.date) })}</div>
      {order.waiter && <div>{translate('resources.orders.ticket.waiter', { waiter: order.waiter.name })}</div>}
      {order.paid && order.receipt && <div data-field="receipt">{translate('resources.orders.ticket.receipt', { consecutivo: order.receipt.consecutivo })}</div>}
      {rule}
      {ticket.lines.map((line) => (
        <div key={lineKey(line.id, line.options)} style={{ marginBottom: '1.5mm' }}>
          <div style={{ fontWeight: 700 }}>{`${line.quantity} x ${line.name}`}</div>
          {line.options.length > 0 && <div style={{ paddingLeft: '4mm', fontWeight: 700 }}>{optionsText(line.options)}</div>}
          {line.message &&
            (warnsOfAllergy(line.message) ? (
              // a thermal printer prints no colour: an allergy is boxed, bold and named (src/domain/allergyNotes.ts)
              <div data-allergy style={{ marginLeft: '4mm', padding: '0.5mm 1mm', border: '0.6mm solid #000', fontWeight: 700 }}>
                {translate('resources.orders.ticket.allergy', { note: line.message })}
              </div>
            ) : (
              <div style={{ paddingLeft: '4mm' }}>{`» ${line.message}`}</div>
            ))}
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

/** Puts the tickets beside the app (so the print stylesheet can hide everything else) and opens the print dialog. */
export const KitchenTicketPrint = ({ order, printers, onDone }: { order: BoardOrder; printers: BoardContext['printers']; onDone: () => void }) => {
  useEffect(() => {
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    // after the tickets are in the page
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone]);
  return createPortal(
    <div className="kitchen-ticket-root">
      {ticketStyles}
      {kitchenTickets(order.products, printers).map((ticket) => (
        <TicketBody key={ticket.locationId} order={order} ticket={ticket} />
      ))}
    </div>,
    document.body,
  );
};
