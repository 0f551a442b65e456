import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApi } from '../support/testApi';

/** A test's mock API works on a 40 MB copy of the seed: one left per file once filled the disk CI shares. */
describe("a test's own mock API", () => {
  it('removes its copy of the seed, its signing keys and its outbox when closed', async () => {
    const api = await startTestApi();
    const dir = dirname(api.outboxFile);
    expect(existsSync(join(dir, 'db.json'))).toBe(true);
    await api.close();
    expect(existsSync(dir)).toBe(false);
  });
});
