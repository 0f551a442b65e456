/**
 * The transaction report's search fields (our addition, docs/api-contract.md) as the screen keeps
 * them (texts typed) and as POST /transaction/bymerchant takes them. Blank is no filter; an amount
 * that reads as a number (a comma or a point before the cents) goes as that number; anything else
 * goes as typed, for the one filter schema (src/schemas/reportFilterSchemas.ts) to refuse.
 */
export const SEARCH_FIELDS = ['cardLast4', 'authorization', 'amountFrom', 'amountTo', 'voucherId', 'brand'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchDraft = Record<SearchField, string>;

export const EMPTY_SEARCH: SearchDraft = { cardLast4: '', authorization: '', amountFrom: '', amountTo: '', voucherId: '', brand: '' };

const AMOUNT = /^\d{1,12}(?:[.,]\d{1,2})?$/;

/** An amount typed: '2500', '2500,5' or '2500.50' is a number; other text stays text. */
export const typedAmount = (text: string): number | string => {
  const trimmed = text.trim();
  return AMOUNT.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
};

/** The body's search fields from the screen's filter: blank ones left out. */
export const searchBody = (filter: Partial<Record<SearchField, unknown>>): Record<string, string | number> => {
  const body: Record<string, string | number> = {};
  for (const field of SEARCH_FIELDS) {
    const value = filter[field];
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!text) continue;
    body[field] = field === 'amountFrom' || field === 'amountTo' ? typedAmount(text) : text;
  }
  return body;
};
