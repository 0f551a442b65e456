import { defineConfig } from 'vitest/config';

// Real Chromium against the production build served with the mock API; one file at a time (2 cores).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/seedOnce.ts', 'tests/support/e2eServer.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
