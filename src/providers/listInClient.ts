import type { RaRecord, SortPayload } from 'react-admin';

/** Lower-case without accents, so 'cafe' finds 'Café'. */
export const fold = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The 'Buscar' box: the text inside any of the given fields (all fields when none are given). */
export const matchesSearch = (record: RaRecord, q: unknown, fields?: string[]) => {
  const needle = fold(q).trim();
  if (!needle) return true;
  const values = fields ? fields.map((field) => record[field]) : Object.values(record);
  return values.some((value) => fold(value).includes(needle));
};

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Numbers as numbers; text in Spanish order, accents and case aside, digits inside read as numbers ('Caja 2' before 'Caja 10'). */
const compare = (a: unknown, b: unknown) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return fold(a).localeCompare(fold(b), 'es', { numeric: true });
};

/** A field of a record, dotted paths included ('merchant.name'). */
const valueAt = (record: RaRecord, field: string) =>
  field.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

/** Per column, the text a code is shown as (a catalog's description): `{bankId: {'1': 'Banco Nacional'}}`. */
export type SortLabels = Record<string, Record<string, string>>;

/**
 * The engine's sort for lists loaded at once, by any column: stable (equal rows keep the API's
 * order), and a row without a value goes last whichever the direction, as spreadsheets do.
 */
export const sortBy = <T extends RaRecord>(records: T[], sort?: SortPayload, labels?: SortLabels): T[] => {
  if (!sort?.field) return records;
  const direction = sort.order === 'DESC' ? -1 : 1;
  const shown = labels?.[sort.field];
  return records
    .map((record, position) => {
      const value = valueAt(record, sort.field);
      // a code shown as its catalog's name sorts by that name, as the user reads it
      return { record, position, value: shown && value !== null && value !== undefined ? (shown[String(value)] ?? value) : value };
    })
    .sort((a, b) => {
      const emptyA = isEmpty(a.value);
      const emptyB = isEmpty(b.value);
      if (emptyA || emptyB) return emptyA === emptyB ? a.position - b.position : emptyA ? 1 : -1;
      return direction * compare(a.value, b.value) || a.position - b.position;
    })
    .map(({ record }) => record);
};

export const pageOf = <T>(records: T[], page: number, perPage: number): T[] =>
  Number.isFinite(perPage) ? records.slice((page - 1) * perPage, page * perPage) : records;
