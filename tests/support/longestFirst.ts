import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DURATIONS = 'tests/fileDurations.json';

/**
 * Test files in order of their last duration, longest first, so that the last files to start are
 * short ones and no worker runs a long file alone at the end. Vitest does this itself from a cache
 * in node_modules, which a clean clone (CI) does not have: there it would run them in name order,
 * the four write-fuzz shards last. The durations are tests/fileDurations.json
 * (`npm run test:durations` after `npm test`); a file not listed there is new, and runs first.
 */
export class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const durations: Record<string, number> = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};
    const seconds = (file: TestSpecification) => durations[relative(process.cwd(), file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId));
  }
}
