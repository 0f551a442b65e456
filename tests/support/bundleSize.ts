import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface Download {
  url: string;
  bytes: number;
  gzipped: number;
}

/**
 * The JavaScript a browser really downloads to show a page: every script response until the
 * network is idle, each gzipped as a web server would (level 6), so lazy chunks that the page
 * needs count and the ones it does not need do not.
 */
export const javascriptFor = async (page: Page, url: string, ready: () => Promise<unknown>) => {
  const bodies: Promise<Download | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) || response.request().method() !== 'GET') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.length, gzipped: gzipSync(body, { level: 6 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  const downloads = (await Promise.all(bodies)).filter((download): download is Download => !!download);
  return { downloads, gzipped: downloads.reduce((sum, download) => sum + download.gzipped, 0) };
};
