import { z } from 'zod';

/** A product's option groups and an order line's choices as they cross the wire (issue 22; src/domain/productOptions.ts). */
/** A line of an option's recipe: one dish with the option uses `quantity` of the stock item `stockId` (in its unit). */
export const optionRecipeLine = z.object({ stockId: z.number().int(), quantity: z.number() }).meta({ id: 'OptionRecipeLine' });
export const productOption = z.object({ name: z.string(), nameEn: z.string(), price: z.number(), recipe: z.array(optionRecipeLine) }).meta({ id: 'ProductOption' });
export const optionGroup = z
  .object({ name: z.string(), nameEn: z.string(), min: z.number().int(), max: z.number().int(), options: z.array(productOption) })
  .meta({ id: 'OptionGroup' });
/** An option as the QR menu shows it: never its recipe; whether the stock can serve it now. */
export const menuQrOption = productOption.omit({ recipe: true }).extend({ soldOut: z.boolean() }).meta({ id: 'MenuQrOption' });
export const menuQrOptionGroup = optionGroup.extend({ options: z.array(menuQrOption) }).meta({ id: 'MenuQrOptionGroup' });
/** A choice on an order line: the group's and option's names and the option's price before tax when ordered. */
export const lineOption = z.object({ group: z.string(), option: z.string(), price: z.number() }).meta({ id: 'LineOption' });
/** A choice as the board and the kitchen read it: the group's and the option's names. */
export const chosenOption = lineOption.pick({ group: true, option: true }).meta({ id: 'ChosenOption' });
