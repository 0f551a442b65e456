import { inject } from 'vitest';

/**
 * The browser tests' server for this worker (tests/support/e2eServer.ts starts one per worker):
 * VITEST_POOL_ID numbers the workers running side by side from 1, so two files never share one.
 */
export const testServerUrl = () => {
  const urls = inject('baseUrls');
  const pool = Number(process.env.VITEST_POOL_ID || 1);
  const url = urls[(pool - 1) % urls.length];
  if (!url) throw new Error('No browser test server: run the browser tests with vitest.e2e.config.ts');
  return url;
};
