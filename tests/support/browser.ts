import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: CHROME_PATH, else Debian's headless shell of Chromium (the same
 * Chromium without the desktop browser around it, which is what Playwright itself runs headless:
 * the browser tests take a third less CPU in it), else Debian's Chromium. The test command
 * installs both when missing (scripts/ensure-chromium.sh).
 */
export const chromePath = () => process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/** The whole desktop Chromium, for Lighthouse's measurements of a phone's browser (bench/). */
export const desktopChromePath = () => process.env.CHROME_PATH || CHROMIUM;

export const launchChromium = async (): Promise<Browser> => {
  const executablePath = chromePath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it (Debian: apt-get install chromium chromium-headless-shell) or set CHROME_PATH.`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
};
