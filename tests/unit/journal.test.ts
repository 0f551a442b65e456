import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOp, type Baseline, baselineOf, diffCollection, LARGE_COLLECTION, type Op } from '../../mock-api/storage/collectionDiff';
import { encodeEntry, Journal, readJournal } from '../../mock-api/storage/journal';
import { tempFolders } from '../support/tempFolders';

const tempFolder = tempFolders('portal-journal-');
const tempFile = () => join(tempFolder(), 'db.json.journal');

/** Diff `before` → `after`, replay the operation on a copy of `before`: it must give `after`. */
const roundTrip = (before: unknown[], after: unknown[]) => {
  const { op } = diffCollection('items', baselineOf(before), after);
  const state: Record<string, unknown> = { items: structuredClone(before) };
  if (op) applyOp(state, JSON.parse(op) as Op);
  return { op, replayed: state.items };
};

describe('journal entries (what a saved collection records)', () => {
  const banks = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, code: `B${index + 1}`, name: `Banco ${index + 1}` }));

  it('records one changed record in place, not the whole collection', () => {
    const after = banks.map((bank) => (bank.id === 3 ? { ...bank, name: 'Otro' } : bank));
    const { op, replayed } = roundTrip(banks, after);
    expect(JSON.parse(op as string)).toEqual({ c: 'items', put: [[2, after[2]]] });
    expect(replayed).toEqual(after);
  });

  it('records an append and a removal in the middle as one small window', () => {
    const appended = [...banks, { id: 9, code: 'B9', name: 'Nuevo' }];
    expect(JSON.parse(roundTrip(banks, appended).op as string)).toEqual({ c: 'items', at: 8, del: 0, ins: [appended[8]] });
    const removed = banks.filter((bank) => bank.id !== 4);
    const { op, replayed } = roundTrip(banks, removed);
    expect(JSON.parse(op as string)).toEqual({ c: 'items', at: 3, del: 1, ins: [] });
    expect(replayed).toEqual(removed);
  });

  it('records nothing when nothing changed', () => {
    expect(roundTrip(banks, structuredClone(banks)).op).toBeUndefined();
  });

  it('replays any mix of changes exactly (records without ids included)', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    for (let round = 0; round < 300; round++) {
      const before = Array.from({ length: random(12) }, () => ({ merchantId: random(5), value: random(100) }));
      const after = structuredClone(before);
      for (let change = random(4); change > 0; change--) {
        const kind = random(3);
        if (kind === 0) after.splice(random(after.length + 1), 0, { merchantId: 9, value: random(100) });
        else if (kind === 1 && after.length > 0) after.splice(random(after.length), 1);
        else if (after.length > 0) after[random(after.length)] = { merchantId: 8, value: random(100) };
      }
      expect(roundTrip(before, after).replayed).toEqual(after);
    }
  });

  it('journals what serialising every record would, when records of plain values are changed in place, save after save', () => {
    // a store's life: one live array changed in place between saves, each save diffed against the
    // previous save's baseline (which keeps plain records' values), compared with a diff against
    // a baseline of JSON only, and replayed on the durable copy
    const value = fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: -2, max: 2 }), fc.boolean(), fc.constant(null), fc.constant(Number.NaN), fc.constant(undefined), fc.constant(0).map(() => [1]), fc.constant(0).map(() => [[1]]), fc.constant({ a: 1 }));
    const key = fc.constantFrom('a', 'b', 'c', '1');
    const change = fc.record({ kind: fc.nat(6), at: fc.nat(20), key, value });
    fc.assert(
      fc.property(fc.array(fc.array(change, { maxLength: 4 }), { minLength: 1, maxLength: 8 }), (saves) => {
        const live: Record<string, unknown>[] = [{ a: 'x', b: 1 }, { a: 'y', b: [1] }, { a: 'z' }];
        let base: Baseline = baselineOf(live);
        const durable: Record<string, unknown> = { items: structuredClone(live) };
        for (const changes of saves) {
          for (const { kind, at, key: name, value: next } of changes) {
            const index = live.length === 0 ? 0 : at % live.length;
            if (kind === 0 || live.length === 0) live.splice(at % (live.length + 1), 0, { [name]: next });
            else if (kind === 1) live.splice(index, 1);
            else if (kind === 2) delete live[index][name];
            // a list changed in place: of plain values, or holding one
            else if (kind === 3 && Array.isArray(live[index][name])) (live[index][name] as unknown[]).push(at % 2 === 0 ? 1 : [1]);
            else if (kind === 4 && Array.isArray(live[index][name]) && (live[index][name] as unknown[]).length > 0) (live[index][name] as unknown[])[0] = at;
            else live[index][name] = next;
          }
          const jsonOnly = JSON.parse(JSON.stringify({ items: durable.items })).items as unknown[];
          const expected = diffCollection('items', { kind: 'records', items: jsonOnly.map((record) => JSON.stringify(record) ?? 'null') }, live);
          const chained = diffCollection('items', base, live);
          expect(chained.op).toBe(expected.op);
          if (chained.op) applyOp(durable, JSON.parse(chained.op) as Op);
          expect(JSON.stringify(durable.items)).toBe(JSON.stringify(live));
          base = chained.next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('journals whole values for objects and for collections too large to keep per record', () => {
    const { op } = diffCollection('meta', baselineOf({ seedVersion: 1 }), { seedVersion: 2 });
    expect(JSON.parse(op as string)).toEqual({ c: 'meta', set: { seedVersion: 2 } });
    const large = Array.from({ length: LARGE_COLLECTION + 1 }, (_, index) => index);
    expect(baselineOf(large)).toEqual({ kind: 'whole', json: undefined });
  });

  it('refuses an operation that does not fit the state instead of guessing', () => {
    expect(() => applyOp({ items: [1] }, { c: 'items', put: [[5, 0]] })).toThrow();
    expect(() => applyOp({ items: [1] }, { c: 'items', at: 1, del: 1, ins: [] })).toThrow();
    expect(() => applyOp({ items: {} }, { c: 'items', at: 0, del: 0, ins: [] })).toThrow();
  });
});

describe('journal file', () => {
  const ops = (name: string) => [`{"c":"banks","set":${JSON.stringify(name)}}`];

  it('reads back every complete entry in order', async () => {
    const file = tempFile();
    const journal = Journal.open(file, 0);
    for (let seq = 1; seq <= 3; seq++) await journal.append(encodeEntry(seq, ops(`v${seq}`)));
    const read = readJournal(file);
    expect(read.entries.map((entry) => [entry.seq, entry.ops[0].set])).toEqual([
      [1, 'v1'],
      [2, 'v2'],
      [3, 'v3'],
    ]);
    expect(read).toMatchObject({ validBytes: journal.size, ignoredBytes: 0, damaged: false });
  });

  it('ignores a torn last entry (crash mid-append) and cuts it before appending again', async () => {
    const file = tempFile();
    writeFileSync(file, encodeEntry(1, ops('a')) + encodeEntry(2, ops('b')));
    const whole = readFileSync(file).length;
    const third = encodeEntry(3, ops('c'));
    appendFileSync(file, third.slice(0, third.length - 7));
    const torn = readJournal(file);
    expect(torn.entries.map((entry) => entry.seq)).toEqual([1, 2]);
    expect(torn).toMatchObject({ validBytes: whole, damaged: false });
    expect(torn.ignoredBytes).toBeGreaterThan(0);

    const journal = Journal.open(file, torn.validBytes);
    await journal.append(encodeEntry(3, ops('c')));
    expect(readJournal(file).entries.map((entry) => entry.ops[0].set)).toEqual(['a', 'b', 'c']);
  });

  it('takes a complete last line with a wrong checksum for a torn tail, and a bad line before others for damage', () => {
    const file = tempFile();
    const good = encodeEntry(1, ops('a'));
    const garbled = encodeEntry(2, ops('b')).replace('"b"', '"x"');
    writeFileSync(file, good + garbled);
    expect(readJournal(file)).toMatchObject({ entries: [{ seq: 1 }], damaged: false });
    writeFileSync(file, good + garbled + encodeEntry(3, ops('c')));
    expect(readJournal(file)).toMatchObject({ entries: [{ seq: 1 }], validBytes: good.length, damaged: true });
  });

  it('drops the entries folded into the data file and keeps the later ones', async () => {
    const file = tempFile();
    const journal = Journal.open(file, 0);
    await journal.append(encodeEntry(1, ops('a')));
    await journal.append(encodeEntry(2, ops('b')));
    const folded = journal.size;
    await journal.append(encodeEntry(3, ops('c')));
    await journal.dropBefore(folded);
    await journal.append(encodeEntry(4, ops('d')));
    expect(readJournal(file).entries.map((entry) => entry.seq)).toEqual([3, 4]);
    expect(journal.size).toBe(readFileSync(file).length);
  });
});
