import { desktopChromePath } from '../../tests/support/browser';
import { lighthouseTool } from './lighthouseTool';
import { median } from './servedBuild';

/** One page's figures under Lighthouse's default (mobile) preset: the medians of `runs` cold runs. */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  scores: number[];
  lcps: number[];
  /** Lighthouse's own measure of the machine's speed: a busy machine scores lower. */
  benchmarkIndex: number;
  /** What Lighthouse took for the largest paint in the last run. */
  lcpElement: string;
}

/**
 * A page under Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated),
 * each run in a fresh headless Chromium, so every run is a cold cache.
 */
export const lighthouseMobile = async (url: string, runs = 3): Promise<LighthouseFigures> => {
  const scores: number[] = [];
  const lcps: number[] = [];
  let benchmarkIndex = 0;
  let lcpElement = '';
  const { lighthouse, chromeLauncher } = await lighthouseTool();
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: desktopChromePath(), chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const lhr = result!.lhr;
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      lcps.push(lhr.audits['largest-contentful-paint'].numericValue ?? NaN);
      benchmarkIndex = lhr.environment.benchmarkIndex;
      const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; snippet?: string }[] } | undefined;
      lcpElement = details?.items?.find((item) => item.type === 'node')?.snippet ?? '';
    } finally {
      chrome.kill();
    }
  }
  return { score: median(scores), lcpMs: median(lcps), scores, lcps, benchmarkIndex, lcpElement };
};
