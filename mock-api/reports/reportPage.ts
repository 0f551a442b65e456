import type { PageQuery } from './reportQuery';
import { rangeOf, type TimeSlice } from './timeIndex';

/**
 * One page of an index slice's date range: two binary searches and a slice, whatever the volume.
 * The slice is newest first; oldest first reads the same range from its other end. `start` and
 * `end` bound the whole range in the slice (not the page), for the totals (reportTotals.ts).
 */
export const pageOfRange = <T>(slice: TimeSlice<T> | undefined, { from, to, pageIndex, pageSize, oldestFirst }: PageQuery) => {
  if (!slice) return { rows: [] as T[], total: 0, pages: 0, start: 0, end: 0 };
  const { start, end } = rangeOf(slice, from, to);
  const total = end - start;
  const skip = pageIndex * pageSize;
  let rows: T[] = [];
  if (skip < total) {
    rows = oldestFirst
      ? slice.rows.slice(Math.max(start, end - skip - pageSize), end - skip).reverse()
      : slice.rows.slice(start + skip, Math.min(end, start + skip + pageSize));
  }
  return { rows, total, pages: Math.ceil(total / pageSize), start, end };
};
