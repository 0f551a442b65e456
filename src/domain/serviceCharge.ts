/**
 * The 10 % restaurant service (Ley 4946): who pays it and on what. It is charged on what is
 * consumed at the restaurant, so a product says whether it carries it (`carriesService`, the
 * product form's 'Lleva servicio (10 %)'), and the merchant's table service (company settings)
 * turns it on or off for all of them. The menu's final price, the order, the tab, the card charge
 * and the electronic document all ask `servicePercentOf`: one rule, one place.
 */

/** Service charge on the base of the lines that carry it (docs/departures.md, Ley 4946). */
export const SERVICE_CHARGE_PERCENT = 10;

/** What the rule reads of a product or an order's line. */
export interface ServiceItem {
  /** The product's 'Lleva servicio (10 %)', copied into each order line when the order is placed. */
  carriesService: boolean;
}

/** What it reads of the merchant: its company settings' table service (absent reads as on). */
export interface ServiceSettings {
  tableService?: boolean;
}

/** Whether the 10 % applies to this product or line at this merchant. */
export const takesService = (item: ServiceItem, { tableService = true }: ServiceSettings = {}) => tableService && item.carriesService;

/** The service percent of one product or line: 10 where it takes the service, else 0. */
export const servicePercentOf = (item: ServiceItem, settings: ServiceSettings = {}) => (takesService(item, settings) ? SERVICE_CHARGE_PERCENT : 0);

/**
 * The CABYS codes whose products carry the service by default: meals and drinks served at the
 * restaurant, 'Suministro de comida, servicio de restaurante con mesero' (6331…), '… sin mesero, con
 * sitios para sentarse' (6332…) and drinks 'vendidas en restaurantes, bares y establecimientos
 * similares' (634…). Catering, meals by contract and counter service without seats (6339…) are not
 * consumed at the restaurant's tables; goods (a book, coffee to take home: sections 0–4) and other
 * services (a cooking class, 92…) neither. A dessert the kitchen makes under a goods code is
 * switched on by the owner: the code alone cannot tell it from the same cake sold to take home.
 */
const SERVED_PREFIXES = ['6331', '6332', '634'] as const;

/** The form's and the server's default for a new product: on for what the restaurant serves. */
export const carriesServiceByDefault = (cabysCode: string) => SERVED_PREFIXES.some((prefix) => cabysCode.startsWith(prefix));
