import fs from 'node:fs';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import type { Op, OpText } from './collectionDiff';
import { syncDirectory, syncDirectorySync, writeSynced } from './dataFile';

/**
 * The append-only journal beside the data file (`db.json.journal`): one line per group commit,
 * `<crc32 in hex> {"seq":n,"ops":[…]}`. The checksum tells a complete line from one a crash
 * cut short or left as garbage; `seq` counts up from the data file's own `_journal.seq`, so
 * entries already folded into the data file by a compaction are skipped at replay.
 */

export interface JournalEntry {
  seq: number;
  ops: Op[];
}

export interface JournalContents {
  entries: JournalEntry[];
  /** Bytes of complete, valid entries from the start: what stays when the file is reopened. */
  validBytes: number;
  /** Bytes after them: a torn last entry (crash mid-append), or the damaged part. */
  ignoredBytes: number;
  /** A bad entry followed by more data: not a torn tail but a damaged journal. */
  damaged: boolean;
}

export const encodeEntry = (seq: number, ops: OpText[]) => {
  const json = `{"seq":${seq},"ops":[${ops.join(',')}]}`;
  return `${checksum(json)} ${json}\n`;
};

const checksum = (json: string) => crc32(json).toString(16).padStart(8, '0');

const decodeLine = (line: string): JournalEntry | undefined => {
  if (line.length < 10 || line[8] !== ' ') return undefined;
  const json = line.slice(9);
  if (checksum(json) !== line.slice(0, 8)) return undefined;
  try {
    const entry = JSON.parse(json) as JournalEntry;
    return Number.isInteger(entry?.seq) && Array.isArray(entry.ops) ? entry : undefined;
  } catch {
    return undefined;
  }
};

/** Read a journal (missing: empty). Complete entries are kept up to the first bad one. */
export const readJournal = (file: string): JournalContents => {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], validBytes: 0, ignoredBytes: 0, damaged: false };
    throw error;
  }
  const entries: JournalEntry[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const end = bytes.indexOf(0x0a, offset);
    // no line end: the last append was cut short
    if (end < 0) break;
    const entry = decodeLine(bytes.toString('utf8', offset, end));
    if (!entry) {
      // a bad line is a torn tail only when it is the last one
      return { entries, validBytes: offset, ignoredBytes: bytes.length - offset, damaged: end + 1 < bytes.length };
    }
    entries.push(entry);
    offset = end + 1;
  }
  return { entries, validBytes: offset, ignoredBytes: bytes.length - offset, damaged: false };
};

// fs is looked up on each call (not bound once) so a test can make the disk fail
const write = (fd: number, bytes: Buffer, offset: number, length: number) =>
  new Promise<number>((done, fail) => fs.write(fd, bytes, offset, length, null, (error, written) => (error ? fail(error) : done(written))));
const read = (fd: number, bytes: Buffer, offset: number, length: number, position: number) =>
  new Promise<number>((done, fail) => fs.read(fd, bytes, offset, length, position, (error, count) => (error ? fail(error) : done(count))));
const fdatasync = (fd: number) => promisify(fs.fdatasync)(fd);
const ftruncate = (fd: number, length: number) => promisify(fs.ftruncate)(fd, length);
const close = (fd: number) => promisify(fs.close)(fd);

/**
 * The open journal. Callers serialise its operations (the store's commit queue): one append,
 * truncate or rewrite at a time.
 */
export class Journal {
  private constructor(
    readonly file: string,
    private fd: number,
    /** Bytes of durable entries. */
    public size: number,
  ) {}

  /** Set when a failure left the file in a state further appends could not be trusted on. */
  unusable = false;

  /** Open for appending, first cutting anything after the valid entries (a torn tail). */
  static open(file: string, validBytes: number): Journal {
    const existed = fs.existsSync(file);
    if (existed && fs.statSync(file).size !== validBytes) fs.truncateSync(file, validBytes);
    // a+: appends always land at the end; reads (dropBefore) use explicit positions
    const fd = fs.openSync(file, 'a+');
    if (!existed) {
      fs.fsyncSync(fd);
      syncDirectorySync(file);
    }
    return new Journal(file, fd, validBytes);
  }

  /** Append one entry and wait until it is on disk. On failure, cut the file back and throw. */
  async append(text: string) {
    const bytes = Buffer.from(text);
    try {
      let written = 0;
      while (written < bytes.length) {
        const count = await write(this.fd, bytes, written, bytes.length - written);
        if (count === 0) throw new Error('the disk took no bytes');
        written += count;
      }
      await fdatasync(this.fd);
      this.size += bytes.length;
    } catch (error) {
      // a partial line followed by later entries would hide them at replay
      await ftruncate(this.fd, this.size).catch(() => {
        this.unusable = true;
      });
      throw error;
    }
  }

  /**
   * Drop the first `offset` bytes (entries now in the data file): the rest is written to a new
   * file, made durable and renamed over the journal, so a crash leaves either journal whole.
   */
  async dropBefore(offset: number) {
    const tail = Buffer.alloc(this.size - offset);
    let done = 0;
    while (done < tail.length) {
      const count = await read(this.fd, tail, done, tail.length - done, offset + done);
      if (count === 0) throw new Error('journal shorter than expected');
      done += count;
    }
    const tmp = `${this.file}.tmp`;
    await writeSynced(tmp, tail);
    await fs.promises.rename(tmp, this.file);
    // from here the open descriptor points at the replaced file: appends must not go on there
    try {
      await syncDirectory(this.file);
      const old = this.fd;
      this.fd = fs.openSync(this.file, 'a+');
      this.size = tail.length;
      await close(old);
    } catch (error) {
      this.unusable = true;
      throw error;
    }
  }
}
