import { en } from './summaryTexts.en';

/**
 * The texts only the order's summary shows (SummaryPage.tsx, LineNote.tsx), in Spanish; English in
 * summaryTexts.en.ts, key for key (tests/unit/dinerTexts.test.ts). Apart from texts.ts: they go in
 * the summary's code, not in the menu's first download, which is at its budget
 * (tests/e2e/publicAppBudget.test.ts).
 */
const es = {
  soldOutInCart: 'Agotado: quítelo del pedido para continuar.',
  cartHasSoldOut: 'Uno de los productos se agotó. Quítelo del pedido para continuar.',
  confirmOrderMessage: 'Revise su pedido antes de enviarlo.',
  // a note for the kitchen per dish (LineNote.tsx)
  lineNote: 'Nota para la cocina (opcional)',
  addLineNote: 'Agregar nota',
  editLineNote: 'Cambiar nota',
  lineNoteShown: (note: string) => `Nota: ${note}`,
  saveLineNote: 'Listo',
};

export type SummaryTexts = typeof es;
export const spanishSummaryTexts = es;

/** The texts in the language the diner reads now (language.ts sets the page's lang). */
export const summaryTexts = () => (document.documentElement.lang === 'en' ? en : es);
