import { useEffect, useState, type ReactNode } from 'react';
import { printableDocumentPath, voucherPath } from '../../../src/domain/documentPaths';
import { tabTexts } from '../tab/tabTexts';
import { formatMinorUnits, formatMoney, isColones } from '../../../src/domain/money';
import type { Voucher } from '../api';
import { fetchVoucher } from '../receipt/documentApi';
import { clearSelection, useDinerSession } from '../dinerSession';
import { localDateTime } from '../format';
import { menuPath, navigate } from '../router';
import { statusLabel, texts } from '../texts';
import { AmountTable } from '../ui/AmountTable';
import { PricesNote } from '../ui/PricesNote';
import { Spinner } from '../ui/Spinner';
import { ElectronicDocumentPanel, NoElectronicReceiptNote } from '../receipt/ElectronicDocumentPanel';
import { usePageTitle } from '../usePageTitle';
import { DocumentMailForm } from '../receipt/DocumentMailForm';
import { docTexts } from '../receipt/documentTexts';
import { optionsText } from '../../../src/domain/optionLines';
import { unitOfFinal } from '../../../src/domain/lineFinals';
import { toCents } from '../../../src/domain/minorUnits';
import { useCartNames } from '../order/cartNames';

/** When the sale was given back, by which transaction, and the link to that refund's nota de crédito. */
const RefundFact = ({ refund }: { refund: { transaction_id: number; date_time: string; voucher_id: string } }) => (
  <>
    {`${localDateTime(refund.date_time)} · ${texts.transactionNumber(refund.transaction_id)} · `}
    <a
      href={printableDocumentPath(refund.voucher_id)}
      data-field="refundDocument"
      onClick={(event) => {
        event.preventDefault();
        navigate(printableDocumentPath(refund.voucher_id));
      }}
    >
      {tabTexts().refundDocument}
    </a>
  </>
);

/** A refund's sale: its number, linking the sale's own voucher. */
const SaleLink = ({ transactionId, voucherId }: { transactionId: number; voucherId: string }) => (
  <a
    href={voucherPath(voucherId)}
    data-field="originalSale"
    onClick={(event) => {
      event.preventDefault();
      navigate(voucherPath(voucherId));
    }}
  >
    {texts.saleNumber(transactionId)}
  </a>
);

type VoucherState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; voucher: Voucher };

/**
 * /voucher/{id}: a card transaction and its invoice for whoever holds the link (docs/spec-reference.md §2). Loads at
 * once (docs/departures.md); colones when the currency code is 188, dollars otherwise.
 */
export const VoucherPage = ({ id }: { id: string }) => {
  usePageTitle(texts.transactionDetails);
  const [state, setState] = useState<VoucherState>({ status: 'loading' });
  // the diner who just paid this voucher gets the way back to their table's menu
  const { token, paidVoucherId } = useDinerSession();
  const paidHere = !!token && paidVoucherId === id;
  // the dishes by the menu's names in the diner's language, on the phone that holds the table's link
  // (order/cartNames.ts); opened from a link alone, the invoice's names as sold
  const shown = useCartNames(token);

  useEffect(() => {
    let current = true;
    if (!id) {
      setState({ status: 'failed' });
      return;
    }
    setState({ status: 'loading' });
    fetchVoucher(id).then(
      (voucher) => current && setState(voucher?.merchant ? { status: 'ready', voucher } : { status: 'failed' }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (state.status === 'loading') return <main className="page centered"><Spinner /></main>;
  if (state.status === 'failed') {
    return (
      <main className="page centered">
        <p className="notice" role="alert">{texts.processingError}</p>
      </main>
    );
  }

  const { merchant, transaction, invoice, electronicDocument } = state.voucher;
  const local = isColones(transaction.currency_code);
  const money = (amount: number) => formatMoney(amount, transaction.currency_code);
  const facts: [string, ReactNode][] = [
    [texts.status, statusLabel(transaction.status)],
    [texts.date, localDateTime(transaction.date_time)],
    [texts.amount, formatMinorUnits(transaction.amount, transaction.currency_code)],
    // the amount is the bill's part and the tip: the invoice below is the bill's part alone
    ...(transaction.tip ? ([[texts.tipIncluded, formatMinorUnits(transaction.tip, transaction.currency_code)]] as [string, string][]) : []),
    [texts.scheme, transaction.scheme],
    [texts.card, transaction.pan],
    [texts.authorization, transaction.auth_code],
    [texts.reference, transaction.external_transaction_reference],
    // a sale and its refund name each other; the refund links its sale's voucher when the sale has one
    ...(transaction.refund_of && transaction.refund_of_voucher_id
      ? ([[texts.originalSale, <SaleLink key="sale" transactionId={transaction.refund_of} voucherId={transaction.refund_of_voucher_id} />]] as [string, ReactNode][])
      : transaction.refund_of
        ? ([[texts.refundOf, texts.saleNumber(transaction.refund_of)]] as [string, string][])
        : []),
    // a refunded sale links the nota de crédito of its refund, issued on the refund's voucher
    ...(transaction.refund ? ([[texts.refundedOn, <RefundFact key="refund" refund={transaction.refund} />]] as [string, ReactNode][]) : []),
  ];

  return (
    <main className="page voucher-page">
      <section className="receipt printable">
        {/* the restaurant's name and address as it wrote them (docs/departures.md, 'No Spanish on an English phone') */}
        <h1 className="receipt-merchant" translate="no">
          {merchant.name}
        </h1>
        {merchant.phone && <p className="receipt-line">{`${texts.phone}: ${merchant.phone}`}</p>}
        {merchant.email && <p className="receipt-line">{`${texts.email}: ${merchant.email}`}</p>}
        {merchant.address && (
          <p className="receipt-line" translate="no">
            {merchant.address}
          </p>
        )}

        <h2 className="section-title">{texts.transactionDetails}</h2>
        <dl className="receipt-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        {invoice && (
          <>
            <h2 className="section-title">{texts.invoiceDetails}</h2>
            {/* one number: an electronic receipt's consecutivo, named by its real type; the spec's invoice number only without one */}
            <p className="receipt-line" data-field="documentNumber">
              {electronicDocument ? docTexts().documentNumber(electronicDocument.type, electronicDocument.consecutivo) : `${texts.invoiceNumber} ${invoice.invoiceNumber}`}
            </p>
            <AmountTable
              rows={invoice.details.map((detail, index) => {
                // each line at what it costs in all, as the server adds it up (src/domain/lineFinals.ts); IVA and service below
                const total = local ? detail.finalLocal : detail.finalDollars;
                const named = shown({ id: detail.productId, name: detail.product.name, options: detail.options });
                const unit = unitOfFinal(toCents(total), detail.quantity);
                return {
                  key: index,
                  name: named.name,
                  detail: optionsText(named.options),
                  quantity: detail.quantity,
                  price: unit.unitCents / 100,
                  rounded: !unit.exact,
                  total,
                };
              })}
              totals={
                local
                  ? { subtotal: invoice.localSubtotal, tax: invoice.localSalesTax, otherCharges: invoice.localOtherChagerAmount, total: invoice.localTotal }
                  : { subtotal: invoice.dollarSubtotal, tax: invoice.dollarSalesTax, otherCharges: invoice.dollarOtherChagerAmount, total: invoice.dollarTotal }
              }
              money={money}
              serviceCharge={merchant.tableService !== false}
              note={<PricesNote charges={{ simplifiedRegime: merchant.electronicReceipts === 'simplifiedRegime', tableService: merchant.tableService !== false }} />}
            />
          </>
        )}
        {/* The electronic receipt of the payment (a refund's: its nota de crédito), or why there is none */}
        {electronicDocument ? <ElectronicDocumentPanel voucherId={id} initial={electronicDocument} /> : <NoElectronicReceiptNote reason={merchant.electronicReceipts} />}
        {electronicDocument && <DocumentMailForm voucherId={id} />}
        <p className="thanks">{texts.thanks}</p>
      </section>
      {paidHere && (
        <div className="voucher-actions no-print">
          <button type="button" className="button" onClick={() => window.print()}>
            {texts.save}
          </button>
          <button
            type="button"
            className="button primary"
            onClick={() => {
              clearSelection();
              navigate(menuPath(token), { replace: true });
            }}
          >
            {texts.goToMenu}
          </button>
        </div>
      )}
    </main>
  );
};
