import fs from 'node:fs';
import { SEED_VERSION } from '../seed';
import { writeSeed } from '../seed/seedFiles';
import type { DbState } from './records';
import { applyOp } from './collectionDiff';
import { collectionsJson, dataFileText, readDataFile, setAside, writeDataFileSync } from './dataFile';
import { readJournal } from './journal';

export const journalFileOf = (file: string) => `${file}.journal`;

export interface OpenedData {
  state: DbState;
  /** The last journal entry the state contains. */
  journalSeq: number;
  /** Bytes of the journal that hold valid entries (anything after is a torn tail to cut). */
  journalBytes: number;
  /** What happened that the operator should know (a damaged file kept aside, a torn entry). */
  notices: string[];
}

/**
 * The state at start: the data file with its journal replayed on top, or a fresh seed. Nothing
 * the user wrote is ever dropped silently: a damaged data file or journal is kept aside under
 * a name that says so, and a file from an older seed version is moved to `.old` (its journal
 * to `.old.journal`, so that pair still replays).
 */
export const openData = (file: string, now = new Date()): OpenedData => {
  const journalFile = journalFileOf(file);
  const notices: string[] = [];
  const read = readDataFile(file);

  if (read.kind === 'damaged') {
    const kept = setAside(file, 'damaged', now);
    const keptJournal = fs.existsSync(journalFile) ? setAside(journalFile, 'damaged', now) : undefined;
    notices.push(
      `El archivo de datos ${file} está dañado (${read.reason}). Se guardó aparte como ${kept}` +
        `${keptJournal ? ` (su diario como ${keptJournal})` : ''} y la API arranca con datos de demostración nuevos.`,
    );
    return seed(file, notices);
  }
  if (read.kind === 'missing') {
    if (fs.existsSync(journalFile)) {
      const kept = setAside(journalFile, 'orphan', now);
      notices.push(`Había un diario ${journalFile} sin su archivo de datos; se guardó aparte como ${kept}.`);
    }
    return seed(file, notices);
  }

  const { state } = read;
  const journal = readJournal(journalFile);
  let journalSeq = read.journalSeq;
  let replayProblem: string | undefined;
  for (const entry of journal.entries) {
    // entries up to the data file's own position were folded into it by a compaction
    if (entry.seq <= read.journalSeq) continue;
    try {
      for (const op of entry.ops) applyOp(state, op);
      journalSeq = entry.seq;
    } catch (error) {
      replayProblem = `la entrada ${entry.seq} no corresponde a estos datos (${(error as Error).message})`;
      break;
    }
  }

  if (state.meta?.seedVersion !== SEED_VERSION) {
    // written by an older seed: keep it aside and start from the current one
    fs.renameSync(file, `${file}.old`);
    if (fs.existsSync(journalFile)) fs.renameSync(journalFile, `${file}.old.journal`);
    notices.push(`${file} came from an older seed; it was moved to ${file}.old and the data rebuilt.`);
    return seed(file, notices);
  }

  if (replayProblem || journal.damaged) {
    // what replayed is written into a new data file first; only then is the journal put aside
    writeDataFileSync(file, dataFileText(journalSeq, collectionsJson(state)));
    const kept = setAside(journalFile, 'damaged', now);
    notices.push(
      `El diario ${journalFile} está dañado (${replayProblem ?? `datos ilegibles tras el byte ${journal.validBytes}`}). ` +
        `Se aplicaron los cambios anteriores al daño y el diario se guardó aparte como ${kept}.`,
    );
    return { state, journalSeq, journalBytes: 0, notices };
  }
  if (journal.ignoredBytes > 0) {
    notices.push(`El diario ${journalFile} terminaba en una escritura incompleta (${journal.ignoredBytes} bytes, nunca confirmada); se descartó.`);
  }
  return { state, journalSeq, journalBytes: journal.validBytes, notices };
};

const seed = (file: string, notices: string[]): OpenedData => ({ state: writeSeed(file), journalSeq: 0, journalBytes: 0, notices });
