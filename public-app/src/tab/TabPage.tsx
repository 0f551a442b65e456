import { useState } from 'react';
import { TABLE_NAME } from '../../../src/domain/tableName';
import type { CallKind } from '../../../src/domain/wire/tab';
import { callStaff, newIdempotencyKey } from '../api';
import { useDinerSession } from '../dinerSession';
import { colones } from '../format';
import { menuPath, navigate } from '../router';
import { texts } from '../texts';
import { useCartNames } from '../order/cartNames';
import { orderStatusLabel } from '../order/orderStatusTexts';
import { printableDocumentPath } from '../../../src/domain/documentPaths';
import { MerchantHeader } from '../ui/MerchantHeader';
import { useModal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../usePageTitle';
import { useTab } from './useTab';

/** Who ordered or paid: the diner's name, or the table's in the diner's language when they gave none. */
const nameOf = (name: string) => (name === TABLE_NAME ? tabTexts().tableName : name);

/** A payment's electronic receipt or a refund's nota de crédito, opened in the app (public-app/src/receipt/PrintableDocumentPage.tsx). */
const DocumentLink = ({ id, label }: { id: string; label: string }) => (
  <a
    className="tab-payment-document"
    href={printableDocumentPath(id)}
    onClick={(event) => {
      event.preventDefault();
      navigate(printableDocumentPath(id));
    }}
  >
    {label}
  </a>
);
import { tabTexts } from './tabTexts';

/**
 * /menuqr/tab: the table's bill as every phone at the table sees it, live: each round
 * with who ordered it and its status, what is paid, waiting for confirmation and left to pay, the
 * payments; 'Llamar al mesero', 'Pedir la cuenta' and 'Pagar'.
 */
export const TabPage = () => {
  usePageTitle(tabTexts().tabTitle);
  const { token, merchant, table } = useDinerSession();
  const { answer, setAnswer } = useTab(token);
  // the dishes by the menu's names in the diner's language (order/cartNames.ts)
  const shown = useCartNames(token);
  const { alert, modal } = useModal();
  const [calling, setCalling] = useState<CallKind | null>(null);

  if (!token || !merchant) {
    return (
      <main className="page centered">
        <p className="notice">{texts.noToken}</p>
      </main>
    );
  }

  const call = async (kind: CallKind) => {
    setCalling(kind);
    try {
      await callStaff(token, kind, newIdempotencyKey());
      // shown at once; the stream confirms it
      setAnswer((current) => (current?.tab ? { ...current, tab: { ...current.tab, pendingCalls: [...new Set([...current.tab.pendingCalls, kind])] } } : current));
      alert(kind === 'waiter' ? tabTexts().waiterCalled : tabTexts().billAsked);
    } catch (error) {
      alert(error instanceof Error && error.message ? error.message : texts.communicationError);
    } finally {
      setCalling(null);
    }
  };

  const tab = answer?.tab ?? null;
  const pending = new Set(tab?.pendingCalls ?? []);
  const callButton = (kind: CallKind, label: string) => (
    <button type="button" className="button" onClick={() => call(kind)} disabled={calling !== null || pending.has(kind)} data-call={kind}>
      {label}
      {pending.has(kind) && <span className="call-pending">{tabTexts().callPending}</span>}
    </button>
  );
  return (
    <>
      <MerchantHeader merchant={merchant} detail={table?.name} />
      <main className="page tab-page">
        <h1>{tabTexts().tabTitle}</h1>
        {!answer ? (
          <Spinner label={texts.loading} />
        ) : !tab ? (
          <p className="empty" data-testid="tab-empty">
            {tabTexts().tabEmpty}
          </p>
        ) : (
          <>
            <ol className="tab-rounds" aria-label={tabTexts().tabTitle}>
              {tab.rounds.map((round) => (
                <li key={round.orderId} className={`tab-round${round.status === 'CANCELLED' ? ' cancelled' : ''}`} data-order={round.orderNumber}>
                  <div className="tab-round-head">
                    <strong>{tabTexts().roundBy(nameOf(round.name), round.orderNumber)}</strong>
                    <span className="tab-status">{orderStatusLabel(round.status)}</span>
                  </div>
                  <ul className="tab-lines">
                    {round.lines.map((line) => (
                      <li key={line.id}>
                        <span>{`${line.quantity} × ${shown(line).name}`}</span>
                        {line.paidQuantity > 0 && <span className="tab-paid-mark">{`${tabTexts().paid} ${line.paidQuantity}`}</span>}
                        <span className="amount">{colones(line.total)}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            <dl className="summary-totals tab-totals">
              <dt>{texts.subtotal}</dt>
              <dd>{colones(tab.amounts.subtotal)}</dd>
              <dt>{texts.tax}</dt>
              <dd>{colones(tab.amounts.tax)}</dd>
              {answer.tableService && (
                <>
                  <dt>{texts.otherCharges}</dt>
                  <dd>{colones(tab.amounts.service)}</dd>
                </>
              )}
              <dt className="total">{texts.total}</dt>
              <dd className="total" data-testid="tab-total">
                {colones(tab.amounts.total)}
              </dd>
              <dt>{tabTexts().paid}</dt>
              <dd data-testid="tab-paid">{colones(tab.amounts.paid)}</dd>
              {tab.amounts.pending > 0 && (
                <>
                  <dt>{tabTexts().pendingConfirmation}</dt>
                  <dd>{colones(tab.amounts.pending)}</dd>
                </>
              )}
              {tab.amounts.tips > 0 && (
                <>
                  <dt>{tabTexts().tipLine}</dt>
                  <dd>{colones(tab.amounts.tips)}</dd>
                </>
              )}
              <dt className="total">{tabTexts().remaining}</dt>
              <dd className="total" data-testid="tab-remaining">
                {colones(tab.amounts.remaining)}
              </dd>
            </dl>
            {tab.amounts.remaining === 0 && tab.amounts.pending === 0 && tab.amounts.total > 0 && (
              <p className="stamp paid" data-testid="tab-paid-in-full">
                {tabTexts().tabPaidInFull}
              </p>
            )}
            {tab.amounts.pending > 0 && (
              <p className="stamp" role="status" data-testid="tab-in-review">
                {tabTexts().paymentInReview}
              </p>
            )}
            {tab.payments.length > 0 && (
              <>
                <h2 className="section-title">{tabTexts().payments}</h2>
                <ul className="tab-payments">
                  {tab.payments.map((payment) => (
                    <li key={payment.id} data-payment-status={payment.status}>
                      <span>{tabTexts().paymentLine(nameOf(payment.payerName), tabTexts().methodLabels[payment.method] ?? '')}</span>
                      <span className="amount">{colones(payment.amount + payment.tip)}</span>
                      <span className={`tab-payment-status ${payment.status}`}>
                        {payment.status === 'rejected' && payment.rejectReason ? tabTexts().rejectedBecause(payment.rejectReason) : tabTexts().paymentStatusLabels[payment.status]}
                      </span>
                      {payment.documentId && <DocumentLink id={payment.documentId} label={tabTexts().paymentDocument} />}
                      {payment.refunds.map((refund) => (
                        <span key={refund.at} className="tab-payment-refund" data-refund>
                          {tabTexts().refundLine(colones(refund.amount), refund.reason)}
                          {refund.documentId && (
                            <>
                              {' · '}
                              <DocumentLink id={refund.documentId} label={tabTexts().refundDocument} />
                            </>
                          )}
                        </span>
                      ))}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        <div className="tab-actions no-print">
          {callButton('waiter', tabTexts().callWaiter)}
          {callButton('bill', tabTexts().askBill)}
        </div>
      </main>
      <div className="bottom-bar two no-print">
        <button type="button" className="button" onClick={() => navigate(menuPath(token))}>
          {texts.goToMenu}
        </button>
        <button type="button" className="button primary" onClick={() => navigate('/menuqr/tabpay')} disabled={!tab || tab.amounts.remaining === 0}>
          {tabTexts().payTab}
        </button>
      </div>
      {modal}
    </>
  );
};
