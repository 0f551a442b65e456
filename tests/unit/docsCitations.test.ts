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

/** The word and a number after it, with or without '#', in any case: a tracker's number, not a reason. */
const CITES_ISSUE = /\bissues?(?:\s+#?|\s*#)\d/i;

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

  it('knows an issue number in the ways it is written', () => {
    // the word kept apart, so this file's own lines hold no citation for the check below to find
    const word = 'issue';
    const cited = [`${word} 12`, `${word} #12`, `${word}#12`, `${word.toUpperCase()} 7`, `${word}s 20 and 21`, `see ${word}  #3`];
    expect(cited.filter((text) => !CITES_ISSUE.test(text))).toEqual([]);
    expect([`the ${word} is 12 bytes`, `t${word} 4`, `${word}d 2 documents`].filter((text) => CITES_ISSUE.test(text))).toEqual([]);
  });

  it('no comment, test name or text cites the number of an issue: the tracker is outside the repo', () => {
    expect(lines.filter((line) => CITES_ISSUE.test(line.text)).map((line) => `${line.where} ${line.text.trim()}`)).toEqual([]);
  });

  it(`every cited section exists in ${SPEC}, and every cited docs/ page exists`, () => {
    const headings = new Set([...fs.readFileSync(path.join(root, SPEC), 'utf8').matchAll(/^## §(\d+)\./gm)].map((match) => match[1]));
    const sections = lines.flatMap((line) => [...line.text.matchAll(/docs\/spec-reference\.md((?:[ ,/;]*(?:and )?§\d+(?:\.\d+)?)+)/g)].flatMap((match) => [...match[1].matchAll(/§(\d+)/g)].map((section) => section[1])));
    expect(sections.length).toBeGreaterThan(100);
    expect([...new Set(sections)].filter((section) => !headings.has(section))).toEqual([]);
    const pages = new Set(lines.flatMap((line) => [...line.text.matchAll(/\bdocs\/([\w/-]+\.(?:md|json))/g)].map((match) => match[1])));
    expect([...pages].filter((page) => !fs.existsSync(path.join(root, 'docs', page)))).toEqual([]);
  });
});

/** The pages whose relative links are checked: the README and every page under docs/. */
const markdownPages = (dir = path.join(root, 'docs')): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownPages(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });

/** A page's lines with the fenced code blanked (the count kept, so a line number stays true). */
const proseLines = (markdown: string): string[] => {
  let fenced = false;
  return markdown.split('\n').map((text) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : text;
  });
};

/**
 * The relative targets of a line's markdown links and images, without their '#section' or query:
 * not web addresses (any 'scheme:'), not links within the page ('#…'), not text in `code`.
 */
const relativeLinks = (line: string): string[] =>
  [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.replace(/[?#].*$/, '')));

describe('links between the pages (README.md, docs/)', () => {
  it('finds the relative links outside code, and only those', () => {
    const line = '[a](features/stock.md#recipes) ![b](../x.png "B") [c](https://zod.dev) [d](#top) [e](mailto:x@y.cr) `[f](code.md)`';
    expect(relativeLinks(line)).toEqual(['features/stock.md', '../x.png']);
    expect(proseLines('[a](a.md)\n```\n[b](b.md)\n```\n[c](c.md)').flatMap(relativeLinks)).toEqual(['a.md', 'c.md']);
  });

  it('every relative link points to a file that exists', () => {
    const links = [path.join(root, 'README.md'), ...markdownPages()].flatMap((page) =>
      proseLines(fs.readFileSync(page, 'utf8')).flatMap((text, index) =>
        relativeLinks(text).map((target) => ({ where: `${path.relative(root, page)}:${index + 1}`, target: path.resolve(path.dirname(page), target) })),
      ),
    );
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter((link) => !fs.existsSync(link.target)).map((link) => `${link.where} → ${path.relative(root, link.target)}`)).toEqual([]);
  });
});
