import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label as shown, required mark or not ('Terminal' is not 'Terminal (USD)'). */
export const fieldByLabel = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));

/** Pick an option of a react-admin select by its label (a select's name also carries its value). */
export const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${escape(label)}(\\s*\\*)?(\\s|$)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A `YYYY-MM-DD` day as the portal's date pickers show it: dd/mm/aaaa. */
export const crDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Types a day into a date picker as a person would: day, month and year digits from its first section. */
export const typeDay = async (page: Page, label: string, day: string) => {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Día' }).click();
  await page.keyboard.type(crDay(day).replace(/\//g, ''));
};
