import { type FormEvent, useEffect, useRef, useState } from 'react';
import { cardBrand, cardFormProblem } from '../../../src/domain/card';
import { orderTotals, totalsOptionsOf } from '../../../src/domain/orderTotals';
import { payOrder } from './payOrder';
import { orderPaid, useDinerSession } from '../dinerSession';
import { colones } from '../format';
import { DollarChargeNote } from './DollarChargeNote';
import { menuPath, navigate } from '../router';
import { texts } from '../texts';
import { OrderLines } from '../ui/OrderLines';
import { MerchantHeader } from '../ui/MerchantHeader';
import { useModal } from '../ui/Modal';
import { usePageTitle } from '../usePageTitle';
import { invoiceReceiverProblemOf, INVOICE_RECEIVER_PROBLEMS } from '../../../src/domain/invoiceReceiverMessages';
import { receiverOf } from '../invoice/checkInvoiceRequest';
import { CardFields, EMPTY_CARD } from './CardFields';
import { CardPreview } from './CardPreview';
import { docTexts } from '../receipt/documentTexts';

/** The simulated check of docs/spec-reference.md §4 and §9: a busy second before the card is sent. */
const CHECK_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Why there is no form: said in words, with the way back (the menu, or the order's receipt). */
const Explained = ({ message, action, onAction }: { message: string; action: string; onAction: () => void }) => (
  <main className="page centered">
    <div className="notice" role="status">
      <p>{message}</p>
      <button type="button" className="button primary wide" onClick={onAction}>
        {action}
      </button>
    </div>
  </main>
);

/**
 * /menuqr/pay: the card form for the order this device placed. It shows the order and the amount,
 * checks the card as the spec says (plus the check digit), waits the spec's simulated second, then
 * pays (POST /order/pay/external) and takes the diner to the voucher. The fields carry the
 * browser's card autofill names; the form never submits by itself, the CVV is checked here and
 * never sent, and the card data is wiped once paid or when the page goes.
 */
export const CardPage = () => {
  usePageTitle(texts.cardTitle);
  const { token, merchant, table, order, cancelKey, paidVoucherId, invoiceRequest } = useDinerSession();
  const { alert, modal } = useModal();
  const [card, setCard] = useState(EMPTY_CARD);
  const [busy, setBusy] = useState<false | 'checking' | 'paying'>(false);
  /** Whether the page is still shown when the check or the payment ends (it may have been left). */
  const mounted = useRef(false);
  useEffect(() => {
    // set here, not in useRef: StrictMode (npm start) unmounts and mounts again, and the second
    // mount must undo the first unmount, or every payment would stop after 'Validando…'
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (!order || !token || !cancelKey || !merchant) {
    // opened directly, or the order was placed on another device: nothing this page may pay
    return <Explained message={texts.noOrderToPay} action={texts.goToMenu} onAction={() => navigate(menuPath(token))} />;
  }
  if (paidVoucherId) {
    return <Explained message={texts.orderAlreadyPaid} action={texts.viewVoucher} onAction={() => navigate(`/voucher/${encodeURIComponent(paidVoucherId)}`, { replace: true })} />;
  }

  const totals = orderTotals(order.products, totalsOptionsOf(merchant));
  // the factura asked for on the receipt: the payment issues it instead of the tiquete
  const receiver = merchant.electronicReceipts === 'issued' ? receiverOf(invoiceRequest) : undefined;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = cardFormProblem(card) ?? (cardBrand(card.number) ? null : 'invalid');
    if (problem) return alert(texts.cardProblems[problem]);
    setBusy('checking');
    await wait(CHECK_MS);
    if (!mounted.current) return;
    setBusy('paying');
    try {
      const { voucherId } = await payOrder(order, token, cancelKey, { name: card.name.trim(), number: card.number, expiry: card.expiry }, receiver);
      setCard(EMPTY_CARD);
      orderPaid(voucherId);
      // the voucher replaces the form: 'Atrás' from it returns to the order, not to a spent form
      navigate(`/voucher/${encodeURIComponent(voucherId)}`, { replace: true });
    } catch (error) {
      if (!mounted.current) return;
      setBusy(false);
      const message = error instanceof Error && error.message ? error.message : texts.communicationError;
      // the API's refusal of the factura's data, in the diner's language
      alert(Object.values(INVOICE_RECEIVER_PROBLEMS).includes(message as never) ? docTexts().invoiceProblems[invoiceReceiverProblemOf(message)] : message);
    }
  };

  return (
    <>
      <MerchantHeader merchant={merchant} detail={table?.name} />
      <main className="page card-page">
        <h1>{texts.cardTitle}</h1>
        <section className="pay-summary" aria-label={texts.amountToPay}>
          <p className="pay-order">
            {texts.payOrderOf(order.orderNumber)}
            {/* the table's name as the restaurant wrote it: never translated (tests/support/spanishWords.ts reads around it) */}
            {table?.name && (
              <>
                {' · '}
                <span translate="no">{table.name}</span>
              </>
            )}
          </p>
          <OrderLines lines={order.products} charges={totalsOptionsOf(merchant)} />
          <p className="pay-amount">
            <span>{texts.amountToPay}</span>
            <strong data-testid="amount-to-pay">{colones(totals.total)}</strong>
          </p>
          <DollarChargeNote merchant={merchant} colonesAmount={totals.total} />
          {receiver && (
            <p className="pay-invoice" data-field="invoiceFor">
              {docTexts().invoiceFor(receiver.name, `${docTexts().invoiceIdTypes[receiver.identificationType] ?? ''} ${receiver.identificationNumber}`)}{' '}
              <button type="button" className="inline-link" onClick={() => navigate('/menuqr/order', { replace: true })} disabled={busy !== false}>
                {docTexts().changeInvoiceData}
              </button>
            </p>
          )}
        </section>
        <CardPreview name={card.name} number={card.number} expiry={card.expiry} />
        <form className="card-form" method="post" onSubmit={pay} noValidate>
          <CardFields card={card} setCard={setCard} disabled={busy !== false} />
          <div className="form-actions">
            <button type="button" className="button" onClick={() => navigate('/menuqr/order', { replace: true })} disabled={busy !== false}>
              {texts.cancel}
            </button>
            <button type="submit" className="button primary" disabled={busy !== false} aria-busy={busy !== false}>
              {busy ? <span className="spinner small" aria-hidden="true" /> : null}
              {busy === 'checking' ? texts.validating : busy === 'paying' ? texts.paying : texts.pay}
            </button>
          </div>
        </form>
      </main>
      {modal}
    </>
  );
};
