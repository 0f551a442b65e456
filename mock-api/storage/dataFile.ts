import fs from 'node:fs';
import path from 'node:path';
import type { DbState } from './records';

/**
 * The data file itself: read and checked at start, and written only whole and durably (a
 * temporary file, fsync, rename over the old one, fsync of the folder), so a crash leaves
 * either the old file or the new one, never half of one.
 *
 * Besides the state, the file records under `_journal.seq` the last journal entry it contains.
 */

const JOURNAL_KEY = '_journal';

/** Collections every data file has; a file without them is not one of ours. */
const REQUIRED_LISTS = ['groups', 'users', 'merchants', 'banks', 'countries'];

export type DataFileRead =
  | { kind: 'missing' }
  | { kind: 'damaged'; reason: string }
  | { kind: 'ok'; state: DbState; journalSeq: number };

export const readDataFile = (file: string): DataFileRead => {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'damaged', reason: `not valid JSON (${(error as Error).message}; ${text.length.toLocaleString('en-US')} characters)` };
  }
  const problem = shapeProblem(value);
  if (problem) return { kind: 'damaged', reason: problem };
  const state = value as Record<string, unknown>;
  const journalSeq = Number((state[JOURNAL_KEY] as { seq?: unknown } | undefined)?.seq ?? 0);
  delete state[JOURNAL_KEY];
  return { kind: 'ok', state: state as DbState, journalSeq: Number.isInteger(journalSeq) && journalSeq >= 0 ? journalSeq : 0 };
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const shapeProblem = (value: unknown): string | undefined => {
  if (!isObject(value)) return 'not a JSON object';
  if (!isObject(value.meta) || typeof value.meta.seedVersion !== 'number') return 'no meta.seedVersion';
  const missing = REQUIRED_LISTS.filter((name) => !Array.isArray(value[name]));
  if (missing.length > 0) return `no list of ${missing.join(', ')}`;
  return undefined;
};

/** Each collection of a state with its JSON, in order, for dataFileText. */
export const collectionsJson = (state: DbState): [string, string][] => Object.entries(state).map(([name, value]) => [name, JSON.stringify(value)]);

/** The data file's text from each collection's JSON, in order, plus the journal position. */
export const dataFileText = (journalSeq: number, collections: [string, string][]) =>
  `{${[`"${JOURNAL_KEY}":{"seq":${journalSeq}}`, ...collections.map(([name, json]) => `${JSON.stringify(name)}:${json}`)].join(',')}}`;

export const temporaryName = (file: string) => `${file}.tmp-${process.pid}`;

/** Write a file and fsync it before answering (a temporary file, to be renamed over the real one). */
export const writeSynced = async (file: string, data: string | Buffer) => {
  const handle = await fs.promises.open(file, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** Write the whole file durably (temporary file, fsync, rename, fsync of the folder). */
export const writeDataFile = async (file: string, text: string) => {
  const tmp = temporaryName(file);
  await writeSynced(tmp, text);
  await fs.promises.rename(tmp, file);
  await syncDirectory(file);
};

/** The same, blocking: at start (seeding), before anything is served. */
export const writeDataFileSync = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = temporaryName(file);
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  syncDirectorySync(file);
};

/** A rename or a new file is durable only once its folder is synced too. */
export const syncDirectory = async (file: string) => {
  const handle = await fs.promises.open(path.dirname(file), 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

export const syncDirectorySync = (file: string) => {
  const fd = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
};

/**
 * Keep a file aside under a name that says why and when (`db.json.damaged-2026-11-22T23-59-00Z`);
 * returns the new name.
 */
export const setAside = (file: string, why: string, now = new Date()): string => {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  let target = `${file}.${why}-${stamp}`;
  for (let copy = 2; fs.existsSync(target); copy++) target = `${file}.${why}-${stamp}-${copy}`;
  fs.renameSync(file, target);
  return target;
};
