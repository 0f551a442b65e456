import fs from 'node:fs';
import path from 'node:path';
import { buildSeed } from './index';
import { DEFAULT_DB } from '../store';

/** `npm run seed`: rebuild the data file from the deterministic seed. */
const file = process.env.MOCK_DB || DEFAULT_DB;
const started = Date.now();
const state = buildSeed();
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(state));
// the journal of the data file just replaced would replay on the new one
fs.rmSync(`${file}.journal`, { force: true });
console.log(`Datos de demostración creados en ${file} (${Date.now() - started} ms)`);
