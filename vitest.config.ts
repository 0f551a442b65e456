import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longestFirst.js';
import { testWorkers } from './tests/support/testWorkers.js';

export default defineConfig({
  plugins: [react()],
  test: { include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', maxWorkers: testWorkers(), sequence: { sequencer: LongestFirst } },
});
