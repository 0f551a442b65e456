import { describe, expect, it } from 'vitest';
import { en } from '../../public-app/src/texts.en';
import { spanish } from '../../public-app/src/texts';
import { en as documentEn } from '../../public-app/src/receipt/documentTexts.en';
import { spanishDocumentTexts } from '../../public-app/src/receipt/documentTexts';
import { en as tabEn } from '../../public-app/src/tab/tabTexts.en';
import { spanishTabTexts } from '../../public-app/src/tab/tabTexts';
import { en as summaryEn } from '../../public-app/src/order/summaryTexts.en';
import { spanishSummaryTexts } from '../../public-app/src/order/summaryTexts';
import { documentMailMessagesEn } from '../../src/domain/documentMailMessages';
import { ORDER_STATUS_LABELS } from '../../src/domain/orderStatus';
import { SPANISH_WORDS, spanishIn } from '../support/spanishWords';

/** Every text of a catalogue, its functions called with arguments of each kind they take. */
const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [(value as (...args: unknown[]) => unknown)(2, 'Ana', 'Ana')].flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
};

const english = {
  'texts.en.ts': en,
  'tab/tabTexts.en.ts': tabEn,
  'order/summaryTexts.en.ts': summaryEn,
  'receipt/documentTexts.en.ts': documentEn,
  // the e-mail a payer asks for from an English phone (mock-api/restaurant/documentMail.ts)
  'src/domain/documentMailMessages.ts (English)': documentMailMessagesEn,
};
const spanishCatalogues = [spanish, spanishTabTexts, spanishSummaryTexts, spanishDocumentTexts, ORDER_STATUS_LABELS];

describe("the scanner's Spanish words (tests/support/spanishWords.ts)", () => {
  it.each(Object.entries(english))('%s writes none of them', (_file, catalogue) => {
    const found = textsOf(catalogue).flatMap((text) => spanishIn(text).map((word) => `${word} in '${text}'`));
    expect(found).toEqual([]);
  });

  it('each is a word the Spanish texts write: the list follows the app, not a guess', () => {
    const spanishText = spanishCatalogues.flatMap(textsOf).join('\n');
    expect(SPANISH_WORDS.filter((word) => spanishIn(spanishText).indexOf(word) < 0)).toEqual([]);
  });

  it('finds a word whole, as written, and not inside another', () => {
    expect(spanishIn('Pay by card · Pagar con tarjeta')).toEqual(['Pagar', 'tarjeta']);
    expect(spanishIn('Order No. 12 · Table 4')).toEqual([]);
    // 'Ver' inside 'Vernon', 'Mesa' inside 'Mesas', 'IVA' inside 'DIVA' are not the words
    expect(spanishIn('Vernon at Mesas DIVA')).toEqual([]);
    expect(spanishIn('Factura N.º 12')).toEqual(['Factura N.º']);
  });
});
