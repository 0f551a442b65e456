import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../src/providers/apiRequest';
import { mailDocument } from './documentApi';
import { shownLanguage } from '../language';
import { docTexts } from './documentTexts';

/** The schema (and zod with it) loads when the payer sends, not with the voucher. */
const loadSchema = () => import('../../../src/schemas/documentMailSchema');

type Sent = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; email: string } | { status: 'refused'; message: string };

/**
 * 'Enviar comprobante por correo' on the voucher: the payer types an address and the API e-mails
 * the document with its XML, Hacienda's answer and the PDF (POST /invoice/{id}/email). The address
 * is checked here and by the API with one schema (src/schemas/documentMailSchema.ts); what the
 * API answers is said in the diner's language, and the e-mail is written in it.
 */
export const DocumentMailForm = ({ voucherId }: { voucherId: string }) => {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sent, setSent] = useState<Sent>({ status: 'idle' });
  const t = docTexts();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { documentMailSchema } = await loadSchema();
    // the e-mail is written in the language the diner reads now (language.ts sets the page's lang)
    const checked = documentMailSchema.safeParse({ email, language: shownLanguage() });
    setInvalid(!checked.success);
    if (!checked.success) return;
    setSent({ status: 'sending' });
    try {
      await mailDocument(voucherId, checked.data.email, checked.data.language);
      setSent({ status: 'sent', email: checked.data.email });
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      setInvalid(status === 400);
      setSent({ status: 'refused', message: status === 400 ? t.mailProblem : status === 409 ? t.mailTooMany : status === 429 ? t.mailRateLimited : t.mailFailed });
    }
  };

  return (
    <form className="document-mail no-print" aria-labelledby="document-mail-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="section-title" id="document-mail-title">
        {t.mailTitle}
      </h2>
      <p className="invoice-hint">{t.mailHint}</p>
      <label className="field">
        <span>{t.mailEmail}</span>
        <input
          type="email"
          name="document-email"
          autoComplete="email"
          maxLength={160}
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'document-email-problem' : undefined}
        />
        {invalid && (
          <span className="field-problem" id="document-email-problem" role="alert">
            {t.mailProblem}
          </span>
        )}
      </label>
      <button type="submit" className="button primary" disabled={sent.status === 'sending'}>
        {sent.status === 'sending' ? t.mailSending : t.mailSend}
      </button>
      <p className="receipt-line" role="status" aria-live="polite" data-field="mailStatus">
        {sent.status === 'sent' ? t.mailQueued(sent.email) : sent.status === 'refused' && sent.message !== t.mailProblem ? sent.message : ''}
      </p>
    </form>
  );
};
