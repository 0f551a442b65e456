import { useEffect, useState } from 'react';
import QRCode from 'react-qr-code';
import { readDocumentContent, type DocumentContent, type DocumentParty, type XmlNode } from '../../../src/domain/electronicDocumentContent';
import { formatMoney } from '../../../src/domain/money';
import { fetchVoucher, type Voucher } from '../api';
import { localDateTime } from '../format';
import { navigate } from '../router';
import { texts } from '../texts';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../usePageTitle';
import { documentXmlUrl, groupedClave } from './documentLinks';
import { docTexts } from './documentTexts';

type PageState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; content: DocumentContent; voucher: Voucher };

const TYPE_OF_ROOT: Record<string, string> = { FacturaElectronica: '01', NotaCreditoElectronica: '03', TiqueteElectronico: '04' };

/** The signed XML, read as the document Hacienda received (src/domain/electronicDocumentContent.ts). */
const loadDocument = async (voucherId: string) => {
  const [response, voucher] = await Promise.all([fetch(documentXmlUrl(voucherId)), fetchVoucher(voucherId)]);
  if (!response.ok) return null;
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  const content = readDocumentContent(xml.documentElement as unknown as XmlNode);
  return content ? { content, voucher } : null;
};

const Party = ({ title, party, extra }: { title: string; party: DocumentParty; extra?: string }) => (
  <div className="e-print-party">
    <h2>{title}</h2>
    <p className="e-print-name">{party.name}</p>
    {party.commercialName && <p>{party.commercialName}</p>}
    <p>{`${docTexts().identification}: ${docTexts().invoiceIdTypes[party.identificationType] ?? party.identificationType} ${party.identificationNumber}`}</p>
    {extra && <p>{extra}</p>}
    {party.email && <p>{party.email}</p>}
  </div>
);

/**
 * /voucher/{id}/comprobante: the printable representation (representación gráfica) of a payment's
 * electronic receipt (issue 19): issuer, receiver, lines with their CABYS code and IVA, totals, the
 * document it cancels (a nota de crédito), the clave with its QR code, the consecutivo and
 * Hacienda's state. Read from the signed XML itself; loaded on demand with its QR library.
 */
export const PrintableDocumentPage = ({ id }: { id: string }) => {
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const title = state.status === 'ready' ? (docTexts().documentTypes[TYPE_OF_ROOT[state.content.root]] ?? docTexts().electronicDocument) : docTexts().electronicDocument;
  usePageTitle(title);

  useEffect(() => {
    let current = true;
    loadDocument(id).then(
      (loaded) => current && setState(loaded ? { status: 'ready', ...loaded } : { status: 'failed' }),
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

  const { content, voucher } = state;
  const money = (amount: number) => formatMoney(amount, content.currency === 'CRC' ? 188 : 840);
  const status = voucher.electronicDocument?.status;
  const back = () => navigate(`/voucher/${encodeURIComponent(id)}`);

  return (
    <main className="page printable-page">
      <article className="receipt printable e-print" aria-labelledby="e-print-title">
        <header className="e-print-header">
          <h1 id="e-print-title">{title}</h1>
          <p>{`${docTexts().consecutivo}: ${content.consecutivo}`}</p>
          <p>{`${docTexts().issuedAt}: ${localDateTime(content.issuedAt)}`}</p>
        </header>
        <div className="e-print-parties">
          <Party title={docTexts().issuer} party={content.issuer} extra={[voucher.merchant.address, content.issuer.otherSigns].filter(Boolean).join(' · ')} />
          {content.receiver && <Party title={docTexts().receiver} party={content.receiver} />}
        </div>
        <table className="amounts e-print-lines">
          <thead>
            <tr>
              <th scope="col" className="num">{texts.quantityShort}</th>
              <th scope="col">{docTexts().detail}</th>
              <th scope="col" className="num">{texts.unitPrice}</th>
              <th scope="col" className="num">{docTexts().taxRate}</th>
              <th scope="col" className="num">{texts.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {content.lines.map((line, index) => (
              <tr key={index}>
                <td className="num">{line.quantity}</td>
                <td>
                  {line.detail}
                  <span className="e-print-cabys">{`${docTexts().cabys} ${line.cabys}`}</span>
                </td>
                <td className="num">{money(line.unitPrice)}</td>
                <td className="num">{`${line.taxRate} %`}</td>
                <td className="num">{money(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="sum">
              <th scope="row" colSpan={4}>{docTexts().netSale}</th>
              <td className="num">{money(content.netSale)}</td>
            </tr>
            <tr className="sum">
              <th scope="row" colSpan={4}>{texts.tax}</th>
              <td className="num">{money(content.tax)}</td>
            </tr>
            {content.tableService && (
              <tr className="sum">
                <th scope="row" colSpan={4}>{texts.otherCharges}</th>
                <td className="num">{money(content.otherCharges)}</td>
              </tr>
            )}
            <tr className="sum total">
              <th scope="row" colSpan={4}>{texts.total}</th>
              <td className="num" data-total="total">{money(content.total)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="receipt-line">{`${docTexts().paymentMethod}: ${content.payments.map((code) => docTexts().paymentMethods[code] ?? code).join(', ')}`}</p>
        {content.currency !== 'CRC' && <p className="receipt-line">{docTexts().exchangeRate(formatMoney(content.exchangeRate, 188))}</p>}
        {content.reference && (
          <div className="e-print-reference">
            <h2>{docTexts().cancelsDocument}</h2>
            <p>{`${docTexts().documentTypes[content.reference.type] ?? content.reference.type} · ${localDateTime(content.reference.issuedAt)}`}</p>
            <p className="clave-digits">{groupedClave(content.reference.clave)}</p>
            <p>{`${docTexts().reason}: ${content.reference.reason}`}</p>
          </div>
        )}
        <div className="e-print-clave">
          <QRCode value={content.clave} size={132} level="M" title={docTexts().claveQr} />
          <div>
            <p className="clave-label">{docTexts().clave}</p>
            <p className="clave-digits" data-field="clave">{groupedClave(content.clave)}</p>
            <p className="clave-label">{docTexts().consecutivo}</p>
            <p className="clave-digits">{content.consecutivo}</p>
            {status && <p className="clave-label">{`${docTexts().documentState}: ${docTexts().documentStates[status]}`}</p>}
          </div>
        </div>
        <p className="e-print-resolution">{docTexts().resolution}</p>
      </article>
      <div className="voucher-actions no-print">
        <button type="button" className="button" onClick={back}>
          {docTexts().backToVoucher}
        </button>
        <button type="button" className="button primary" onClick={() => window.print()}>
          {docTexts().print}
        </button>
      </div>
    </main>
  );
};
