import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Writes tests/fileDurations.json, each test file's seconds in the last `npm test`, from the JSON
 * reports scripts/test.sh leaves in test-results/. The test runs start the longest files first
 * (tests/support/longestFirst.ts): refresh it when files were added or grew (`npm run test:durations`).
 */
const OUT = 'tests/fileDurations.json';
const previous: Record<string, number> = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : {};
const durations: Record<string, number> = { ...previous };
for (const kind of ['unit', 'api', 'e2e']) {
  const report = `test-results/${kind}.json`;
  if (!existsSync(report)) continue;
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
  for (const file of testResults) durations[relative(process.cwd(), file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${OUT}: ${Object.keys(sorted).length} files`);
