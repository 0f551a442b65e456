import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../tests/support/browser';
import { javascriptFor } from '../tests/support/bundleSize';
import { lighthouseMobile } from './support/lighthouseMobile';
import { productionBuild, serveBuild } from './support/servedBuild';

const RUNS = 3;
/** The goal for the admin's sign-in page, Lighthouse's mobile preset. */
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

    const { score, lcpMs: lcp, scores, benchmarkIndex } = await lighthouseMobile(url, RUNS);
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
