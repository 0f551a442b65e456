import type { PageQuery } from './reportQuery';
import { rangeOf, type TimeSlice } from './timeIndex';

/** One page of an index slice's date range: two binary searches and a slice, whatever the volume. */
export const pageOfRange = <T>(slice: TimeSlice<T> | undefined, { from, to, pageIndex, pageSize }: PageQuery) => {
  if (!slice) return { rows: [] as T[], total: 0, pages: 0 };
  const { start, end } = rangeOf(slice, from, to);
  const total = end - start;
  const first = start + pageIndex * pageSize;
  const rows = first < end ? slice.rows.slice(first, Math.min(end, first + pageSize)) : [];
  return { rows, total, pages: Math.ceil(total / pageSize) };
};
