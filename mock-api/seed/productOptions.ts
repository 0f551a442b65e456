import type { OptionGroup } from '../../src/domain/productOptions';
import type { OptionSetRecord, ProductRecord } from '../storage/restaurantRecords';
import { DEFAULT_AVAILABLE } from './menus';
import { TAX_CLASSES } from './menuCatalog';
import { DEMO_RESTAURANT_ID, SECOND_RESTAURANT_ID } from './merchants';

/**
 * Demo products with option groups for the demo restaurant: a casado whose meat is
 * chosen, a steak with its 'Término' and 'Extras', and a coffee with extras. They are added after
 * every other record is seeded, so no other product's id and no seeded order moves.
 */
const option = (name: string, nameEn: string, price = 0) => ({ name, nameEn, price, recipe: [] });

const MEAT: OptionGroup = {
  name: 'Carne',
  nameEn: 'Meat',
  min: 1,
  max: 1,
  options: [option('Pollo', 'Chicken'), option('Bistec', 'Steak'), option('Chuleta', 'Pork chop'), option('Pescado', 'Fish', 500)],
};
const DONENESS: OptionGroup = {
  name: 'Término',
  nameEn: 'Doneness',
  min: 1,
  max: 1,
  options: [option('Medio', 'Medium rare'), option('Tres cuartos', 'Medium well'), option('Bien cocido', 'Well done')],
};
const DISH_EXTRAS: OptionGroup = {
  name: 'Extras',
  nameEn: 'Extras',
  min: 0,
  max: 2,
  options: [option('Queso', 'Cheese', 500), option('Aguacate', 'Avocado', 700)],
};
const COFFEE_EXTRAS: OptionGroup = {
  name: 'Extras',
  nameEn: 'Extras',
  min: 0,
  max: 3,
  options: [option('Leche deslactosada', 'Lactose-free milk'), option('Shot extra de café', 'Extra shot', 400), option('Crema batida', 'Whipped cream', 300)],
};

/** A group's copy, its options too: records never share objects. */
const copyOf = <G extends OptionGroup>(group: G): G => ({ ...group, options: group.options.map((option) => ({ ...option })) });

/** The demo restaurant's option sets: 'Término' defined once, carried by both grilled meats. */
const DONENESS_SET: OptionSetRecord = { id: 1, merchant_id: DEMO_RESTAURANT_ID, ...DONENESS };
const DONENESS_COPY: OptionGroup = { ...DONENESS, setId: DONENESS_SET.id };
/** The second restaurant's: its sides, not carried by any product yet. */
const SIDES_SET: OptionSetRecord = {
  id: 2,
  merchant_id: SECOND_RESTAURANT_ID,
  name: 'Acompañamiento',
  nameEn: 'Side',
  min: 1,
  max: 1,
  options: [option('Arroz y frijoles', 'Rice and beans'), option('Yuca', 'Cassava'), option('Plátano maduro', 'Sweet plantain')],
};

/** [menu name, product name, short description, price, groups] */
const NEW_PRODUCTS: [string, string, string, number, OptionGroup[], string, string][] = [
  ['Casados', 'Casado a su gusto', 'Elija la carne', 4800, [MEAT], 'Casado your way', 'Choose the meat'],
  ['Platos de la casa', 'Lomito a la parrilla', 'Con papas y ensalada', 8500, [DONENESS_COPY, DISH_EXTRAS], 'Grilled tenderloin', 'With potatoes and salad'],
  ['Platos de la casa', 'Churrasco', 'Con chimichurri y papas', 9200, [DONENESS_COPY], 'Churrasco steak', 'With chimichurri and potatoes'],
];

export const withOptionDemos = <T extends { menus: { id: number; merchant_id: number; name: string }[]; products: ProductRecord[] }>(state: T): T & { optionSets: OptionSetRecord[] } => {
  const menuId = (name: string) => state.menus.find((menu) => menu.merchant_id === DEMO_RESTAURANT_ID && menu.name === name)?.id;
  const coffee = state.products.find((product) => product.merchant_id === DEMO_RESTAURANT_ID && product.name === 'Café con leche');
  if (coffee) coffee.optionGroups = [COFFEE_EXTRAS];
  const dish = TAX_CLASSES.dish;
  for (const [menuName, name, shortDescription, price, optionGroups, nameEn, shortDescriptionEn] of NEW_PRODUCTS) {
    const menu = menuId(menuName);
    if (menu === undefined) continue;
    state.products.push({
      id: Math.max(0, ...state.products.map((product) => product.id)) + 1,
      merchant_id: DEMO_RESTAURANT_ID,
      menuId: menu,
      name,
      shortDescription,
      description: `${shortDescription}.`,
      price,
      available: DEFAULT_AVAILABLE,
      unlimited: true,
      taxCodeId: 8,
      unit: 1,
      image: '/menu-images/plate.svg',
      cabysCode: dish.cabysCode,
      cabysDetails: dish.cabysDetails,
      tax: dish.tax,
      preparedAt: 1,
      carriesService: true,
      // each product its own copy: editing the set rewrites each
      optionGroups: optionGroups.map(copyOf),
      nameEn,
      shortDescriptionEn,
      descriptionEn: `${shortDescriptionEn}.`,
      allergens: [],
      diets: [],
      soldOut: false,
    });
  }
  return { ...state, optionSets: [copyOf(DONENESS_SET), copyOf(SIDES_SET)] };
};
