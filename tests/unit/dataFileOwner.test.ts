import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFileBusyError, lockFileOf, readOwner, takeDataFile, tryTakeDataFile } from '../../mock-api/storage/dataFileOwner';
import { tempFolders } from '../support/tempFolders';

const tempFolder = tempFolders('portal-lock-');
/** The pid of a process that has already ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;
const lockNaming = (file: string, pid: number, role = 'api') =>
  writeFileSync(lockFileOf(file), JSON.stringify({ pid, host: hostname(), role, since: '2026-11-27T00:00:00.000Z', id: 'otro', port: 3999 }));

describe("a data file's lock", () => {
  it('names its owner, readable by the owner only, and is gone once released', async () => {
    const file = join(tempFolder(), 'db.json');
    const taken = await takeDataFile(file, 'api');
    expect(readOwner(file)).toMatchObject({ pid: process.pid, role: 'api' });
    expect(statSync(lockFileOf(file)).mode & 0o777).toBe(0o600);
    taken.update({ port: 4321, key: 'clave' });
    expect(readOwner(file)).toMatchObject({ pid: process.pid, port: 4321, key: 'clave' });
    taken.release();
    expect(existsSync(lockFileOf(file))).toBe(false);
  });

  it('refuses a second API at once, naming the owner', async () => {
    const file = join(tempFolder(), 'db.json');
    lockNaming(file, process.pid);
    const refused = await takeDataFile(file, 'api').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFileBusyError);
    expect((refused as Error).message).toBe(
      `El archivo de datos ${file} ya lo usa la API simulada (pid ${process.pid}, http://127.0.0.1:3999, desde 2026-11-27T00:00:00.000Z). Detenga esa API, o use otro archivo con MOCK_DB.`,
    );
    // untouched
    expect(JSON.parse(readFileSync(lockFileOf(file), 'utf8')).id).toBe('otro');
  });

  it('takes over a lock whose process is gone (a kill -9), and one that is not a lock at all', () => {
    const file = join(tempFolder(), 'db.json');
    lockNaming(file, deadPid());
    expect(tryTakeDataFile(file, 'api')).toMatchObject({ owner: { pid: process.pid } });
    const other = join(tempFolder(), 'db.json');
    writeFileSync(lockFileOf(other), 'basura');
    expect(tryTakeDataFile(other, 'seed')).toMatchObject({ owner: { pid: process.pid, role: 'seed' } });
  });

  it("waits for a script's lock rather than refusing", async () => {
    const file = join(tempFolder(), 'db.json');
    const script = await takeDataFile(file, 'demo-links');
    const api = takeDataFile(file, 'api', { everyMs: 5 });
    script.release();
    expect((await api).owner.role).toBe('api');
  });
});
