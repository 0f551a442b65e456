import type { Page } from 'playwright-core';

/**
 * The browser's print dialog, held open: a browser shows the page as printed until the person
 * closes the dialog, and only then says `afterprint`. Chromium without a screen prints to nowhere
 * at once, so a page that tidies up on `afterprint` would be gone before a test could look.
 * `openCount` is how many times the page asked to print; `close` answers like the closed dialog.
 */
export const holdPrintDialog = async (page: Page) => {
  await page.evaluate(() => {
    const held = window as unknown as { printRequests: number };
    held.printRequests = 0;
    window.print = () => {
      held.printRequests += 1;
    };
  });
  return {
    openCount: () => page.evaluate(() => (window as unknown as { printRequests: number }).printRequests),
    close: () => page.evaluate(() => window.dispatchEvent(new Event('afterprint'))),
  };
};
