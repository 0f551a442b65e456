import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { copySeed } from '../../mock-api/seed/seedFiles';
import { lockFileOf, readOwner } from '../../mock-api/storage/dataFileOwner';
import { runScript, startApiProcess } from '../support/apiProcess';
import { tempFolders } from '../support/tempFolders';

/**
 * One process owns a data file (mock-api/storage/dataFileOwner.ts): two that each seeded a missing
 * file served different table tokens, one of them not on disk. Real processes, as `npm run api`,
 * `npm run seed` and `npm run demo-links` run.
 */
const tempFolder = tempFolders('portal-owner-');
const tokenOf = (line: string) => /\/menuqr\/([\w-]+)/.exec(line)?.[1];

describe('one owner per data file', () => {
  it('refuses a second API and `npm run seed` while the first API runs, naming it; demo links come from the running API', { timeout: 120_000 }, async () => {
    const file = join(tempFolder(), 'db.json');
    copySeed(inject('seedFile'), file);
    const first = await startApiProcess(file);
    try {
      const second = await runScript('mock-api/server.ts', { MOCK_DB: file, API_PORT: '0' });
      expect(second.code).toBe(1);
      // the whole output on failure: a report cuts the compared strings short
      expect(second.output, second.output).toContain(`El archivo de datos ${file} ya lo usa la API simulada (pid ${first.pid}, ${first.url}`);
      const seed = await runScript('mock-api/seed/run.ts', { MOCK_DB: file });
      expect(seed.code).toBe(1);
      expect(seed.output).toContain(`ya lo usa la API simulada (pid ${first.pid}`);

      const links = await runScript('scripts/demoLinks.ts', { MOCK_DB: file }, ['http://portal.prueba']);
      expect(links.code, links.output).toBe(0);
      const tokens = links.output.split('\n').map(tokenOf).filter(Boolean);
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) expect((await fetch(`${first.url}/menu/getMenuQR/${token}`)).status).toBe(200);
    } finally {
      await first.stop();
    }
    // the first API gave the file up
    expect(existsSync(lockFileOf(file))).toBe(false);
  });

  it('has `npm run demo-links` wait while the API seeds a missing data file, then print links the API serves', { timeout: 360_000 }, async () => {
    const file = join(tempFolder(), 'db.json');
    // building the seed takes 10 s of CPU alone, and many times that on a machine busy with the other test files
    const starting = startApiProcess(file, 300_000);
    try {
      // the API owns the file before it seeds it
      await expect.poll(() => readOwner(file)?.role, { timeout: 60_000 }).toBe('api');
      const links = await runScript('scripts/demoLinks.ts', { MOCK_DB: file }, ['http://portal.prueba']);
      const api = await starting;
      expect(links.code, links.output).toBe(0);
      const tokens = links.output.split('\n').map(tokenOf).filter(Boolean);
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) expect((await fetch(`${api.url}/menu/getMenuQR/${token}`)).status).toBe(200);
      await api.stop();
    } catch (error) {
      await starting.then((api) => api.crash(), () => undefined);
      throw error;
    }
  });
});
