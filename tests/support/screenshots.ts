import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * A picture of the screen for a person to look at, taken only when SCREENSHOTS_DIR names a folder
 * (`SCREENSHOTS_DIR=screenshots npm run test:e2e -- tests/e2e/<file>`), never in `npm test`: nobody
 * opens it there, and a full-page picture is Chromium's work on CI's two cores.
 * `fullPage: false` keeps what the viewport shows (a phone's first screen); `settled` waits for the
 * fonts and every running animation first, for pictures compared by eye.
 */
export const shoot = async (page: Page, name: string, { fullPage = true, settled = false } = {}) => {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  if (settled) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  }
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
};
