import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Folders of a test file's own under the system's temporary folder, all removed once the file's tests
 * have run: call it at the top of the file, then `const dir = tempFolder()` wherever one is needed.
 * (Test data left behind added up to 75 GB and filled the disk a CI run shares.)
 */
export const tempFolders = (prefix: string) => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
};
