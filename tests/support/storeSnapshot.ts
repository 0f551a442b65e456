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
const VOLATILE_IN: Record<string, Set<string>> = { electronicDocuments: new Set(['status', 'message']) };
const BULK = new Set(['transactions', 'merchantPayments']);

/** Key order does not count: a record saved again with its fields in another order is the same data. */
const stable = (value: unknown, collection: string) =>
  JSON.stringify(value, (key, inner) => {
    if (VOLATILE.has(key) || VOLATILE_IN[collection]?.has(key)) return undefined;
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.keys(inner).sort().map((name) => [name, (inner as Record<string, unknown>)[name]]));
  });

export type StoreSnapshot = Record<string, string>;

// Pictures are plain JSON (a few ms); only collections whose text differs are compared again
// without key order and volatile fields, which costs far more.
export const storeSnapshot = (state: object): StoreSnapshot =>
  Object.fromEntries(
    Object.entries(state).map(([key, value]) => {
      if (!BULK.has(key) || !Array.isArray(value)) return [key, JSON.stringify(value)];
      return [key, JSON.stringify({ length: value.length, first: value.slice(0, 50), last: value.slice(-50) })];
    }),
  );

const normalized = (text: string | undefined, collection: string) => (text === undefined ? undefined : stable(JSON.parse(text), collection));

/** The collections whose stored data differ between two pictures. */
export const changedCollections = (before: StoreSnapshot, after: StoreSnapshot): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => before[key] !== after[key] && normalized(before[key], key) !== normalized(after[key], key),
  );
