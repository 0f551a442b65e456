import type { SummaryTexts } from './summaryTexts';

/** summaryTexts.ts in English, key for key. */
export const en: SummaryTexts = {
  soldOutInCart: 'Sold out: remove it from your order to continue.',
  cartHasSoldOut: 'One of the items has sold out. Remove it from your order to continue.',
  confirmOrderMessage: 'Please check your order before sending it.',
  lineNote: 'Note for the kitchen (optional)',
  addLineNote: 'Add a note',
  editLineNote: 'Change note',
  lineNoteShown: (note: string) => `Note: ${note}`,
  saveLineNote: 'Done',
};
