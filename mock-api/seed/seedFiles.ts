import { copyFileSync, cpSync, existsSync, rmSync } from 'node:fs';
import { portalKeyFile } from '../restaurant/portalKey';
import { signingKeysDir } from '../restaurant/signingKeys';
import { collectionsJson, dataFileText, writeDataFileSync } from '../storage/dataFile';
import type { DbState } from '../storage/records';
import { buildSeed } from './index';
import { seedSigningKeys } from './signingKeys';

/**
 * A seed on disk is the data file and, beside it, what is kept out of it: the demo restaurants'
 * signing keys and the portal key that encrypts them (mock-api/restaurant/signingKeys.ts).
 * `npm run seed`, the API's start without a usable data file and the tests' one seed per run all
 * write it here; the tests' copies take the whole of it (copySeed).
 */
export const writeSeed = (file: string): DbState => {
  const state = buildSeed();
  writeDataFileSync(file, dataFileText(0, collectionsJson(state)));
  // the journal of a data file just replaced would replay on the new one
  rmSync(`${file}.journal`, { force: true });
  seedSigningKeys(file, state);
  return state;
};

/** A throw-away copy of a seed written by writeSeed: its data file, the signing keys and the portal key that opens them. */
export const copySeed = (from: string, to: string) => {
  copyFileSync(from, to);
  const keys = signingKeysDir(from);
  if (existsSync(keys)) cpSync(keys, signingKeysDir(to), { recursive: true });
  if (existsSync(portalKeyFile(from))) copyFileSync(portalKeyFile(from), portalKeyFile(to));
};
