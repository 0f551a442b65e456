import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer, preview } from 'vite';
import { exitOnStopSignals, startApi } from '../mock-api/server';
import { demoLinks } from './demoLinks';

/**
 * `npm start` (dev) and `npm run preview` (production build): the mock API on API_PORT and
 * the app on PORT, which proxies /api to it, so a browser needs only one address.
 */
const mode = process.argv[2] === 'preview' ? 'preview' : 'dev';
const apiPort = Number(process.env.API_PORT || 3000);

// the data file has one owner: another API on it refuses this one, and says which (mock-api/storage/dataFileOwner.ts)
const api = await startApi(apiPort, process.env.MOCK_DB).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const server = mode === 'preview' ? await preview() : await createServer();
if ('listen' in server) await server.listen();
server.printUrls();
console.log(`  API simulada: /api → http://127.0.0.1:${api.port} (datos: ${api.store.file})`);
const port = Number(process.env.PORT || 5173);
for (const line of demoLinks(api.store.state(), `http://localhost:${port}`)) console.log(`  ${line}`);
// the data file used to live in mock-api/data/, inside the folders the dev server could hand out
if (!process.env.MOCK_DB && existsSync(resolve(import.meta.dirname, '..', 'mock-api', 'data', 'db.json'))) {
  console.warn('  Aviso: los datos ahora están en .data/; los anteriores siguen en mock-api/data/ (para usarlos, con el servidor detenido: mv mock-api/data/* .data/).');
}

// npm and tsx pass SIGTERM and SIGINT on to this process: the API stops cleanly beside the web
// server, within the API's own bound (mock-api/server.ts)
exitOnStopSignals(() => Promise.all([server.close(), api.close({ fold: false })]), api.store.file);
