import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { RELAXED_RATE_LIMITS } from '../../mock-api/auth/rateLimits';
import { startApi } from '../../mock-api/server';
import { freePort } from '../../scripts/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The browser tests run against the production build served as `npm run preview` serves it:
 * the built app on one port with the mock API (over a throw-away copy of the seed) under /api.
 */
export default async function setup(project: TestProject) {
  const dist = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No production build in ${dist}: run \`npm run build\` before the browser tests.`);
  const file = join(mkdtempSync(join(tmpdir(), 'portal-e2e-')), 'db.json');
  copyFileSync(project.getProvidedContext().seedFile, file);
  // every browser test signs in from this machine: the limits have an API test of their own
  const api = await startApi(0, file, false, { rateLimits: RELAXED_RATE_LIMITS });
  process.env.API_PORT = String(api.port);
  const port = await freePort();
  const server = await preview({ preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await api.close();
  };
}
