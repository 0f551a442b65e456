/**
 * A comparable picture of the mock API's stored data, one string per collection, for tests that
 * prove a refused request changed nothing. Volatile bookkeeping is left out: sessions' last
 * activity and sign-in failure counters move on every call by design. The two bulk collections
 * (100,000 transactions, 5,000 payments), which no write endpoint touches, are compared by length
 * and their first and last rows, so a picture costs a few milliseconds. Hacienda's answer to an
 * electronic receipt (status and message) arrives on a timer (mock-api/restaurant/receiptReception.ts),
 * whatever request is under way, so it is volatile too.
 */
const VOLATILE = new Set(['lastSeen', 'lastActivity', 'failedLogins', 'failedAttempts', 'failures', 'lockedUntil']);
// a document's e-mail is sent and retried on timers too (mock-api/restaurant/documentMail.ts)
const VOLATILE_IN: Record<string, Set<string>> = {
  electronicDocuments: new Set(['status', 'message', 'mailStatus']),
  documentMails: new Set(['status', 'attempts', 'sentAt']),
};
const BULK = new Set(['transactions', 'merchantPayments']);

/** Key order does not count: a record saved again with its fields in another order is the same data. */
const stable = (value: unknown, collection: string) =>
  JSON.stringify(value, (key, inner) => {
    if (VOLATILE.has(key) || VOLATILE_IN[collection]?.has(key)) return undefined;
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.keys(inner).sort().map((name) => [name, (inner as Record<string, unknown>)[name]]));
  });

export type StoreSnapshot = Record<string, string>;

/**
 * Past rows of collections that only grow (the seed's weeks of bills), as they were when a long
 * run of requests started: pictures then hold only the rows added since, and the past rows are
 * compared once, at the end (pastRowsChanged). A run of thousands of refused bodies (the write
 * fuzz) would otherwise copy the whole history for every one.
 */
export interface PastRows {
  lengths: Record<string, number>;
  text: Record<string, string>;
}
/**
 * The seed's past bills: weeks of orders, payments, tabs and the ledger's movements that the write
 * tests' requests never reach (they work on orders they place themselves), set aside with pastRowsOf.
 * The ledger was a fifth of each picture's cost.
 */
export const HISTORY = ['orders', 'payments', 'tabs', 'ledger'];

export const pastRowsOf = (state: object, collections: string[]): PastRows => {
  const live = state as Record<string, unknown>;
  const lists = collections.filter((key) => Array.isArray(live[key]));
  return {
    lengths: Object.fromEntries(lists.map((key) => [key, (live[key] as unknown[]).length])),
    text: Object.fromEntries(lists.map((key) => [key, JSON.stringify(live[key])])),
  };
};
/** The collections whose past rows differ from what they were (or were removed). */
export const pastRowsChanged = (state: object, past: PastRows): string[] =>
  Object.entries(past.lengths).filter(([key, length]) => {
    const now = (state as Record<string, unknown[]>)[key];
    if (!Array.isArray(now) || now.length < length) return true;
    const text = JSON.stringify(now.slice(0, length));
    return text !== past.text[key] && normalized(text, key) !== normalized(past.text[key], key);
  }).map(([key]) => key);

// Pictures are plain JSON (a few ms); only collections whose text differs are compared again
// without key order and volatile fields, which costs far more.
export const storeSnapshot = (state: object, past?: PastRows): StoreSnapshot =>
  Object.fromEntries(
    Object.entries(state).map(([key, value]) => {
      const settled = past?.lengths[key];
      if (settled !== undefined && Array.isArray(value)) return [key, JSON.stringify({ length: value.length, added: value.slice(settled) })];
      if (!BULK.has(key) || !Array.isArray(value)) return [key, JSON.stringify(value)];
      return [key, JSON.stringify({ length: value.length, first: value.slice(0, 50), last: value.slice(-50) })];
    }),
  );

const normalized = (text: string | undefined, collection: string) => (text === undefined ? undefined : stable(JSON.parse(text), collection));

/** A collection made on first use (e.g. qrPayments) holds the same as one not there yet. */
const absentOrEmpty = (text: string | undefined) => text === undefined || text === '[]';

/** The collections whose stored data differ between two pictures. */
export const changedCollections = (before: StoreSnapshot, after: StoreSnapshot): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) =>
      before[key] !== after[key] &&
      !(absentOrEmpty(before[key]) && absentOrEmpty(after[key])) &&
      normalized(before[key], key) !== normalized(after[key], key),
  );

/** For each collection whose past rows changed, its first changed row: which fields, before → now. */
export const pastRowChanges = (state: object, past: PastRows): string[] =>
  pastRowsChanged(state, past).map((collection) => {
    type Row = Record<string, unknown> | undefined;
    const before = JSON.parse(past.text[collection]) as Row[];
    const now = ((state as Record<string, unknown>)[collection] ?? []) as Row[];
    const row = before.findIndex((record, index) => JSON.stringify(record) !== JSON.stringify(now[index]));
    const fields = Object.keys({ ...before[row], ...now[row] }).filter((key) => JSON.stringify(before[row]?.[key]) !== JSON.stringify(now[row]?.[key]));
    const shown = (record: Row) => JSON.stringify(Object.fromEntries(fields.map((key) => [key, record?.[key]])));
    return `changed past row ${row} of ${collection}: ${shown(before[row])} → ${shown(now[row])}`;
  });
