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

const compare = (a: unknown, b: unknown) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return fold(a).localeCompare(fold(b), 'es', { numeric: true });
};

export const sortBy = <T extends RaRecord>(records: T[], sort?: SortPayload): T[] => {
  if (!sort?.field) return records;
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...records].sort((a, b) => direction * compare(a[sort.field], b[sort.field]));
};

export const pageOf = <T>(records: T[], page: number, perPage: number): T[] =>
  Number.isFinite(perPage) ? records.slice((page - 1) * perPage, page * perPage) : records;
