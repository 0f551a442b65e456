import { useState } from 'react';
import { lineTotal, orderTotals } from '../../../src/domain/orderTotals';
import { cancelOrder } from '../api';
import { clearSelection, useDinerSession } from '../dinerSession';
import { colones, localDateTime } from '../format';
import { menuPath, navigate } from '../router';
import { texts } from '../texts';
import { AmountTable } from '../ui/AmountTable';
import { MerchantHeader } from '../ui/MerchantHeader';
import { useModal } from '../ui/Modal';
import { usePageTitle } from '../usePageTitle';
import { useCountdown } from './useCountdown';

/**
 * /menuqr/order: the receipt of the order just placed, 'Guardar' to print or save it, 'Cancelar'
 * during the 15-second window, and 'Ir al Menú'.
 */
export const ReceiptPage = () => {
  const { token, merchant, table, order, cancelKey, orderReceivedAt } = useDinerSession();
  usePageTitle(order ? `${texts.orderNumber} ${order.orderNumber}` : texts.menuTitle);
  const seconds = useCountdown(orderReceivedAt);
  const { alert, confirm, modal } = useModal();
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);

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

  const cancel = () =>
    confirm(texts.confirmCancel, async () => {
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
    });

  const totals = orderTotals(order.products, { simplifiedRegime: merchant.simplifiedRegime });
  // without the key (an order placed in another tab) the server would refuse: no button to press
  const canCancel = seconds > 0 && !cancelled && !!cancelKey;
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
            <dd>{table?.name}</dd>
            <dt>{texts.date}</dt>
            <dd>{localDateTime(order.date ?? orderReceivedAt ?? undefined)}</dd>
          </dl>
          {cancelled && <p className="stamp">{texts.cancelledBadge}</p>}
          <AmountTable
            rows={order.products.map((line) => ({ key: line.id, name: line.name, quantity: line.quantity, price: line.price, total: lineTotal(line) }))}
            totals={totals}
            money={colones}
          />
          {order.detail && <p className="receipt-line">{`${texts.comments}: ${order.detail}`}</p>}
        </section>
        <div className="receipt-actions no-print">
          <button type="button" className="button" onClick={() => window.print()}>
            {texts.save}
          </button>
          <button type="button" className="button danger" onClick={cancel} disabled={!canCancel || busy}>
            {texts.cancel}
            {canCancel && (
              <span className="badge countdown" aria-label={`${seconds} ${texts.secondsLeft}`}>
                {seconds}
              </span>
            )}
          </button>
          <button type="button" className="button primary" onClick={backToMenu}>
            {texts.goToMenu}
          </button>
          <button type="button" className="button link" onClick={() => navigate('/menuqr/pay')}>
            {texts.payWithCard}
          </button>
        </div>
      </main>
      {modal}
    </>
  );
};
