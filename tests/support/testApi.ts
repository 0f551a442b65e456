import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../../mock-api/app';
import { RELAXED_RATE_LIMITS, type RateLimitSettings } from '../../mock-api/auth/rateLimits';
import { manualClock } from '../../mock-api/clock';
import { createOutbox } from '../../mock-api/outbox';
import { DEMO_PASSWORD } from '../../mock-api/seed/users';
import { createStore } from '../../mock-api/store';
import { seedCopy } from './seedCopies';

/** The seed's password of every demo user. */
export { DEMO_PASSWORD };

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/**
 * A mock API of its own for one test file: a throw-away copy of the seed, a free port, and a
 * clock the test moves. Requests go over real HTTP. Rate limits are relaxed unless a test asks
 * for others (all requests come from one address).
 */
export const startTestApi = async ({ rateLimits = RELAXED_RATE_LIMITS, smtpUrl = '' }: { rateLimits?: RateLimitSettings; smtpUrl?: string } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const file = join(dir, 'db.json');
  const store = createStore(file, { holding: seedCopy(inject('seedFile'), file) });
  const clock = manualClock(Date.now());
  const outbox = createOutbox(join(dir, 'outbox.log'), clock.now);
  // documents' e-mails go to the outbox unless a test names its own SMTP server (never the environment's)
  const app = createApp({ store, clock, outbox, rateLimits, smtpUrl });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  // the client (fetch) lets an idle connection go after 4 s: the server must never close one first, or a call
  // reusing it after a long synchronous step of the test (the document's validation) is reset
  server.keepAliveTimeout = 60_000;
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call = async <T = any>(
    method: string,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<CallResult<T>> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };

  /** Sign in and return the bearer token. */
  const login = async (user: string, password = DEMO_PASSWORD) => {
    const result = await call('POST', '/auth/login', { body: { user, password, retry: 0 } });
    if (result.status !== 200) throw new Error(`login ${user} failed: ${result.status} ${result.text}`);
    return result.body.token as string;
  };

  return {
    url,
    store,
    clock,
    outboxFile: join(dir, 'outbox.log'),
    call,
    login,
    // the copy of the seed is 40 MB: a run leaving one per file filled the disk
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

export const DEMO = {
  admin: 'admin@demo.cr',
  operator: 'operador@demo.cr',
  backoffice: 'backoffice@demo.cr',
  merchant: 'comercio@demo.cr',
  merchant2: 'comercio2@demo.cr',
  temporary: 'temporal@demo.cr',
} as const;

/**
 * The mock API of one test file: started before its tests and closed after them (the handle is
 * filled in by beforeAll, so read it inside tests and hooks).
 */
export const apiForFile = (options?: Parameters<typeof startTestApi>[0]) => {
  const handle = {} as TestApi;
  beforeAll(async () => {
    Object.assign(handle, await startTestApi(options));
  });
  afterAll(() => handle.close());
  return handle;
};

/**
 * Bearer tokens of the file's users, signed in once before its tests (after apiForFile's start):
 * `const token = signedIn(api, { admin: DEMO.admin })`, then `{ token: token.admin }`.
 */
export const signedIn = <K extends string>(api: TestApi, users: Record<K, string>) => {
  const tokens = {} as Record<K, string>;
  beforeAll(async () => {
    // one after another, in the order given, as the files signed in before
    for (const [name, user] of Object.entries(users) as [K, string][]) tokens[name] = await api.login(user);
  });
  return tokens;
};

/**
 * Before the file's tests, staff of each restaurant close every tab the seed left open (today's
 * seeded rounds still owed sit on their table's open tab, mock-api/seed/bills.ts), so each test
 * orders at a free table. Their orders stay owed, as a tab closed unpaid leaves them.
 */
export const freeSeededTables = (api: TestApi, staffTokens: () => string[]) => {
  beforeAll(async () => {
    const tabs = (api.store.state() as { tabs?: { tableId: number; closedAt: string | null }[] }).tabs ?? [];
    for (const tableId of new Set(tabs.filter((tab) => tab.closedAt === null).map((tab) => tab.tableId))) {
      const answers = [];
      for (const token of staffTokens()) answers.push((await api.call('PUT', `/orders/tables/${tableId}/close`, { token })).status);
      // another restaurant's table is 404 to this one's staff (and a restaurant none of them works at, to all)
      if (answers.some((status) => status !== 200 && status !== 404)) throw new Error(`table ${tableId} stayed open: ${answers.join(', ')}`);
    }
  });
};
