import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run test:repeat -- <file> [<n>]`: runs one test file n times (default 10) with the config its
 * folder needs, and says how many runs passed. A flake is a defect: a file that ever failed is run
 * here until it passes every time. The seed (and, for a browser test, the production build) is made
 * once, before the first run, so every run tests the same code on the same data.
 */
const [file, times = '10'] = process.argv.slice(2);
const runs = Number(times);
if (!file || !existsSync(file) || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run test:repeat -- <test file> [<how many runs, 10 by default>]');
  process.exit(2);
}
const config = file.includes('tests/e2e/') ? 'vitest.e2e.config.ts' : file.includes('tests/api/') ? 'vitest.api.config.ts' : 'vitest.config.ts';
const work = mkdtempSync(join(tmpdir(), 'portal-repeat-'));
const seedFile = join(work, 'seed.json');
// bcrypt's least work, as `npm test` sets it (scripts/test.sh)
const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: work, TEST_SEED_FILE: seedFile, PASSWORD_HASH_COST: '4' };
const run = (command: string, args: string[], extra: Record<string, string> = {}) => spawnSync(command, args, { env: { ...env, ...extra }, stdio: 'inherit' }).status ?? 1;

try {
  if (config !== 'vitest.config.ts' && run('npx', ['tsx', 'mock-api/seed/run.ts'], { MOCK_DB: seedFile }) !== 0) throw new Error('the seed could not be built');
  if (config === 'vitest.e2e.config.ts') {
    const dist = join(work, 'dist');
    env.DIST_DIR = dist;
    if (run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist]) !== 0) throw new Error('the build failed');
  }
  const results: boolean[] = [];
  for (let index = 1; index <= runs; index++) {
    const passed = run('npx', ['vitest', 'run', '--config', config, file]) === 0;
    results.push(passed);
    console.log(`== run ${index} of ${runs}: ${passed ? 'passed' : 'FAILED'}`);
  }
  const passed = results.filter(Boolean).length;
  console.log(`${file}: ${passed} of ${runs} runs passed`);
  process.exitCode = passed === runs ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
