import { randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, TEMPORARY_SESSION_MS } from '../../src/domain/sessionLimits';
import type { DbState } from '../storage/records';
import type { Store } from '../store';

/** One signed-in browser: kept in the store so a restart of the mock API signs nobody out. */
export interface SessionRecord {
  id: string;
  userId: number;
  /** Opened with a temporary password: it only serves to change it. */
  temporary: boolean;
  createdAt: number;
  /** Last authenticated call; up to PERSIST_EVERY_MS newer in memory than on disk. */
  lastSeen: number;
}

/**
 * Activity is recorded in memory on every call but written only when the stored value is this
 * old, so browsing does not turn every request into a disk write. After a restart a session may
 * therefore end up to this much early — never late.
 */
export const PERSIST_EVERY_MS = 60 * 1000;

const COLLECTION = 'sessions';

type Saved = ReturnType<Store['save']> | undefined;

export const absoluteEnd = (session: SessionRecord) =>
  session.createdAt + (session.temporary ? TEMPORARY_SESSION_MS : SESSION_ABSOLUTE_MS);

export const isAlive = (session: SessionRecord, now: number) =>
  now < absoluteEnd(session) && now - session.lastSeen < SESSION_IDLE_MS;

const createRegistry = (store: Store) => {
  /** lastSeen as last handed to the store, per session. */
  const written = new Map<string, number>();
  /** Told the ids of sessions as they are removed (the order streams close theirs). */
  const endListeners: ((sessionIds: string[]) => void)[] = [];
  const ended = (sessions: SessionRecord[]) => {
    if (!sessions.length) return;
    const ids = sessions.map((session) => session.id);
    for (const listener of endListeners) listener(ids);
  };

  const all = (): SessionRecord[] => {
    const state = store.state() as DbState & { sessions?: SessionRecord[] };
    // data files written before sessions were kept have none
    state.sessions ??= [];
    return state.sessions;
  };

  /** Returns the store's answer to the write, so a caller can wait for it where the store makes it durable. */
  const remove = (keep: (session: SessionRecord) => boolean): Saved => {
    const sessions = all();
    const kept = sessions.filter(keep);
    if (kept.length === sessions.length) return undefined;
    const removed = sessions.filter((session) => !keep(session));
    sessions.splice(0, sessions.length, ...kept);
    for (const id of written.keys()) if (!kept.some((session) => session.id === id)) written.delete(id);
    const saved = store.save(COLLECTION);
    ended(removed);
    return saved;
  };

  return {
    open(userId: number, temporary: boolean, now: number): SessionRecord {
      const session: SessionRecord = { id: randomBytes(16).toString('base64url'), userId, temporary, createdAt: now, lastSeen: now };
      const sessions = all();
      // sessions that ended on their own are dropped here, so the collection does not grow forever
      const live = sessions.filter((candidate) => isAlive(candidate, now));
      const over = sessions.filter((candidate) => !isAlive(candidate, now));
      sessions.splice(0, sessions.length, ...live, session);
      ended(over);
      written.set(session.id, now);
      store.save(COLLECTION);
      return session;
    },

    /** The live session with this id, or undefined (unknown, revoked, idle too long, past its end). */
    find(id: string, now: number): SessionRecord | undefined {
      const session = all().find((candidate) => candidate.id === id);
      return session && isAlive(session, now) ? session : undefined;
    },

    /** An authenticated call: the idle clock starts again. */
    touch(session: SessionRecord, now: number) {
      session.lastSeen = now;
      if (now - (written.get(session.id) ?? 0) >= PERSIST_EVERY_MS) {
        written.set(session.id, now);
        store.save(COLLECTION);
      }
    },

    /** Call `listener` with the ids of the sessions removed from now on. */
    onEnd(listener: (sessionIds: string[]) => void) {
      endListeners.push(listener);
    },

    revoke(id: string): Saved {
      return remove((session) => session.id !== id);
    },

    /** Every session of a user (a password change, a suspended merchant). */
    revokeUser(userId: number): Saved {
      return remove((session) => session.userId !== userId);
    },
  };
};

export type SessionRegistry = ReturnType<typeof createRegistry>;

const registries = new WeakMap<Store, SessionRegistry>();

/** The one registry of a store, shared by the authentication middleware and the /auth routes. */
export const sessionRegistry = (store: Store): SessionRegistry => {
  let registry = registries.get(store);
  if (!registry) {
    registry = createRegistry(store);
    registries.set(store, registry);
  }
  return registry;
};
