import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, or CHROME_PATH; the test command installs it when missing (scripts/test.sh). */
export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export const launchChromium = async (): Promise<Browser> => {
  const executablePath = chromePath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it (Debian: apt-get install chromium) or set CHROME_PATH.`,
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
