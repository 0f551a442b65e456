import { useEffect, useState } from 'react';
import type { ElectronicDocument } from '../../../src/domain/wire/electronicDocument';
import { fetchVoucher } from './documentApi';
import { navigate } from '../router';
import { printableDocumentPath } from '../../../src/domain/documentPaths';
import { documentXmlUrl, groupedClave } from './documentLinks';
import { docTexts } from './documentTexts';

/** While Hacienda has not answered, the panel asks again this often, this many times. */
const RECHECK_MS = 2000;
const RECHECKS = 15;

/**
 * The electronic receipt of a payment as the diner sees it on the receipt and the voucher:
 * its type, consecutivo, Hacienda's state (followed until it answers), the clave, 'Descargar XML' and
 * the printable representation. `initial` is the voucher's document when the page has it already.
 */
export const ElectronicDocumentPanel = ({ voucherId, initial }: { voucherId: string; initial?: ElectronicDocument | null }) => {
  const [document, setDocument] = useState<ElectronicDocument | null>(initial ?? null);
  const waiting = !document || document.status === 'recibido' || document.status === 'pendiente';

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    let asked = 0;
    let timer = 0;
    const ask = () => {
      fetchVoucher(voucherId).then(
        (voucher) => {
          if (!current) return;
          const found = voucher?.electronicDocument ?? null;
          if (found) setDocument(found);
          if ((!found || found.status === 'recibido' || found.status === 'pendiente') && ++asked < RECHECKS) timer = window.setTimeout(ask, RECHECK_MS);
        },
        () => undefined,
      );
    };
    // with the voucher's document in hand, the first ask waits; without it, it goes at once
    timer = window.setTimeout(ask, document ? RECHECK_MS : 0);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one follow-up per voucher, until Hacienda answers
  }, [voucherId, waiting]);

  if (!document) return null;
  return (
    <section className="e-document" aria-labelledby="e-document-title" data-field="electronicDocument" data-type={document.type} data-status={document.status}>
      <h2 className="section-title" id="e-document-title">
        {docTexts().electronicDocument}
      </h2>
      <dl className="e-document-facts">
        <div className="fact">
          <dt>{docTexts().documentType}</dt>
          <dd data-field="documentType">{docTexts().documentTypes[document.type]}</dd>
        </div>
        <div className="fact">
          <dt>{docTexts().documentState}</dt>
          <dd data-field="documentState" role="status" aria-live="polite">
            {docTexts().documentStates[document.status]}
          </dd>
        </div>
      </dl>
      <p className="clave">
        <span className="clave-label">{docTexts().consecutivo}</span>
        <span className="clave-digits" data-field="consecutivo">
          {document.consecutivo}
        </span>
      </p>
      <p className="clave">
        <span className="clave-label">{docTexts().clave}</span>
        <span className="clave-digits" data-field="clave" aria-label={document.clave}>
          {groupedClave(document.clave)}
        </span>
      </p>
      {document.status === 'rechazado' && document.message && <p className="receipt-line">{document.message}</p>}
      <div className="e-document-actions no-print">
        <a className="button" href={documentXmlUrl(voucherId)} download={`${document.clave}.xml`}>
          {docTexts().downloadXml}
        </a>
        <a
          className="button"
          href={printableDocumentPath(voucherId)}
          onClick={(event) => {
            event.preventDefault();
            navigate(printableDocumentPath(voucherId));
          }}
        >
          {docTexts().viewPrintable}
        </a>
      </div>
    </section>
  );
};

/** What a merchant that issues no electronic receipts says on the receipt and the voucher. */
export const NoElectronicReceiptNote = ({ reason }: { reason: string | undefined }) =>
  reason === 'simplifiedRegime' || reason === 'off' ? (
    <p className="e-document-none" data-field="noElectronicReceipt">
      {docTexts().noElectronicReceipt[reason]}
    </p>
  ) : null;
