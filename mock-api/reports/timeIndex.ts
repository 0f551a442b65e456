/**
 * An in-memory index over a dated collection, so a report page costs two binary searches and a
 * slice instead of a scan of every stored row: the rows newest first (all of them, and per
 * group, e.g. per merchant), with their instants in a parallel typed array, and a map by id.
 *
 * Built once when first asked and rebuilt only when the stored array changes (another array, or
 * another length); code that edits rows in place calls `invalidate(rows)`.
 */
export interface TimeSlice<T> {
  rows: T[];
  /** Epoch ms of `rows[i]`, descending. */
  times: Float64Array;
}

export interface TimeIndex<T> {
  all: TimeSlice<T>;
  byGroup: Map<number, TimeSlice<T>>;
  byId: Map<number, T>;
}

export interface TimeIndexOptions<T> {
  time: (row: T) => string;
  id: (row: T) => number;
  group?: (row: T) => number;
}

/** First position whose instant is before `instant` (times descending). */
const firstBefore = (times: Float64Array, instant: number) => {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (times[mid] >= instant) low = mid + 1;
    else high = mid;
  }
  return low;
};

/** The rows with `from <= instant < to`, as positions [start, end) of the slice. */
export const rangeOf = <T>(slice: TimeSlice<T>, from: number, to: number) => {
  const start = firstBefore(slice.times, to);
  const end = Math.max(start, firstBefore(slice.times, from));
  return { start, end };
};

const build = <T>(source: T[], { time, id, group }: TimeIndexOptions<T>): TimeIndex<T> => {
  // an unreadable date sorts as 1970: never inside a real range, never breaking the sort
  const instants = Float64Array.from(source, (row) => Date.parse(time(row)) || 0);
  // newest first; the higher id first within the same second, as the processor numbers them
  const order = Array.from(source.keys()).sort((a, b) => instants[b] - instants[a] || id(source[b]) - id(source[a]));
  const all: TimeSlice<T> = { rows: order.map((position) => source[position]), times: Float64Array.from(order, (position) => instants[position]) };
  const groups = new Map<number, { rows: T[]; times: number[] }>();
  if (group) {
    for (const position of order) {
      const key = group(source[position]);
      let members = groups.get(key);
      if (!members) groups.set(key, (members = { rows: [], times: [] }));
      members.rows.push(source[position]);
      members.times.push(instants[position]);
    }
  }
  return {
    all,
    byGroup: new Map([...groups].map(([key, { rows, times }]) => [key, { rows, times: Float64Array.from(times) }])),
    byId: new Map(source.map((row) => [id(row), row])),
  };
};

export const createTimeIndex = <T>(options: TimeIndexOptions<T>) => {
  // keyed by the stored array, so two stores in one process (tests, the benchmark) never mix
  const built = new WeakMap<T[], { length: number; index: TimeIndex<T> }>();
  return {
    /** The index of this array, rebuilt when its length changed since the last build. */
    of(source: T[]): TimeIndex<T> {
      let entry = built.get(source);
      if (!entry || entry.length !== source.length) {
        entry = { length: source.length, index: build(source, options) };
        built.set(source, entry);
      }
      return entry.index;
    },
    /** For code that edits stored rows in place (same length): the next query rebuilds. */
    invalidate(source: T[]) {
      built.delete(source);
    },
  };
};
