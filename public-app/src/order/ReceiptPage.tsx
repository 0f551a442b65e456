import { useEffect, useState } from 'react';
import { finalPrice } from '../../../src/domain/finalPrice';
import { lineFinalTotal, orderTotals, totalsOptionsOf } from '../../../src/domain/orderTotals';
import { cancelOrder } from '../api';
import { clearSelection, useDinerSession } from '../dinerSession';
import { lineKey, optionsText } from '../../../src/domain/optionLines';
import { colones, localDateTime } from '../format';
import { menuPath, navigate } from '../router';
import { texts } from '../texts';
import { AmountTable } from '../ui/AmountTable';
import { MerchantHeader } from '../ui/MerchantHeader';
import { PricesNote } from '../ui/PricesNote';
import { Modal, useModal } from '../ui/Modal';
import { usePageTitle } from '../usePageTitle';
import { dinerMayCancel } from '../../../src/domain/orderStatus';
import { useCartNames } from './cartNames';
import { orderStatusLabel } from './orderStatusTexts';
import { InvoiceRequestSection, useInvoiceRequestCheck } from '../invoice/InvoiceRequestSection';
import { ElectronicDocumentPanel, NoElectronicReceiptNote } from '../receipt/ElectronicDocumentPanel';
import { useCountdown } from './useCountdown';
import { useOrderStatus } from './useOrderStatus';

/**
 * /menuqr/order: the receipt of the order just placed, 'Guardar' to print or save it, 'Cancelar'
 * during the 15-second window, 'Ir al Menú', and 'Pagar con tarjeta' (or, once paid, its voucher).
 * Before paying, '¿Necesita factura a su nombre?'; once paid, the electronic receipt.
 */
export const ReceiptPage = () => {
  const { token, merchant, table, order, cancelKey, orderReceivedAt, paidVoucherId } = useDinerSession();
  usePageTitle(order ? `${texts.orderNumber} ${order.orderNumber}` : texts.menuTitle);
  const seconds = useCountdown(orderReceivedAt);
  const { alert, modal } = useModal();
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [askingCancel, setAskingCancel] = useState(false);
  const followed = useOrderStatus(order, token, cancelKey);
  // the dishes and their choices by the menu's names in the diner's language (what was sent keeps the Spanish)
  const shown = useCartNames(token);
  const invoiceCheck = useInvoiceRequestCheck();
  const status = followed?.status ?? null;
  const refunded = followed?.refunded === true;
  // paid by any road, the table's bill included (mock-api/restaurant/ledger.ts): not offered to pay again
  const paidElsewhere = followed?.paid === true && !paidVoucherId;
  // once the kitchen started (or staff cancelled it) the diner can no longer cancel: no button
  const kitchenHasIt = status !== null && !dinerMayCancel(status);
  const shownCancelled = cancelled || status === 'CANCELLED';

  // The question shows the seconds left and goes away with them: a 'Sí' the server would refuse
  // as late is never offered. The server's own 15 seconds still decide (its refusal is shown).
  useEffect(() => {
    if (!askingCancel || seconds > 0) return;
    setAskingCancel(false);
    alert(texts.cancelTimeOver);
  }, [askingCancel, seconds, alert]);

  if (!order || !merchant || !token) {
    return (
      <main className="page centered">
        <p className="notice" role="alert">
          {texts.processingError}
        </p>
      </main>
    );
  }

  const backToMenu = () => {
    clearSelection();
    navigate(menuPath(token), { replace: true });
  };

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelOrder(order, token, cancelKey ?? '');
      setCancelled(true);
      alert(texts.cancelled, backToMenu);
    } catch (error) {
      alert(error instanceof Error && error.message ? error.message : texts.communicationError);
    } finally {
      setBusy(false);
    }
  };

  const toPayment = async () => {
    // the factura's data is checked before the card form: the payment issues the factura itself
    if (!(await invoiceCheck.checkAll())) return;
    navigate('/menuqr/pay');
  };

  const charges = totalsOptionsOf(merchant);
  const totals = orderTotals(order.products, charges);
  // without the key (an order placed in another tab) the server would refuse: no button to press
  const canCancel = seconds > 0 && !shownCancelled && !kitchenHasIt && !!cancelKey && !paidVoucherId && !paidElsewhere;
  return (
    <>
      <MerchantHeader merchant={merchant} detail={table?.name} />
      <main className="page receipt-page">
        <section className="receipt printable" aria-labelledby="receipt-title">
          <h1 id="receipt-title" className="receipt-merchant">
            {merchant.name}
          </h1>
          {merchant.address && <p className="receipt-line">{merchant.address}</p>}
          {merchant.phone && <p className="receipt-line">{`${texts.phone}: ${merchant.phone}`}</p>}
          {merchant.email && <p className="receipt-line">{`${texts.email}: ${merchant.email}`}</p>}
          <dl className="receipt-facts">
            <dt>{texts.orderNumber}</dt>
            <dd data-field="orderNumber">{order.orderNumber}</dd>
            <dt>{texts.table}</dt>
            {/* the table's name as the restaurant wrote it (docs/departures.md, 'No Spanish on an English phone') */}
            <dd translate="no">{table?.name}</dd>
            <dt>{texts.date}</dt>
            <dd>{localDateTime(order.date ?? orderReceivedAt ?? undefined)}</dd>
            {status && (
              <>
                <dt>{texts.orderStatus}</dt>
                <dd data-field="orderStatus" data-status={status} role="status" aria-live="polite">
                  {orderStatusLabel(status)}
                </dd>
              </>
            )}
          </dl>
          {shownCancelled && <p className="stamp">{texts.cancelledBadge}</p>}
          {(paidVoucherId || paidElsewhere) && !refunded && (
            <p className="stamp paid" data-field="paid">
              {texts.paidBadge}
            </p>
          )}
          {refunded && (
            <>
              <p className="stamp paid" data-field="refunded">
                {texts.refundedBadge}
              </p>
              <p className="receipt-line" role="status">
                {texts.refundedNote}
              </p>
            </>
          )}
          {/* each line at what the diner pays, as the menu and the summary priced it (Decreto 37899-MEIC
              art. 93, docs/departures.md); the breakdown below holds them, and the lines add up to its total */}
          <AmountTable
            rows={order.products.map((line) => ({
              key: `${lineKey(line.id, line.options)}\u0002${line.message}`,
              name: shown(line).name,
              detail: optionsText(shown(line).options),
              note: line.message,
              quantity: line.quantity,
              price: finalPrice(line, charges),
              total: lineFinalTotal(line, charges),
            }))}
            totals={totals}
            money={colones}
            serviceCharge={charges.tableService}
            note={<PricesNote charges={charges} />}
          />
          {order.detail && <p className="receipt-line">{`${texts.comments}: ${order.detail}`}</p>}
          <NoElectronicReceiptNote reason={merchant.electronicReceipts} />
          {paidVoucherId && merchant.electronicReceipts === 'issued' && <ElectronicDocumentPanel voucherId={paidVoucherId} />}
        </section>
        {!paidVoucherId && !shownCancelled && merchant.electronicReceipts === 'issued' && <InvoiceRequestSection check={invoiceCheck} disabled={busy} />}
        <div className="receipt-actions no-print">
          {/* once paid, or once the kitchen has it, there is no 'Cancelar' beside it: 'Guardar' takes the row */}
          <button type="button" className={paidVoucherId || kitchenHasIt ? 'button full-row' : 'button'} onClick={() => window.print()}>
            {texts.save}
          </button>
          {!paidVoucherId && !kitchenHasIt && (
            <button type="button" className="button danger" onClick={() => setAskingCancel(true)} disabled={!canCancel || busy}>
              {texts.cancel}
              {canCancel && (
                <span className="badge countdown" aria-label={`${seconds} ${texts.secondsLeft}`}>
                  {seconds}
                </span>
              )}
            </button>
          )}
          <button type="button" className="button primary" onClick={backToMenu}>
            {texts.goToMenu}
          </button>
          <button type="button" className="button link" onClick={() => navigate('/menuqr/tab')}>
            {texts.viewTab}
          </button>
          {paidVoucherId ? (
            <button type="button" className="button link" onClick={() => navigate(`/voucher/${encodeURIComponent(paidVoucherId)}`)}>
              {texts.viewVoucher}
            </button>
          ) : (
            !shownCancelled &&
            !paidElsewhere && (
              <button type="button" className="button link" onClick={() => void toPayment()} disabled={busy}>
                {texts.payWithCard}
              </button>
            )
          )}
        </div>
      </main>
      {askingCancel && (
        <Modal
          message={texts.confirmCancel}
          focus={0}
          onClose={() => setAskingCancel(false)}
          buttons={[{ label: texts.no }, { label: texts.yes, onClick: cancel, primary: true }]}
        >
          <p className="modal-countdown" role="timer" aria-live="off">
            {texts.cancelSecondsLeft(seconds)}
          </p>
        </Modal>
      )}
      {modal}
    </>
  );
};
