import { useEffect, useState } from 'react';
import QRCode from 'react-qr-code';
import { formatMoney } from '../../../src/domain/money';
import type { DocumentParty, PrintableDocument } from '../../../src/domain/wire/printableDocument';
import { fetchPrintableDocument } from './documentApi';
import { localDateTime } from '../format';
import { navigate } from '../router';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../usePageTitle';
import { groupedClave } from './documentLinks';
import { docTexts } from './documentTexts';

type PageState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; printable: PrintableDocument };

const Party = ({ title, party, extra }: { title: string; party: DocumentParty; extra?: string }) => (
  <div className="e-print-party">
    <h2>{title}</h2>
    <p className="e-print-name" data-legal>{party.name}</p>
    {party.commercialName && <p data-legal>{party.commercialName}</p>}
    <p>{`${docTexts().identification}: ${docTexts().invoiceIdTypes[party.identificationType] ?? party.identificationType} ${party.identificationNumber}`}</p>
    {extra && <p data-legal>{extra}</p>}
    {party.email && <p>{party.email}</p>}
  </div>
);

/**
 * /voucher/{id}/comprobante: the printable representation (representación gráfica) of a payment's
 * electronic receipt (docs/departures.md): its one number (the consecutivo, named by its type), issuer,
 * receiver, lines with their CABYS code and IVA, the IVA per rate, totals, condición de venta, the
 * document a nota de crédito corrects (in full: 'Anula', code 01; in part: any other code), a
 * document issued without internet (situación 3) marked, the clave with its QR code and Hacienda's
 * state. The API reads it from the signed XML (GET /invoice/{id}/document), the same answer the
 * e-mailed PDF is drawn from (mock-api/restaurant/documentPdf.ts). Labels follow the diner's
 * language; what the document says stays as written, marked `data-legal` (docs/departures.md, 'No
 * Spanish on an English phone'): the parties' names and signs, each line's detail, a nota's reason.
 */
export const PrintableDocumentPage = ({ id }: { id: string }) => {
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const title = state.status === 'ready' ? (docTexts().documentTypes[state.printable.type] ?? docTexts().electronicDocument) : docTexts().electronicDocument;
  usePageTitle(title);

  useEffect(() => {
    let current = true;
    fetchPrintableDocument(id).then(
      (printable) => current && setState({ status: 'ready', printable }),
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
        <p className="notice" role="alert">{docTexts().noDocument}</p>
      </main>
    );
  }

  const { printable } = state;
  const { content } = printable;
  const t = docTexts();
  const money = (amount: number) => formatMoney(amount, content.currency === 'CRC' ? 188 : 840);
  // back where the payer came from (the voucher, or the table's bill for a SINPE Móvil or cash payment); opened from a link, the voucher
  const back = () => (window.history.length > 1 ? window.history.back() : navigate(`/voucher/${encodeURIComponent(id)}`));

  return (
    <main className="page printable-page">
      <article className="receipt printable e-print" aria-labelledby="e-print-title" data-type={printable.type}>
        <header className="e-print-header">
          <h1 id="e-print-title">{title}</h1>
          <p className="e-print-number" data-field="documentNumber">{t.documentNumber(printable.type, content.consecutivo)}</p>
          <p>{`${t.issuedAt}: ${localDateTime(content.issuedAt)}`}</p>
          {printable.situacion === '3' && (
            <p className="e-print-offline" data-field="situacion" role="note">
              <strong>{t.offline}</strong> {t.offlineNote}
            </p>
          )}
          {printable.situacion === '2' && (
            <p className="e-print-offline" data-field="situacion" role="note">
              <strong>{t.contingency}</strong>
            </p>
          )}
        </header>
        <div className="e-print-parties">
          <Party title={t.issuer} party={content.issuer} extra={[printable.issuerAddress, content.issuer.otherSigns].filter(Boolean).join(' · ')} />
          {content.receiver && <Party title={t.receiver} party={content.receiver} />}
        </div>
        <table className="amounts e-print-lines">
          <thead>
            <tr>
              <th scope="col" className="num">{t.quantity}</th>
              <th scope="col">{t.detail}</th>
              <th scope="col" className="num">{t.unitPrice}</th>
              <th scope="col" className="num">{t.taxRate}</th>
              <th scope="col" className="num">{t.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {content.lines.map((line, index) => (
              <tr key={index}>
                <td className="num">{line.quantity}</td>
                <td>
                  <span data-legal>{line.detail}</span>
                  <span className="e-print-cabys">{`${t.cabys} ${line.cabys}`}</span>
                </td>
                <td className="num">{money(line.unitPrice)}</td>
                <td className="num">{`${line.taxRate} %`}</td>
                <td className="num">{money(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="sum">
              <th scope="row" colSpan={4}>{t.netSale}</th>
              <td className="num">{money(content.netSale)}</td>
            </tr>
            {printable.taxByRate.map((entry) => (
              <tr className="sum" key={entry.rate} data-tax-rate={entry.rate}>
                <th scope="row" colSpan={4}>{t.taxAtRate(entry.rate)}</th>
                <td className="num">{money(entry.tax)}</td>
              </tr>
            ))}
            {/* the service, and a dollar charge's rounding to its cent, are the other charges */}
            {content.otherCharges > 0 && (
              <tr className="sum">
                <th scope="row" colSpan={4}>{t.otherCharges}</th>
                <td className="num">{money(content.otherCharges)}</td>
              </tr>
            )}
            <tr className="sum total">
              <th scope="row" colSpan={4}>{t.total}</th>
              <td className="num" data-total="total">{money(content.total)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="receipt-line" data-field="saleCondition">{`${t.saleCondition}: ${t.saleConditions[content.saleCondition] ?? content.saleCondition}`}</p>
        <p className="receipt-line">{`${t.paymentMethod}: ${content.payments.map((code) => t.paymentMethods[code] ?? code).join(', ')}`}</p>
        {content.currency !== 'CRC' && <p className="receipt-line">{t.exchangeRate(formatMoney(content.exchangeRate, 188))}</p>}
        {content.reference && (
          <div className="e-print-reference" data-field="reference" data-code={content.reference.code}>
            <h2>{t.referenceHeadings[content.reference.code] ?? t.referenceCode(content.reference.code)}</h2>
            {printable.partial && <p className="e-print-partial">{t.partialCredit}</p>}
            <p>{`${t.documentTypes[content.reference.type] ?? content.reference.type} · ${localDateTime(content.reference.issuedAt)} · ${t.referenceCode(content.reference.code)}`}</p>
            <p className="clave-digits">{groupedClave(content.reference.clave)}</p>
            <p>
              {`${t.reason}: `}
              <span data-legal>{content.reference.reason}</span>
            </p>
          </div>
        )}
        <div className="e-print-clave">
          <QRCode value={content.clave} size={132} level="M" title={t.claveQr} />
          <div>
            <p className="clave-label">{t.clave}</p>
            <p className="clave-digits" data-field="clave">{groupedClave(content.clave)}</p>
            <p className="clave-label">{t.consecutivo}</p>
            <p className="clave-digits">{content.consecutivo}</p>
            <p className="clave-label">{`${t.documentState}: ${t.documentStates[printable.status]}`}</p>
          </div>
        </div>
        <p className="e-print-resolution">{t.resolution}</p>
      </article>
      <div className="voucher-actions no-print">
        <button type="button" className="button" onClick={back}>
          {t.backToVoucher}
        </button>
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
    </main>
  );
};
