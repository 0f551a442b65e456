import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longestFirst.js';
import { browserWorkers } from './tests/support/testWorkers.js';

// Real Chromium against the production build served with the mock API: files side by side, each
// worker with a server of its own (tests/support/e2eServer.ts), one file at a time per server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/seedOnce.ts', 'tests/support/e2eServer.ts'],
    maxWorkers: browserWorkers(),
    // modules (and the worker's Chromium: tests/support/browserSession.ts) are kept from one file to the next
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // four files side by side on a shared 2-core machine, maybe busy with other work: a screen may take
    // seconds to settle. A wait is for the event, never a measure of speed (`npm run bench -- livePush`)
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
