import { z } from 'zod';

/** A product's option groups and an order line's choices as they cross the wire (src/domain/productOptions.ts). */
/** A line of an option's recipe: one dish with the option uses `quantity` of the stock item `stockId` (in its unit). */
export const optionRecipeLine = z.object({ stockId: z.number().int(), quantity: z.number() }).meta({ id: 'OptionRecipeLine' });
export const productOption = z.object({ name: z.string(), nameEn: z.string(), price: z.number(), recipe: z.array(optionRecipeLine) }).meta({ id: 'ProductOption' });
const groupFields = z.object({ name: z.string(), nameEn: z.string(), min: z.number().int(), max: z.number().int(), options: z.array(productOption) });
/** A product's group; `setId` when it is a copy of one of the merchant's option sets, which the server keeps it equal to. */
export const optionGroup = groupFields.extend({ setId: z.number().int().optional() }).meta({ id: 'OptionGroup' });
/**
 * GET /optionSet/getOptionSets (ours): a group defined once ('Término') and the merchant's
 * products that carry it; editing it changes them all.
 */
export const optionSet = groupFields.extend({ id: z.number().int(), products: z.array(z.number().int()) }).meta({ id: 'OptionSet' });
export type OptionSet = z.infer<typeof optionSet>;
/** An option as the QR menu shows it: never its recipe; whether the stock can serve it now. */
export const menuQrOption = productOption.omit({ recipe: true }).extend({ soldOut: z.boolean() }).meta({ id: 'MenuQrOption' });
export const menuQrOptionGroup = groupFields.extend({ options: z.array(menuQrOption) }).meta({ id: 'MenuQrOptionGroup' });
/** A choice on an order line: the group's and option's names and the option's price before tax when ordered. */
export const lineOption = z.object({ group: z.string(), option: z.string(), price: z.number() }).meta({ id: 'LineOption' });
/** A choice as the board and the kitchen read it: the group's and the option's names. */
export const chosenOption = lineOption.pick({ group: true, option: true }).meta({ id: 'ChosenOption' });
