import { z } from 'zod';

/** A product's option groups and an order line's choices as they cross the wire (issue 22; src/domain/productOptions.ts). */
export const productOption = z.object({ name: z.string(), nameEn: z.string(), price: z.number() }).meta({ id: 'ProductOption' });
export const optionGroup = z
  .object({ name: z.string(), nameEn: z.string(), min: z.number().int(), max: z.number().int(), options: z.array(productOption) })
  .meta({ id: 'OptionGroup' });
/** A choice on an order line: the group's and option's names and the option's price before tax when ordered. */
export const lineOption = z.object({ group: z.string(), option: z.string(), price: z.number() }).meta({ id: 'LineOption' });
/** A choice as the board and the kitchen read it: the group's and the option's names. */
export const chosenOption = lineOption.pick({ group: true, option: true }).meta({ id: 'ChosenOption' });
