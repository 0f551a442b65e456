import type { Dispatch, SetStateAction } from 'react';
import { CARD_NAME_MAX, CARD_NUMBER_MAX, CVV_MAX, digitsOnly } from '../../../src/domain/card';
import { texts } from '../texts';
import { cardNumberForField, expiryForField, expiryFromInput } from './expiryInput';

/** The card as the diner types it: kept in the page only, and sent only with the payment (the CVV is never stored). */
export type CardDraft = { name: string; number: string; expiry: string; cvv: string };

export const EMPTY_CARD: CardDraft = { name: '', number: '', expiry: '', cvv: '' };

/**
 * The card's four fields, named as the browser's autofill knows them, each cleaned as it is typed:
 * the name cut to its length, the number and the CVV to their digits, the expiry to MMYY; the
 * number shows in the card's groups and the expiry with its slash, whether or not the diner typed it.
 * The QR order's card page and the table's bill both pay with them.
 */
export const CardFields = ({ card, setCard, disabled }: { card: CardDraft; setCard: Dispatch<SetStateAction<CardDraft>>; disabled: boolean }) => {
  const field = (key: keyof CardDraft, clean: (value: string) => string, shown: (value: string) => string = (value) => value) => ({
    value: shown(card[key]),
    onChange: (event: { target: { value: string } }) => setCard((current) => ({ ...current, [key]: clean(event.target.value) })),
    disabled,
  });
  return (
    <>
      <label className="field">
        <span>{texts.cardName}</span>
        <input type="text" name="cc-name" autoComplete="cc-name" maxLength={CARD_NAME_MAX} autoCapitalize="characters" spellCheck={false} {...field('name', (value) => value.slice(0, CARD_NAME_MAX))} />
      </label>
      <label className="field">
        <span>{texts.cardNumber}</span>
        {/* no maxLength: autofill may bring the number with spaces; the digits are cut at 16 */}
        <input type="text" name="cc-number" autoComplete="cc-number" inputMode="numeric" spellCheck={false} {...field('number', (value) => digitsOnly(value, CARD_NUMBER_MAX), cardNumberForField)} />
      </label>
      <div className="field-row">
        <label className="field">
          <span>{texts.cardExpiry}</span>
          <input type="text" name="cc-exp" autoComplete="cc-exp" inputMode="numeric" placeholder={texts.cardExpiryPlaceholder} {...field('expiry', expiryFromInput, expiryForField)} />
        </label>
        <label className="field">
          <span>{texts.cardCvv}</span>
          <input type="password" name="cc-csc" autoComplete="cc-csc" inputMode="numeric" maxLength={CVV_MAX} {...field('cvv', (value) => digitsOnly(value, CVV_MAX))} />
        </label>
      </div>
    </>
  );
};
