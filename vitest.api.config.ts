import { defineConfig } from 'vitest/config';

// Each file starts its own mock API on a free port over a throw-away copy of the seed.
export default defineConfig({
  test: { include: ['tests/api/**/*.test.ts'], environment: 'node', globalSetup: ['tests/support/seedOnce.ts'], testTimeout: 20000, hookTimeout: 60000 },
});
