import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath, launchChromium } from '../tests/support/browser';
import { javascriptFor } from '../tests/support/bundleSize';
import { median, productionBuild, serveBuild } from './support/servedBuild';

const RUNS = 3;
/** Issue 12's goal for the admin's sign-in page, Lighthouse's mobile preset. */
const GOAL = { score: 95, lcpMs: 2000 };

/**
 * The admin's sign-in page under Lighthouse's default (mobile) preset: a mid-range phone on a
 * slow 4G link, simulated. Prints the performance score and LCP (median of three cold runs) and
 * the gzipped JavaScript /login downloads. Lighthouse scales the CPU time it observes, so a busy
 * machine scores lower: the machine's load and Lighthouse's benchmark index are printed beside.
 * Measures the build in DIST_DIR when given, else builds afresh, served as `npm run preview`.
 */
export default async function signInBench() {
  const dist = await productionBuild();

  const served = await serveBuild(dist);
  // 'localhost', not 127.0.0.1: the page then counts as a secure origin, as it is in production
  const url = `http://localhost:${served.port}/login`;
  try {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const { downloads, gzipped } = await javascriptFor(page, url, () => page.getByRole('button', { name: 'Iniciar sesión' }).waitFor());
      console.log(`sign-in: ${(gzipped / 1024).toFixed(1)} KB gzipped JavaScript for /login in ${downloads.length} files (react-admin loads while the user types)`);
    } finally {
      await browser.close();
    }

    const scores: number[] = [];
    const lcps: number[] = [];
    let benchmarkIndex = 0;
    for (let run = 0; run < RUNS; run++) {
      const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
      try {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const lhr = result!.lhr;
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        lcps.push(lhr.audits['largest-contentful-paint'].numericValue ?? NaN);
        benchmarkIndex = lhr.environment.benchmarkIndex;
      } finally {
        chrome.kill();
      }
    }
    const score = median(scores);
    const lcp = median(lcps);
    console.log(
      `sign-in: Lighthouse mobile performance ${score} (runs ${scores.join(', ')}), LCP ${(lcp / 1000).toFixed(2)} s ` +
        `(goal ≥ ${GOAL.score} and ≤ ${GOAL.lcpMs / 1000} s: ${score >= GOAL.score && lcp <= GOAL.lcpMs ? 'met' : 'not met'})`,
    );
    console.log(`sign-in: machine load ${loadavg()[0].toFixed(1)}, Lighthouse benchmark index ${Math.round(benchmarkIndex)}`);
  } finally {
    await served.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await signInBench();
