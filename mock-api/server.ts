import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createApp } from './app';
import type { RateLimitSettings } from './auth/rateLimits';
import { orderEventHub } from './restaurant/orderEvents';
import { temporaryName } from './storage/dataFile';
import { takeDataFile } from './storage/dataFileOwner';
import { journalFileOf } from './storage/startup';
import { createStore, DEFAULT_DB } from './store';

/**
 * A clean stop (SIGTERM, SIGINT) ends the process within this many milliseconds: connections still
 * busy after CUT_CONNECTIONS_MS are cut, and the process exits by EXIT_BY_MS whatever it still waits
 * for, leaving the rest of the bound to a machine too busy to run it on time. It does not fold the
 * journal into the data file: building a whole data file (40 MB) blocks for a second or more on a
 * busy machine; every acknowledged write is in the journal already, the next start replays it, and
 * it is folded once it grows (mock-api/store.ts).
 */
export const STOP_WITHIN_MS = 2000;
const CUT_CONNECTIONS_MS = 500;
const EXIT_BY_MS = 1200;

/**
 * Start the mock API on a port (0 picks a free one); used by `npm run api`, `npm start` and the tests.
 * It owns its data file first (mock-api/storage/dataFileOwner.ts): a second API on the same file is
 * refused with a DataFileBusyError naming the first, before anything is read or seeded.
 */
export const startApi = async (port: number, file: string = process.env.MOCK_DB || DEFAULT_DB, log = true, { rateLimits }: { rateLimits?: RateLimitSettings } = {}) => {
  const owned = await takeDataFile(file, 'api');
  let store;
  try {
    store = createStore(file);
  } catch (error) {
    owned.release();
    throw error;
  }
  const ownerKey = randomBytes(24).toString('base64url');
  const app = createApp({ store, log, rateLimits, ownerKey });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', (error) => {
      owned.release();
      reject(error);
    });
  });
  // Node closes a kept-alive connection after 5 s idle; a client that sends its next request on it at
  // that moment (a proxy, a phone on a slow network, a test process short of CPU) gets the socket closed
  // with no answer, and a POST is not sent again. Idle connections are kept longer than common
  // proxies' 60 s, so the client is the one that closes them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // from here a reader of the data file (npm run demo-links) asks this API
  owned.update({ port: actualPort, key: ownerKey });

  let closing: Promise<void> | undefined;
  return {
    port: actualPort,
    store,
    /**
     * Stop accepting, tell open streams the server is closing, let the requests under way (and so
     * their writes) finish, cut what is still connected after CUT_CONNECTIONS_MS, wait until every
     * write is in the journal on disk, fold the journal into the data file unless `fold` is false
     * (a stop on a signal) and give the file up.
     */
    close: ({ fold = true }: { fold?: boolean } = {}) =>
      (closing ??= (async () => {
        // stops accepting; connections idle on keep-alive are closed now, the busy ones below
        const closed = new Promise((resolve) => server.close(resolve));
        orderEventHub(store).closeStreams();
        const idle = setInterval(() => server.closeIdleConnections(), 20);
        const cut = setTimeout(() => server.closeAllConnections(), CUT_CONNECTIONS_MS);
        try {
          await closed;
        } finally {
          clearInterval(idle);
          clearTimeout(cut);
        }
        await (fold ? store.flush() : store.settle());
        owned.release();
      })()),
  };
};

/**
 * SIGTERM and SIGINT stop cleanly (`stop`), and the process exits within STOP_WITHIN_MS whatever
 * `stop` still waits for: a fold of the journal under way (it had grown) cut short leaves the data
 * file and the journal as they were (its temporary file goes), so nothing acknowledged is lost. A
 * second signal exits at once.
 */
export const exitOnStopSignals = (stop: () => Promise<unknown>, dataFile: string) => {
  const leftovers = [temporaryName(dataFile), `${journalFileOf(dataFile)}.tmp`];
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => {
      for (const leftover of leftovers) rmSync(leftover, { force: true });
      console.warn('[mock-api] detenida antes de terminar de integrar el diario en el archivo de datos; el próximo arranque lo aplica.');
      process.exit(0);
    }, EXIT_BY_MS);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[mock-api] no se pudo detener limpiamente:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
};

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const port = Number(process.env.API_PORT || 3000);
  startApi(port).then(
    (api) => {
      console.log(`API simulada en http://127.0.0.1:${api.port} (datos: ${api.store.file})`);
      exitOnStopSignals(() => api.close({ fold: false }), api.store.file);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
