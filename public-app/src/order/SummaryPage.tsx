import { useEffect, useState } from 'react';
import { DINER_NAME_MAX, MAX_ORDER_DETAIL } from '../../../src/domain/orderRules';
import { lineFinalTotal, orderTotals } from '../../../src/domain/orderTotals';
import { newIdempotencyKey, placeOrder } from '../api';
import { itemKey, orderKeyFor, orderPlaced, setComment, setDinerName, useDinerSession } from '../dinerSession';
import { optionsText } from '../../../src/domain/optionLines';
import { chargesOf, colones, shownPrice } from '../format';
import { menuPath, navigate } from '../router';
import { texts } from '../texts';
import { OrderLines } from '../ui/OrderLines';
import { PricesNote } from '../ui/PricesNote';
import { MerchantHeader } from '../ui/MerchantHeader';
import { Modal, useModal } from '../ui/Modal';
import { QuantityStepper } from '../ui/QuantityStepper';
import { TotalsList } from '../ui/TotalsList';
import { usePageTitle } from '../usePageTitle';
import { loadReceiptPage } from './pageLoaders';
import { useLiveSoldOut } from '../menu/liveSoldOut';
import { optionKey } from '../menu/menuView';
import { useCartNames } from './cartNames';
import { LineNote } from './LineNote';
import { summaryTexts } from './summaryTexts';

/**
 * /menuqr/confirm: the selection with minus/plus and a note for the kitchen per dish, the comment,
 * and 'Continuar', which shows the lines and the total once more; only 'Confirmar pedido' there
 * places the order.
 */
export const SummaryPage = () => {
  usePageTitle(texts.summaryTitle);
  const { token, merchant, table, items, comment, dinerName } = useDinerSession();
  const { alert, modal } = useModal();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const charges = chargesOf(merchant);
  const totals = orderTotals(items, charges);
  // the receipt's code, fetched while the diner reviews the order
  useEffect(() => {
    loadReceiptPage().catch(() => undefined);
  }, []);
  // A line whose dish sold out since it was picked is flagged, and the order waits for its removal
  const liveSoldOut = useLiveSoldOut(token);
  // The lines' names in the language the diner reads now, not the one they were added in
  const shown = useCartNames(token);
  const soldOutLine = (item: (typeof items)[number]) =>
    !!liveSoldOut && (liveSoldOut.products.has(item.id) || !!item.options?.some((choice) => liveSoldOut.options.has(optionKey(item.id, choice.group, choice.option))));

  const review = () => {
    if (!items.length || !token) return alert(texts.selectAtLeastOne);
    if (items.some(soldOutLine)) return alert(summaryTexts().cartHasSoldOut);
    setConfirming(true);
  };

  const submit = async () => {
    if (!items.length || !token) return;
    setBusy(true);
    try {
      const { order, cancelKey } = await placeOrder(token, items, comment.trim(), dinerName.trim(), orderKeyFor(newIdempotencyKey));
      orderPlaced(order, typeof cancelKey === 'string' ? cancelKey : null);
      navigate('/menuqr/order');
    } catch (error) {
      // the server's Spanish message when it sent one, else the generic communication error
      alert(error instanceof Error && error.message ? error.message : texts.communicationError);
      setBusy(false);
    }
  };

  return (
    <>
      <MerchantHeader merchant={merchant} detail={table?.name} />
      <main className="page with-bottom-bar">
        <h1>{texts.summaryTitle}</h1>
        {items.length === 0 ? (
          <p className="empty">{texts.noProducts}</p>
        ) : (
          <>
            <ul className="summary-list">
              {items.map((item) => (
                <li key={itemKey(item)} className={soldOutLine(item) ? 'summary-item sold-out' : 'summary-item'}>
                  <div className="summary-info">
                    <span className="summary-name">{shown(item).name}</span>
                    {item.options?.length ? <span className="line-options">{optionsText(shown(item).options)}</span> : null}
                    {soldOutLine(item) && <span className="line-flag">{summaryTexts().soldOutInCart}</span>}
                    <span className="summary-price">{shownPrice(item, charges)}</span>
                    <LineNote item={item} />
                  </div>
                  {/* the stepper finds its line by the stored choices; only its labels take the shown name */}
                  <QuantityStepper product={{ ...item, name: shown(item).name }} quantity={item.quantity} line />
                  <span className="summary-total">{colones(lineFinalTotal(item, charges))}</span>
                </li>
              ))}
            </ul>
            <PricesNote charges={charges} />
            <TotalsList totals={totals} serviceCharge={charges.tableService} />
          </>
        )}
        <h2 className="section-title">
          <label htmlFor="order-comments">{texts.orderDetails}</label>
        </h2>
        <textarea
          id="order-comments"
          className="comments"
          placeholder={texts.commentsPlaceholder}
          maxLength={MAX_ORDER_DETAIL}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        {/* who ordered this round, on every phone of the table's bill */}
        <label className="field diner-name">
          <span>{texts.yourName}</span>
          <input type="text" name="diner-name" autoComplete="given-name" maxLength={DINER_NAME_MAX} placeholder={texts.yourNamePlaceholder} value={dinerName} onChange={(event) => setDinerName(event.target.value)} />
        </label>
      </main>
      <div className="bottom-bar two no-print">
        <button type="button" className="button" onClick={() => navigate(menuPath(token))} disabled={busy}>
          {texts.back}
        </button>
        <button type="button" className="button primary" onClick={review} disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner small" aria-hidden="true" /> : null}
          {busy ? texts.placingOrder : texts.continue}
        </button>
      </div>
      {confirming && (
        <Modal
          message={summaryTexts().confirmOrderMessage}
          wide
          onClose={() => setConfirming(false)}
          buttons={[{ label: texts.back }, { label: texts.confirmOrder, onClick: submit, primary: true }]}
        >
          <OrderLines lines={items.map(shown)} charges={charges} />
          {comment.trim() && <p className="confirm-comment">{`${texts.comments}: ${comment.trim()}`}</p>}
          <TotalsList totals={totals} className="confirm-totals" totalTestId="confirm-total" serviceCharge={charges.tableService} />
        </Modal>
      )}
      {modal}
    </>
  );
};
