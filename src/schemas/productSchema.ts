import { z } from 'zod';
import { productMessages as text } from '../domain/productMessages';
import { PRICE_DECIMALS, toPriceUnits } from '../domain/finalPrice';
import { PRINTER_LOCATIONS } from '../domain/floorRules';
import { MAX_AVAILABLE, PRODUCT_UNITS, TAX_TYPES } from '../domain/productCatalogs';
import { schemaMessages } from './schemaMessages';
import { dietaryFields, productEnglishFields } from './menuExtrasFields';
import { optionGroupsField } from './optionGroupSchema';
import { choiceId, nullableNumber, optionalText, requiredText, wholeNumber } from './fields';

const oneOf = (codes: number[]) => choiceId().refine((value) => codes.includes(value), text.invalidChoice);

/** An image as the form sends it: a new file as a data URL, or the path it already has. */
const IMAGE_VALUE = /^(data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*|\/menu-images\/[\w-]+\.(svg|png|jpg)|\/product\/image\/[a-f0-9]{32}\.(png|jpg))$/;

/**
 * docs/spec-reference.md §3/§5 product: name, short description, menu, price > 0, tax type and unit are required,
 * and a Hacienda (CABYS) code must be chosen. `tax` and `cabysDetails` are not read: the server
 * sets them from the code (a client cannot choose its rate). The image's content (real PNG or
 * JPEG, at most 1 MB) is checked by the server when it decodes it. `preparedAt` ('Se prepara en')
 * is a printer location or null (missing is null): only products with one reach the
 * kitchen view and a kitchen ticket.
 */
export const productSchema = z.object({
  menuId: choiceId(),
  name: requiredText(100),
  shortDescription: requiredText(150),
  description: optionalText(1000, { multiline: true }),
  price: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? schemaMessages.requiredFields : text.pricePositive) })
    .gt(0, text.pricePositive)
    .max(99_999_999, text.pricePositive)
    // up to 5 decimals, as the electronic receipt's unit price: a final price typed by the owner keeps its exact base
    .refine((value) => Math.abs(toPriceUnits(value) - value * 10 ** PRICE_DECIMALS) < 1e-4, text.pricePositive),
  // null or missing: 'Sin límite', the quantity is not tracked (docs/departures.md, 'The owner's menu tools')
  available: nullableNumber(wholeNumber(0, MAX_AVAILABLE, text.availableRange)),
  taxCodeId: oneOf(TAX_TYPES.map((type) => type.code)),
  unit: oneOf(PRODUCT_UNITS.map((unit) => unit.code)),
  cabysCode: z.string({ error: text.cabysRequired }).regex(/^\d{13}$/, text.cabysRequired),
  preparedAt: nullableNumber(choiceId().refine((id) => PRINTER_LOCATIONS.some((location) => location.id === id), text.preparedAtChoice)),
  // 'Lleva servicio (10 %)' (src/domain/serviceCharge.ts); missing: a new product takes its CABYS code's default, an edited one keeps its own
  carriesService: z.boolean({ error: text.carriesServiceChoice }).optional(),
  image: z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z.string({ error: text.imageType }).max(1_500_000, text.imageTooLarge).regex(IMAGE_VALUE, text.imageType).nullable(),
  ),
  // English texts, allergens and diets (src/schemas/menuExtrasFields.ts)
  ...productEnglishFields,
  ...dietaryFields,
  // 'Término' (choose one), 'Extras' (up to N); src/schemas/optionGroupSchema.ts
  optionGroups: optionGroupsField(),
});

export type ProductInput = z.output<typeof productSchema>;
