import { describe, expect, it } from 'vitest';
import { pageOfRange } from '../../mock-api/reports/reportPage';
import { createTimeIndex, rangeOf } from '../../mock-api/reports/timeIndex';

interface Row {
  id: number;
  at: string;
  group: number;
}

const rows: Row[] = [
  { id: 1, at: '2026-01-01T00:00:00-06:00', group: 1 },
  { id: 2, at: '2026-01-01T23:59:59-06:00', group: 2 },
  { id: 3, at: '2026-01-02T00:00:00-06:00', group: 1 },
  { id: 4, at: '2026-01-02T00:00:00-06:00', group: 2 },
  { id: 5, at: '2026-01-03T12:00:00-06:00', group: 1 },
];
const instant = (text: string) => Date.parse(text);
const index = createTimeIndex<Row>({ time: (row) => row.at, id: (row) => row.id, group: (row) => row.group });

describe('time index', () => {
  it('orders newest first, the higher id first within the same instant', () => {
    expect(index.of(rows).all.rows.map((row) => row.id)).toEqual([5, 4, 3, 2, 1]);
    expect(index.of(rows).byGroup.get(1)?.rows.map((row) => row.id)).toEqual([5, 3, 1]);
    expect(index.of(rows).byId.get(4)?.at).toBe('2026-01-02T00:00:00-06:00');
  });

  it('finds a range [from, to): its first instant in, its end out', () => {
    const all = index.of(rows).all;
    const day = { from: instant('2026-01-01T00:00:00-06:00'), to: instant('2026-01-02T00:00:00-06:00') };
    const { start, end } = rangeOf(all, day.from, day.to);
    expect(all.rows.slice(start, end).map((row) => row.id)).toEqual([2, 1]);
    expect(rangeOf(all, instant('2027-01-01T00:00:00Z'), instant('2027-02-01T00:00:00Z'))).toEqual({ start: 0, end: 0 });
    expect(rangeOf(all, instant('2026-01-05T00:00:00Z'), instant('2026-01-01T00:00:00Z'))).toEqual({ start: 5, end: 5 });
  });

  it('pages a range and counts its pages', () => {
    const all = index.of(rows).all;
    const query = { from: 0, to: Number.MAX_SAFE_INTEGER, pageSize: 2 };
    expect(pageOfRange(all, { ...query, pageIndex: 0 })).toEqual({ rows: [rows[4], rows[3]], total: 5, pages: 3, start: 0, end: 5 });
    expect(pageOfRange(all, { ...query, pageIndex: 2 }).rows).toEqual([rows[0]]);
    expect(pageOfRange(all, { ...query, pageIndex: 3 }).rows).toEqual([]);
    expect(pageOfRange(undefined, { ...query, pageIndex: 0 })).toEqual({ rows: [], total: 0, pages: 0, start: 0, end: 0 });
  });

  it('is rebuilt when rows are added or removed, and on request after an edit in place', () => {
    const stored = [...rows];
    const before = index.of(stored);
    expect(index.of(stored)).toBe(before);
    stored.push({ id: 6, at: '2026-02-01T00:00:00-06:00', group: 3 });
    expect(index.of(stored).all.rows[0].id).toBe(6);
    stored[0] = { ...stored[0], at: '2026-03-01T00:00:00-06:00' };
    index.invalidate(stored);
    expect(index.of(stored).all.rows[0].id).toBe(1);
  });

  it('puts an unreadable date out of every real range instead of breaking the order', () => {
    const stored = [...rows, { id: 9, at: 'no es fecha', group: 1 }];
    const all = index.of(stored).all;
    expect(all.rows.at(-1)?.id).toBe(9);
    expect(pageOfRange(all, { from: instant('2025-01-01T00:00:00Z'), to: instant('2027-01-01T00:00:00Z'), pageIndex: 0, pageSize: 10 }).total).toBe(5);
  });

  it('answers a page of 100,000 rows by binary search: no date read again, only the page’s rows touched', () => {
    let timeReads = 0;
    const big: Row[] = Array.from({ length: 100_000 }, (_, id) => ({ id, at: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(), group: id % 40 }));
    const counted = createTimeIndex<Row>({ time: (row) => (timeReads++, row.at), id: (row) => row.id, group: (row) => row.group });
    const slice = counted.of(big).all;
    expect(timeReads).toBe(100_000);
    let rowReads = 0;
    slice.rows = new Proxy(slice.rows, {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) rowReads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const page = pageOfRange(counted.of(big).all, { from: Date.UTC(2026, 0, 10), to: Date.UTC(2026, 0, 20), pageIndex: 40, pageSize: 15 });
    expect(page.total).toBe(10 * 24 * 60);
    expect(page.rows.map((row) => row.id)).toEqual(Array.from({ length: 15 }, (_, n) => 27_359 - 40 * 15 - n));
    expect(timeReads).toBe(100_000);
    expect(rowReads).toBe(15);
  });
});
