import { foldForSearch } from '../../src/domain/textFold';
// the answers' items and categories (src/domain/wire/cabys.ts), named apart from the catalogue's own records
import type { CabysCategory as CabysApiCategory, CabysItem as CabysApiItem } from '../../src/domain/wire/cabys';
import { CABYS_LEVEL_LENGTHS, type CabysCatalogue, type CabysItem, trigramsOf } from './catalogue';

const EXAMPLES = 3;

export const apiItem = (item: CabysItem): CabysApiItem => ({
  CodigoBienServicio: item.code,
  DescripcionBienServicio: item.description,
  Impuesto: item.tax,
});

/**
 * Search by code or description, one page (1-based). Digits only: a code prefix. Otherwise every
 * word must appear in the description, accents and case aside ('cafe' finds 'Café').
 */
export const searchCabys = (catalogue: CabysCatalogue, text: string, page: number, size: number) => {
  const query = foldForSearch(text);
  let found: CabysItem[];
  if (/^\d+$/.test(query)) {
    const { start, end } = catalogue.range(query);
    found = catalogue.items.slice(start, end);
  } else {
    const words = query.split(' ').filter(Boolean);
    const { folded, items } = catalogue;
    found = [];
    for (const index of candidates(catalogue, words)) {
      const description = folded[index];
      if (words.every((word) => description.includes(word))) found.push(items[index]);
    }
  }
  const totalPages = Math.ceil(found.length / size);
  return { cabys: found.slice((page - 1) * size, page * size).map(apiItem), totalPages, total: found.length };
};

/** Two sorted lists' common values. */
const intersect = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  const common: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      common.push(a[i]);
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return common;
};

/**
 * The items that may hold every word, in catalogue order: those holding each trigram of the words
 * of three or more characters (shortest list first). Only one- and two-letter words read everything.
 */
const candidates = (catalogue: CabysCatalogue, words: string[]): number[] | Uint32Array => {
  const pieces = new Set(words.flatMap((word) => [...trigramsOf(word)]));
  if (pieces.size === 0) return Array.from(catalogue.items.keys());
  const lists = [...pieces].map((piece) => catalogue.trigrams.get(piece) ?? new Uint32Array(0)).sort((a, b) => a.length - b.length);
  let common: number[] | Uint32Array = lists[0];
  for (const list of lists.slice(1)) {
    if (common.length === 0) break;
    common = intersect(common, list);
  }
  return common;
};

const categoryOf = (catalogue: CabysCatalogue, code: string, level: number): CabysApiCategory => {
  const { start, end } = catalogue.range(code);
  const rates = new Set<number>();
  const examples: string[] = [];
  // spread the examples over the category rather than taking its first three neighbours
  const step = Math.max(1, Math.floor((end - start) / EXAMPLES));
  for (let index = start; index < end; index += 1) {
    rates.add(catalogue.items[index].tax);
    if ((index - start) % step === 0 && examples.length < EXAMPLES) examples.push(catalogue.items[index].description);
  }
  return {
    categoria: code,
    descripcion: level === 1 ? (catalogue.topNames.get(code) ?? null) : null,
    Impuesto: rates.size === 1 ? [...rates][0] : null,
    nivel: level,
    cantidad: end - start,
    ejemplos: examples,
  };
};

/** The categories of one level (2–8) under a category of the level above; level 1 takes no parent. */
export const cabysCategories = (catalogue: CabysCatalogue, level: number, parent: string): CabysApiCategory[] | undefined => {
  if (!Number.isInteger(level) || level < 1 || level > 8) return undefined;
  const parentLength = level === 1 ? 0 : CABYS_LEVEL_LENGTHS[level - 2];
  if (parent.length !== parentLength || !/^\d*$/.test(parent)) return undefined;
  const length = CABYS_LEVEL_LENGTHS[level - 1];
  const { start, end } = catalogue.range(parent);
  const codes: string[] = [];
  for (let index = start; index < end; index += 1) {
    const code = catalogue.items[index].code.slice(0, length);
    if (codes[codes.length - 1] !== code) codes.push(code);
  }
  return codes.map((code) => categoryOf(catalogue, code, level));
};

/** The items of a last-level category (level 8, 11 digits), with their tax. */
export const cabysItemsOf = (catalogue: CabysCatalogue, category: string): CabysApiItem[] | undefined => {
  if (!/^\d{11}$/.test(category)) return undefined;
  const { start, end } = catalogue.range(category);
  return catalogue.items.slice(start, end).map(apiItem);
};
