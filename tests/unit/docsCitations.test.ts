import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'docs', 'screenshots', 'test-results']);

/** The repo's own sources and prose (not docs/, which is what they cite). */
const sourceFiles = (dir = root): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs|md|sh|css|html|json)$/.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : [];
  });

const lines = sourceFiles().flatMap((file) =>
  fs.readFileSync(file, 'utf8').split('\n').map((text, index) => ({ where: `${path.relative(root, file)}:${index + 1}`, text })),
);

const SPEC = 'docs/spec-reference.md';
/** Sections of other standards a comment may cite with '§'. */
const OTHER_STANDARD = /WHATWG|RFC|ECMA|ISO/;

describe('comments point inside the repo (docs/)', () => {
  it('reads the sources', () => {
    expect(lines.length).toBeGreaterThan(10_000);
  });

  it('no comment cites the design notes outside the repo', () => {
    expect(lines.filter((line) => /decisions\.md/.test(line.text)).map((line) => line.where)).toEqual([]);
  });

  it(`every '§' citation names ${SPEC}`, () => {
    const bare = lines.filter(
      (line) =>
        /\b[Ss]pec(ification)?('s)?\s+§/.test(line.text) ||
        (/§\d/.test(line.text) && !line.text.includes(SPEC) && !OTHER_STANDARD.test(line.text)),
    );
    expect(bare.map((line) => `${line.where} ${line.text.trim()}`)).toEqual([]);
  });

  it('no comment, test name or text cites the number of an issue: the tracker is outside the repo', () => {
    expect(lines.filter((line) => /\b[Ii]ssues? \d/.test(line.text)).map((line) => `${line.where} ${line.text.trim()}`)).toEqual([]);
  });

  it(`every cited section exists in ${SPEC}, and every cited docs/ page exists`, () => {
    const headings = new Set([...fs.readFileSync(path.join(root, SPEC), 'utf8').matchAll(/^## §(\d+)\./gm)].map((match) => match[1]));
    const sections = lines.flatMap((line) => [...line.text.matchAll(/docs\/spec-reference\.md((?:[ ,/;]*(?:and )?§\d+(?:\.\d+)?)+)/g)].flatMap((match) => [...match[1].matchAll(/§(\d+)/g)].map((section) => section[1])));
    expect(sections.length).toBeGreaterThan(100);
    expect([...new Set(sections)].filter((section) => !headings.has(section))).toEqual([]);
    const pages = new Set(lines.flatMap((line) => [...line.text.matchAll(/\bdocs\/([\w-]+\.(?:md|json))/g)].map((match) => match[1])));
    expect([...pages].filter((page) => !fs.existsSync(path.join(root, 'docs', page)))).toEqual([]);
  });
});
