import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BuiltScript {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/**
 * The JavaScript a browser downloads before a page of the build can run, read from the build
 * folder: the page's module scripts and modulepreloads, and every chunk those import statically,
 * each once, gzipped at level 9. Chunks loaded on demand (`import()`) are left out.
 */
export const scriptsForPage = (dist: string, htmlPath: string): BuiltScript[] => {
  const html = readFileSync(join(dist, htmlPath), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
  ].map((match) => match[1].replace(/^\//, ''));
  const seen = new Map<string, BuiltScript>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`${htmlPath} refers to ${file}, which is not in ${dist}`);
    const source = readFileSync(path);
    seen.set(file, { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length });
    const directory = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const [, specifier] of source.toString('utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
      visit(specifier.startsWith('/') ? specifier.slice(1) : new URL(specifier, `file:///${directory}`).pathname.slice(1));
    }
  };
  entries.forEach(visit);
  return [...seen.values()];
};

/** What a diner downloads for /menuqr/{token}: the public app's page and its static chunks. */
export const publicAppScripts = (dist = process.env.DIST_DIR || 'dist') => {
  const scripts = scriptsForPage(dist, join('public-app', 'index.html'));
  return {
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
};

/** Budget for the diner's first visit: JavaScript for /menuqr/{token}, gzipped. */
export const PUBLIC_APP_BUDGET_GZIP = 80 * 1024;
