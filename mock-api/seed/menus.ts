import { MENU_DESCRIPTIONS_EN, MENU_NAMES_EN, PRODUCT_EXTRAS } from './menuExtras';
import { CASONA_MENU, GUANACASTECO_MENU, type MenuSpec, TAX_CLASSES, type TaxKind } from './menuCatalog';
import { DEMO_RESTAURANT_ID, SECOND_RESTAURANT_ID } from './merchants';
import type { Rng } from './random';
import type { MenuRecord, ProductRecord } from '../storage/restaurantRecords';
import type { Merchant } from '../storage/records';

/** Hacienda's tax-rate codes by rate (CodigoTarifa of the electronic invoice). */
const TAX_CODE_BY_RATE: Record<number, number> = { 0: 1, 1: 2, 2: 3, 4: 4, 13: 8 };
/** Units of measure: 1 unit, 4 other service (Hacienda's 'Unid' and 'Os'). */
const UNIT = { piece: 1, service: 4 };
export const DEFAULT_AVAILABLE = 1_000_000;

/**
 * 'Se prepara en' by kind (printer locations, src/domain/floorRules.ts): dishes and desserts in
 * the kitchen (1), drinks at the bar (3); groceries, medicine, a book or a class are handed over
 * as they are and never reach the kitchen view.
 */
const PREPARED_AT: Record<TaxKind, number | null> = {
  dish: 1, dessert: 1,
  drink: 3, coffee: 3, beer: 3, liquor: 3,
  groundCoffee: null, rice: null, beans: null, tortillas: null, eggs: null, cheese: null, pickles: null, hotSauce: null, book: null,
  // a class is given, events are catered: neither reaches the kitchen view as an order line
  education: null, catering: null,
};

/**
 * Every restaurant's menu. The two demo restaurants get their own written menus; the other
 * restaurants reuse one of them with their own prices, so each has three levels and 40+ products.
 */
export const seedMenus = (r: Rng, merchants: Merchant[]) => {
  const menus: MenuRecord[] = [];
  const products: ProductRecord[] = [];

  const add = (merchantId: number, specs: MenuSpec[], parentId: number | null, priceFactor: () => number) => {
    // menus with hours are numbered after the others (keeping their place in the list), so a
    // restaurant's first product can be ordered at any hour
    const numbered = specs.map((spec, index) => ({ spec, index })).sort((a, b) => Number(!!a.spec.hours) - Number(!!b.spec.hours));
    numbered.forEach(({ spec, index }) => {
      const menu: MenuRecord = {
        id: menus.length + 1,
        merchant_id: merchantId,
        parentId,
        name: spec.name,
        lastname: spec.description,
        order: index + 1,
        nameEn: MENU_NAMES_EN[spec.name] ?? '',
        descriptionEn: MENU_DESCRIPTIONS_EN[spec.description] ?? '',
        availability: spec.hours ?? [],
      };
      menus.push(menu);
      for (const [name, shortDescription, price, kind, picture] of spec.products ?? []) {
        const taxClass = TAX_CLASSES[kind];
        const [nameEn, shortDescriptionEn, allergens, diets] = PRODUCT_EXTRAS[name] ?? ['', '', [], []];
        products.push({
          id: products.length + 1,
          merchant_id: merchantId,
          menuId: menu.id,
          name,
          shortDescription,
          description: `${shortDescription}.`,
          // other restaurants' prices move by up to ±20 %, kept on 50-colón steps
          price: Math.max(50, Math.round((price * priceFactor()) / 50) * 50),
          available: DEFAULT_AVAILABLE,
          unlimited: true,
          taxCodeId: TAX_CODE_BY_RATE[taxClass.tax],
          unit: kind === 'education' || kind === 'catering' ? UNIT.service : UNIT.piece,
          image: picture ? `/menu-images/${picture}.svg` : null,
          cabysCode: taxClass.cabysCode,
          cabysDetails: taxClass.cabysDetails,
          tax: taxClass.tax,
          preparedAt: PREPARED_AT[kind],
          // the 10 % on what the kitchen and the bar make and serve at the table (desserts too, whose
          // CABYS code is a good's), never on the shop's goods, a class or catering (src/domain/serviceCharge.ts)
          carriesService: PREPARED_AT[kind] !== null,
          nameEn,
          shortDescriptionEn,
          descriptionEn: shortDescriptionEn && `${shortDescriptionEn}.`,
          allergens: [...allergens],
          diets: [...diets],
          soldOut: false,
          optionGroups: [],
        });
      }
      add(merchantId, spec.submenus ?? [], menu.id, priceFactor);
    });
  };

  const restaurants = merchants.filter((merchant) => merchant.companyTypeId === 1);
  for (const merchant of restaurants) {
    if (merchant.id === DEMO_RESTAURANT_ID) add(merchant.id, CASONA_MENU, null, () => 1);
    else if (merchant.id === SECOND_RESTAURANT_ID) add(merchant.id, GUANACASTECO_MENU, null, () => 1);
    else add(merchant.id, merchant.id % 2 ? GUANACASTECO_MENU : CASONA_MENU, null, () => 0.8 + r.next() * 0.4);
  }
  return { menus, products };
};
