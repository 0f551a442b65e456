import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeed } from '../../mock-api/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    seedFile: string;
  }
}

/** Build the deterministic seed once per test run; every test API works on its own copy. */
export default function setup(project: TestProject) {
  const dir = join(tmpdir(), `portal-tests-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'seed.json');
  writeFileSync(file, JSON.stringify(buildSeed()));
  project.provide('seedFile', file);
}
