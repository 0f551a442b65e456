import { type FormEvent, useMemo, useRef, useState } from 'react';
import { cardBrand, cardFormProblem, digitsOnly } from '../../../src/domain/card';
import { toCents } from '../../../src/domain/minorUnits';
import { equalShareCents } from '../../../src/domain/tabSplit';
import { newIdempotencyKey, payTab, type TabPaymentRequest } from '../api';
import { phoneKeyFor, useDinerSession } from '../dinerSession';
import { colones } from '../format';
import { navigate } from '../router';
import { texts } from '../texts';
import { MerchantHeader } from '../ui/MerchantHeader';
import { useModal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../usePageTitle';
import { CardFields, EMPTY_CARD } from '../card/CardFields';
import { DollarChargeNote } from '../card/DollarChargeNote';
import { invoiceReceiverProblemOf, INVOICE_RECEIVER_PROBLEMS } from '../../../src/domain/invoiceReceiverMessages';
import { receiverOf } from '../invoice/checkInvoiceRequest';
import { InvoiceRequestSection, useInvoiceRequestCheck } from '../invoice/InvoiceRequestSection';
import { docTexts } from '../receipt/documentTexts';
import { useTab } from './useTab';
import { tabTexts } from './tabTexts';

type Part = 'all' | 'split' | 'items' | 'amount';
type Tip = 0 | 5 | 10 | 'other';
const PARTS: Part[] = ['all', 'split', 'items', 'amount'];
const TIPS: Tip[] = [0, 5, 10, 'other'];
const SINPE_REFERENCE = /^\d{8,30}$/;
/** A typed amount in colones ('12500', '12 500,50'), or NaN. */
const typedAmount = (value: string) => Number(value.replace(/[\s₡]/g, '').replace(',', '.'));

/**
 * /menuqr/tabpay: pay the table's bill from any phone: everything, an equal share among
 * N, chosen items or an amount; a voluntary tip (0, 5, 10 % or an amount, apart from the service);
 * by card, or by SINPE Móvil with the bank's reference, which staff confirm; '¿Necesita factura a su
 * nombre?' as on an order's receipt, the share's document then a factura. Each attempt carries
 * one idempotency key: a retry after a lost answer is not a second payment.
 */
export const TabPayPage = () => {
  usePageTitle(tabTexts().payTabTitle);
  const { token, merchant, table, dinerName, invoiceRequest } = useDinerSession();
  const invoiceCheck = useInvoiceRequestCheck();
  const { answer } = useTab(token);
  const { alert, modal } = useModal();
  const [part, setPart] = useState<Part>('all');
  const [people, setPeople] = useState(2);
  const [amountText, setAmountText] = useState('');
  const [picked, setPicked] = useState<Record<string, number>>({});
  const [tip, setTip] = useState<Tip>(0);
  const [tipText, setTipText] = useState('');
  const [method, setMethod] = useState<'card' | 'sinpe'>('card');
  const [card, setCard] = useState(EMPTY_CARD);
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());

  const tab = answer?.tab ?? null;
  const remaining = tab?.amounts.remaining ?? 0;
  const unpaid = useMemo(
    () =>
      (tab?.rounds ?? [])
        .filter((round) => round.status !== 'CANCELLED')
        .flatMap((round) => round.lines.filter((line) => line.quantity > line.paidQuantity).map((line) => ({ ...line, orderId: round.orderId, left: line.quantity - line.paidQuantity, key: `${round.orderId}-${line.id}` }))),
    [tab],
  );

  if (!token || !merchant) {
    return (
      <main className="page centered">
        <p className="notice">{texts.noToken}</p>
      </main>
    );
  }
  if (!answer) {
    return (
      <main className="page centered">
        <Spinner label={texts.loading} />
      </main>
    );
  }

  const shareCents = part === 'all' ? toCents(remaining) : part === 'split' ? equalShareCents(toCents(remaining), people) : part === 'amount' ? toCents(typedAmount(amountText)) : 0;
  const itemsCents = unpaid.reduce((sum, line) => sum + toCents(line.price) * (picked[line.key] ?? 0), 0);
  const partCents = part === 'items' ? itemsCents : Math.min(shareCents, toCents(remaining));
  const tipCents = tip === 'other' ? toCents(typedAmount(tipText) || 0) : Math.round((partCents * tip) / 100);
  const partValid = Number.isFinite(partCents) && partCents > 0 && partCents <= toCents(remaining);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!partValid) return alert(part === 'items' ? tabTexts().choosePart : tabTexts().amountInvalid);
    if (!Number.isFinite(tipCents) || tipCents < 0) return alert(tabTexts().amountInvalid);
    // a tip is at most what it goes with (docs/departures.md); the server refuses it too
    if (tipCents > partCents) return alert(tabTexts().tipOverPart);
    // the factura's data checked like the order's (public-app/src/order/ReceiptPage.tsx): the focus goes to what to correct
    if (!(await invoiceCheck.checkAll())) return;
    const receiver = merchant.electronicReceipts === 'issued' ? receiverOf(invoiceRequest) : undefined;
    const request: TabPaymentRequest = {
      ...(part === 'items'
        ? { items: unpaid.filter((line) => picked[line.key]).map((line) => ({ orderId: line.orderId, productId: line.id, quantity: picked[line.key] })) }
        : { amount: partCents / 100 }),
      tip: tipCents / 100,
      method,
      ...(dinerName.trim() ? { payerName: dinerName.trim() } : {}),
      ...(receiver ? { receiver } : {}),
    };
    if (method === 'card') {
      const problem = cardFormProblem(card) ?? (cardBrand(card.number) ? null : 'invalid');
      if (problem) return alert(texts.cardProblems[problem]);
      request.card = { name: card.name.trim(), number: card.number, expiry: card.expiry };
    } else {
      if (!SINPE_REFERENCE.test(reference)) return alert(tabTexts().sinpeReferenceInvalid);
      request.sinpeReference = reference;
      request.phoneKey = phoneKeyFor(newIdempotencyKey);
    }
    setBusy(true);
    try {
      const paid = await payTab(token, request, key.current);
      key.current = newIdempotencyKey();
      setCard(EMPTY_CARD);
      if (paid.voucherId) navigate(`/voucher/${encodeURIComponent(paid.voucherId)}`);
      else alert(tabTexts().sinpeSent, () => navigate('/menuqr/tab', { replace: true }));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : texts.communicationError;
      // the API's refusal of the factura's data, in the diner's language
      alert(Object.values(INVOICE_RECEIVER_PROBLEMS).includes(message as never) ? docTexts().invoiceProblems[invoiceReceiverProblemOf(message)] : message);
    } finally {
      setBusy(false);
    }
  };

  const copy = (label: string, value: string) => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(label), () => undefined);
  };
  const partLabel: Record<Part, string> = { all: tabTexts().payAll, split: tabTexts().paySplit, items: tabTexts().payItems, amount: tabTexts().payAmount };
  const charge = (partValid ? partCents : 0) + (Number.isFinite(tipCents) ? tipCents : 0);

  return (
    <>
      <MerchantHeader merchant={merchant} detail={table?.name} />
      <main className="page tab-pay-page">
        <h1>{tabTexts().payTabTitle}</h1>
        {!tab || remaining === 0 ? (
          <div className="notice" role="status">
            <p data-testid="tab-pay-state">{!tab ? tabTexts().tabEmpty : tab.amounts.pending > 0 ? tabTexts().paymentInReview : tabTexts().tabPaidInFull}</p>
            <button type="button" className="button primary wide" onClick={() => navigate('/menuqr/tab', { replace: true })}>
              {tabTexts().backToTab}
            </button>
          </div>
        ) : (
          <form className="card-form" onSubmit={pay} noValidate>
            <p className="pay-amount">
              <span>{tabTexts().remaining}</span>
              <strong data-testid="tab-remaining">{colones(remaining)}</strong>
            </p>
            <fieldset className="choices">
              <legend>{tabTexts().whatToPay}</legend>
              {PARTS.map((choice) => (
                <label key={choice} className={`choice${part === choice ? ' chosen' : ''}`}>
                  <input type="radio" name="part" value={choice} checked={part === choice} onChange={() => setPart(choice)} />
                  {partLabel[choice]}
                </label>
              ))}
            </fieldset>
            {part === 'split' && (
              <label className="field">
                <span>{tabTexts().splitIn}</span>
                <select value={people} onChange={(event) => setPeople(Number(event.target.value))}>
                  {Array.from({ length: 11 }, (_, index) => index + 2).map((count) => (
                    <option key={count} value={count}>
                      {tabTexts().people(count)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {part === 'amount' && (
              <label className="field">
                <span>{tabTexts().amountLabel}</span>
                <input type="text" inputMode="decimal" name="amount" value={amountText} onChange={(event) => setAmountText(event.target.value)} />
              </label>
            )}
            {part === 'items' && (
              <ul className="pay-items">
                {unpaid.map((line) => (
                  <li key={line.key}>
                    <label>
                      <input
                        type="checkbox"
                        checked={(picked[line.key] ?? 0) > 0}
                        onChange={(event) => setPicked((current) => ({ ...current, [line.key]: event.target.checked ? line.left : 0 }))}
                      />
                      <span>{`${line.left} × ${line.name}`}</span>
                    </label>
                    <span className="amount">{colones((toCents(line.price) * line.left) / 100)}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="pay-amount">
              <span>{tabTexts().partTotal}</span>
              <strong data-testid="part-amount">{colones(partValid ? partCents / 100 : 0)}</strong>
            </p>
            <fieldset className="choices">
              <legend>{tabTexts().tip}</legend>
              {TIPS.map((choice) => (
                <label key={choice} className={`choice${tip === choice ? ' chosen' : ''}`}>
                  <input type="radio" name="tip" value={String(choice)} checked={tip === choice} onChange={() => setTip(choice)} />
                  {choice === 0 ? tabTexts().tipNone : choice === 'other' ? tabTexts().tipOther : `${choice}\u00a0%`}
                </label>
              ))}
            </fieldset>
            {tip === 'other' && (
              <label className="field">
                <span>{tabTexts().amountLabel}</span>
                <input type="text" inputMode="decimal" name="tip" value={tipText} onChange={(event) => setTipText(event.target.value)} />
              </label>
            )}
            <p className="prices-note">{tabTexts().tipNote}</p>
            <p className="pay-amount">
              <span>{tabTexts().chargeTotal}</span>
              <strong data-testid="charge-total">{colones(charge / 100)}</strong>
            </p>
            {method === 'card' && <DollarChargeNote merchant={merchant} colonesAmount={charge / 100} />}
            <fieldset className="choices">
              <legend>{tabTexts().howToPay}</legend>
              <label className={`choice${method === 'card' ? ' chosen' : ''}`}>
                <input type="radio" name="method" value="card" checked={method === 'card'} onChange={() => setMethod('card')} />
                {tabTexts().methodLabels.card}
              </label>
              {/* SINPE Móvil only when the merchant has set its number (company settings) */}
              {answer.sinpePhone && (
                <label className={`choice${method === 'sinpe' ? ' chosen' : ''}`}>
                  <input type="radio" name="method" value="sinpe" checked={method === 'sinpe'} onChange={() => setMethod('sinpe')} />
                  {tabTexts().methodLabels.sinpe}
                </label>
              )}
            </fieldset>
            {method === 'card' ? (
              <>
                <CardFields card={card} setCard={setCard} disabled={busy} />
              </>
            ) : (
              <section className="sinpe-box" aria-label={tabTexts().sinpeTitle}>
                <p>{tabTexts().sinpeSteps}</p>
                <p className="sinpe-row">
                  <span>{tabTexts().sinpeNumber}</span>
                  <strong data-testid="sinpe-phone">{answer.sinpePhone}</strong>
                  <button type="button" className="button small" onClick={() => copy('phone', answer.sinpePhone ?? '')}>
                    {copied === 'phone' ? tabTexts().copied : tabTexts().copy}
                  </button>
                </p>
                <p className="sinpe-row">
                  <span>{texts.amount}</span>
                  <strong data-testid="sinpe-amount">{colones(charge / 100)}</strong>
                  <button type="button" className="button small" onClick={() => copy('amount', (charge / 100).toFixed(2))}>
                    {copied === 'amount' ? tabTexts().copied : tabTexts().copy}
                  </button>
                </p>
                <label className="field">
                  <span>{`${tabTexts().sinpeReference} (${tabTexts().sinpeReferenceHint})`}</span>
                  <input type="text" name="sinpe-reference" inputMode="numeric" maxLength={30} value={reference} onChange={(event) => setReference(digitsOnly(event.target.value, 30))} disabled={busy} />
                </label>
              </section>
            )}
            {merchant.electronicReceipts === 'issued' && <InvoiceRequestSection check={invoiceCheck} disabled={busy} />}
            <div className="form-actions">
              <button type="button" className="button" onClick={() => navigate('/menuqr/tab', { replace: true })} disabled={busy}>
                {tabTexts().backToTab}
              </button>
              <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
                {busy ? <span className="spinner small" aria-hidden="true" /> : null}
                {busy ? texts.paying : method === 'card' ? texts.pay : tabTexts().sendSinpe}
              </button>
            </div>
          </form>
        )}
      </main>
      {modal}
    </>
  );
};

