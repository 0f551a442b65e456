/**
 * The allergens and diets a product can be marked with: the 14 allergens that must be
 * declared to diners, and four diets. Products keep the codes; the admin shows the Spanish name,
 * the diner app the name in its language, always beside a small icon (never the icon alone). The
 * icons are drawn by the diner app's stylesheet, not emoji: a phone without an emoji font would
 * show emoji as empty boxes.
 */
export interface DietaryTag {
  code: string;
  es: string;
  en: string;
}

export const ALLERGENS = [
  { code: 'gluten', es: 'Gluten', en: 'Gluten' },
  { code: 'crustaceans', es: 'Crustáceos', en: 'Crustaceans' },
  { code: 'egg', es: 'Huevo', en: 'Egg' },
  { code: 'fish', es: 'Pescado', en: 'Fish' },
  { code: 'peanut', es: 'Maní', en: 'Peanuts' },
  { code: 'soy', es: 'Soya', en: 'Soy' },
  { code: 'milk', es: 'Leche', en: 'Milk' },
  { code: 'nuts', es: 'Frutos de cáscara', en: 'Tree nuts' },
  { code: 'celery', es: 'Apio', en: 'Celery' },
  { code: 'mustard', es: 'Mostaza', en: 'Mustard' },
  { code: 'sesame', es: 'Sésamo', en: 'Sesame' },
  { code: 'sulphites', es: 'Sulfitos', en: 'Sulphites' },
  { code: 'lupin', es: 'Altramuces', en: 'Lupin' },
  { code: 'molluscs', es: 'Moluscos', en: 'Molluscs' },
] as const satisfies readonly DietaryTag[];

export const DIETS = [
  { code: 'vegetarian', es: 'Vegetariano', en: 'Vegetarian' },
  { code: 'vegan', es: 'Vegano', en: 'Vegan' },
  { code: 'glutenFree', es: 'Sin gluten', en: 'Gluten-free' },
  { code: 'spicy', es: 'Picante', en: 'Spicy' },
] as const satisfies readonly DietaryTag[];

export type AllergenCode = (typeof ALLERGENS)[number]['code'];
export type DietCode = (typeof DIETS)[number]['code'];

export const ALLERGEN_CODES = ALLERGENS.map((tag) => tag.code) as [AllergenCode, ...AllergenCode[]];
export const DIET_CODES = DIETS.map((tag) => tag.code) as [DietCode, ...DietCode[]];

const byCode = new Map<string, DietaryTag>([...ALLERGENS, ...DIETS].map((tag) => [tag.code, tag]));
export const dietaryTag = (code: string): DietaryTag | undefined => byCode.get(code);

/** What the diner can filter the menu by: a dish shows only when it passes every filter chosen. */
export interface MenuFilter {
  code: string;
  es: string;
  en: string;
  passes: (product: { allergens: readonly string[]; diets: readonly string[] }) => boolean;
}

export const MENU_FILTERS: readonly MenuFilter[] = [
  // the allergens are the merchant's declaration: a dish that does not declare gluten passes 'Sin gluten'
  { code: 'glutenFree', es: 'Sin gluten', en: 'Gluten-free', passes: (product) => !product.allergens.includes('gluten') },
  { code: 'vegetarian', es: 'Vegetariano', en: 'Vegetarian', passes: (product) => product.diets.includes('vegetarian') || product.diets.includes('vegan') },
  { code: 'vegan', es: 'Vegano', en: 'Vegan', passes: (product) => product.diets.includes('vegan') },
  { code: 'noPeanut', es: 'Sin maní', en: 'Peanut-free', passes: (product) => !product.allergens.includes('peanut') },
  { code: 'noMilk', es: 'Sin leche', en: 'Dairy-free', passes: (product) => !product.allergens.includes('milk') },
];
