import fs from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '../../src/domain/textFold';

/** One CABYS good or service (13-digit code kept as text: leading zeros matter). */
export interface CabysItem {
  code: string;
  description: string;
  tax: number;
}

/**
 * The code is hierarchical by prefix; these are the prefix lengths of its levels 1–9 (level 9 is
 * the item itself). Level 8 (11 digits) is the last category: its children are items.
 */
export const CABYS_LEVEL_LENGTHS = [1, 2, 3, 4, 5, 7, 9, 11, 13] as const;
export const LEAF_CATEGORY_LEVEL = 8;

export interface CabysCategory {
  code: string;
  level: number;
  /** Only the top level has official names in the published file; deeper levels have none (never invented). */
  name: string | null;
  /** Items under this category. */
  items: number;
  /** A few of its items' own descriptions, so an unnamed category can still be recognised. */
  examples: string[];
}

export interface CabysCatalogue {
  items: CabysItem[];
  byCode: Map<string, CabysItem>;
  /** Accent- and case-folded descriptions, same order as `items`. */
  folded: string[];
  /**
   * The folded descriptions' words between single spaces, with a space before the first and after
   * the last ('(croquetas,' → ' croquetas '): a word of the query starts a word of the description
   * when ' ' + word is in it.
   */
  spaced: string[];
  /** Every three-character piece of a folded description → the items holding it, in catalogue order. */
  trigrams: Map<string, Uint32Array>;
  topNames: Map<string, string>;
  /** Items whose code starts with a prefix: a contiguous range of the sorted list. */
  range(prefix: string): { start: number; end: number };
}

const readTsv = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace(/\r$/, '').split('\t'));

const CABYS_DIR = path.resolve(import.meta.dirname);

/** Lower bound of `prefix` in the sorted codes. */
const lowerBound = (items: CabysItem[], key: string) => {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (items[middle].code < key) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The distinct three-character pieces of a text ('cafe' → 'caf', 'afe'). */
export const trigramsOf = (text: string) => {
  const pieces = new Set<string>();
  for (let index = 0; index + 3 <= text.length; index += 1) pieces.add(text.slice(index, index + 3));
  return pieces;
};

/**
 * A word of three or more characters can only be in a description holding all its trigrams, so a
 * search reads a few short lists instead of every description (p95 ≤ 10 ms even on a busy machine).
 */
const trigramIndex = (folded: string[]) => {
  const lists = new Map<string, number[]>();
  folded.forEach((text, index) => {
    for (const piece of trigramsOf(text)) {
      const list = lists.get(piece);
      if (list) list.push(index);
      else lists.set(piece, [index]);
    }
  });
  return new Map([...lists].map(([piece, list]) => [piece, Uint32Array.from(list)]));
};

/** Loads the catalogue shipped in this folder (cabys.tsv, categories-1.tsv) and indexes it once. */
export const loadCabys = (dir = CABYS_DIR): CabysCatalogue => {
  const items = readTsv(path.join(dir, 'cabys.tsv'))
    .map(([code, description, tax]) => ({ code, description, tax: Number(tax) }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const topNames = new Map(readTsv(path.join(dir, 'categories-1.tsv')).map(([code, name]) => [code, name]));
  const folded = items.map((item) => foldForSearch(item.description));
  return {
    items,
    byCode: new Map(items.map((item) => [item.code, item])),
    folded,
    spaced: folded.map((text) => ` ${text.replace(/[^a-z0-9]+/g, ' ').trim()} `),
    trigrams: trigramIndex(folded),
    topNames,
    // codes are 13 digits, so every code with the prefix sorts between prefix+'0…' and prefix+'9…'
    range: (prefix) => ({ start: lowerBound(items, prefix), end: lowerBound(items, `${prefix}:`) }),
  };
};

let shared: CabysCatalogue | undefined;
/** The one catalogue of the running API, read on first use. */
export const cabysCatalogue = () => (shared ??= loadCabys());
