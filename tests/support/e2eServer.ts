import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './appServer';
import { browserWorkers } from './testWorkers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One test server per worker: a file reads its own with testServerUrl() (tests/support/testServer.ts). */
    baseUrls: string[];
  }
}

/**
 * The browser tests run against the production build served as `npm run preview` serves it.
 * Each worker gets a server of its own (one file at a time uses it, as with one worker before),
 * so files running side by side never share sessions, lock-outs or data.
 */
export default async function setup(project: TestProject) {
  const dist = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No production build in ${dist}: run \`npm run build\` before the browser tests.`);
  const servers: Awaited<ReturnType<typeof startAppServer>>[] = [];
  // one after another: each preview() reads API_PORT when it loads vite.config.ts
  for (let worker = 0; worker < browserWorkers(); worker++) servers.push(await startAppServer(project.getProvidedContext().seedFile));
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
