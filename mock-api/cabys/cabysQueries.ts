import { foldForSearch } from '../../src/domain/textFold';
// the answers' items and categories (src/domain/wire/cabys.ts), named apart from the catalogue's own records
import type { CabysCategory as CabysApiCategory, CabysItem as CabysApiItem } from '../../src/domain/wire/cabys';
import { CABYS_LEVEL_LENGTHS, type CabysCatalogue, type CabysItem, trigramsOf } from './catalogue';
import { RESTAURANT_WORDS } from './restaurantWords';

const EXAMPLES = 3;

export const apiItem = (item: CabysItem): CabysApiItem => ({
  CodigoBienServicio: item.code,
  DescripcionBienServicio: item.description,
  Impuesto: item.tax,
});

/** Words that say nothing about what is sold; a query of only these keeps them. */
const LINKING_WORDS = new Set(['a', 'al', 'con', 'de', 'del', 'e', 'el', 'en', 'la', 'las', 'los', 'o', 'para', 'por', 'u', 'un', 'una', 'y']);
/** A query longer than this is cut: a description never needs more words to be found. */
const MAX_QUERY_WORDS = 8;

/** A word and its singular ('postres' → 'postre', 'refrescos' → 'refresco', 'panes' → 'pan'). */
const formsOf = (word: string) => {
  const forms = [word];
  if (word.length > 3 && word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2));
  return forms;
};

/**
 * The codes a restaurant's everyday words stand for (mock-api/cabys/restaurantWords.ts): first those
 * of the longest words the query holds ('refresco natural' before 'refresco'), then those of the
 * words the query is the start of, so they show while the owner is still typing ('gallo pi').
 */
export const restaurantCodesFor = (words: string[]) => {
  const typed = words.join(' ');
  const singular = words.map((word) => formsOf(word));
  const holds = (key: string[]) =>
    key.length <= words.length && words.some((_word, start) => key.every((part, offset) => singular[start + offset]?.includes(part)));
  const keys = Object.keys(RESTAURANT_WORDS).sort((a, b) => b.length - a.length);
  const held = keys.filter((key) => holds(key.split(' ')));
  // only while a word is half typed: 'arroz' is a whole word, not the start of 'arroz con leche'
  const started = typed.length >= 3 ? keys.filter((key) => key.startsWith(typed) && /[a-z0-9]/.test(key.charAt(typed.length))).sort((a, b) => a.length - b.length) : [];
  return [...new Set([...held, ...started].flatMap((key) => RESTAURANT_WORDS[key]))];
};

/**
 * Search by code or description, one page (1-based). Digits only: a code prefix. Otherwise, accents
 * and case aside, each word of the query must start a word of the description ('pollo' finds
 * 'Pechuga de pollo', never 'Repollo'; 'postres' finds 'postre'), and the items are ranked by how
 * many of the query's words they hold, then how many as whole words ('café' before 'cafeína'), then served food and drinks (633…, 634…) first, then the
 * one the first matched word comes earliest in ('Pollo entero' before 'Alas de pollo'), then the
 * shortest. A restaurant's everyday words ('casado', 'refresco natural') put the codes they stand
 * for first (restaurantCodesFor).
 */
export const searchCabys = (catalogue: CabysCatalogue, text: string, page: number, size: number) => {
  const query = foldForSearch(text);
  let found: CabysItem[];
  if (/^\d+$/.test(query)) {
    const { start, end } = catalogue.range(query);
    found = catalogue.items.slice(start, end);
  } else {
    const all = query.split(/[^a-z0-9]+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
    const meaningful = all.filter((word) => !LINKING_WORDS.has(word));
    const words = meaningful.length > 0 ? meaningful : all;
    const pinned = restaurantCodesFor(all).flatMap((code) => catalogue.byCode.get(code) ?? []);
    found = [...pinned, ...rankedMatches(catalogue, words).filter((item) => !pinned.includes(item))];
  }
  const totalPages = Math.ceil(found.length / size);
  return { cabys: found.slice((page - 1) * size, page * size).map(apiItem), totalPages, total: found.length };
};

const SERVED_IN_RESTAURANTS = /^63[34]/;

/** The items holding at least one of the words at a word's start, best first (searchCabys). */
const rankedMatches = (catalogue: CabysCatalogue, words: string[]) => {
  const forms = words.map(formsOf);
  // one- and two-letter words would read every description: they only rank what longer words find
  const long = words.filter((word) => word.length >= 3);
  const seen = new Set<number>();
  const ranked: { index: number; held: number; whole: number; served: number; first: number }[] = [];
  for (const word of long.length > 0 ? long : words) {
    for (const index of candidates(catalogue, [formsOf(word).at(-1)!])) {
      if (seen.has(index)) continue;
      seen.add(index);
      const spaced = catalogue.spaced[index];
      let held = 0;
      let whole = 0;
      let first = Infinity;
      for (const alternatives of forms) {
        const positions = alternatives.map((form) => spaced.indexOf(` ${form}`)).filter((position) => position >= 0);
        if (positions.length === 0) continue;
        held += 1;
        if (alternatives.some((form) => spaced.includes(` ${form} `))) whole += 1;
        first = Math.min(first, ...positions);
      }
      if (held > 0) ranked.push({ index, held, whole, served: SERVED_IN_RESTAURANTS.test(catalogue.items[index].code) ? 1 : 0, first });
    }
  }
  const { items } = catalogue;
  ranked.sort(
    (a, b) =>
      b.held - a.held ||
      b.whole - a.whole ||
      b.served - a.served ||
      a.first - b.first ||
      items[a.index].description.length - items[b.index].description.length ||
      a.index - b.index,
  );
  return ranked.map(({ index }) => items[index]);
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
