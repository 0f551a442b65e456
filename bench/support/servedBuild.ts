import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RateLimitSettings } from '../../mock-api/auth/rateLimits';
import { startApi } from '../../mock-api/server';
import { buildSeed } from '../../mock-api/seed';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The production build in DIST_DIR when it holds one, else a fresh build in a temporary folder. */
export const productionBuild = async () => {
  let dist = process.env.DIST_DIR ?? '';
  if (!dist || !existsSync(join(dist, 'index.html'))) {
    dist = mkdtempSync(join(tmpdir(), 'portal-bench-dist-'));
    process.env.DIST_DIR = dist;
    const { build } = await import('vite');
    await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  }
  process.env.DIST_DIR = resolve(dist);
  return dist;
};

/**
 * A build served as `npm run preview` serves it: the mock API over a fresh seed and the preview
 * server proxying /api to it, both on free ports.
 */
export const serveBuild = async (dist: string, { rateLimits }: { rateLimits?: RateLimitSettings } = {}) => {
  const dbFile = join(mkdtempSync(join(tmpdir(), 'portal-bench-')), 'db.json');
  writeFileSync(dbFile, JSON.stringify(buildSeed()));
  const api = await startApi(0, dbFile, false, { rateLimits });
  process.env.API_PORT = String(api.port);
  const { preview } = await import('vite');
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir: dist }, logLevel: 'warn' });
  const address = (server.httpServer as Server).address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    apiUrl: `http://127.0.0.1:${api.port}`,
    close: async () => {
      await new Promise<void>((done) => server.httpServer.close(() => done()));
      await api.close();
    },
  };
};
