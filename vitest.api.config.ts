import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longestFirst.js';
import { testWorkers } from './tests/support/testWorkers.js';

// Each file starts its own mock API on a free port over a throw-away copy of the seed, so files run side by side.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/seedOnce.ts'],
    maxWorkers: testWorkers(),
    sequence: { sequencer: LongestFirst },
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
