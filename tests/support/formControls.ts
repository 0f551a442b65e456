import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label as shown, required mark or not ('Terminal' is not 'Terminal (USD)'). */
export const fieldByLabel = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));

/** Pick an option of a react-admin select by its label (a select's name also carries its value). */
export const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${escape(label)}(\\s*\\*)?(\\s|$)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
