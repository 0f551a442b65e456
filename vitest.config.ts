import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longestFirst.js';
import { testWorkers } from './tests/support/testWorkers.js';

/**
 * Files that need a module graph of their own: a `vi.mock` factory (it must not reach, or miss, a
 * module another file already loaded), a browser-like environment, or globals stubbed in place.
 */
const ISOLATED = ['tests/unit/journalStore.test.ts', 'tests/unit/authProvider.test.ts', 'tests/unit/dinerSession.test.ts', 'tests/unit/orderBoard.test.ts', 'tests/unit/invoiceRequestCheck.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    maxWorkers: testWorkers(),
    sequence: { sequencer: LongestFirst },
    // the files that read the CABYS catalogue or deflate a large picture take a second alone, and beside
    // lint and the build on a busy shared machine more than vitest's 5 s: a timeout proves nothing
    testTimeout: 20000,
    projects: [
      // the rest load their modules once per worker, not once per file: importing was 22 of the stage's 25 s
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: ISOLATED } },
    ],
  },
});
