import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { copySeed } from '../../mock-api/seed/seedFiles';
import { lockFileOf } from '../../mock-api/storage/dataFileOwner';
import { STOP_WITHIN_MS } from '../../mock-api/server';
import { bankCodes, signIn, startApiProcess, writeThenCrash } from '../support/apiProcess';
import { openEventStream } from '../support/eventStream';
import { tempFolders } from '../support/tempFolders';
import { DEMO, DEMO_PASSWORD } from '../support/testApi';

const tempFolder = tempFolders('portal-crash-');

/** A throw-away copy of the seed in a folder of its own. */
const seededCopy = () => {
  const dir = tempFolder();
  const file = join(dir, 'db.json');
  copySeed(inject('seedFile'), file);
  return { dir, file };
};

/** The restarted API has every acknowledged bank; nothing was set aside as damaged. */
const expectAllKept = async (file: string, acknowledged: string[]) => {
  const second = await startApiProcess(file);
  try {
    const stored = await bankCodes(second.url, await signIn(second.url, DEMO.admin, DEMO_PASSWORD));
    expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
    expect(second.output()).not.toMatch(/dañad|damaged/);
  } finally {
    await second.stop();
  }
};

describe('writes survive a crash', () => {
  it('keeps every acknowledged write of 8 concurrent writers across kill -9 and a restart', { timeout: 120_000 }, async () => {
    const { dir, file } = seededCopy();
    const first = await startApiProcess(file);
    // one sign-in shared by every writer (sign-in is rate limited per address)
    const token = await signIn(first.url, DEMO.admin, DEMO_PASSWORD);
    const { acknowledged, refused, inFlightAtKill } = await writeThenCrash(first, token, { writers: 8, killAfter: 60 });
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    // the kill came while other writers were still waiting for answers
    expect(inFlightAtKill).toBeGreaterThan(0);
    // the killed API's lock names a process that is gone: the restart takes it over
    expect(existsSync(lockFileOf(file))).toBe(true);

    // the data file and its journal load; the restarted API has every acknowledged bank
    await expectAllKept(file, acknowledged);
    // a clean stop leaves no temporary file nor lock behind
    expect(readdirSync(dir).filter((name) => name.includes('tmp') || name.includes('damaged') || name.endsWith('.lock'))).toEqual([]);
  });
});

describe('a clean stop', () => {
  it(`exits within ${STOP_WITHIN_MS} ms of SIGTERM during a burst of writes, with every acknowledged write on disk, having told open streams`, { timeout: 120_000 }, async () => {
    const { dir, file } = seededCopy();
    const first = await startApiProcess(file);
    const token = await signIn(first.url, DEMO.admin, DEMO_PASSWORD);
    const board = await openEventStream(`${first.url}/orders/events`, { authorization: `Bearer ${await signIn(first.url, DEMO.merchant, DEMO_PASSWORD)}` });
    await board.next('ready');

    const { acknowledged, refused, inFlightAtKill, ended } = await writeThenCrash(first, token, { writers: 8, killAfter: 60, end: () => first.stopWithin(STOP_WITHIN_MS) });
    // a bound, not a timing: the stop must not take longer than STOP_WITHIN_MS, kept-alive connections and an open stream notwithstanding
    expect(ended).toEqual({ inTime: true, code: 0 });
    expect(refused).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    // the board heard that the server was closing before its stream ended
    await board.next('closing');
    board.close();
    // the stop gave the data file up and left nothing half-written
    expect(readdirSync(dir).filter((name) => name.includes('tmp') || name.endsWith('.lock'))).toEqual([]);

    await expectAllKept(file, acknowledged);
  });
});
