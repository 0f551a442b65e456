import { z } from 'zod';
import { catalogItem } from './common';
import { menuQrOptionGroup, optionGroup } from './productOptions';

/**
 * A product as the back office reads it (docs/spec-reference.md §3): its merchant is the caller's
 * own, never sent; `tax` and `cabysDetails` are the server's, from the CABYS code.
 */
export const product = z
  .object({
    id: z.number().int(),
    menuId: z.number().int(),
    name: z.string(),
    shortDescription: z.string(),
    description: z.string(),
    price: z.number(),
    /** Null: 'Sin límite', the quantity is not counted (a body echoing the answer keeps it so). */
    available: z.number().int().nullable(),
    /** 'Sin límite' (available is then null): orders are never refused for the quantity. */
    unlimited: z.boolean(),
    taxCodeId: z.number().int(),
    unit: z.number().int(),
    /** A path on the portal's host, or null: the QR menu then shows no picture. */
    image: z.string().nullable(),
    cabysCode: z.string(),
    cabysDetails: z.string(),
    tax: z.number(),
    /** 'Se prepara en': a printer location, or null for what is handed over as it is. */
    preparedAt: z.number().int().nullable(),
    /** English texts ('' where none: the Spanish shows), allergen and diet codes (src/domain/dietaryTags.ts). */
    nameEn: z.string(),
    shortDescriptionEn: z.string(),
    descriptionEn: z.string(),
    allergens: z.array(z.string()),
    diets: z.array(z.string()),
    /** Marked 'Agotado' by staff (PUT /product/soldOut/{id}). */
    soldOut: z.boolean(),
    /** Choices the diner makes before adding it ('Término', 'Extras'), prices before tax. */
    optionGroups: z.array(optionGroup),
    /** 'Lleva servicio (10 %)': the 10 % service is charged on it where the merchant has table service (src/domain/serviceCharge.ts). */
    carriesService: z.boolean(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof product>;

/** A product as a diner sees it on the QR menu: never its stock, its CABYS code or its printer. */
export const menuQrProduct = product
  .pick({ id: true, menuId: true, name: true, shortDescription: true, description: true, price: true, tax: true, carriesService: true, unit: true, image: true, allergens: true, diets: true, optionGroups: true })
  .extend({
    /**
     * What the diner pays for one: the price with IVA and, with table service and where the product
     * carries it, the 10 % service included (Decreto 37899-MEIC art. 93; src/domain/finalPrice.ts). `price` stays the base price.
     */
    displayPrice: z.number(),
    /** Marked 'Agotado' or no unit can be served now: the QR menu shows 'Agotado' and the order is refused. */
    soldOut: z.boolean(),
    /** Its options without their recipes, each saying whether the stock can serve it now. */
    optionGroups: z.array(menuQrOptionGroup),
  })
  .meta({ id: 'MenuQrProduct' });
export type MenuQrProduct = z.infer<typeof menuQrProduct>;

/** A tax type of Hacienda's electronic invoice with its rate in percent (GET /product/getTaxCode). */
export const taxType = catalogItem.extend({ rate: z.number() }).meta({ id: 'TaxType' });

/** PUT /product/soldOut/{id}: staff mark a product 'Agotado' or available again. */
export const soldOutAnswer = z.object({ product, message: z.string() });

/**
 * GET /menu/soldOut/{token}: the ids of the table's merchant's products that cannot be ordered
 * now, and the choices whose own recipe the stock cannot serve (by product and the Spanish names an
 * order line carries), polled by an open QR menu so either greys within two seconds.
 */
export const menuSoldOut = z
  .object({
    soldOut: z.array(z.number().int()),
    soldOutOptions: z.array(z.object({ productId: z.number().int(), group: z.string(), option: z.string() })),
  })
  .meta({ id: 'MenuSoldOut' });
export type MenuSoldOut = z.infer<typeof menuSoldOut>;
