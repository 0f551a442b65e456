import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeSeed } from '../../mock-api/seed/seedFiles';

declare module 'vitest' {
  export interface ProvidedContext {
    seedFile: string;
  }
}

/**
 * Build the deterministic seed once per test run (its data file, and the demo signing keys beside it);
 * every test API works on its own copy (copySeed in mock-api/seed/seedFiles.ts).
 * `npm test` builds it once for the API and the browser tests together (`npm run seed` into
 * TEST_SEED_FILE, beside the type check: scripts/test.sh); a run of its own builds it here.
 */
export default function setup(project: TestProject) {
  const shared = process.env.TEST_SEED_FILE;
  if (shared && existsSync(shared)) {
    project.provide('seedFile', shared);
    return;
  }
  const dir = join(tmpdir(), `portal-tests-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'seed.json');
  writeSeed(file);
  project.provide('seedFile', file);
  // 40 MB a run: gone when the run ends (tests/support/tempFolders.ts says why)
  return () => rmSync(dir, { recursive: true, force: true });
}
