import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CARD_NAME_MAX, CARD_NUMBER_MAX, cardFormProblem, CVV_MAX, digitsOnly, EXPIRY_LENGTH } from '../../../src/domain/card';
import { useDinerSession } from '../dinerSession';
import { texts } from '../texts';
import { MerchantHeader } from '../ui/MerchantHeader';
import { useModal } from '../ui/Modal';
import { usePageTitle } from '../usePageTitle';
import { CardPreview } from './CardPreview';

/** The simulated check of spec §4 and §9: a busy second, then the verdict. */
const CHECK_MS = 1000;
const EMPTY = { name: '', number: '', expiry: '', cvv: '' };

/**
 * /menuqr/pay: the card form. Payment is not implemented (spec §1): 'Pagar' validates and reports
 * 'Tarjeta válida'. The card data lives only in this component's state: the inputs have no `name`
 * and the form never submits, so nothing is sent, stored or logged, and it is wiped after the check.
 */
export const CardPage = () => {
  usePageTitle(texts.cardTitle);
  const { merchant, table } = useDinerSession();
  const { alert, modal } = useModal();
  const [card, setCard] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const field = (key: keyof typeof EMPTY, clean: (value: string) => string = (value) => value) => ({
    value: card[key],
    onChange: (event: { target: { value: string } }) => setCard((current) => ({ ...current, [key]: clean(event.target.value) })),
    autoComplete: 'off',
    disabled: busy,
  });

  const pay = (event: FormEvent) => {
    event.preventDefault();
    const problem = cardFormProblem(card);
    if (problem) return alert(texts.cardProblems[problem]);
    setBusy(true);
    timer.current = window.setTimeout(() => {
      setBusy(false);
      alert(texts.cardValid, () => setCard(EMPTY));
    }, CHECK_MS);
  };

  return (
    <>
      <MerchantHeader merchant={merchant} detail={table?.name} />
      <main className="page card-page">
        <h1>{texts.cardTitle}</h1>
        <CardPreview name={card.name} number={card.number} expiry={card.expiry} />
        <form className="card-form" onSubmit={pay} autoComplete="off" noValidate>
          <label className="field">
            <span>{texts.cardName}</span>
            <input type="text" maxLength={CARD_NAME_MAX} autoCapitalize="characters" spellCheck={false} {...field('name')} />
          </label>
          <label className="field">
            <span>{texts.cardNumber}</span>
            <input type="text" inputMode="numeric" maxLength={CARD_NUMBER_MAX} {...field('number', (value) => digitsOnly(value, CARD_NUMBER_MAX))} />
          </label>
          <div className="field-row">
            <label className="field">
              <span>{texts.cardExpiry}</span>
              <input type="text" inputMode="numeric" maxLength={EXPIRY_LENGTH} placeholder="MMYY" {...field('expiry', (value) => digitsOnly(value, EXPIRY_LENGTH))} />
            </label>
            <label className="field">
              <span>{texts.cardCvv}</span>
              <input type="password" inputMode="numeric" maxLength={CVV_MAX} {...field('cvv', (value) => digitsOnly(value, CVV_MAX))} />
            </label>
          </div>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => alert(texts.inDevelopment)} disabled={busy}>
              {texts.cancel}
            </button>
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {busy ? <span className="spinner small" aria-hidden="true" /> : null}
              {busy ? texts.validating : texts.pay}
            </button>
          </div>
        </form>
      </main>
      {modal}
    </>
  );
};
