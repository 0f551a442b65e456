import { existsSync } from 'node:fs';
import path from 'node:path';
import jsonServer from 'json-server';
import type { DbState } from './storage/records';
import { type Baseline, baselineJson, baselineOf, diffCollection, restoreValue } from './storage/collectionDiff';
import { dataFileText, writeDataFile } from './storage/dataFile';
import { awaitedByRequest, NotDurableError } from './storage/durableScope';
import { encodeEntry, Journal } from './storage/journal';
import { journalFileOf, openData } from './storage/startup';

// .data/ at the project root: git-ignored, and no server hands it out (serving/servedPaths.ts refuses dot-folders)
export const DEFAULT_DB = path.resolve(import.meta.dirname, '..', '.data', 'db.json');

/**
 * The mock API's storage: json-server's lowdb (lodash-chained) over the state read from the
 * MOCK_DB file. json-server's router is built only for its db and never mounted, so its own
 * REST routes stay unreachable.
 *
 * Durability: every save is appended to a journal beside the data file (`db.json.journal`) and
 * fsynced before the request that made it is answered; saves that arrive while one fsync is
 * under way share the next one (group commit). The journal carries only what changed (see
 * storage/collectionDiff.ts), so a write beside 100,000 transactions stays small. At start the
 * journal is replayed on top of the data file; once it grows past `compactAfterBytes`, and on
 * flush(), it is folded into a new data file written whole and renamed over the old one.
 */
export interface Store {
  db: ReturnType<typeof jsonServer.router>['db'];
  state(): DbState;
  /**
   * Make a change durable: name the collections the caller changed in `state()` (every one when
   * none are named). Returns at once; the answer of the request that saved (route() in
   * mock-api/http.ts) waits until the change is on disk. When it cannot be written, the change
   * is undone in memory and that request is answered 503.
   */
  save(...collections: string[]): void;
  /** Wait for every save so far, then fold the journal into the data file (shutdown, tests). */
  flush(): Promise<void>;
  /**
   * Wait for every save so far to be in the journal on disk, without folding it (a stop on a signal:
   * building a whole data file could outlast its bound, mock-api/server.ts).
   */
  settle(): Promise<void>;
  file: string;
}

export interface StoreOptions {
  /** Fold the journal into the data file once it holds this many bytes (default 8 MB). */
  compactAfterBytes?: number;
  /**
   * What the data file holds, when the caller has just written it and has no journal beside it
   * (a test's copy of the seed, tests/support/seedCopies.ts): taken as the state instead of
   * reading and parsing 40 MB again.
   */
  holding?: DbState;
}

/** The state of a data file with its journal replayed, seeding it first when there is none. */
export const loadOrSeed = (file: string): DbState => openData(file).state;

interface Batch {
  collections: Set<string>;
  done: Promise<void>;
  settled: boolean;
  resolve(): void;
  reject(error: Error): void;
}

const newBatch = (): Batch => {
  const batch = { collections: new Set<string>(), settled: false } as Batch;
  batch.done = new Promise<void>((resolve, reject) => {
    batch.resolve = () => {
      batch.settled = true;
      resolve();
    };
    batch.reject = (error) => {
      batch.settled = true;
      reject(error);
    };
  });
  // nobody may be waiting (a save outside a request): a failure is logged, not thrown
  batch.done.catch(() => undefined);
  return batch;
};

const noop = () => undefined;

/**
 * Open the store on a data file. A number as second argument (the former save delay, still
 * passed by some callers) is ignored: every save is now durable before it is answered.
 */
export const createStore = (file: string = process.env.MOCK_DB || DEFAULT_DB, options: StoreOptions | number = {}): Store => {
  const { compactAfterBytes = 8e6, holding } = typeof options === 'number' ? {} : options;
  if (holding && existsSync(journalFileOf(file))) throw new Error(`${file} has a journal: its state is not only what the caller wrote`);
  const opened = holding ? { state: holding, journalSeq: 0, journalBytes: 0, notices: [] } : openData(file);
  for (const notice of opened.notices) console.warn(`[mock-api] ${notice}`);
  const router = jsonServer.router(opened.state as unknown as object);
  const db = router.db;
  const live = () => db.getState() as Record<string, unknown>;

  /** Per collection, what is durable (journal or data file). */
  const baselines = new Map<string, Baseline>(Object.entries(live()).map(([name, value]) => [name, baselineOf(value)]));
  const baselineFor = (name: string): Baseline => baselines.get(name) ?? { kind: 'absent' };
  const journal = Journal.open(journalFileOf(file), opened.journalBytes);
  /** The last journal entry written, and the last one the data file on disk holds. */
  let seq = opened.journalSeq;
  let dataSeq = opened.journalSeq;
  /** Set once the journal can no longer be trusted: every later save fails until a restart. */
  let broken: Error | undefined;

  // journal operations run one at a time, in order
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => T | Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.then(noop, noop);
    return run;
  };

  /** The batch still taking saves; it closes when its commit starts. */
  let open: Batch | undefined;

  /** Put the durable value back (the change could not be saved). */
  const rollBack = (names: Iterable<string>) => {
    for (const name of names) {
      const restored = restoreValue(baselineFor(name));
      if (!restored) {
        broken ??= new Error(`${name} could not be restored`);
        continue;
      }
      if (restored.value === undefined) delete live()[name];
      else live()[name] = restored.value;
    }
  };

  const commit = async (batch: Batch) => {
    if (open === batch) open = undefined;
    if (batch.settled) return;
    let changes: { name: string; op?: string; next: Baseline }[];
    try {
      if (broken) throw broken;
      changes = [...batch.collections].map((name) => ({ name, ...diffCollection(name, baselineFor(name), live()[name]) }));
      const ops = changes.flatMap(({ op }) => (op ? [op] : []));
      if (ops.length > 0) {
        await journal.append(encodeEntry(seq + 1, ops));
        seq += 1;
      }
    } catch (error) {
      fail(batch, error as Error);
      return;
    }
    for (const { name, next } of changes) baselines.set(name, next);
    batch.resolve();
    if (journal.size >= compactAfterBytes) compact().catch(noop);
  };

  const fail = (batch: Batch, error: Error) => {
    console.error('[mock-api] a change could not be saved and was undone:', error.message);
    if (journal.unusable) broken ??= error;
    // every change not yet durable goes: this batch's and those waiting for the next commit
    const waiting = open;
    open = undefined;
    rollBack(new Set([...batch.collections, ...(waiting?.collections ?? [])]));
    batch.reject(new NotDurableError(error.message));
    waiting?.reject(new NotDurableError(error.message));
  };

  const save = (...collections: string[]) => {
    const names = collections.length > 0 ? collections : [...new Set([...baselines.keys(), ...Object.keys(live())])];
    if (broken) {
      rollBack(names);
      const refused = Promise.reject(new NotDurableError(broken.message));
      refused.catch(noop);
      awaitedByRequest(refused);
      return;
    }
    if (!open) {
      const batch = newBatch();
      open = batch;
      void exclusive(() => commit(batch));
    }
    for (const name of names) open.collections.add(name);
    awaitedByRequest(open.done);
  };

  let compacting: Promise<void> | undefined;
  /** Write the durable state as a new data file, then drop the journal entries it holds. */
  const compact = (): Promise<void> =>
    (compacting ??= (async () => {
      const snapshot = await exclusive(() => {
        if (seq === dataSeq) return { seq, offset: journal.size, text: undefined };
        const parts: [string, string][] = [];
        for (const [name, base] of baselines) {
          const json = baselineJson(base, live()[name]);
          if (json === undefined) continue;
          parts.push([name, json]);
          // a large collection's JSON is kept once built: it changes only through save()
          if (base.kind === 'whole' && base.json === undefined) baselines.set(name, { kind: 'whole', json });
        }
        return { seq, offset: journal.size, text: dataFileText(seq, parts) };
      });
      if (snapshot.text !== undefined) {
        await writeDataFile(file, snapshot.text);
        dataSeq = snapshot.seq;
      }
      if (snapshot.offset > 0) {
        await exclusive(() => journal.dropBefore(snapshot.offset)).catch((error: Error) => {
          if (journal.unusable) broken ??= error;
          throw error;
        });
      }
    })()
      .catch((error: Error) => {
        console.error('[mock-api] could not fold the journal into the data file (the journal keeps every change):', error.message);
        throw error;
      })
      .finally(() => {
        compacting = undefined;
      }));

  return {
    db,
    file,
    state: () => live() as DbState,
    save,
    settle: () => exclusive(noop),
    flush: async () => {
      await exclusive(noop);
      await compacting?.catch(noop);
      await compact();
    },
  };
};
