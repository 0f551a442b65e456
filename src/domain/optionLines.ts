import { toPriceUnits } from './finalPrice';

/**
 * An order line's choices as the diner app, the admin and the mock API show and price
 * them. Kept apart from the rules of productOptions.ts (and their messages) so the diner app's
 * first download carries only this.
 */

/** What an order line says was chosen: the group's and the option's (Spanish) names. */
export interface ChosenOption {
  group: string;
  option: string;
}

/** A choice as the order keeps it: with the option's price before tax when it was ordered. */
export interface PricedOption extends ChosenOption {
  price: number;
}

/** The unit price before tax with the chosen options, kept to 5 decimals (finalPrice.ts). */
export const priceWithOptions = (price: number, options: readonly { price: number }[]) =>
  options.reduce((units, option) => units + toPriceUnits(option.price), toPriceUnits(price)) / 100_000;

/** One key per product and set of choices: two steaks 'medio' are one line, a 'medio' and a 'bien cocido' two. */
export const lineKey = (productId: number, options: readonly ChosenOption[] = []) =>
  [String(productId), ...options.map((option) => `${option.group}\u0000${option.option}`).sort()].join('\u0001');

/** 'Término: Medio · Extras: Queso, Aguacate', as the order, board, ticket, receipt and invoice show the choices. */
export const optionsText = (options: readonly ChosenOption[] = []) => {
  const groups = new Map<string, string[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option.option]);
  return [...groups].map(([group, names]) => `${group}: ${names.join(', ')}`).join(' · ');
};
