import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longestFirst.js';
import { testWorkers } from './tests/support/testWorkers.js';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    maxWorkers: testWorkers(),
    sequence: { sequencer: LongestFirst },
    // the files that read the CABYS catalogue or deflate a large picture take a second alone, and beside
    // lint and the build on a busy shared machine more than vitest's 5 s: a timeout proves nothing
    testTimeout: 20000,
  },
});
