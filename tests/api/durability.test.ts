import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { copySeed } from '../../mock-api/seed/seedFiles';
import { bankCodes, signIn, startApiProcess, writeThenCrash } from '../support/apiProcess';
import { DEMO, DEMO_PASSWORD } from '../support/testApi';

describe('writes survive a crash', () => {
  it('keeps every acknowledged write of 8 concurrent writers across kill -9 and a restart', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    const file = join(dir, 'db.json');
    copySeed(inject('seedFile'), file);

    const first = await startApiProcess(file);
    // one sign-in shared by every writer (sign-in is rate limited per address)
    const token = await signIn(first.url, DEMO.admin, DEMO_PASSWORD);
    const { acknowledged, refused, inFlightAtKill } = await writeThenCrash(first, token, { writers: 8, killAfter: 60 });
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    // the kill came while other writers were still waiting for answers
    expect(inFlightAtKill).toBeGreaterThan(0);

    // the data file and its journal load; the restarted API has every acknowledged bank
    const second = await startApiProcess(file);
    try {
      const stored = await bankCodes(second.url, await signIn(second.url, DEMO.admin, DEMO_PASSWORD));
      expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
      expect(second.output()).not.toMatch(/dañad|damaged/);
    } finally {
      await second.stop();
    }
    // a clean stop folds the journal into the data file and leaves no temporary file behind
    expect(readdirSync(dir).filter((name) => name.includes('tmp') || name.includes('damaged'))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
