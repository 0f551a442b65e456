import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DB } from '../store';
import { takeDataFile } from '../storage/dataFileOwner';
import { writeSeed } from './seedFiles';

/**
 * `npm run seed`: rebuild the data file from the deterministic seed, with the demo restaurants' signing keys.
 * Never under a running API (it would go on from a file no longer on disk): the data file's owner
 * refuses it, naming that API (mock-api/storage/dataFileOwner.ts).
 */
const file = process.env.MOCK_DB || DEFAULT_DB;
const started = Date.now();
fs.mkdirSync(path.dirname(file), { recursive: true });
try {
  const taken = await takeDataFile(file, 'seed');
  try {
    writeSeed(file);
  } finally {
    taken.release();
  }
  console.log(`Datos de demostración creados en ${file} (${Date.now() - started} ms)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
