import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { inject } from 'vitest';
import { copySeed } from '../../mock-api/seed/seedFiles';
import { startApi } from '../../mock-api/server';
import { freePort } from '../../scripts/freePort';

/**
 * `npm start` for a test: the dev server as vite.config.ts configures it, with the mock API
 * under /api over a copy of the seed kept where `npm start` keeps its data, in .data/ (a
 * folder of its own, removed on close), so a test can ask for a real data file and outbox.
 * Its own dependency cache, one per test worker (a dev server someone runs meanwhile keeps
 * node_modules/.vite, and two test files may start dev servers side by side)
 * and no file watching (files other people edit during the run must not reload the page).
 */
export const startDevServer = async () => {
  const dataDir = resolve('.data', `dev-server-test-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });
  const dataFile = join(dataDir, 'db.json');
  copySeed(inject('seedFile'), dataFile);
  const api = await startApi(0, dataFile, false);
  // vite.config.ts reads it when the server loads the config, just below
  process.env.API_PORT = String(api.port);
  const port = await freePort();
  const server = await createServer({
    // both apps' entries compiled with everything they import statically, from the start
    server: { port, strictPort: true, host: '127.0.0.1', watch: null, warmup: { clientFiles: ['./src/main.ts', './public-app/src/main.tsx'] } },
    cacheDir: `node_modules/.vite-dev-server-test-${process.env.VITEST_POOL_ID ?? 1}`,
    logLevel: 'warn',
    clearScreen: false,
  });
  await server.listen();
  // a cold dev server bundles the dependencies and compiles the admin's modules on its first page:
  // under a busy run that took past a test's 30 s wait for its first screen. Done here instead,
  // within the setup's time, so a test's waits measure its screens and not the first compile
  await server.warmupRequest('/src/main.ts');
  await server.warmupRequest('/public-app/src/main.tsx');
  await server.waitForRequestsIdle();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** The mock API itself, behind the dev server's /api. */
    apiUrl: `http://127.0.0.1:${api.port}`,
    dataFile,
    dataDir,
    /** Pages connected to the dev server for hot updates. */
    hmrConnections: () => server.ws.clients.size,
    /** Cut every page's hot-update connection, as a server restart would. */
    dropHmrConnections: () => {
      for (const client of server.ws.clients) client.socket.terminate();
    },
    close: async () => {
      await server.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export type DevServer = Awaited<ReturnType<typeof startDevServer>>;
