import { describe, expect, it } from 'vitest';
import { en } from '../../public-app/src/texts.en';
import { spanish, type DinerTexts } from '../../public-app/src/texts';
import { en as documentEn } from '../../public-app/src/receipt/documentTexts.en';
import { spanishDocumentTexts } from '../../public-app/src/receipt/documentTexts';
import { en as tabEn } from '../../public-app/src/tab/tabTexts.en';
import { spanishTabTexts } from '../../public-app/src/tab/tabTexts';
import { en as summaryEn } from '../../public-app/src/order/summaryTexts.en';
import { spanishSummaryTexts } from '../../public-app/src/order/summaryTexts';

const catalogues = { es: spanish, en };
/** The receipt's and the tab's texts are catalogues of their own (kept out of the menu's download), held to the same rules. */
const pairs = [
  ['texts.ts', catalogues, ['cardCvv', 'lineTotal', 'no', 'ok', 'subtotal', 'total']],
  // SINPE Móvil is the name of Costa Rica's mobile transfer in any language
  ['tab/tabTexts.ts', { es: spanishTabTexts, en: tabEn }, ['sinpeTitle', 'methodLabels.sinpe']],
  ['order/summaryTexts.ts', { es: spanishSummaryTexts, en: summaryEn }, []],
  // 'Total' is English too (as in texts.ts)
  ['receipt/documentTexts.ts', { es: spanishDocumentTexts, en: documentEn }, ['lineTotal', 'total']],
] as const;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the key is dropped on purpose
const { menuTitle: dropped, ...withoutOneKey } = catalogues.en;
// @ts-expect-error an English catalogue missing a key does not compile
export const incomplete: DinerTexts = withoutOneKey;

/** The shape of a catalogue: every key with the kind of its value, nested objects by their own keys. */
const shape = (value: unknown): unknown =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]).sort()) : typeof value;

const leaves = (value: unknown, path = ''): [string, unknown][] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}${path ? '.' : ''}${key}`)) : [[path, value]];

describe.each(pairs)('the diner app in two languages: %s', (_file, catalogues, alike) => {
  it('English has every text Spanish has, of the same kind, and nothing else', () => {
    expect(shape(catalogues.en)).toEqual(shape(catalogues.es));
  });

  it('no text is empty, and the same arguments give a text in each language', () => {
    for (const language of ['es', 'en'] as const) {
      for (const [path, value] of leaves(catalogues[language])) {
        const text = typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(2, 'Mesa 1') : value;
        expect(typeof text === 'string' && text.trim().length > 0, `${language}.${path}`).toBe(true);
      }
    }
  });

  it('English is English: the texts that name things differ from the Spanish ones', () => {
    const same = leaves(catalogues.en)
      .filter(([path, value]) => typeof value === 'string' && leaves(catalogues.es).some(([other, spanish]) => other === path && spanish === value))
      .map(([path]) => path);
    // the words both languages write alike
    expect(same.sort()).toEqual([...alike].sort());
  });
});
