import { copySeed } from '../../mock-api/seed/seedFiles';
import { readDataFile } from '../../mock-api/storage/dataFile';
import type { DbState } from '../../mock-api/storage/records';

/**
 * The seed's collections no route writes: 100,000 card transactions and 5,000 merchant payments,
 * nine tenths of its 40 MB (mock-api/reports/qrPaymentRows.ts says why routes leave them alone).
 */
const BULK = new Set(['transactions', 'merchantPayments']);

/** The seed as read once per test worker (vitest keeps modules between files: isolate is off). */
const parsed = new Map<string, DbState>();

const seedState = (seedFile: string): DbState => {
  const known = parsed.get(seedFile);
  if (known) return known;
  const read = readDataFile(seedFile);
  if (read.kind !== 'ok') throw new Error(`The test seed ${seedFile} cannot be read (${read.kind})`);
  // shared by every copy this worker makes: a change to one would reach the next file's API,
  // so a write to a row throws instead (a test adds or removes rows of its own array)
  for (const name of BULK) for (const row of (read.state[name as keyof DbState] ?? []) as object[]) Object.freeze(row);
  parsed.set(seedFile, read.state);
  return read.state;
};

/**
 * A throw-away copy of the seed at `to`, and the state it holds, for createStore's `holding`: each
 * copy's collections are its own, except the rows of the bulk collections, which copies share
 * (each in an array of its own). An API started this way skips reading and parsing the whole file:
 * about half a second of CPU for each of the sixty-odd API test files.
 */
export const seedCopy = (seedFile: string, to: string): DbState => {
  copySeed(seedFile, to);
  const seed = seedState(seedFile);
  return Object.fromEntries(
    Object.entries(seed).map(([name, value]) => [name, BULK.has(name) && Array.isArray(value) ? value.slice() : structuredClone(value)]),
  ) as DbState;
};
