import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DB } from '../store';
import { writeSeed } from './seedFiles';

/** `npm run seed`: rebuild the data file from the deterministic seed, with the demo restaurants' signing keys. */
const file = process.env.MOCK_DB || DEFAULT_DB;
const started = Date.now();
fs.mkdirSync(path.dirname(file), { recursive: true });
writeSeed(file);
console.log(`Datos de demostración creados en ${file} (${Date.now() - started} ms)`);
