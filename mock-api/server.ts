import type { Server } from 'node:http';
import { createApp } from './app';
import type { RateLimitSettings } from './auth/rateLimits';
import { orderEventHub } from './restaurant/orderEvents';
import { createStore } from './store';

/** Start the mock API on a port (0 picks a free one); used by `npm run api`, `npm start` and the tests. */
export const startApi = async (port: number, file?: string, log = true, { rateLimits }: { rateLimits?: RateLimitSettings } = {}) => {
  const store = createStore(file);
  const app = createApp({ store, log, rateLimits });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  // Node closes a kept-alive connection after 5 s idle; a client that sends its next request on it at
  // that moment (a proxy, a phone on a slow network, a test process short of CPU) gets the socket closed
  // with no answer, and a POST is not sent again. Idle connections are kept longer than common
  // proxies' 60 s, so the client is the one that closes them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    store,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      // open order boards' event streams would keep the server waiting forever
      orderEventHub(store).closeStreams();
      await closed;
      await store.flush();
    },
  };
};

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const port = Number(process.env.API_PORT || 3000);
  startApi(port).then((api) => {
    console.log(`API simulada en http://127.0.0.1:${api.port} (datos: ${api.store.file})`);
    // every acknowledged write is already in the journal; closing folds it into the data file
    const stop = () =>
      api.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
