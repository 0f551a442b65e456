/**
 * What the journal records for a saved collection, and how it is replayed.
 *
 * Route handlers change the in-memory state and then name the collections they changed. The
 * store keeps, per collection, the JSON of what is already durable (its baseline) and journals
 * only the difference: for an array, each record's JSON is compared with the baseline's and the
 * entry carries the changed records (`put`: same length, records replaced in place) or the one
 * window that differs (`at`/`del`/`ins`: the append of a new bank, the removal of a tariff). So a
 * bank write journals one bank, however many transactions are stored. Records need no ids
 * (tariffs and merchant accounts have none): positions are exact because the journal replays in
 * order on the very state it was recorded against.
 *
 * Arrays above LARGE_COLLECTION records (the 100,000 transactions) keep no per-record baseline:
 * building one would cost cold start and memory for collections no route writes. If one is
 * saved all the same, its whole value is journaled.
 *
 * A record of plain values only (strings, numbers, booleans, null: an electronic document with
 * its signed XML, an idempotency key with its encrypted answer) keeps those values beside its
 * JSON, and is serialised again only when one of them is no longer the same (===): its JSON is
 * fixed by its keys and values, so the entry is exactly what serialising it would give, for a
 * fraction of the work on the long strings of a payment's collections. A record holding any
 * object or array (an order's lines) may change inside it, and is serialised at every save.
 */

export const LARGE_COLLECTION = 20_000;

export type Baseline =
  /** an array, as the JSON of each record, and the values of each record of plain values (else undefined) */
  | { kind: 'records'; items: string[]; flats?: (Flat | undefined)[] }
  /** any other value, as its JSON; unknown (not built yet) for large arrays */
  | { kind: 'whole'; json: string | undefined }
  /** the collection does not exist */
  | { kind: 'absent' };

/** One journaled change of one collection, already as JSON text (records are not serialised twice). */
export type OpText = string;

const recordJson = (record: unknown) => JSON.stringify(record) ?? 'null';

type Plain = string | number | boolean | null;
/** (NaN and ±Infinity serialise as null: not plain values here, so never taken for unchanged.) */
const isPlain = (value: unknown): value is Plain =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/**
 * A plain object's keys and values, in order, when every value is plain or a list of plain values
 * (a document's serviceLines), the list copied: it may be changed in place.
 */
export interface Flat {
  keys: string[];
  values: (Plain | Plain[])[];
}

export const flatOf = (record: unknown): Flat | undefined => {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return undefined;
  const prototype = Object.getPrototypeOf(record);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const keys = Object.keys(record);
  const values: Flat['values'] = new Array(keys.length);
  for (let index = 0; index < keys.length; index++) {
    const value = (record as Record<string, unknown>)[keys[index]];
    if (isPlain(value)) values[index] = value;
    else if (Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype && value.every(isPlain)) values[index] = [...value];
    else return undefined;
  }
  return { keys, values };
};

/** Whether `record` is a plain object with exactly `flat`'s keys, in its order, and values. */
const sameFlat = (record: unknown, flat: Flat) => {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return false;
  const prototype = Object.getPrototypeOf(record);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const keys = Object.keys(record);
  if (keys.length !== flat.keys.length) return false;
  for (let index = 0; index < keys.length; index++) {
    if (keys[index] !== flat.keys[index]) return false;
    const value = (record as Record<string, unknown>)[keys[index]];
    const kept = flat.values[index];
    if (!Array.isArray(kept)) {
      if (value !== kept) return false;
      continue;
    }
    if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype || value.length !== kept.length) return false;
    for (let at = 0; at < kept.length; at++) if (value[at] !== kept[at]) return false;
  }
  return true;
};

/** Each record's JSON and plain values; a record matching the plain values `base` kept at its index reuses that JSON. */
const recordsOf = (live: unknown[], base?: { items: string[]; flats?: (Flat | undefined)[] }) => {
  const items: string[] = new Array(live.length);
  const flats: (Flat | undefined)[] = new Array(live.length);
  for (let index = 0; index < live.length; index++) {
    const kept = base?.flats?.[index];
    if (kept && sameFlat(live[index], kept)) {
      items[index] = base!.items[index];
      flats[index] = kept;
    } else {
      items[index] = recordJson(live[index]);
      flats[index] = flatOf(live[index]);
    }
  }
  return { items, flats };
};

export const baselineOf = (value: unknown): Baseline => {
  if (value === undefined) return { kind: 'absent' };
  if (Array.isArray(value)) {
    if (value.length > LARGE_COLLECTION) return { kind: 'whole', json: undefined };
    return { kind: 'records', ...recordsOf(value) };
  }
  return { kind: 'whole', json: JSON.stringify(value) };
};

/**
 * The change from `base` to `live` as a journal operation (undefined when nothing changed),
 * and the baseline that holds once that operation is durable.
 */
export const diffCollection = (name: string, base: Baseline, live: unknown): { op?: OpText; next: Baseline } => {
  const c = JSON.stringify(name);
  if (live === undefined) return { op: base.kind === 'absent' ? undefined : `{"c":${c},"drop":true}`, next: { kind: 'absent' } };
  if (base.kind !== 'records' || !Array.isArray(live) || live.length > LARGE_COLLECTION) {
    const next = Array.isArray(live) && live.length <= LARGE_COLLECTION ? baselineOf(live) : { kind: 'whole' as const, json: JSON.stringify(live) };
    const json = next.kind === 'records' ? `[${next.items.join(',')}]` : (next as { json: string }).json;
    if (base.kind === 'whole' && base.json === json) return { next };
    return { op: `{"c":${c},"set":${json}}`, next };
  }
  const { items, flats } = recordsOf(live, base);
  const old = base.items;
  const next: Baseline = { kind: 'records', items, flats };
  if (items.length === old.length) {
    const changed: number[] = [];
    for (let index = 0; index < items.length; index++) if (items[index] !== old[index]) changed.push(index);
    if (changed.length === 0) return { next };
    return { op: `{"c":${c},"put":[${changed.map((index) => `[${index},${items[index]}]`).join(',')}]}`, next };
  }
  // one window differs: the common start and the common end (not overlapping) are kept
  let start = 0;
  const shortest = Math.min(items.length, old.length);
  while (start < shortest && items[start] === old[start]) start++;
  let end = 0;
  while (end < shortest - start && items[items.length - 1 - end] === old[old.length - 1 - end]) end++;
  const inserted = items.slice(start, items.length - end);
  return { op: `{"c":${c},"at":${start},"del":${old.length - end - start},"ins":[${inserted.join(',')}]}`, next };
};

/** The durable value of a collection as JSON (for compaction); `live` stands in for an unknown baseline. */
export const baselineJson = (base: Baseline, live: unknown): string | undefined => {
  if (base.kind === 'absent') return undefined;
  if (base.kind === 'records') return `[${base.items.join(',')}]`;
  return base.json ?? JSON.stringify(live);
};

/** The durable value again (to undo a change that could not be saved); undefined when unknown. */
export const restoreValue = (base: Baseline): { value: unknown } | undefined => {
  if (base.kind === 'absent') return { value: undefined };
  if (base.kind === 'records') return { value: JSON.parse(`[${base.items.join(',')}]`) };
  return base.json === undefined ? undefined : { value: JSON.parse(base.json) };
};

export interface Op {
  c: string;
  set?: unknown;
  drop?: true;
  put?: [number, unknown][];
  at?: number;
  del?: number;
  ins?: unknown[];
}

/** Replay one operation on the state; throws when it does not fit (a journal that is not this file's). */
export const applyOp = (state: Record<string, unknown>, op: Op) => {
  if (!op || typeof op.c !== 'string') throw new Error('operation without a collection');
  if (op.drop) {
    delete state[op.c];
    return;
  }
  if ('set' in op) {
    state[op.c] = op.set;
    return;
  }
  const array = state[op.c];
  if (!Array.isArray(array)) throw new Error(`${op.c} is not a list`);
  if (Array.isArray(op.put)) {
    for (const [index, record] of op.put) {
      if (!Number.isInteger(index) || index < 0 || index >= array.length) throw new Error(`${op.c}[${index}] out of range`);
      array[index] = record;
    }
    return;
  }
  const { at, del, ins } = op;
  const fits = Number.isInteger(at) && Number.isInteger(del) && (at as number) >= 0 && (del as number) >= 0;
  if (!fits || !Array.isArray(ins) || (at as number) + (del as number) > array.length)
    throw new Error(`${op.c}: change out of range`);
  const tail = array.splice(at as number);
  for (const record of ins) array.push(record);
  for (let index = del as number; index < tail.length; index++) array.push(tail[index]);
};
