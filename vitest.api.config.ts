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
    // the mock API's modules are loaded once per worker, not once per file (about 2 s of CPU each);
    // every file still starts an API of its own over its own copy of the seed
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // a wait is for the event, never a measure of speed: generous on a busy 2-core machine
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
