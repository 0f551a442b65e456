import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * A script of the repository compiled once into one file, for the tests that run it as a child
 * process (tests/support/apiProcess.ts). Run through tsx's loader, a child spent about 2.8 s of CPU
 * before it answered, half of it compiling and resolving the same TypeScript again; the bundle
 * starts in about 1.3 s, and a run starts about twenty such children. The code is the same: the
 * same sources, compiled by the same esbuild tsx uses, dependencies left in node_modules.
 *
 * The bundles live in the repository's node_modules/.cache (the dependencies resolve from there)
 * in a folder of this process, removed when it exits.
 */
const folder = resolve('node_modules', '.cache', 'portal-test-scripts', String(process.pid));
let removalHooked = false;
const bundles = new Map<string, Promise<string>>();

/**
 * Each module keeps its own `import.meta.dirname` and `import.meta.url` inside the bundle: the API
 * reads its CABYS catalogue, schemas and districts beside its source files. A bare
 * `import.meta.url.<member>` is left as is: it is the script's own check that it is the entry
 * (`isMain` in mock-api/server.ts), which must see the bundle's address.
 */
const ownLocation: Plugin = {
  name: 'own-location',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replace(/import\.meta\.url(?![.\w])/g, JSON.stringify(pathToFileURL(path).href));
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** The path of `script` (relative to the repository) compiled into one ES module. */
export const bundledScript = (script: string) => {
  let bundle = bundles.get(script);
  if (!bundle) {
    if (!removalHooked) {
      removalHooked = true;
      process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    }
    const outfile = join(folder, `${basename(script).replace(/\.tsx?$/, '')}-${bundles.size}.mjs`);
    bundle = build({
      entryPoints: [resolve(script)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
      plugins: [ownLocation],
    }).then(() => outfile);
    bundles.set(script, bundle);
  }
  return bundle;
};
