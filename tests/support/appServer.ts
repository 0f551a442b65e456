import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { preview } from 'vite';
import { RELAXED_RATE_LIMITS } from '../../mock-api/auth/rateLimits';
import { copySeed } from '../../mock-api/seed/seedFiles';
import { startApi } from '../../mock-api/server';
import { freePort } from '../../scripts/freePort';

/**
 * The built app served as `npm run preview` serves it, on a port of its own, with the mock API
 * (over its own throw-away copy of the seed) under /api: one per browser-test worker
 * (tests/support/e2eServer.ts), or one for a file that changes what others rely on
 * (browserForFile({ ownServer: true }) in tests/support/browserSession.ts).
 */
export const startAppServer = async (seedFile: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'portal-e2e-')), 'db.json');
  copySeed(seedFile, file);
  // every browser test signs in from this machine: the limits have an API test of their own
  const api = await startApi(0, file, false, { rateLimits: RELAXED_RATE_LIMITS });
  // vite.config.ts reads it when preview() loads the config, just below (so servers start one at a time)
  process.env.API_PORT = String(api.port);
  const port = await freePort();
  const server = await preview({ preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await api.close();
      // the copy of the seed is 40 MB: a run leaving one per worker filled the disk
      rmSync(dirname(file), { recursive: true, force: true });
    },
  };
};
