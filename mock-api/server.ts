import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { createApp } from './app';
import type { RateLimitSettings } from './auth/rateLimits';
import { orderEventHub } from './restaurant/orderEvents';
import { takeDataFile } from './storage/dataFileOwner';
import { createStore, DEFAULT_DB } from './store';

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

  return {
    port: actualPort,
    store,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      // open order boards' event streams would keep the server waiting forever
      orderEventHub(store).closeStreams();
      await closed;
      await store.flush();
      owned.release();
    },
  };
};

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const port = Number(process.env.API_PORT || 3000);
  startApi(port).then(
    (api) => {
      console.log(`API simulada en http://127.0.0.1:${api.port} (datos: ${api.store.file})`);
      // every acknowledged write is already in the journal; closing folds it into the data file
      const stop = () =>
        api.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
