import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm run bench`: every `bench/*.bench.ts` module in turn, in name order. Each default-exports
 * an async function that prints its own figures. `npm run bench -- api` runs only the modules
 * whose name contains `api`.
 */
const only = process.argv.slice(2);
const modules = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort();

for (const name of modules) {
  const started = performance.now();
  const module = (await import(pathToFileURL(join(import.meta.dirname, name)).href)) as { default: () => Promise<void> };
  await module.default();
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}
