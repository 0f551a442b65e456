import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { RELAXED_RATE_LIMITS } from '../../mock-api/auth/rateLimits';
import { startApi } from '../../mock-api/server';
import { freePort } from '../../scripts/freePort';
import { browserWorkers } from './testWorkers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One test server per worker: a file reads its own with testServerUrl() (tests/support/testServer.ts). */
    baseUrls: string[];
  }
}

/** The built app on one port with the mock API (over its own throw-away copy of the seed) under /api. */
const startServer = async (seedFile: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'portal-e2e-')), 'db.json');
  copyFileSync(seedFile, file);
  // every browser test signs in from this machine: the limits have an API test of their own
  const api = await startApi(0, file, false, { rateLimits: RELAXED_RATE_LIMITS });
  // vite.config.ts reads it when preview() loads the config, just below
  process.env.API_PORT = String(api.port);
  const port = await freePort();
  const server = await preview({ preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await api.close();
    },
  };
};

/**
 * The browser tests run against the production build served as `npm run preview` serves it.
 * Each worker gets a server of its own (one file at a time uses it, as with one worker before),
 * so files running side by side never share sessions, lock-outs or data.
 */
export default async function setup(project: TestProject) {
  const dist = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No production build in ${dist}: run \`npm run build\` before the browser tests.`);
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  // one after another: each preview() reads API_PORT when it loads vite.config.ts
  for (let worker = 0; worker < browserWorkers(); worker++) servers.push(await startServer(project.getProvidedContext().seedFile));
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
