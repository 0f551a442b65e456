import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Lighthouse and its Chromium launcher, installed on first use into a folder of their own rather
 * than as devDependencies: they are two benches' tools (the public app's and the sign-in's paint,
 * the screens' accessibility), and their 82 packages (11,000 files, 160 MB with Sentry and
 * Puppeteer) made every `npm ci`, CI's included, unpack them for nothing (docs/departures.md,
 * 'Lighthouse installed by the benches that use it'). The versions are pinned here.
 */
const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME_LAUNCHER = 'chrome-launcher@1.2.1';
const folder = resolve('node_modules/.cache/bench-lighthouse');

/** The one call of Lighthouse the benches make, typed to what they read of its answer. */
export type RunLighthouse = (
  url: string,
  flags: { port: number; onlyCategories: string[]; output: 'json'; logLevel: 'error'; disableStorageReset?: boolean },
) => Promise<{ lhr: LighthouseResult } | undefined>;

export interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number; title: string; details?: unknown }>;
  environment: { benchmarkIndex: number };
}

export interface LaunchedChrome {
  port: number;
  kill: () => void;
}

/** A package of the folder as an address import() takes (both are ES modules with a `main`). */
const moduleIn = (name: string) => pathToFileURL(createRequire(resolve(folder, 'package.json')).resolve(name)).href;

/** Lighthouse and chrome-launcher, installed once (about a minute, from the registry) and then read from the folder. */
export const lighthouseTool = async () => {
  if (!existsSync(resolve(folder, 'node_modules/lighthouse/package.json'))) {
    console.log(`  installing ${LIGHTHOUSE} and ${CHROME_LAUNCHER} for the bench into ${folder} (first use only)`);
    execFileSync('npm', ['install', '--prefix', folder, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', LIGHTHOUSE, CHROME_LAUNCHER], { stdio: 'inherit' });
  }
  const lighthouse = (await import(moduleIn('lighthouse'))).default as RunLighthouse;
  const chromeLauncher = (await import(moduleIn('chrome-launcher'))) as { launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome> };
  return { lighthouse, chromeLauncher };
};
