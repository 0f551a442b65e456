import { foldForSearch } from './textFold';
import { optionMessages as text } from './optionMessages';
import type { ChosenOption, PricedOption } from './optionLines';

export type { ChosenOption, PricedOption } from './optionLines';

/**
 * A product's option groups: 'choose exactly one' (min 1, max 1: 'Término') or 'up to
 * N' (min 0, max N: 'Extras'), each option with a price before tax (0 for none) added to the
 * product's. One set of rules for the diner app (it will not add a line whose required choices
 * are missing) and the mock API (it prices the line from the stored product).
 */
export interface ProductOption {
  name: string;
  nameEn: string;
  price: number;
  /** The stock one dish with this option uses besides the product's recipe; absent on options saved before it. */
  recipe?: { stockId: number; quantity: number }[];
}

export interface OptionGroup {
  name: string;
  nameEn: string;
  min: number;
  max: number;
  options: ProductOption[];
  /** The merchant's option set the group is a copy of ('Término' defined once): absent for a product's own group. */
  setId?: number;
}

/** What an order line says was chosen: the group's and the option's (Spanish) names. */

export const sameName = (a: string, b: string) => foldForSearch(a) === foldForSearch(b);

/** The choices checked against the product's groups, in the groups' and options' own order; a Spanish refusal otherwise. */
export const resolveChoices = (
  product: { name: string; optionGroups?: OptionGroup[] },
  chosen: readonly ChosenOption[],
): { options: PricedOption[] } | { error: string } => {
  const groups = product.optionGroups ?? [];
  const picked = groups.map(() => new Set<number>());
  for (const choice of chosen) {
    const groupIndex = groups.findIndex((group) => group.name === choice.group);
    const optionIndex = groupIndex < 0 ? -1 : groups[groupIndex].options.findIndex((option) => option.name === choice.option);
    if (optionIndex < 0) return { error: text.unknownOption(product.name) };
    if (picked[groupIndex].has(optionIndex)) return { error: text.repeatedChoice(product.name) };
    picked[groupIndex].add(optionIndex);
  }
  const options: PricedOption[] = [];
  for (const [index, group] of groups.entries()) {
    const count = picked[index].size;
    if (count < group.min) return { error: text.missingChoice(product.name, group.name, group.min) };
    if (count > group.max) return { error: text.tooManyChoices(product.name, group.name, group.max) };
    group.options.forEach((option, optionIndex) => {
      if (picked[index].has(optionIndex)) options.push({ group: group.name, option: option.name, price: option.price });
    });
  }
  return { options };
};

