import { describe, expect, it } from 'vitest';
import { todayInCostaRica } from '../../src/domain/dateRanges';
import { browserForFile } from '../support/browserSession';
import { crDay } from '../support/formControls';

/**
 * Every screen with a date picker shows dd/mm/aaaa, as Costa Rica writes dates, even in a browser
 * that speaks American English (a native date input showed the day's close as 11/27/2026).
 */
const browser = browserForFile();
const DAY_FIRST = /^\d{2}\/\d{2}\/\d{4}$/;

const SCREENS: [user: string, at: string][] = [
  ['comercio@demo.cr', '/reports/cash-close'],
  ['comercio@demo.cr', '/reports/transactions'],
  ['comercio@demo.cr', '/receipts'],
  ['backoffice@demo.cr', '/reports/merchant-payment'],
  ['admin@demo.cr', '/'],
  ['admin@demo.cr', '/exchangeRates/create'],
];

describe('date pickers', () => {
  it.each(SCREENS)('%s at %s shows its dates day first', async (user, at) => {
    const page = await browser.signedInPage(user, { at, locale: 'en-US' });
    const pickers = page.locator('.MuiPickersTextField-root input, .MuiPickersInputBase-root input');
    await pickers.first().waitFor({ state: 'attached' });
    // no native date input is left: it follows the browser's language
    expect(await page.locator('input[type=date]').count()).toBe(0);
    const values = await pickers.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean));
    expect(values.length, at).toBeGreaterThan(0);
    for (const value of values) expect(value, at).toMatch(DAY_FIRST);
    if (at === '/reports/cash-close') expect(values).toEqual([crDay(todayInCostaRica())]);
    await page.close();
  });
});
