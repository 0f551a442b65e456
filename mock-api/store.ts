import fs from 'node:fs';
import path from 'node:path';
import jsonServer from 'json-server';
import { buildSeed, SEED_VERSION } from './seed';
import type { DbState } from './seed/types';

export const DEFAULT_DB = path.resolve(import.meta.dirname, 'data', 'db.json');

/**
 * The mock API's storage: json-server's lowdb (lodash-chained) over the state read from the
 * MOCK_DB file. json-server's router is built only for its db and never mounted, so its own
 * REST routes stay unreachable. Writes are saved back to the file after a short pause,
 * off the request path, so a large file does not slow every write down.
 */
export interface Store {
  db: ReturnType<typeof jsonServer.router>['db'];
  state(): DbState;
  /**
   * Ask for the state to be written to disk soon. Name the collections a write changed: the
   * others are written from their cached JSON, so a write beside 100,000 stored transactions
   * does not serialise them again. Without names, everything is serialised.
   */
  save(...collections: string[]): void;
  /** Write now (shutdown, tests). */
  flush(): Promise<void>;
  file: string;
}

export const loadOrSeed = (file: string): DbState => {
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
    if (stored.meta?.seedVersion === SEED_VERSION) return stored;
    // written by an older seed: keep it aside and start from the current one
    fs.renameSync(file, `${file}.old`);
    console.warn(`[mock-api] ${file} came from an older seed; it was moved to ${file}.old and the data rebuilt.`);
  }
  const state = buildSeed();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(state));
  return state;
};

export const createStore = (file: string = process.env.MOCK_DB || DEFAULT_DB, saveDelayMs = 300): Store => {
  const router = jsonServer.router(loadOrSeed(file) as unknown as object);
  const db = router.db;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const cache = new Map<string, string>();
  let allDirty = true;

  const serialise = () => {
    const state = db.getState() as Record<string, unknown>;
    if (allDirty) cache.clear();
    allDirty = false;
    const parts = Object.keys(state).map((key) => {
      let json = cache.get(key);
      if (json === undefined) {
        json = JSON.stringify(state[key]);
        cache.set(key, json);
      }
      return `${JSON.stringify(key)}:${json}`;
    });
    return `{${parts.join(',')}}`;
  };

  const write = () => {
    timer = undefined;
    const text = serialise();
    const tmp = `${file}.tmp`;
    writing = writing
      .then(() => fs.promises.writeFile(tmp, text))
      .then(() => fs.promises.rename(tmp, file))
      .catch((error: Error) => console.error('[mock-api] could not save data:', error.message));
    return writing;
  };

  return {
    db,
    file,
    state: () => db.getState() as DbState,
    save: (...collections: string[]) => {
      if (collections.length === 0) allDirty = true;
      for (const collection of collections) cache.delete(collection);
      if (!timer) timer = setTimeout(write, saveDelayMs);
    },
    flush: () => {
      if (timer) clearTimeout(timer);
      return write();
    },
  };
};
