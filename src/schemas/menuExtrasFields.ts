import { z } from 'zod';
import { ALLERGEN_CODES, DIET_CODES } from '../domain/dietaryTags';
import { minutesOf, TIME_OF_DAY } from '../domain/menuHours';
import { menuExtrasMessages as text } from '../domain/productMessages';
import { optionalText } from './fields';

/**
 * The fields the menu extras add to menus and products, kept apart from the spec's own (productSchema.ts,
 * menuSchema.ts spread them in): English texts (optional: the Spanish shows where they are empty),
 * allergens and diets as lists of codes, and a menu's hours.
 */

const codeList = <T extends string>(codes: [T, ...T[]]) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(z.enum(codes, { error: text.dietaryChoice }), { error: text.dietaryChoice })
      .max(codes.length, text.dietaryChoice)
      .refine((list) => new Set(list).size === list.length, text.dietaryChoice),
  );

export const productEnglishFields = {
  nameEn: optionalText(100),
  shortDescriptionEn: optionalText(150),
  descriptionEn: optionalText(1000, { multiline: true }),
};

export const dietaryFields = {
  allergens: codeList(ALLERGEN_CODES),
  diets: codeList(DIET_CODES),
};

const timeOfDay = z.string({ error: text.slotTime }).regex(TIME_OF_DAY, text.slotTime).meta({ pattern: TIME_OF_DAY.source });

export const menuSlot = z
  .object({
    days: z
      .array(z.number({ error: text.slotDays }).int(text.slotDays).min(1, text.slotDays).max(7, text.slotDays), { error: text.slotDays })
      .min(1, text.slotDays)
      .max(7, text.slotDays)
      .refine((days) => new Set(days).size === days.length, text.slotDays),
    from: timeOfDay,
    to: timeOfDay,
  })
  .refine((slot) => !TIME_OF_DAY.test(slot.from) || !TIME_OF_DAY.test(slot.to) || minutesOf(slot.from) < minutesOf(slot.to), { message: text.slotOrder, path: ['to'] });

export const menuExtraFields = {
  nameEn: optionalText(100),
  /** The description (`lastname`, the spec's name for it) in English. */
  descriptionEn: optionalText(250),
  availability: z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z.array(menuSlot, { error: text.slotDays }).max(7, text.tooManySlots),
  ),
};
