import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One owner per data file (docs/departures.md, one owner per data file): the mock API, `npm run seed`
 * and `npm run demo-links` take `db.json.lock` beside the data file before they read, seed or write
 * it. The lock file names its owner (pid, what it is, since when, and once the API answers its port
 * and a key to ask it with); it is created whole or not at all (written aside, then hard-linked to
 * its name, which fails when the name exists), mode 0600. A lock whose process is gone (a kill -9, a
 * power cut) is stale: the next process takes it over, so a crash never blocks the next start.
 *
 * Who waits and who is refused: a second API is refused at once, naming the API that owns the file;
 * `npm run seed` likewise (it would replace the file under a running API); a script's lock is short,
 * so an API or a script waits for it. `npm run demo-links` asks a running API instead (scripts/demoLinks.ts).
 */

export type OwnerRole = 'api' | 'seed' | 'demo-links';

export interface DataFileOwner {
  pid: number;
  host: string;
  role: OwnerRole;
  /** When it took the lock (ISO). */
  since: string;
  /** Tells this owner from another of the same process (an API per test worker, each on its own file). */
  id: string;
  /** The API's port, once it answers. */
  port?: number;
  /** The key a local script sends to ask the API for what only the data file's reader may know (demo links). */
  key?: string;
}

export const lockFileOf = (file: string) => `${file}.lock`;

const ROLE_NAMES: Record<OwnerRole, string> = {
  api: 'la API simulada',
  seed: '`npm run seed`',
  'demo-links': '`npm run demo-links`',
};

/** The owner as a person reads it: 'la API simulada (pid 4242, http://127.0.0.1:3000, desde …)'. */
export const describeOwner = (owner: DataFileOwner) =>
  `${ROLE_NAMES[owner.role]} (pid ${owner.pid}${owner.host !== hostname() ? ` en ${owner.host}` : ''}` +
  `${owner.port ? `, http://127.0.0.1:${owner.port}` : ''}, desde ${owner.since})`;

/** Refused: another process owns the data file. Its message names the file and the owner. */
export class DataFileBusyError extends Error {
  constructor(
    readonly file: string,
    readonly owner: DataFileOwner,
    waited = false,
  ) {
    super(
      `El archivo de datos ${file} ya lo usa ${describeOwner(owner)}${waited ? ', y no lo soltó a tiempo' : ''}. ` +
        (owner.role === 'api'
          ? 'Detenga esa API, o use otro archivo con MOCK_DB.'
          : `Espere a que termine, o si ese proceso ya no existe borre ${lockFileOf(file)}.`),
    );
  }
}

/** Who the lock beside a data file names; undefined without one. */
export const readOwner = (file: string): DataFileOwner | undefined => ownerIn(lockFileOf(file));

const ownerIn = (lock: string): DataFileOwner | undefined => {
  let text: string;
  try {
    text = fs.readFileSync(lock, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as DataFileOwner;
    if (Number.isInteger(owner?.pid) && typeof owner.role === 'string') return owner;
  } catch {
    // not ours, or damaged: treated as stale below
  }
  return { pid: 0, host: hostname(), role: 'api', since: '?', id: 'unreadable' };
};

/** Whether the owner's process still runs. On another host (a shared folder) it cannot be told: it counts as running. */
export const ownerAlive = (owner: DataFileOwner) => {
  if (owner.host !== hostname()) return true;
  if (owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live owner of a data file, if any (a stale lock is no owner). */
export const liveOwner = (file: string) => {
  const owner = readOwner(file);
  return owner && ownerAlive(owner) ? owner : undefined;
};

const writeAside = (lock: string, owner: DataFileOwner) => {
  const aside = `${lock}.${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, JSON.stringify(owner), { mode: 0o600 });
  return aside;
};

/**
 * Take over a stale lock: it is moved aside first, so of two processes breaking it at once only one
 * gets it; should what was moved turn out to be a live owner's (it took the lock in between), it
 * is put back.
 */
const breakStale = (lock: string, stale: DataFileOwner) => {
  const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = ownerIn(aside);
  if (moved && moved.id !== stale.id && ownerAlive(moved)) {
    try {
      fs.linkSync(aside, lock);
    } catch {
      // a third process took the lock meanwhile: it stands
    }
  }
  fs.rmSync(aside, { force: true });
};

const held = new Map<string, DataFileOwner>();
let releaseOnExit = false;

/** Whether the lock still names this owner. */
const ownedBy = (file: string, id: string) => readOwner(file)?.id === id;

/** Take the lock now, or answer who has it. A stale lock is taken over. */
export const tryTakeDataFile = (file: string, role: OwnerRole): { owner: DataFileOwner } | { busy: DataFileOwner } => {
  const lock = lockFileOf(file);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const owner: DataFileOwner = { pid: process.pid, host: hostname(), role, since: new Date().toISOString(), id: randomBytes(8).toString('hex') };
  for (let attempt = 0; attempt < 5; attempt++) {
    const aside = writeAside(lock, owner);
    try {
      fs.linkSync(aside, lock);
      held.set(file, owner);
      if (!releaseOnExit) {
        releaseOnExit = true;
        // whatever way the process ends short of a kill -9, it leaves no lock behind
        process.on('exit', () => {
          for (const [heldFile, heldOwner] of held) if (ownedBy(heldFile, heldOwner.id)) fs.rmSync(lockFileOf(heldFile), { force: true });
        });
      }
      return { owner };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(aside, { force: true });
    }
    const current = readOwner(file);
    if (!current) continue;
    if (ownerAlive(current)) return { busy: current };
    breakStale(lock, current);
  }
  const current = readOwner(file);
  if (current) return { busy: current };
  throw new Error(`could not take ${lock}`);
};

/** Between two looks at the lock file while waiting for its owner. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Take the data file for `role`. Another API owning it refuses at once (DataFileBusyError); a
 * script's lock (short) is waited for, up to `waitMs`.
 */
export const takeDataFile = async (file: string, role: OwnerRole, { waitMs = 120_000, everyMs = 100 } = {}) => {
  const started = Date.now();
  for (;;) {
    const taken = tryTakeDataFile(file, role);
    if ('owner' in taken) return dataFileHandle(file, taken.owner);
    if (taken.busy.role === 'api') throw new DataFileBusyError(file, taken.busy);
    if (Date.now() - started > waitMs) throw new DataFileBusyError(file, taken.busy, true);
    await pause(everyMs);
  }
};

/**
 * Wait while the data file's owner is a script, or an API still seeding (no port yet): the API
 * answering it, or no owner at all (undefined). For a reader that asks the API when there is one.
 */
export const settledOwner = async (file: string, { waitMs = 120_000, everyMs = 100 } = {}): Promise<DataFileOwner | undefined> => {
  const started = Date.now();
  for (;;) {
    const owner = liveOwner(file);
    if (!owner || (owner.role === 'api' && owner.port && owner.key)) return owner;
    if (Date.now() - started > waitMs) throw new DataFileBusyError(file, owner, true);
    await pause(everyMs);
  }
};

export type DataFileHandle = ReturnType<typeof dataFileHandle>;

const dataFileHandle = (file: string, owner: DataFileOwner) => ({
  owner,
  /** Add to what the lock says (the API's port and key once it answers): written aside, then renamed over it. */
  update(patch: Partial<Pick<DataFileOwner, 'port' | 'key'>>) {
    Object.assign(owner, patch);
    const lock = lockFileOf(file);
    const aside = writeAside(lock, owner);
    fs.renameSync(aside, lock);
  },
  /** Give the file up (only while the lock is still this owner's). */
  release() {
    if (held.get(file)?.id !== owner.id) return;
    held.delete(file);
    if (ownedBy(file, owner.id)) fs.rmSync(lockFileOf(file), { force: true });
  },
});
