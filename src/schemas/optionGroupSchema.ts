import { z } from 'zod';
import { optionMessages as text } from '../domain/optionMessages';
import { PRICE_DECIMALS, toPriceUnits } from '../domain/finalPrice';
import { sameName } from '../domain/productOptions';
import { comboSchema } from './comboSchema';
import { optionalNumber, optionalText, requiredText, wholeNumber } from './fields';

export const MAX_OPTION_GROUPS = 10;
export const MAX_GROUP_OPTIONS = 20;
/** Stock items one option's recipe may use. */
export const MAX_OPTION_RECIPE_LINES = 10;

const optionPrice = z
  .number({ error: text.optionPrice })
  .min(0, text.optionPrice)
  .max(9_999_999, text.optionPrice)
  .refine((value) => Math.abs(toPriceUnits(value) - value * 10 ** PRICE_DECIMALS) < 1e-4, text.optionPrice);

/**
 * An option's recipe (options take stock through their own recipe): the stock items one
 * dish with the option uses besides the product's own recipe, each once, with the quantity kept
 * as a product's recipe line keeps it (src/schemas/comboSchema.ts).
 */
const optionRecipe = () =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(comboSchema.pick({ stockId: true, quantity: true }), { error: text.badRecipe })
      .max(MAX_OPTION_RECIPE_LINES, text.tooManyRecipeLines)
      .superRefine((lines, ctx) => {
        const repeated = lines.findIndex((line, index) => lines.slice(0, index).some((other) => other.stockId === line.stockId));
        if (repeated >= 0) ctx.addIssue({ code: 'custom', path: [repeated, 'stockId'], message: text.repeatedRecipeItem });
      }),
  );

/** An option: its name (Spanish, English optional), its price before tax (0 or missing for none) and its recipe. */
export const productOptionSchema = z.object({
  name: requiredText(60),
  nameEn: optionalText(60),
  price: optionalNumber(optionPrice, 0),
  recipe: optionRecipe(),
});

const repeatedAt = (names: string[]) => names.findIndex((name, index) => names.slice(0, index).some((other) => sameName(other, name)));

const groupFields = z.object({
  name: requiredText(60),
  nameEn: optionalText(60),
  min: optionalNumber(wholeNumber(0, MAX_GROUP_OPTIONS, text.minRange), 0),
  max: optionalNumber(wholeNumber(1, MAX_GROUP_OPTIONS, text.maxRange), 1),
  options: z.array(productOptionSchema, { error: text.noOptions }).min(1, text.noOptions).max(MAX_GROUP_OPTIONS, text.tooManyOptions),
});

const groupRules = (group: z.output<typeof groupFields>, ctx: z.RefinementCtx) => {
  if (group.min > group.max) ctx.addIssue({ code: 'custom', path: ['min'], message: text.minAboveMax });
  if (group.max > group.options.length) ctx.addIssue({ code: 'custom', path: ['max'], message: text.maxAboveOptions });
  const repeated = repeatedAt(group.options.map((option) => option.name));
  if (repeated >= 0) ctx.addIssue({ code: 'custom', path: ['options', repeated, 'name'], message: text.repeatedOptionName });
};

/**
 * One group: min 1 and max 1 is 'choose exactly one' ('Término'), min 0 and max N is
 * 'up to N' ('Extras'). min ≤ max ≤ the number of options; option names unique in the group
 * (trimmed, without case or accents, as the order names them). `setId` names the merchant's option
 * set the group copies (src/schemas/optionSetSchema.ts): the server then writes the set's groups
 * and options over what was sent.
 */
export const optionGroupSchema = groupFields
  .extend({ setId: z.preprocess((value) => (value === null ? undefined : value), wholeNumber(1, 1_000_000_000, text.unknownSet).optional()) })
  .superRefine(groupRules);

/** An option set ('Término' defined once, attached to many products): a group of its own. */
export const optionSetSchema = groupFields.superRefine(groupRules);
export type OptionSetInput = z.output<typeof optionSetSchema>;

/** A product's groups; missing or null is none. Group names are unique in the product. */
export const optionGroupsField = () =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(optionGroupSchema, { error: text.badChoices })
      .max(MAX_OPTION_GROUPS, text.tooManyGroups)
      .superRefine((groups, ctx) => {
        const repeated = repeatedAt(groups.map((group) => group.name));
        if (repeated >= 0) ctx.addIssue({ code: 'custom', path: [repeated, 'name'], message: text.repeatedGroupName });
      }),
  );

/** What an order line says was chosen ({group, option} by their names), at most one per option. */
export const chosenOptionsField = () =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(z.object({ group: z.string({ error: text.badChoices }).max(60, text.badChoices), option: z.string({ error: text.badChoices }).max(60, text.badChoices) }, { error: text.badChoices }), {
        error: text.badChoices,
      })
      .max(MAX_OPTION_GROUPS * MAX_GROUP_OPTIONS, text.badChoices),
  );
