import fs, { existsSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_VERSION } from '../../mock-api/seed';
import type { BankRecord, DbState } from '../../mock-api/storage/records';
import { NotDurableError, runDurably } from '../../mock-api/storage/durableScope';
import { encodeEntry, readJournal } from '../../mock-api/storage/journal';
import { openData } from '../../mock-api/storage/startup';
import { createStore } from '../../mock-api/store';
import { tempFolders } from '../support/tempFolders';

/** A small state of the real shape (the seed's 100,000 transactions are not needed here); a store's `holding` takes it as a DbState. */
const smallState = (seedVersion: number) => ({
  meta: { seedVersion, tokenSecret: 's' },
  groups: [],
  users: [],
  merchants: [],
  banks: Array.from({ length: 8 }, (_, index) => ({ id: index + 1, code: `B${index + 1}`, name: `Banco ${index + 1}` })),
  countries: [],
});

// a fresh seed (after a damaged file) is this small state: what matters is that one is made
vi.mock('../../mock-api/seed', async (original) => {
  const actual = await original<typeof import('../../mock-api/seed')>();
  return { ...actual, buildSeed: () => ({ ...smallState(actual.SEED_VERSION), banks: [] }) };
});

const tempFolder = tempFolders('portal-store-');
const dataFile = () => {
  const file = join(tempFolder(), 'db.json');
  writeFileSync(file, JSON.stringify(smallState(SEED_VERSION)));
  return file;
};

const banksOf = (store: ReturnType<typeof createStore>) => store.state().banks as BankRecord[];

/** What a request does: change the state, save, and wait the way route() waits. */
const addBank = (store: ReturnType<typeof createStore>, code: string) =>
  runDurably(() => {
    const banks = banksOf(store);
    banks.push({ id: Math.max(...banks.map((bank) => bank.id)) + 1, code, name: `Banco ${code}` } as BankRecord);
    store.save('banks');
  });

const journalLines = (file: string) => readJournal(`${file}.journal`).entries;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('store with a journal', () => {
  it('has an acknowledged write in the journal on disk, and a new store (a restart) replays it', async () => {
    const file = dataFile();
    const store = createStore(file);
    await addBank(store, 'NUEVO');
    // acknowledged: the journal already holds it, the data file does not yet
    expect(journalLines(file)).toHaveLength(1);
    expect(readFileSync(file, 'utf8')).not.toContain('NUEVO');
    expect(banksOf(createStore(file)).map((bank) => bank.code)).toContain('NUEVO');
  });

  it('replays every complete entry and ignores a torn last one', async () => {
    const file = dataFile();
    const store = createStore(file);
    for (const code of ['A1', 'A2', 'A3']) await addBank(store, code);
    const journal = `${file}.journal`;
    truncateSync(journal, statSync(journal).size - 5);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restarted = createStore(file);
    expect(banksOf(restarted).map((bank) => bank.code).slice(-2)).toEqual(['A1', 'A2']);
    expect(warn.mock.calls.flat().join(' ')).toContain('incompleta');
    // the torn part is cut, so later entries are not hidden behind it
    await addBank(restarted, 'A4');
    expect(banksOf(createStore(file)).map((bank) => bank.code).slice(-3)).toEqual(['A1', 'A2', 'A4']);
  });

  it('lets concurrent writers share one fsync (group commit)', async () => {
    const file = dataFile();
    const store = createStore(file);
    const codes = Array.from({ length: 40 }, (_, index) => `G${index}`);
    await Promise.all(codes.map((code) => addBank(store, code)));
    const entries = journalLines(file);
    expect(entries.length).toBeLessThan(codes.length);
    expect(entries.length).toBeGreaterThan(0);
    expect(banksOf(createStore(file)).map((bank) => bank.code)).toEqual(expect.arrayContaining(codes));
  });

  it('journals only the changed record, not the collection', async () => {
    const file = dataFile();
    const store = createStore(file);
    await runDurably(() => {
      banksOf(store)[2].name = 'Cambiado';
      store.save('banks');
    });
    expect(journalLines(file)[0].ops).toEqual([{ c: 'banks', put: [[2, { id: 3, code: 'B3', name: 'Cambiado' }]] }]);
  });

  it('folds the journal into a new data file once it grows, and loses nothing across it', async () => {
    const file = dataFile();
    const store = createStore(file, { compactAfterBytes: 600 });
    for (let index = 0; index < 20; index++) await addBank(store, `C${index}`);
    await store.flush();
    expect(readFileSync(`${file}.journal`).length).toBe(0);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.banks).toHaveLength(28);
    expect(written._journal.seq).toBe(20);
    // no temporary file is left behind
    expect(readdirSync(join(file, '..')).filter((name) => name.includes('tmp'))).toEqual([]);
    const restarted = createStore(file);
    expect(banksOf(restarted)).toEqual(banksOf(store));
    await addBank(restarted, 'D1');
    expect(journalLines(file).map((entry) => entry.seq)).toEqual([21]);
  });

  it('loses nothing when folding happens while writers keep writing', async () => {
    const file = dataFile();
    const store = createStore(file, { compactAfterBytes: 1500 });
    const codes = Array.from({ length: 120 }, (_, index) => `W${index}`);
    for (let start = 0; start < codes.length; start += 12) await Promise.all(codes.slice(start, start + 12).map((code) => addBank(store, code)));
    // the journal was folded at least once along the way
    expect(JSON.parse(readFileSync(file, 'utf8'))._journal.seq).toBeGreaterThan(0);
    expect(banksOf(createStore(file)).map((bank) => bank.code)).toEqual(banksOf(store).map((bank) => bank.code));
    expect(banksOf(store).map((bank) => bank.code)).toEqual(expect.arrayContaining(codes));
  });

  it('skips entries the data file already holds (crash between the new data file and the journal cut)', async () => {
    const file = dataFile();
    const store = createStore(file);
    await addBank(store, 'E1');
    const journal = readFileSync(`${file}.journal`);
    await store.flush();
    // as if the process died right after renaming the new data file
    writeFileSync(`${file}.journal`, journal);
    expect(banksOf(createStore(file)).filter((bank) => bank.code === 'E1')).toHaveLength(1);
  });

  it('answers a failed durable write as not saved, undoes it in memory, and goes on afterwards', async () => {
    const file = dataFile();
    const store = createStore(file);
    await addBank(store, 'OK1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // the disk refuses the flush, as a failing or full disk would
    const failing = vi.spyOn(fs, 'fdatasync').mockImplementation(((_fd: number, done: (error: Error) => void) =>
      done(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }))) as unknown as typeof fs.fdatasync);
    await expect(addBank(store, 'LOST')).rejects.toBeInstanceOf(NotDurableError);
    expect(banksOf(store).map((bank) => bank.code)).not.toContain('LOST');
    failing.mockRestore();
    await addBank(store, 'OK2');
    // the failed entry was cut from the journal: a restart has the writes around it and not it
    expect(banksOf(createStore(file)).map((bank) => bank.code).slice(-2)).toEqual(['OK1', 'OK2']);
  });
});

describe('a store opened on the state its caller just wrote', () => {
  it('takes that state without reading the file, journals on top of it, and a restart reads both', async () => {
    const file = dataFile();
    const holding = smallState(SEED_VERSION) as unknown as DbState;
    const store = createStore(file, { holding });
    // the very objects given: nothing was read or copied
    expect(store.state().banks).toBe(holding.banks);
    await addBank(store, 'NUEVO');
    expect((openData(file).state.banks as BankRecord[]).map((bank) => bank.code).at(-1)).toBe('NUEVO');
  });

  it('refuses when a journal lies beside the file: the state would not be only what the caller wrote', () => {
    const file = dataFile();
    writeFileSync(`${file}.journal`, encodeEntry(1, ['{"c":"banks","at":8,"del":0,"ins":[{"id":9,"code":"J"}]}']));
    expect(() => createStore(file, { holding: smallState(SEED_VERSION) as unknown as DbState })).toThrow(/has a journal/);
  });
});

describe('start-up', () => {
  it('keeps a damaged data file aside under a name that says so and starts from a fresh seed', () => {
    const file = dataFile();
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, text.length / 2));
    writeFileSync(`${file}.journal`, 'x\n');
    const opened = openData(file, new Date('2026-11-22T23:59:00.123Z'));
    const kept = `${file}.damaged-2026-11-22T23-59-00Z`;
    expect(readFileSync(kept, 'utf8')).toBe(text.slice(0, text.length / 2));
    expect(existsSync(`${file}.journal.damaged-2026-11-22T23-59-00Z`)).toBe(true);
    expect(opened.notices.join(' ')).toContain(kept);
    // the fresh seed (mocked above: no banks) is what the API now starts from, on disk too
    expect(opened.state.banks).toEqual([]);
    expect(JSON.parse(readFileSync(file, 'utf8')).banks).toEqual([]);
  });

  it('tells the operator at start which file was kept aside', () => {
    const file = dataFile();
    writeFileSync(file, '{"meta":');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createStore(file);
    const said = warn.mock.calls.flat().join(' ');
    expect(said).toContain(`${file}.damaged-`);
    expect(said).toContain('dañado');
    expect(readdirSync(join(file, '..')).filter((name) => name.startsWith('db.json.damaged-'))).toHaveLength(1);
  });

  it('replays a damaged journal up to the damage, writes that into the data file and keeps the journal aside', () => {
    const file = dataFile();
    const add = (seq: number, code: string) => encodeEntry(seq, [`{"c":"banks","at":${7 + seq},"del":0,"ins":[{"id":${8 + seq},"code":"${code}"}]}`]);
    writeFileSync(`${file}.journal`, add(1, 'J1') + 'not an entry\n' + add(2, 'J2'));
    const opened = openData(file, new Date('2026-11-22T23:59:00Z'));
    expect((opened.state.banks as BankRecord[]).map((bank) => bank.code).slice(-1)).toEqual(['J1']);
    expect(opened.notices.join(' ')).toContain(`${file}.journal.damaged-2026-11-22T23-59-00Z`);
    expect(readFileSync(`${file}.journal.damaged-2026-11-22T23-59-00Z`, 'utf8')).toContain('J2');
    // what replayed is in the data file now, and a restart neither loses nor repeats it
    expect((openData(file).state.banks as BankRecord[]).filter((bank) => bank.code === 'J1')).toHaveLength(1);
  });

  it('takes a file of the wrong shape for damaged too', () => {
    const file = dataFile();
    writeFileSync(file, '[1,2,3]');
    const opened = openData(file, new Date('2026-11-22T23:59:00Z'));
    expect(opened.notices.join(' ')).toContain('db.json.damaged-2026-11-22T23-59-00Z');
    expect(readFileSync(`${file}.damaged-2026-11-22T23-59-00Z`, 'utf8')).toBe('[1,2,3]');
  });

  it('moves a data file from an older seed, with its journal, to .old', () => {
    const file = dataFile();
    writeFileSync(file, JSON.stringify(smallState(SEED_VERSION - 1)));
    writeFileSync(`${file}.journal`, encodeEntry(1, ['{"c":"banks","at":8,"del":0,"ins":[{"id":9,"code":"VIEJO"}]}']));
    const opened = openData(file);
    expect(opened.notices.join(' ')).toContain('older seed');
    expect(JSON.parse(readFileSync(`${file}.old`, 'utf8')).meta.seedVersion).toBe(SEED_VERSION - 1);
    expect(readFileSync(`${file}.old.journal`, 'utf8')).toContain('VIEJO');
    expect(existsSync(`${file}.journal`)).toBe(false);
    expect(opened.state.banks).toEqual([]);
  });
});
